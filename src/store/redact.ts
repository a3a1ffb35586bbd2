// Redaction at append time: secrets and file bytes never reach the log.

const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "pass",
  "otp",
  "token",
  "authorization",
  "secret",
  "cookie",
  "cvv",
  "credential",
  "credentials",
]);

/** Splits `newPassword`, `user-token`, `otp_code`, `Authorization` into lower-case words. */
const words = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

const secretKeys = new Map<string, boolean>();
/** Cached per key: a fetched list repeats the same few keys thousands of times. */
export function isSecretKey(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = words(key).some((w) => SECRET_WORDS.has(w));
    if (secretKeys.size < 10_000) secretKeys.set(key, secret);
  }
  return secret;
}

/**
 * A secret string becomes this placeholder (still a string, so a replayed form validates as it did
 * live: "typed something" stays true); any other secret value becomes `{redacted:true}`.
 */
export const REDACTED = "[redacted]";
export interface RedactedSecret {
  redacted: true;
}
export interface RedactedBytes {
  redacted: true;
  size: number;
  type: string;
  hash?: string;
}

/** FNV-1a 32-bit: enough to tell two files apart in a log, not a security hash. */
export function fnv1a(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const strBytes = (s: string) => new TextEncoder().encode(s);
const LONG_BASE64 = /^[A-Za-z0-9+/\r\n]{1024,}={0,2}$/;

function redactString(s: string): unknown {
  if (s.startsWith("data:")) {
    const comma = s.indexOf(",");
    const type = s.slice(5, comma < 0 ? undefined : comma).split(";")[0] || "text/plain";
    const body = comma < 0 ? "" : s.slice(comma + 1);
    const size = s.slice(5, comma).includes(";base64") ? Math.floor((body.length * 3) / 4) : body.length;
    return { redacted: true, size, type, hash: fnv1a(strBytes(body)) } satisfies RedactedBytes;
  }
  if (/^bearer\s/i.test(s)) return REDACTED;
  if (s.length >= 1024 && LONG_BASE64.test(s)) {
    return { redacted: true, size: Math.floor((s.length * 3) / 4), type: "application/octet-stream", hash: fnv1a(strBytes(s)) };
  }
  return s;
}

/** Duck-typed so a Blob from another realm (an iframe, node:buffer, a test DOM) is still caught. */
/** Empty values and booleans (`hasToken`) say nothing secret and stay; strings keep their type. */
const redactSecret = (v: unknown): unknown =>
  v === undefined || v === null || v === ""
    ? (v ?? null)
    : typeof v === "boolean"
      ? v
      : typeof v === "string"
        ? REDACTED
        : ({ redacted: true } satisfies RedactedSecret);

const isBlob = (v: object): v is Blob =>
  (typeof Blob !== "undefined" && v instanceof Blob) ||
  (typeof (v as Blob).size === "number" && typeof (v as Blob).type === "string" && typeof (v as Blob).arrayBuffer === "function");

/**
 * Returns a JSON-safe copy with secrets replaced by "[redacted]" (strings) or `{redacted:true}` and bytes (Blob, File,
 * ArrayBuffer, typed arrays, data: URLs, long base64) by `{redacted:true,size,type,hash}`.
 * Errors become `{$error:{name,message}}` and Dates ISO strings, so a replay can revive them.
 */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactString(value);
  if (value === null || typeof value !== "object") {
    return typeof value === "function" || typeof value === "symbol" || value === undefined
      ? undefined
      : typeof value === "bigint"
        ? String(value)
        : typeof value === "number" && !Number.isFinite(value)
          ? null
          : value;
  }
  if (seen.has(value)) return "[circular]";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) return { $error: { name: value.name, message: value.message } };
  if (isBlob(value)) return { redacted: true, size: value.size, type: value.type } satisfies RedactedBytes;
  if (value instanceof ArrayBuffer) {
    return { redacted: true, size: value.byteLength, type: "application/octet-stream", hash: fnv1a(new Uint8Array(value)) };
  }
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return { redacted: true, size: value.byteLength, type: "application/octet-stream", hash: fnv1a(bytes) };
  }
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => redact(v, seen) ?? null);
    if (value instanceof Map) return redact(Object.fromEntries(value), seen);
    if (value instanceof Set) return redact([...value], seen);
    const out: Record<string, unknown> = {};
    // `{field: "password", value: "..."}` (a form edit) carries a secret in `value`.
    const namesSecret = ["field", "name", "key"].some(
      (n) => typeof (value as Record<string, unknown>)[n] === "string" && isSecretKey((value as Record<string, string>)[n]),
    );
    for (const [k, v] of Object.entries(value)) {
      if (isSecretKey(k) || (namesSecret && k === "value")) {
        out[k] = redactSecret(v);
        continue;
      }
      const r = redact(v, seen);
      if (r !== undefined) out[k] = r;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Turns `{$error:{name,message}}` back into an Error (deeply), as the live machine saw it. */
export function revive(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(revive);
  const rec = value as Record<string, unknown>;
  const e = rec.$error as { name?: unknown; message?: unknown } | undefined;
  if (e && Object.keys(rec).length === 1 && typeof e.message === "string") {
    const err = new Error(e.message);
    if (typeof e.name === "string") err.name = e.name;
    return err;
  }
  return Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, revive(v)]));
}

// Server configuration: read from the environment once, validated with io-ts.
// A bad value throws a ConfigError naming the variable; configOrExit prints it and exits 1
// (npm start runs that check before building the client, and main.ts again on start).
import { isIP } from "node:net";
import * as t from "io-ts";
import { isLeft } from "fp-ts/Either";
import { DEFAULT_HELPLINE_NAME } from "../src/codecs/contacts.ts";
import { DEFAULT_PUSH_HOSTS } from "../src/codecs/push.ts";
import type { S3Settings } from "./files/objectStore.ts";
import type { StoreName } from "./files/storage.ts";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const ROW_CHECKS = ["first", "every"] as const;
export type RowCheck = (typeof ROW_CHECKS)[number];
export const HTTPS_SETTINGS = ["auto", "on", "off"] as const;
export type HttpsSetting = (typeof HTTPS_SETTINGS)[number];
export const PG_PREPARES = ["on", "off"] as const;
export type PgPrepare = (typeof PG_PREPARES)[number];

export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = "ConfigError";
  }
}

const blank = (u: unknown) => u === undefined || (typeof u === "string" && u.trim() === "");

/** An integer in [min, max] given as text; blank gives the default. */
const intVar = (min: number, max: number, fallback: number) =>
  new t.Type<number, string, unknown>(
    "IntVar",
    (u): u is number => typeof u === "number",
    (u, c) => {
      if (blank(u)) return t.success(fallback);
      const s = typeof u === "string" ? u.trim() : "";
      const n = /^-?\d+$/.test(s) ? Number(s) : NaN;
      return Number.isInteger(n) && n >= min && n <= max ? t.success(n) : t.failure(u, c, `must be a whole number from ${min} to ${max}`);
    },
    String,
  );

const textVar = (fallback: string) =>
  new t.Type<string, string, unknown>(
    "TextVar",
    (u): u is string => typeof u === "string",
    (u, c) => (blank(u) ? t.success(fallback) : typeof u === "string" ? t.success(u.trim()) : t.failure(u, c, "must be text")),
    t.identity,
  );

/** An IP address or a host name (letters, digits, hyphens, dots), as HOST takes it. */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const hostVar = new t.Type<string, string, unknown>(
  "Host",
  (u): u is string => typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success("0.0.0.0");
    const s = String(u).trim();
    return isIP(s) !== 0 || HOST_NAME.test(s)
      ? t.success(s)
      : t.failure(u, c, "must be an IP address (0.0.0.0 for every address of this machine) or a host name");
  },
  t.identity,
);

const optionalUrl = new t.Type<string | undefined, string, unknown>(
  "OptionalUrl",
  (u): u is string | undefined => u === undefined || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(undefined);
    const s = String(u).trim();
    return /^postgres(ql)?:\/\/\S+$/.test(s) ? t.success(s) : t.failure(u, c, "must be a postgres:// or postgresql:// URL");
  },
  (v) => v ?? "",
);

/** The origin a tile URL template's tiles come from (the page's img-src allows it; decision 047). */
export const tileOrigin = (template: string): string => new URL(template.replace(/\{[zxy]\}/g, "0")).origin;

/** A tile URL template: http(s), with {z}, {x} and {y} and no other placeholder (one host: the page allows only it); blank: none (decision 047). */
export const tileUrlVar = new t.Type<string | null, string, unknown>(
  "TileUrl",
  (u): u is string | null => u === null || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(null);
    const s = String(u).trim();
    return /^https?:\/\/[^\s"'<>]+$/.test(s) &&
      s.length <= 500 &&
      ["{z}", "{x}", "{y}"].every((p) => s.includes(p)) &&
      !/\{(?![zxy]\})/.test(s) &&
      URL.canParse(s.replace(/\{[zxy]\}/g, "0"))
      ? t.success(s)
      : t.failure(u, c, "must be an http:// or https:// URL template with {z}, {x} and {y} and no other placeholder (map tiles)");
  },
  (v) => v ?? "",
);

/** A choice among `values` (case-insensitive), `fallback` when unset. */
const choiceVar = <V extends string>(name: string, values: readonly V[], fallback: V) =>
  new t.Type<V, string, unknown>(
    name,
    (u): u is V => (values as readonly unknown[]).includes(u),
    (u, c) => {
      if (blank(u)) return t.success(fallback);
      const s = String(u).trim().toLowerCase();
      return (values as readonly string[]).includes(s) ? t.success(s as V) : t.failure(u, c, `must be one of ${values.join(", ")}`);
    },
    t.identity,
  );
const logLevel = choiceVar("LogLevel", LOG_LEVELS, "info");

/** proxy-addr's names of address ranges, usable in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** An address, a named range, address/prefix-length, or IPv4 address/netmask. */
function isProxyEntry(s: string): boolean {
  if (PROXY_RANGE_NAMES.includes(s)) return true;
  const [addr = "", range, ...rest] = s.split("/");
  const v = isIP(addr);
  if (v === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (v === 4 ? 32 : 128);
  return v === 4 && isIP(range) === 4;
}

const trustProxy = new t.Type<TrustProxy, string, unknown>(
  "TrustProxy",
  (u): u is TrustProxy => typeof u === "boolean" || typeof u === "number" || Array.isArray(u),
  (u, c) => {
    if (blank(u)) return t.success(false);
    const s = String(u).trim().toLowerCase();
    if (s === "false") return t.success(false);
    if (s === "true") return t.success(true);
    if (/^\d+$/.test(s)) {
      const n = Number(s);
      return n <= 100 ? t.success(n === 0 ? false : n) : t.failure(u, c, "as a hop count must be a whole number from 0 to 100");
    }
    const list = s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
    const bad = list.find((x) => !isProxyEntry(x));
    return list.length && bad === undefined
      ? t.success(list)
      : t.failure(
          u,
          c,
          `must be true, false, a hop count, or a comma-separated list of addresses or CIDR ranges${bad ? ` ("${bad}" is none of these)` : ""}`,
        );
  },
  String,
);

/** An http(s) URL whose {to}, {text}, {sender}, {key} and {ref} placeholders, if any, include {to} and {text}. */
const gatewayUrl = new t.Type<string | undefined, string, unknown>(
  "GatewayUrl",
  (u): u is string | undefined => u === undefined || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(undefined);
    const s = String(u).trim();
    const placeholders = [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    let url: URL | null = null;
    try {
      url = new URL(s.replace(/\{(\w+)\}/g, "x"));
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol)) return t.failure(u, c, "must be an http:// or https:// URL");
    const unknown = placeholders.find((p) => !["to", "text", "sender", "key", "ref"].includes(p));
    if (unknown) return t.failure(u, c, `has the placeholder {${unknown}}: only {to}, {text}, {sender}, {key} and {ref} are filled in`);
    if (placeholders.length && !(placeholders.includes("to") && placeholders.includes("text")))
      return t.failure(u, c, "must have both {to} and {text} when it has placeholders");
    return t.success(s);
  },
  (v) => v ?? "",
);

/** A secret: optional, at least `min` characters; its value never appears in a message. */
const secretVar = (min: number) =>
  new t.Type<string | undefined, string, unknown>(
    "Secret",
    (u): u is string | undefined => u === undefined || typeof u === "string",
    (u, c) =>
      blank(u)
        ? t.success(undefined)
        : String(u).trim().length >= min
          ? t.success(String(u).trim())
          : t.failure(u, c, `must be at least ${min} characters long`),
    (v) => v ?? "",
  );

/** A phone number a `tel:` link can dial: digits with spaces, hyphens, dots, brackets, a leading +; 6 to 15 digits. */
const phoneVar = new t.Type<string | null, string, unknown>(
  "Phone",
  (u): u is string | null => u === null || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(null);
    const s = String(u).trim();
    const digits = s.replace(/\D/g, "").length;
    return /^\+?[0-9 ().-]+$/.test(s) && digits >= 6 && digits <= 15
      ? t.success(s)
      : t.failure(u, c, "must be a phone number: 6 to 15 digits, with spaces, hyphens, dots or brackets and a leading + if any");
  },
  (v) => v ?? "",
);

/** An email address (one @, no spaces). */
const emailVar = new t.Type<string | null, string, unknown>(
  "Email",
  (u): u is string | null => u === null || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(null);
    const s = String(u).trim();
    return s.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+$/.test(s)
      ? t.success(s)
      : t.failure(u, c, "must be an email address (name@example.org)");
  },
  (v) => v ?? "",
);

/** Text of at most `max` characters; blank gives the default. */
const shortText = (max: number, fallback: string) =>
  new t.Type<string, string, unknown>(
    "ShortText",
    (u): u is string => typeof u === "string",
    (u, c) =>
      blank(u)
        ? t.success(fallback)
        : String(u).trim().length <= max
          ? t.success(String(u).trim())
          : t.failure(u, c, `must be at most ${max} characters`),
    t.identity,
  );

/** base64url (no padding) of exactly `bytes` bytes: a VAPID key. */
const keyVar = (bytes: number, what: string) =>
  new t.Type<string | undefined, string, unknown>(
    "VapidKey",
    (u): u is string | undefined => u === undefined || typeof u === "string",
    (u, c) => {
      if (blank(u)) return t.success(undefined);
      const s = String(u).trim();
      return /^[A-Za-z0-9_-]+$/.test(s) && Buffer.from(s, "base64url").length === bytes
        ? t.success(s)
        : t.failure(u, c, `must be ${what}: ${bytes} bytes in base64url, as npx web-push generate-vapid-keys prints it`);
    },
    (v) => v ?? "",
  );

/** A mailto: address or an https: URL (whom a push service may contact about this server's pushes). */
const subjectVar = new t.Type<string, string, unknown>(
  "VapidSubject",
  (u): u is string => typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(DEFAULT_VAPID_SUBJECT);
    const s = String(u).trim();
    return /^mailto:[^\s@]+@[^\s@]+$/.test(s) || /^https:\/\/\S+$/.test(s)
      ? t.success(s)
      : t.failure(u, c, "must be a mailto: address or an https:// URL (whom push services may contact)");
  },
  t.identity,
);
export const DEFAULT_VAPID_SUBJECT = "mailto:fieldops@example.org";

/** An http(s) URL with nothing after the host and port but a path (an S3 endpoint). */
const endpointVar = new t.Type<string | undefined, string, unknown>(
  "Endpoint",
  (u): u is string | undefined => u === undefined || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(undefined);
    const s = String(u).trim();
    let url: URL | null = null;
    try {
      url = new URL(s);
    } catch {
      url = null;
    }
    return url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash
      ? t.success(s.replace(/\/+$/, ""))
      : t.failure(u, c, "must be an http:// or https:// URL without credentials or query (the S3 service, e.g. http://minio:9000)");
  },
  (v) => v ?? "",
);

/** An S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const bucketVar = new t.Type<string | undefined, string, unknown>(
  "Bucket",
  (u): u is string | undefined => u === undefined || typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success(undefined);
    const s = String(u).trim();
    return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s) && !s.includes("..")
      ? t.success(s)
      : t.failure(u, c, "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit");
  },
  (v) => v ?? "",
);

/** An AWS-style region name (us-east-1, eu-central-1; S3-compatible stores take any, often us-east-1). */
const regionVar = new t.Type<string, string, unknown>(
  "Region",
  (u): u is string => typeof u === "string",
  (u, c) => {
    if (blank(u)) return t.success("us-east-1");
    const s = String(u).trim();
    return /^[a-z0-9][a-z0-9-]{0,49}$/.test(s)
      ? t.success(s)
      : t.failure(u, c, "must be a region name of lower-case letters, digits and hyphens (us-east-1)");
  },
  t.identity,
);

/** true or false (also 1/0, yes/no, on/off); blank gives the default. */
const boolVar = (fallback: boolean) =>
  new t.Type<boolean, string, unknown>(
    "BoolVar",
    (u): u is boolean => typeof u === "boolean",
    (u, c) => {
      if (blank(u)) return t.success(fallback);
      const s = String(u).trim().toLowerCase();
      if (["true", "1", "yes", "on"].includes(s)) return t.success(true);
      if (["false", "0", "no", "off"].includes(s)) return t.success(false);
      return t.failure(u, c, "must be true or false");
    },
    String,
  );

export const FILE_STORES = ["db", "s3"] as const satisfies readonly StoreName[];

// the push services allowed when PUSH_SERVICE_HOSTS is unset (src/codecs/push.ts: an op reads it there)
export { DEFAULT_PUSH_HOSTS };

/** A comma-separated list of host names (or ".suffix"es): the push services allowed. */
const pushHostsVar = new t.Type<readonly string[], string, unknown>(
  "PushServiceHosts",
  (u): u is readonly string[] => Array.isArray(u),
  (u, c) => {
    if (blank(u)) return t.success(DEFAULT_PUSH_HOSTS);
    const hosts = String(u)
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== "");
    const bad = hosts.find((h) => !/^\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h));
    return hosts.length === 0 || bad !== undefined
      ? t.failure(
          u,
          c,
          `must be host names separated by commas (a leading "." allows a service's hosts under it)${bad ? `: "${bad}" is not one` : ""}`,
        )
      : t.success(hosts);
  },
  (v) => v.join(","),
);

/** Variables whose values are never printed, not even in a message about them. */
const SECRET_VARS = new Set(["SMS_GATEWAY_KEY", "OTP_SECRET", "VAPID_PRIVATE_KEY", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]);

/** A URL with a user name or password in it (user:password@host): never shown either. */
const HAS_CREDENTIALS = /\/\/[^/\s]*@/;

/** Each environment variable with its codec and the Config key it fills. */
const VARS = {
  PORT: ["port", intVar(0, 65535, 8080)],
  HOST: ["host", hostVar],
  DATA_DIR: ["dataDir", textVar("./data")],
  DATABASE_URL: ["databaseUrl", optionalUrl],
  SESSION_DAYS: ["sessionDays", intVar(1, 3650, 30)],
  LOG_LEVEL: ["logLevel", logLevel],
  LOGIN_LIMIT_PER_MOBILE: ["loginLimitPerMobile", intVar(1, 1_000_000, 10)],
  LOGIN_LIMIT_PER_ADDRESS: ["loginLimitPerAddress", intVar(1, 1_000_000, 50)],
  LOGIN_LIMIT_WINDOW_MINUTES: ["loginLimitWindowMs", intVar(1, 24 * 60, 15)],
  WRITE_LIMIT_PER_MINUTE: ["writeLimitPerMinute", intVar(1, 1_000_000, 60)],
  TRUST_PROXY: ["trustProxy", trustProxy],
  HTTPS: ["https", choiceVar("HttpsSetting", HTTPS_SETTINGS, "auto")],
  ROW_CHECK: ["rowCheck", choiceVar("RowCheck", ROW_CHECKS, "first")],
  PG_PREPARE: ["pgPrepare", choiceVar("PgPrepare", PG_PREPARES, "on")],
  SMS_GATEWAY_URL: ["smsGateway", gatewayUrl],
  SMS_GATEWAY_KEY: ["smsGatewayKey", secretVar(1)],
  OTP_SECRET: ["otpSecret", secretVar(32)],
  OTP_LIMIT_PER_MOBILE: ["otpLimitPerMobile", intVar(1, 1_000_000, 5)],
  OTP_LIMIT_PER_ADDRESS: ["otpLimitPerAddress", intVar(1, 1_000_000, 20)],
  HELPLINE_NAME: ["helplineName", shortText(80, DEFAULT_HELPLINE_NAME)],
  HELPLINE_PHONE: ["helplinePhone", phoneVar],
  HELPLINE_EMAIL: ["helplineEmail", emailVar],
  VAPID_PUBLIC_KEY: ["vapidPublicKey", keyVar(65, "a P-256 public key")],
  VAPID_PRIVATE_KEY: ["vapidPrivateKey", keyVar(32, "a P-256 private key")],
  VAPID_SUBJECT: ["vapidSubject", subjectVar],
  FILE_STORE: ["fileStore", choiceVar("FileStore", FILE_STORES, "db")],
  S3_ENDPOINT: ["s3Endpoint", endpointVar],
  S3_BUCKET: ["s3Bucket", bucketVar],
  S3_REGION: ["s3Region", regionVar],
  S3_ACCESS_KEY_ID: ["s3AccessKeyId", secretVar(1)],
  S3_SECRET_ACCESS_KEY: ["s3SecretAccessKey", secretVar(1)],
  S3_FORCE_PATH_STYLE: ["s3ForcePathStyle", boolVar(false)],
  SMS_RETRY_SECONDS: ["smsRetrySeconds", intVar(1, 600, 10)],
  MAP_TILE_URL: ["mapTileUrl", tileUrlVar],
  PUSH_SERVICE_HOSTS: ["pushHosts", pushHostsVar],
  FIELD_DEVICES_STALE_DAYS: ["fieldDevicesStaleDays", intVar(1, 365, 3)],
  REMINDER_APPROVAL_HOURS: ["reminderApprovalHours", intVar(1, 720, 48)],
  REMINDER_ESCALATION_HOURS: ["reminderEscalationHours", intVar(1, 1440, 96)],
} as const satisfies Record<string, readonly [string, t.Any]>;

type Vars = typeof VARS;
/** The environment variables the server reads. */
export type VarName = keyof Vars;
/** Each variable decoded by its codec, under the key it fills. */
type Decoded = { -readonly [N in VarName as Vars[N][0]]: t.TypeOf<Vars[N][1]> };

/**
 * What each setting means, as the README's settings tables say it (generated from here with its
 * default, which is what its codec reads from an unset variable: `npm run config:readme`; a test
 * checks the README holds them). `s3`: the table of the object storage section.
 */
const MEANINGS: Record<VarName, { meaning: string; table?: "s3"; shownDefault?: string }> = {
  PORT: { meaning: "HTTP port" },
  HOST: { meaning: "address to listen on: an IP address of this machine (`0.0.0.0` for all) or a host name" },
  DATA_DIR: {
    meaning:
      "folder of the embedded PGlite database (kept in its `pglite` folder; created when missing). One server at a time: a second one on the folder stops, naming the process that holds it (`server.lock`); a folder that is not a healthy database stops the server and is left unchanged. See [decision 011](docs/decisions/011-data-folder.md)",
  },
  DATABASE_URL: { meaning: "use this PostgreSQL server instead of PGlite" },
  SESSION_DAYS: { meaning: "how long a sign-in lasts" },
  LOG_LEVEL: { meaning: "server log level" },
  LOGIN_LIMIT_PER_MOBILE: {
    meaning:
      "failed sign-ins allowed per mobile number from one client address (or one trusted device) within the window (successful ones do not count); past as many from anywhere, sign-ins to the number from devices that never signed in to it are slowed (up to 5 s), never refused. See [decision 010](docs/decisions/010-login-limits.md)",
  },
  LOGIN_LIMIT_PER_ADDRESS: {
    meaning: "sign-in attempts allowed per client address within the window (a device that signed in to the number before is not counted)",
  },
  LOGIN_LIMIT_WINDOW_MINUTES: { meaning: "the window of both sign-in limits" },
  WRITE_LIMIT_PER_MINUTE: {
    meaning:
      "changes (write operations) one person may send in a minute, over all their devices and sessions; past it a write is answered 429 with `Retry-After` and the app's outbox sends it again later (issue 43)",
  },
  SMS_GATEWAY_URL: {
    meaning:
      "the SMS gateway the one-time codes go through (a GET): an `http(s)` URL, either with the placeholders `{to}`, `{text}`, `{sender}`, `{key}` (and `{ref}`, the code's client reference, the same on every send of one code, for a gateway that drops repeats; also sent as the header `Idempotency-Key`) or without (then the first four are added as query parameters of those names). Unset: each SMS is a JSON line `{to, text, at, ref}` of `sms-outbox.jsonl` in `DATA_DIR`, and the log says so. See [decision 015](docs/decisions/015-account-recovery.md)",
  },
  SMS_GATEWAY_KEY: { meaning: "the gateway's key; required with `SMS_GATEWAY_URL`, never printed" },
  OTP_SECRET: {
    meaning: "the key (at least 32 characters) of the HMAC the one-time codes are stored under; unset: one made once and kept in the database",
  },
  OTP_LIMIT_PER_MOBILE: {
    meaning: "code requests per mobile number (or, for a device the person signed in on, per device) within the sign-in window",
  },
  OTP_LIMIT_PER_ADDRESS: { meaning: "code requests per client address within the sign-in window" },
  HELPLINE_NAME: {
    meaning: "the helpline's name on Contact Us (at most 80 characters). See [decision 036](docs/decisions/036-info-and-contact-us.md)",
  },
  HELPLINE_PHONE: {
    meaning:
      "the helpline's phone number (6 to 15 digits; spaces, hyphens, dots, brackets and a leading `+` allowed), shown as a `tel:` link. Unset: Contact Us says the helpline is not set up yet and to ask the CMDI or AMMD",
  },
  HELPLINE_EMAIL: { meaning: "the helpline's email address, shown as a `mailto:` link" },
  VAPID_PUBLIC_KEY: {
    meaning:
      "web push's VAPID public key (base64url, as `npx web-push generate-vapid-keys` prints it); set with `VAPID_PRIVATE_KEY` or neither: unset, a pair made at first start is kept in the database and shared by every server (decision 046)",
  },
  VAPID_PRIVATE_KEY: { meaning: "the VAPID private key of that pair (a secret: never printed)" },
  VAPID_SUBJECT: {
    meaning:
      "whom push services may contact about this server's pushes: a `mailto:` address or an `https://` URL; unset: `mailto:fieldops@example.org` (set it to the programme's own)",
  },
  MAP_TILE_URL: {
    meaning:
      "map tiles for Workshop Details' map of where the evidence photos were taken: an `http(s)://` template with `{z}`, `{x}`, `{y}` (e.g. `https://tiles.example.org/{z}/{x}/{y}.png`); the page may load images from its host; unset: no map, the coordinates and their `geo:` links only (decision 047)",
  },
  PUSH_SERVICE_HOSTS: {
    meaning:
      "the push services a device's subscription may name (the server posts to them), comma-separated host names or `.suffix`es; unset: `fcm.googleapis.com`, `updates.push.services.mozilla.com`, `.notify.windows.com`, `web.push.apple.com`; another endpoint is refused (decision 046)",
    shownDefault: "the browsers'",
  },
  FIELD_DEVICES_STALE_DAYS: {
    meaning:
      "a person whose devices have not synced for this many days (1 to 365), or never, is flagged at the top of Field devices (CMDI, AMMD, super admin). See [decision 078](docs/decisions/078-field-devices.md)",
  },
  REMINDER_APPROVAL_HOURS: {
    meaning:
      "an approval (a workshop's plan, report or approval, a training's) waiting this many hours (1 to 720) reminds its approver, in the app and by push, once a day. See [decision 083](docs/decisions/083-reminders.md)",
  },
  REMINDER_ESCALATION_HOURS: {
    meaning:
      "an approval waiting this many hours (1 to 1440; never before `REMINDER_APPROVAL_HOURS`) reminds the approver's manager too (a CMDI's AMMD; an AMMD's, or the super admins)",
  },
  TRUST_PROXY: {
    meaning:
      "which proxies may name the client address (`X-Forwarded-For`), for the per-address limit and the audit trail: `false`, `true` (any), a hop count (`1` behind one load balancer), or a comma-separated list of proxy addresses / CIDR ranges (`10.0.0.0/8, 192.168.1.5`). Set it only when every request comes through those proxies",
  },
  HTTPS: {
    meaning:
      "whether the app is served over HTTPS, for `Strict-Transport-Security` (HSTS): `auto` sends it only when a proxy `TRUST_PROXY` trusts says `X-Forwarded-Proto: https` (so never over plain HTTP, nor when TRUST_PROXY is unset); `on` always (set it when every request reaches the app through HTTPS and the proxy does not forward the protocol); `off` never",
  },
  ROW_CHECK: {
    meaning:
      "how many rows of each answer are checked against the operation's row codec before they leave: `first` (an answer's rows come from one statement), or `every` (what the test suites run with; decision 026)",
  },
  PG_PREPARE: {
    meaning:
      "whether the statements every request repeats (the session check, the read operations) are prepared once per PostgreSQL connection; `off` behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21; decision 026)",
  },
  SMS_RETRY_SECONDS: {
    meaning:
      "a one-time code's SMS that could not be sent at once (the gateway failed, the server stopped) is tried again by the job queue after this many seconds, then twice as long each time, until it is sent or the code expires (decision 048)",
  },
  FILE_STORE: { meaning: "where new uploads go: `db` or `s3` (then `S3_BUCKET` is required)", table: "s3" },
  S3_BUCKET: { meaning: "the bucket; set, the bucket's files are readable whatever `FILE_STORE` says", table: "s3" },
  S3_ENDPOINT: { meaning: "the service's URL (`http://minio:9000`); unset for AWS S3", table: "s3" },
  S3_REGION: { meaning: "the region", table: "s3" },
  S3_ACCESS_KEY_ID: {
    meaning:
      "the access key, with `S3_SECRET_ACCESS_KEY` (both or neither: neither uses the SDK's default chain, e.g. an instance role); never printed",
    table: "s3",
  },
  S3_SECRET_ACCESS_KEY: { meaning: "its secret; never printed", table: "s3" },
  S3_FORCE_PATH_STYLE: { meaning: "`true` for path-style addresses (MinIO and most self-hosted stores)", table: "s3" },
};

/** A setting's default as the README shows it: what its codec reads from an unset variable. */
function shownDefault(name: VarName): string {
  const { shownDefault: shown } = MEANINGS[name];
  if (shown !== undefined) return shown;
  const r = VARS[name][1].decode(undefined);
  if (isLeft(r)) throw new Error(`${name} has no default its codec accepts`);
  return r.right === undefined || r.right === null ? "none" : `\`${String(r.right)}\``;
}

/** The README's settings table (`s3`: the object storage section's), its columns padded as the formatter writes them. */
export function settingsTable(table: "main" | "s3"): string {
  const rows = (Object.keys(MEANINGS) as VarName[])
    .filter((n) => (MEANINGS[n].table ?? "main") === table)
    .map((n) => [`\`${n}\``, shownDefault(n), MEANINGS[n].meaning]);
  const all = [["variable", "default", "meaning"], ...rows];
  const widths = [0, 1, 2].map((i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(all[0]!), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** Reads and validates the configuration; throws ConfigError on the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const out: Record<string, unknown> = {};
  for (const [name, [key, codec]] of Object.entries(VARS)) {
    const r = codec.decode(env[name]);
    if (isLeft(r))
      throw new ConfigError(
        name,
        `${r.left[0]?.message ?? "is invalid"} (${SECRET_VARS.has(name) || HAS_CREDENTIALS.test(env[name] ?? "") ? "its value is not shown" : `got ${JSON.stringify(env[name])}`})`,
      );
    out[key] = r.right;
  }
  const {
    smsGatewayKey: key,
    helplineName,
    helplinePhone,
    helplineEmail,
    vapidPublicKey,
    vapidPrivateKey,
    s3Endpoint,
    s3Bucket,
    s3Region,
    s3AccessKeyId,
    s3SecretAccessKey,
    s3ForcePathStyle,
    ...cfg
  } = out as Decoded; // each key was filled by its own codec, above
  if (cfg.smsGateway && !key) throw new ConfigError("SMS_GATEWAY_KEY", "must be set when SMS_GATEWAY_URL is (the gateway's key)");
  if (key && !cfg.smsGateway)
    throw new ConfigError("SMS_GATEWAY_URL", "must be set when SMS_GATEWAY_KEY is (or unset both to write messages to sms-outbox.jsonl in DATA_DIR)");
  if (vapidPublicKey && !vapidPrivateKey)
    throw new ConfigError("VAPID_PRIVATE_KEY", "must be set when VAPID_PUBLIC_KEY is (or unset both to use a pair kept in the database)");
  if (vapidPrivateKey && !vapidPublicKey)
    throw new ConfigError("VAPID_PUBLIC_KEY", "must be set when VAPID_PRIVATE_KEY is (or unset both to use a pair kept in the database)");
  if (cfg.fileStore === "s3" && !s3Bucket) throw new ConfigError("S3_BUCKET", "must be set when FILE_STORE is s3 (the bucket that keeps the files)");
  if (!s3Bucket) {
    const orphan = (
      [
        ["S3_ENDPOINT", s3Endpoint],
        ["S3_ACCESS_KEY_ID", s3AccessKeyId],
        ["S3_SECRET_ACCESS_KEY", s3SecretAccessKey],
      ] as const
    ).find(([, v]) => v !== undefined);
    if (orphan) throw new ConfigError("S3_BUCKET", `must be set when ${orphan[0]} is (or unset the S3_ settings to keep files in the database)`);
  }
  if (s3AccessKeyId && !s3SecretAccessKey)
    throw new ConfigError("S3_SECRET_ACCESS_KEY", "must be set when S3_ACCESS_KEY_ID is (or unset both to use the SDK's default credentials)");
  if (s3SecretAccessKey && !s3AccessKeyId)
    throw new ConfigError("S3_ACCESS_KEY_ID", "must be set when S3_SECRET_ACCESS_KEY is (or unset both to use the SDK's default credentials)");
  return {
    ...cfg,
    s3: (s3Bucket
      ? {
          endpoint: s3Endpoint,
          bucket: s3Bucket,
          region: s3Region,
          credentials: s3AccessKeyId && s3SecretAccessKey ? { accessKeyId: s3AccessKeyId, secretAccessKey: s3SecretAccessKey } : null,
          forcePathStyle: s3ForcePathStyle,
        }
      : null) satisfies S3Settings | null,
    vapid: vapidPublicKey && vapidPrivateKey ? { publicKey: vapidPublicKey, privateKey: vapidPrivateKey } : null,
    smsGateway: cfg.smsGateway && key ? { url: cfg.smsGateway, key } : null,
    loginLimitWindowMs: cfg.loginLimitWindowMs * 60_000,
    helpline: { name: helplineName, phone: helplinePhone, email: helplineEmail },
  };
}

/** The server's settings: what loadConfig makes of the variables (derived from their codecs, never written beside them). */
export type Config = ReturnType<typeof loadConfig>;

/** loadConfig for a command line: a bad variable prints its message and exits with status 1. */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

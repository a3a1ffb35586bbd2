// Trusted devices (docs/decisions/010-login-limits.md): a successful sign-in leaves a random device
// id in an HttpOnly cookie and records its hash with the subject; a later sign-in to that subject
// carrying the cookie is trusted past the limits strangers can run up against the number.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { NoRows, Queryable } from "../db/db.ts";

export const DEVICE_COOKIE = "fieldops_device";
/** A device stays trusted this long after its last successful sign-in. */
export const DEVICE_TRUST_DAYS = 180;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface Device {
  id: string;
  hash: string;
}

const hashOf = (id: string) => createHash("sha256").update(`device:${id}`).digest("hex");

/** The request's device id (from its cookie), or null when it has none or a malformed one. */
export function deviceOf(req: FastifyRequest): Device | null {
  const header = req.headers.cookie;
  if (typeof header !== "string") return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const id = part.slice(eq + 1).trim();
    return COOKIE_VALUE.test(id) ? { id, hash: hashOf(id) } : null;
  }
  return null;
}

/** True when this device signed in as `subject` within DEVICE_TRUST_DAYS. */
export async function isTrusted(q: Queryable, device: Device, subject: string): Promise<boolean> {
  const r = await q.query<{ one: number }>(
    "SELECT 1 AS one FROM app_trusted_device WHERE device_hash = $1 AND subject = $2 AND last_used_at > now() - make_interval(days => $3::int)",
    [device.hash, subject, DEVICE_TRUST_DAYS],
  );
  return r.rows.length > 0;
}

/**
 * What a person's device list calls a device: the browser and the system its User-Agent names
 * ("Chrome on Android"), or "A browser" when it names neither.
 */
export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser/.test(ua)
        ? "Samsung Internet"
        : /Firefox\//.test(ua)
          ? "Firefox"
          : /Chrom(e|ium)\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : null;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  return browser && os ? `${browser} on ${os}` : (browser ?? (os ? `A browser on ${os}` : "A browser"));
}

/** The person a device is registered to (spec section 6: an FCP's account, or a staff user). */
export interface DeviceOwner {
  subject: { kind: "account" | "product_user"; id: number };
  user: { sfid: string };
}

/**
 * After a successful sign-in: records (or refreshes) the device's trust for the person, giving
 * the device an id first if it has none, and (re)sets the cookie; registers the device in
 * device__c against the FCP's account or the staff user when it has no row there yet (spec
 * section 6; a unique index makes concurrent sign-ins insert it once). device__c keeps the hash
 * of the id, never the id itself (the cookie is what makes the device trusted).
 */
export async function trustDevice(q: Queryable, req: FastifyRequest, reply: FastifyReply, owner: DeviceOwner): Promise<Device> {
  const device =
    deviceOf(req) ??
    (() => {
      const id = randomBytes(32).toString("base64url");
      return { id, hash: hashOf(id) };
    })();
  const subject = `${owner.subject.kind}:${owner.subject.id}`;
  await q.query<NoRows>(
    `INSERT INTO app_trusted_device (device_hash, subject, name) VALUES ($1, $2, $3)
     ON CONFLICT (device_hash, subject) DO UPDATE SET last_used_at = now(), name = EXCLUDED.name`,
    [device.hash, subject, deviceName(req.headers["user-agent"])],
  );
  if (owner.user.sfid) {
    const fcp = owner.subject.kind === "account";
    await q.query<NoRows>(
      `INSERT INTO device__c (name, devices_id__c, account__c, product_user__c) VALUES ($1, $2, $3, $4)
       ON CONFLICT (devices_id__c, (coalesce(account__c, '')), (coalesce(product_user__c, ''))) DO NOTHING`,
      [deviceName(req.headers["user-agent"]).slice(0, 80), device.hash, fcp ? owner.user.sfid : null, fcp ? null : owner.user.sfid],
    );
  }
  const secure = req.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${DEVICE_COOKIE}=${device.id}; Max-Age=${DEVICE_TRUST_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict${secure}`,
  );
  return device;
}

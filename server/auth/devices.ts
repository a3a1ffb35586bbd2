// Trusted devices (docs/decisions/010-login-limits.md): a successful sign-in leaves a random device
// id in an HttpOnly cookie and records its hash with the subject; a later sign-in to that subject
// carrying the cookie is trusted past the limits strangers can run up against the number.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Queryable } from "../db/db.ts";

export const DEVICE_COOKIE = "fieldops_device";
/** A device stays trusted this long after its last successful sign-in. */
export const DEVICE_TRUST_DAYS = 180;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface Device { id: string; hash: string }

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
  const r = await q.query(
    "SELECT 1 FROM app_trusted_device WHERE device_hash = $1 AND subject = $2 AND last_used_at > now() - make_interval(days => $3::int)",
    [device.hash, subject, DEVICE_TRUST_DAYS],
  );
  return r.rows.length > 0;
}

/**
 * After a successful sign-in: records (or refreshes) the device's trust for `subject`, giving the
 * device an id first if it has none, and (re)sets the cookie.
 */
export async function trustDevice(q: Queryable, req: FastifyRequest, reply: FastifyReply, subject: string): Promise<void> {
  const device = deviceOf(req) ?? (() => { const id = randomBytes(32).toString("base64url"); return { id, hash: hashOf(id) }; })();
  await q.query(
    `INSERT INTO app_trusted_device (device_hash, subject) VALUES ($1, $2)
     ON CONFLICT (device_hash, subject) DO UPDATE SET last_used_at = now()`,
    [device.hash, subject],
  );
  const secure = req.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${DEVICE_COOKIE}=${device.id}; Max-Age=${DEVICE_TRUST_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict${secure}`);
}

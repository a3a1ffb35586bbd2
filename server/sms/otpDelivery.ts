// Delivering a one-time code by SMS (issue 29; decisions 015 and 048). The code waits in its
// app_otp row, sealed, until sent: the request that made it tries at once, and the job `sms.code`
// (queued before that try) sends it when the try failed or its server stopped mid-way, with
// retries and back-off until the code expires. A server takes the row for SMS_CLAIM_SECONDS
// before it calls the gateway (so two never send the same code at once), and the sealed code is
// cleared as soon as the gateway accepted it (so it is never sent again). The one gap no queue
// closes: a gateway that accepted a message and then failed to answer; the retry sends it again.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { NoRows, Queryable } from "../db/db.ts";
import { otpSmsText, type SmsSender } from "./sms.ts";

/** How long a server holds a code's row while it calls the gateway (more than the gateway's time limit). */
export const SMS_CLAIM_SECONDS = 20;

const keyOf = (secret: string) => createHash("sha256").update(`sms-seal:${secret}`).digest();

/** The code sealed under the codes' secret: base64url of iv, tag and ciphertext. */
export function sealCode(secret: string, code: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([c.update(code, "utf8"), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), body]).toString("base64url");
}

export function unsealCode(secret: string, sealed: string): string {
  const b = Buffer.from(sealed, "base64url");
  const d = createDecipheriv("aes-256-gcm", keyOf(secret), b.subarray(0, 12));
  d.setAuthTag(b.subarray(12, 28));
  return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString("utf8");
}

export type Delivery =
  /** the gateway took it */
  | "sent"
  /** nothing to send: sent already, replaced, used, or no such row */
  | "nothing"
  /** its code expired before it could be sent: never sent */
  | "expired"
  /** another server holds it right now */
  | "held";

/**
 * Sends the SMS of the code waiting under `key`, once: takes the row (unless another server holds
 * it), sends, clears the sealed code. A gateway failure releases the row and throws the SmsError
 * (the job retries it). `mobile` is the row key's number.
 */
export async function deliverCode(db: Queryable, sms: SmsSender, secret: string, key: string, now: Date = new Date()): Promise<Delivery> {
  const taken = await db.query<{ sealed: string; sent_at: string }>(
    `UPDATE app_otp SET sms_claimed_until = $2::timestamptz + make_interval(secs => $3), sms_tries = sms_tries + 1
      WHERE key = $1 AND sms_sealed IS NOT NULL AND expires_at > $2 AND (sms_claimed_until IS NULL OR sms_claimed_until < $2)
      RETURNING sms_sealed AS sealed, sent_at::text AS sent_at`,
    [key, now, SMS_CLAIM_SECONDS],
  );
  const row = taken.rows[0];
  if (!row) {
    const why = await db.query<{ waiting: boolean; expired: boolean }>(
      "SELECT sms_sealed IS NOT NULL AS waiting, expires_at <= $2 AS expired FROM app_otp WHERE key = $1",
      [key, now],
    );
    const w = why.rows[0];
    if (!w?.waiting) return "nothing";
    if (w.expired) {
      // an expired code is never sent: its sealed copy goes
      await db.query<NoRows>("UPDATE app_otp SET sms_sealed = NULL, sms_claimed_until = NULL WHERE key = $1 AND expires_at <= $2", [key, now]);
      return "expired";
    }
    return "held";
  }
  const mobile = key.slice(key.indexOf(":") + 1);
  try {
    await sms.send({ to: mobile, text: otpSmsText(unsealCode(secret, row.sealed)) });
  } catch (e) {
    await db.query<NoRows>("UPDATE app_otp SET sms_claimed_until = NULL WHERE key = $1 AND sms_sealed = $2", [key, row.sealed]);
    throw e;
  }
  // only this code's row: a newer code that replaced it meanwhile still waits for its own SMS
  await db.query<NoRows>("UPDATE app_otp SET sms_sealed = NULL, sms_claimed_until = NULL, sms_sent_at = now() WHERE key = $1 AND sms_sealed = $2", [
    key,
    row.sealed,
  ]);
  return "sent";
}

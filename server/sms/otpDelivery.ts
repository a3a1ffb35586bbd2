// Delivering a one-time code by SMS (issue 29; decisions 015 and 048). The code is made and kept
// in its app_otp row (HMAC to check it, sealed to send it) before any SMS, with a random client
// reference: the request that made it tries at once, and the job `sms.code` (queued before that
// try, naming the code's reference) sends it when the try failed or its server stopped mid-way,
// with retries and back-off until the code expires. A server takes the row for SMS_CLAIM_SECONDS
// before it calls the gateway (so two never send the same code at once), and the sealed code is
// cleared as soon as the gateway accepted it (so it is not sent again).
//
// The guarantee (issue 43 item 5): the SMS is sent at least once while the code is valid; the
// code is never made twice. A server that stops after the gateway took the message but before it
// cleared the row (or a gateway that took it and then failed to answer) leaves the send to be
// made again: the repeat carries the same code and the same client reference (the gateway may drop
// it), and the person gets the one valid code twice, never two codes. A job whose code has been
// replaced since sends nothing.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { NoRows, Queryable } from "../db/db.ts";
import { Language } from "../../src/codecs/language.ts";
import { inviteSmsText, otpSmsText, type SmsSender } from "./sms.ts";

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

/** A code's client reference: random, made with the code (16 hex digits: what gateways' reference fields take). */
export const newSmsRef = (): string => randomBytes(8).toString("hex");

/**
 * Sends the SMS of the code waiting under `key`: takes the row (unless another server holds it),
 * sends the code with its client reference, clears the sealed code. With `ref` (the job's, the
 * request's own), only that code is sent: a row whose code was replaced since is "nothing". A
 * gateway failure releases the row and throws the SmsError (the job retries it). `mobile` is the
 * row key's number.
 */
export async function deliverCode(
  db: Queryable,
  sms: SmsSender,
  secret: string,
  key: string,
  now: Date = new Date(),
  ref?: string,
): Promise<Delivery> {
  const taken = await db.query<{ sealed: string; ref: string | null; purpose: string }>(
    `UPDATE app_otp SET sms_claimed_until = $2::timestamptz + make_interval(secs => $3), sms_tries = sms_tries + 1
      WHERE key = $1 AND sms_sealed IS NOT NULL AND expires_at > $2 AND (sms_claimed_until IS NULL OR sms_claimed_until < $2)
        AND ($4::text IS NULL OR sms_ref = $4)
      RETURNING sms_sealed AS sealed, sms_ref AS ref, purpose`,
    [key, now, SMS_CLAIM_SECONDS, ref ?? null],
  );
  const row = taken.rows[0];
  if (!row) {
    const why = await db.query<{ waiting: boolean; expired: boolean }>(
      "SELECT sms_sealed IS NOT NULL AS waiting, expires_at <= $2 AS expired FROM app_otp WHERE key = $1 AND ($3::text IS NULL OR sms_ref = $3)",
      [key, now, ref ?? null],
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
    const code = unsealCode(secret, row.sealed);
    const language = await languageOf(db, key.slice(0, key.indexOf(":")), mobile);
    // an invitation (decision 077) says what the code is for; a forgotten password's is the spec's text
    const text = row.purpose === "invite" ? inviteSmsText(code, language) : otpSmsText(code, language);
    await sms.send({ to: mobile, text, ...(row.ref ? { ref: row.ref } : {}) });
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

/** The language the account of this role and mobile keeps (decision 074), English when none. */
async function languageOf(db: Queryable, role: string, mobile: string): Promise<Language> {
  const r = await db.query<{ language: string }>(
    `SELECT us.language FROM app_user_setting us
      WHERE (us.subject_kind = 'account' AND $1 = 'FCP' AND us.subject_id IN (SELECT id FROM account WHERE phone = $2))
         OR (us.subject_kind = 'product_user' AND us.subject_id IN (SELECT id FROM product_user__c WHERE login_mobile_number__c = $2 AND type__c = $1))
      ORDER BY us.subject_id LIMIT 1`,
    [role, mobile],
  );
  const language = r.rows[0]?.language;
  return Language.is(language) ? language : "en";
}

// Forgot password (issue 14, docs/decisions/015-account-recovery.md):
//   POST /api/auth/otp         { role, mobile }        -> a code by SMS (spec /sendOtpAPI.php)
//   POST /api/auth/otp/verify  { role, mobile, otp }   -> a one-time reset token (spec /verify.php)
//   POST /api/auth/password    { resetToken, password } -> the new password; every other session
//                                                        of the person ends, and every other trusted
//                                                        device is forgotten (spec /updatepassword.php)
// The code is random (crypto.randomInt), stored only as an HMAC, lives OTP_TTL_MINUTES, allows
// OTP_MAX_TRIES wrong tries, and a new request replaces it. A number with no user gets the same
// answer, in about the same time, and a row whose code is never sent, so nothing tells them apart.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { isLeft } from "fp-ts/Either";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as t from "io-ts";
import { decodeForm } from "../../src/codecs/form.ts";
import {
  INVALID_OTP,
  OTP_EXPIRED,
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_RATE_LIMITED,
  OTP_TRIES_USED,
  OTP_TTL_MINUTES,
  OtpRequestForm,
  OtpVerifyForm,
  PasswordResetForm,
  RecoveryErrorCode,
  RESET_EXPIRED,
  SMS_FAILED,
  type OtpRequestResponse,
  type OtpVerifyResponse,
} from "../../src/codecs/recovery.ts";
import type { Config } from "../config.ts";
import type { Db, NoRows, Queryable } from "../db/db.ts";
import { hashPassword } from "../db/seed.ts";
import { sendError } from "../http/errors.ts";
import { AUTH_BODY_LIMIT } from "../http/limits.ts";
import { JOBS, type JobQueue } from "../jobs/jobs.ts";
import { deliverCode, newSmsRef, SMS_CLAIM_SECONDS, sealCode } from "../sms/otpDelivery.ts";
import { maskedNumber, SmsError, type SmsSender } from "../sms/sms.ts";
import { deviceOf, isTrusted, trustDevice } from "./devices.ts";
import { countAttempt } from "./rateLimitStore.ts";
import { audit, endSessions, findUserForLogin, lookupSession, subjectKey, type Subject } from "./sessions.ts";
import { bearerToken } from "./tokens.ts";
import { msg } from "../../src/codecs/language.ts";

/** A second request within this time of a code sent and still valid sends nothing (a double tap). */
export const RESEND_GUARD_MS = 30_000;
const TTL_MS = OTP_TTL_MINUTES * 60_000;

export interface RecoveryOptions {
  sms: SmsSender;
  /** the clock of the codes' expiry (tests move it) */
  now: () => Date;
  /** hashes a new password (default argon2id, as sign-in checks it) */
  hash?: (password: string) => Promise<string>;
  /**
   * The job queue (decision 048): a code's SMS is also queued before the request tries it, so a
   * gateway that fails (or a server that stops mid-way) delays the code instead of losing it.
   * Without a queue (some tests), a failed send is final: the code goes and the answer is a 503.
   */
  jobs?: JobQueue;
  /** when the queued SMS job first runs, in seconds (default the time a server holds a code's row) */
  smsFirstTrySeconds?: number;
}

const KEYS = {
  address: (ip: string) => `otp:addr:${ip}`,
  mobile: (role: string, mobile: string) => `otp:mobile:${role}:${mobile}`,
  device: (hash: string, mobile: string) => `otp:device:${hash}:${mobile}`,
  verifyAddress: (ip: string) => `otp-verify:addr:${ip}`,
};

/** The server's HMAC key for codes: OTP_SECRET, or one made once and kept in app_secret. */
export async function otpSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query<NoRows>("INSERT INTO app_secret (name, value) VALUES ('otp', $1) ON CONFLICT (name) DO NOTHING", [
    randomBytes(32).toString("base64url"),
  ]);
  const r = await db.query<{ value: string }>("SELECT value FROM app_secret WHERE name = 'otp'");
  return r.rows[0]!.value;
}

/** The HMAC a code is kept as: of its row's key and the code, under the codes' secret. */
export const otpHmac = (secret: string, key: string, code: string): string => createHmac("sha256", secret).update(`${key}:${code}`).digest("hex");

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
const parseSubject = (s: string): Subject => {
  const [kind, id] = s.split(":");
  return { kind: kind === "account" ? "account" : "product_user", id: Number(id) };
};

/** The decoded body, or a 400 naming the field (and null). */
function decodeBody<C extends t.Mixed>(codec: C, req: FastifyRequest, reply: FastifyReply, shape: string): t.TypeOf<C> | null {
  const body = req.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    sendError(reply, 400, RecoveryErrorCode.badRequest, msg("Send a JSON object with {shape}.", { shape }));
    return null;
  }
  const r = decodeForm(codec, body);
  if (!isLeft(r)) return r.right;
  const [field, message] = Object.entries(r.left)[0] ?? ["", msg("Invalid request")];
  sendError(reply, 400, RecoveryErrorCode.badRequest, message ?? msg("Invalid request"), field || undefined);
  return null;
}

export function recoveryRoutes(app: FastifyInstance, db: Db, config: Config, o: RecoveryOptions): void {
  const { sms, now, jobs } = o;
  const hash = o.hash ?? hashPassword;
  const window = config.loginLimitWindowMs;
  let secret: Promise<string> | null = null;
  const theSecret = () => {
    secret ??= otpSecret(db, config.otpSecret);
    secret.catch(() => {
      secret = null;
    });
    return secret;
  };
  const hmac = async (key: string, code: string) => otpHmac(await theSecret(), key, code);
  // how long a send takes, lately: a number with no user waits about as long before its answer
  let typicalSendMs = 0;

  /** Counts one request under `key`; over `max`, answers 429 and gives true. */
  const limited = async (req: FastifyRequest, reply: FastifyReply, key: string, max: number, message: string): Promise<boolean> => {
    const c = await countAttempt(db, key, window);
    if (c.count <= max) return false;
    reply.header("retry-after", String(Math.max(1, Math.ceil(c.ttlMs / 1000))));
    await audit(db, "otp.rate_limited", null, { key: key.split(":").slice(0, 2).join(":") }, req.ip);
    sendError(reply, 429, RecoveryErrorCode.rateLimited, message);
    return true;
  };

  app.post("/api/auth/otp", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    if (await limited(req, reply, KEYS.address(req.ip), config.otpLimitPerAddress, OTP_RATE_LIMITED)) return reply;
    const form = decodeBody(OtpRequestForm, req, reply, "role and mobile");
    if (!form) return reply;
    const found = await findUserForLogin(db, form.role, form.mobile);
    const device = deviceOf(req);
    // a device this person signed in on has its own budget: strangers asking for codes to the
    // number cannot keep its owner from asking on their own phone
    const trusted = found !== null && device !== null && (await isTrusted(db, device, subjectKey(found.subject)));
    const budgetKey = trusted ? KEYS.device(device.hash, form.mobile) : KEYS.mobile(form.role, form.mobile);
    if (await limited(req, reply, budgetKey, config.otpLimitPerMobile, OTP_RATE_LIMITED)) return reply;

    const key = `${form.role}:${form.mobile}`;
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
    const at = now();
    // the code's SMS's client reference: every send of this code carries it (issue 43 item 5)
    const ref = newSmsRef();
    // the code is made once and waits sealed in its row until its SMS is sent (only a known
    // number's is ever sent): a send made again sends this same code, never a new one
    const replaced = await db.query<{ key: string }>(
      `INSERT INTO app_otp AS o (key, subject, code_hash, sent_at, expires_at, tries, reset_hash, reset_expires_at, sms_sealed, sms_ref)
       VALUES ($1, $2, $3, $4, $5, 0, NULL, NULL, $8, $9)
       ON CONFLICT (key) DO UPDATE SET subject = EXCLUDED.subject, code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
         expires_at = EXCLUDED.expires_at, tries = 0, reset_hash = NULL, reset_expires_at = NULL,
         sms_sealed = EXCLUDED.sms_sealed, sms_claimed_until = NULL, sms_sent_at = NULL, sms_tries = 0, sms_ref = EXCLUDED.sms_ref,
         purpose = 'reset'
       WHERE (o.sent_at <= $6 OR o.expires_at <= $4 OR o.reset_hash IS NOT NULL OR o.tries >= $7)
         -- an invitation's code still valid stands (decision 077): the person types the code it sent
         AND NOT (o.purpose = 'invite' AND o.expires_at > $4 AND o.reset_hash IS NULL AND o.tries < $7)
       RETURNING key`,
      [
        key,
        found ? subjectKey(found.subject) : null,
        await hmac(key, code),
        at,
        new Date(at.getTime() + TTL_MS),
        new Date(at.getTime() - RESEND_GUARD_MS),
        OTP_MAX_TRIES,
        found ? sealCode(await theSecret(), code) : null,
        found ? ref : null,
      ],
    );
    const answer: OtpRequestResponse = { sent: true, expiresInMinutes: OTP_TTL_MINUTES };
    // a code sent moments ago still stands: the same answer, nothing sent twice
    if (replaced.rows.length === 0) return reply.header("cache-control", "no-store").send(answer);
    if (!found) {
      await audit(db, "otp.unknown_user", null, { role: form.role }, req.ip);
      if (typicalSendMs > 0) await new Promise((resolve) => setTimeout(resolve, typicalSendMs));
      return reply.header("cache-control", "no-store").send(answer);
    }
    const started = performance.now();
    // queued first (a job per code, named by its reference: a job whose code was replaced since
    // sends nothing), so the code is sent even when this try fails or this server stops before it ends
    if (jobs) await jobs.send(JOBS.smsCode, { key, ref }, { singletonKey: `${key}:${ref}`, startAfter: o.smsFirstTrySeconds ?? SMS_CLAIM_SECONDS });
    try {
      await deliverCode(db, sms, await theSecret(), key, at, ref);
    } catch (e) {
      const problem = e instanceof SmsError ? e.message : "the SMS sender failed";
      if (jobs) {
        // the queue retries it with back-off until it is sent or expires: the person waits for it
        req.log.warn({ to: maskedNumber(form.mobile), via: sms.where, problem }, "one-time code not sent yet: queued for retries");
        await audit(db, "otp.sms_queued", subjectKey(found.subject), { role: form.role }, req.ip);
        return reply.header("cache-control", "no-store").send(answer);
      }
      // no queue: the code never arrived, it must not stand, and the person is told to try later
      await db.query<NoRows>("DELETE FROM app_otp WHERE key = $1", [key]);
      req.log.error({ to: maskedNumber(form.mobile), via: sms.where, problem }, "one-time code not sent");
      await audit(db, "otp.sms_failed", subjectKey(found.subject), { role: form.role }, req.ip);
      return sendError(reply, 503, RecoveryErrorCode.smsFailed, SMS_FAILED);
    }
    const took = performance.now() - started;
    typicalSendMs = typicalSendMs === 0 ? took : typicalSendMs * 0.8 + took * 0.2;
    req.log.info({ to: maskedNumber(form.mobile), via: sms.where }, "one-time code sent by SMS");
    await audit(db, "otp.sent", subjectKey(found.subject), { role: form.role }, req.ip);
    return reply.header("cache-control", "no-store").send(answer);
  });

  app.post("/api/auth/otp/verify", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    if (await limited(req, reply, KEYS.verifyAddress(req.ip), config.loginLimitPerAddress, OTP_RATE_LIMITED)) return reply;
    const form = decodeBody(OtpVerifyForm, req, reply, "role, mobile and otp");
    if (!form) return reply;
    const key = `${form.role}:${form.mobile}`;
    const at = now();
    // a try is taken before the code is compared, so parallel guesses cannot pass the limit
    const r = await db.query<{ subject: string | null; code_hash: string; tries: number; expired: boolean }>(
      `UPDATE app_otp SET tries = tries + 1 WHERE key = $1 AND reset_hash IS NULL AND tries < $2 AND expires_at > $3
       RETURNING subject, code_hash, tries, false AS expired`,
      [key, OTP_MAX_TRIES, at],
    );
    const row = r.rows[0];
    if (!row) {
      const s = await db.query<{ expired: boolean; used: boolean }>(
        "SELECT expires_at <= $2 AS expired, tries >= $3 AS used FROM app_otp WHERE key = $1 AND reset_hash IS NULL",
        [key, at, OTP_MAX_TRIES],
      );
      const why = s.rows[0];
      if (why?.expired) return sendError(reply, 400, RecoveryErrorCode.otpExpired, OTP_EXPIRED, "otp");
      if (why?.used) return sendError(reply, 400, RecoveryErrorCode.otpTriesUsed, OTP_TRIES_USED, "otp");
      return sendError(reply, 400, RecoveryErrorCode.invalidOtp, INVALID_OTP, "otp");
    }
    if (row.subject === null || !sameHex(row.code_hash, await hmac(key, form.otp))) {
      await audit(db, "otp.invalid", row.subject, { role: form.role, tries: row.tries }, req.ip);
      return sendError(reply, 400, RecoveryErrorCode.invalidOtp, INVALID_OTP, "otp");
    }
    const resetToken = randomBytes(32).toString("base64url");
    const used = await db.query<{ key: string }>(
      "UPDATE app_otp SET reset_hash = $2, reset_expires_at = $3, code_hash = '' WHERE key = $1 AND reset_hash IS NULL AND code_hash = $4 RETURNING key",
      [key, sha256(resetToken), new Date(at.getTime() + TTL_MS), row.code_hash],
    );
    // another request replaced the code (or used it) meanwhile
    if (used.rows.length === 0) return sendError(reply, 400, RecoveryErrorCode.invalidOtp, INVALID_OTP, "otp");
    await audit(db, "otp.verified", row.subject, { role: form.role }, req.ip);
    const body: OtpVerifyResponse = { resetToken };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.post("/api/auth/password", { bodyLimit: AUTH_BODY_LIMIT }, async (req, reply) => {
    const form = decodeBody(PasswordResetForm, req, reply, "resetToken and password");
    if (!form) return reply;
    const r = await db.query<{ subject: string }>(
      "DELETE FROM app_otp WHERE reset_hash = $1 AND reset_expires_at > $2 AND subject IS NOT NULL RETURNING subject",
      [sha256(form.resetToken), now()],
    );
    const subject = r.rows[0]?.subject;
    if (!subject) return sendError(reply, 400, RecoveryErrorCode.resetExpired, RESET_EXPIRED);
    const s = parseSubject(subject);
    await db.query<NoRows>(
      `INSERT INTO app_credential (subject_kind, subject_id, password_hash, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (subject_kind, subject_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
      [s.kind, s.id, await hash(form.password)],
    );
    // the session that asked (Reset Password in the user menu) stays; every other one ends now
    const token = bearerToken(req.headers.authorization);
    const own = token ? (await lookupSession(db, token)).session : null;
    const keep = own && subjectKey(own.subject) === subject ? own.tokenHash : null;
    const ended = await endSessions(db, s, "password_changed", { keep });
    // and every trusted device goes (decision 010; issue 26): none keeps a sign-in budget of its
    // own past the reset, but the device of the session that asked, which just proved the code
    const forgotten = await db.query<{ id: number }>(
      `DELETE FROM app_trusted_device WHERE subject = $1
         AND device_hash IS DISTINCT FROM (SELECT device_hash FROM app_session WHERE token_hash = $2)
       RETURNING id`,
      [subject, keep],
    );
    // the device that proved the code is trusted, as a sign-in would trust it: its next sign-in
    // passes the budgets a stranger on its address may have spent (decision 044)
    const owner = await db.query<{ sfid: string | null }>(
      s.kind === "account" ? "SELECT sfid FROM account WHERE id = $1" : "SELECT sfid FROM product_user__c WHERE id = $1",
      [s.id],
    );
    await trustDevice(db, req, reply, { subject: s, user: { sfid: owner.rows[0]?.sfid ?? "" } });
    await audit(db, "password.reset", subject, { sessionsEnded: ended, devicesForgotten: forgotten.rows.length }, req.ip);
    return reply.code(204).header("cache-control", "no-store").send();
  });
}

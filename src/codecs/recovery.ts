// Account recovery (issue 14, docs/decisions/015-account-recovery.md): the bodies and answers of
// the forgot-password calls, the new-password rules, and why the server ended a session.
import * as t from "io-ts";
import { oneOf } from "./form.ts";
import { loginMobile, INVALID_OTP } from "./auth.ts";
import { ROLES, ROLE_MESSAGE } from "./role.ts";
import { storableText } from "./text.ts";
import { msg } from "./i18n.ts";

export { INVALID_OTP };

/** The code's length and lifetime, the wrong tries one code allows. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** A new password's minimum length (stated on the page). */
export const PASSWORD_MIN_LENGTH = 8;

export const OTP_REQUIRED = msg("Enter the code from the SMS");
export const OTP_FORMAT = `The code is ${OTP_LENGTH} digits`;
export const OTP_EXPIRED = msg("This code has expired. Ask for a new one.");
export const OTP_TRIES_USED = msg("Too many wrong codes. Ask for a new one.");
export const RESET_EXPIRED = msg("This reset has expired. Ask for a new code.");
export const SMS_FAILED = msg("The SMS could not be sent. Please try again later.");
export const OTP_RATE_LIMITED = msg("Too many code requests. Please wait a few minutes and try again.");
export const PASSWORD_REQUIRED = msg("Enter a new password");
export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG = msg("The password must be at most 200 characters long");
export const PASSWORD_MISMATCH = msg("The passwords do not match");
export const PASSWORD_CHANGED = msg("Your password has been changed. Sign in with the new password.");

export const RecoveryErrorCode = {
  invalidOtp: "invalid_otp",
  otpExpired: "otp_expired",
  otpTriesUsed: "otp_tries_used",
  resetExpired: "reset_expired",
  smsFailed: "sms_failed",
  rateLimited: "rate_limited",
  badRequest: "bad_request",
} as const;

const mobile = loginMobile;
const role = oneOf(ROLES, ROLE_MESSAGE);

/** The code: digits only, exactly OTP_LENGTH of them (surrounding spaces are dropped). */
export const OtpCode = new t.Type<string, string, unknown>(
  "OtpCode",
  (u): u is string => typeof u === "string" && new RegExp(`^\\d{${OTP_LENGTH}}$`).test(u),
  (u, c) => {
    const s = typeof u === "string" ? u.trim() : typeof u === "number" ? String(u) : "";
    if (s === "") return t.failure(u, c, OTP_REQUIRED);
    return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(s) ? t.success(s) : t.failure(u, c, OTP_FORMAT);
  },
  t.identity,
);

/** The longest password (every password field stops there). */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, kept exactly as typed. */
export const NewPassword = storableText(
  new t.Type<string, string, unknown>(
    "NewPassword",
    (u): u is string => typeof u === "string" && u.length >= PASSWORD_MIN_LENGTH && u.length <= PASSWORD_MAX_LENGTH,
    (u, c) => {
      if (typeof u !== "string" || u === "") return t.failure(u, c, PASSWORD_REQUIRED);
      if (u.length < PASSWORD_MIN_LENGTH) return t.failure(u, c, PASSWORD_TOO_SHORT);
      return u.length > PASSWORD_MAX_LENGTH ? t.failure(u, c, PASSWORD_TOO_LONG) : t.success(u);
    },
    t.identity,
  ),
  "Password",
);

/** POST /api/auth/otp: ask for a code (spec /sendOtpAPI.php). */
export const OtpRequestForm = t.type({ role, mobile });
export type OtpRequestForm = t.TypeOf<typeof OtpRequestForm>;
/** The same answer whether or not the number has a user. */
export const OtpRequestResponse = t.type({ sent: t.literal(true), expiresInMinutes: t.number });
export type OtpRequestResponse = t.TypeOf<typeof OtpRequestResponse>;

/** POST /api/auth/otp/verify (spec /verify.php): a right code gives a one-time reset token. */
export const OtpVerifyForm = t.type({ role, mobile, otp: OtpCode });
export type OtpVerifyForm = t.TypeOf<typeof OtpVerifyForm>;
export const OtpVerifyResponse = t.type({ resetToken: t.string });
export type OtpVerifyResponse = t.TypeOf<typeof OtpVerifyResponse>;

/** POST /api/auth/password (spec /updatepassword.php): the new password under the reset token. */
export const PasswordResetForm = t.type({ resetToken: t.string, password: NewPassword });
export type PasswordResetForm = t.TypeOf<typeof PasswordResetForm>;

/** The new-password form on the page, typed twice: each field's message, none when it may be sent. */
export function newPasswordErrors(v: { password: string; confirmPassword: string }): Partial<Record<"password" | "confirmPassword", string>> {
  const r = NewPassword.decode(v.password);
  const out: Partial<Record<"password" | "confirmPassword", string>> = {};
  if (r._tag === "Left") out.password = r.left[0]?.message ?? PASSWORD_REQUIRED;
  // both messages when both apply: a short password typed differently twice is told both at once
  if (v.confirmPassword !== v.password && v.password !== "") out.confirmPassword = PASSWORD_MISMATCH;
  return out;
}

/** Why the server ended a session (app_session.revoked_reason); the 401 says it. */
export const SESSION_ENDED_REASONS = ["password_changed", "device_signed_out", "role_changed", "deactivated"] as const;
export type SessionEndedReason = (typeof SESSION_ENDED_REASONS)[number];
/**
 * The error code of each reason's 401: after a password change or a device signed out the person
 * signs in again and their queued writes go then; a deactivated account or a changed role makes
 * the queued writes refused for good (they would be refused anyway).
 */
export const SESSION_ENDED_CODES = {
  password_changed: "session_ended",
  device_signed_out: "session_ended",
  role_changed: "role_changed",
  deactivated: "account_deactivated",
} as const satisfies Record<SessionEndedReason, string>;
const ENDED_CODES = new Set<string>(Object.values(SESSION_ENDED_CODES));
const FINAL_CODES = new Set<string>([SESSION_ENDED_CODES.role_changed, SESSION_ENDED_CODES.deactivated]);
/** A 401 saying the server ended the session (with a reason the person is shown). */
export const isSessionEnd = (f: { kind: string; status?: number; code?: string }): boolean =>
  f.kind === "http" && f.status === 401 && ENDED_CODES.has(f.code ?? "");
/** A 401 after which this person's queued writes can never be sent (deactivated, role changed). */
export const endsWritesForGood = (f: { kind: string; status?: number; code?: string }): boolean =>
  f.kind === "http" && f.status === 401 && FINAL_CODES.has(f.code ?? "");
export const SESSION_ENDED_MESSAGES: Record<SessionEndedReason, string> = {
  password_changed: "Your password was changed, so you were signed out here. Sign in with the new password.",
  device_signed_out: "This device was signed out from another device. Please sign in again.",
  role_changed: "Your role has changed, so you were signed out. Please sign in again.",
  deactivated: "Your account is no longer active, so you were signed out.",
};

/** The lock screen: the app locks after this long without a touch, a key or a click. */
export const LOCK_AFTER_MINUTES = 15;
export const LOCK_PASSWORD_REQUIRED = msg("Enter your password");

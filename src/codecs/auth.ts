// Sign-in request/response shapes shared by client and server.
import * as t from "io-ts";
import { oneOf } from "./form.ts";
import { msg } from "./language.ts";
import { mobileNumber } from "./mobile.ts";
import { ROLES, ROLE_MESSAGE } from "./role.ts";
import { SessionUser } from "./session.ts";
import { storableText } from "./text.ts";

export const MOBILE_REQUIRED = msg("Mobile No. Required");
export const MOBILE_INVALID = "Phone number is not valid";
export const UNKNOWN_USER = msg("Sorry, we don’t have any User with this Mobile Number");
export const INVALID_CREDENTIALS = msg("Invalid Credentials!");
/** A person the super admin switched off signs in (decision 077). */
export const ACCOUNT_OFF = msg("This account has been switched off. Ask your manager to switch it on again.");
export const INVALID_OTP = msg("Invalid OTP");
export const UNAUTHENTICATED = "Unauthenticated";

/** The sign-in and recovery forms' mobile number (./mobile.ts: spec section 5's ten digits, as people type them). */
export const loginMobile = storableText(mobileNumber(MOBILE_REQUIRED, MOBILE_INVALID), "Mobile No.");

/**
 * The login form and the body of POST /api/auth/login. Password has no rule but one: like every
 * text a request carries, it must be text PostgreSQL can store (./text.ts).
 */
export const LoginForm = t.type({
  role: oneOf(ROLES, ROLE_MESSAGE),
  mobile: loginMobile,
  password: storableText(t.string, "Password"),
});
export type LoginForm = t.TypeOf<typeof LoginForm>;

export const LoginResponse = t.type({ token: t.string, expiresAt: t.string, user: SessionUser });
export type LoginResponse = t.TypeOf<typeof LoginResponse>;

/** error codes the login answers with */
export const LoginErrorCode = {
  unknownUser: "unknown_user",
  invalidCredentials: "invalid_credentials",
  accountOff: "account_off",
  rateLimited: "rate_limited",
  badRequest: "bad_request",
} as const;

export const MeResponse = t.type({ user: SessionUser });
export type MeResponse = t.TypeOf<typeof MeResponse>;

// Sign-in effects for the machines' named actors: they combine the API with local storage,
// keep the token out of the machines, and throw an ApiFailure value when a call fails.
import type { LoginForm } from "../codecs/auth.ts";
import { UNAUTHENTICATED } from "../codecs/auth.ts";
import type { SessionUser } from "../codecs/session.ts";
import type { OtpRequestForm, OtpRequestResponse, OtpVerifyForm, OtpVerifyResponse, PasswordResetForm } from "../codecs/recovery.ts";
import type { Api, Result } from "./api.ts";
import type { SessionStore } from "./storage.ts";

export interface AuthEffects {
  /** Signs in and stores token, tokenSetAt, role and authData; resolves with the user. */
  login(form: LoginForm, signal?: AbortSignal): Promise<SessionUser>;
  /** Asks the server for the current user; rejects with 'Unauthenticated' without a stored token. */
  currentUser(signal?: AbortSignal): Promise<SessionUser>;
  /** Revokes the server session (failures ignored) and clears the stored session. */
  signOut(): Promise<void>;
  /** Forgot password: asks for a code by SMS (the same answer whether or not the number has a user). */
  requestOtp(form: OtpRequestForm, signal?: AbortSignal): Promise<OtpRequestResponse>;
  /** A right code gives the one-time reset token. */
  verifyOtp(form: OtpVerifyForm, signal?: AbortSignal): Promise<OtpVerifyResponse>;
  /** Sets the new password under the reset token (the session on this device, if any, stays). */
  resetPassword(form: PasswordResetForm, signal?: AbortSignal): Promise<void>;
  /** The lock screen: resolves when the password is the signed-in person's. */
  unlock(password: string, signal?: AbortSignal): Promise<void>;
}

const unwrap = <T>(r: Result<T>): T => {
  if (!r.ok) throw r.failure;
  return r.value;
};

export function createAuthEffects(api: Api, store: SessionStore): AuthEffects {
  return {
    async login(form, signal) {
      const r = await api.login(form, signal);
      if (!r.ok) throw r.failure;
      store.save({ token: r.value.token, user: r.value.user });
      return r.value.user;
    },
    async currentUser(signal) {
      if (!store.token()) throw { kind: "http", status: 401, code: "unauthenticated", message: UNAUTHENTICATED };
      const r = await api.me(signal);
      if (!r.ok) throw r.failure;
      return r.value;
    },
    async signOut() {
      if (store.token()) await api.logout();
      store.clear();
    },
    requestOtp: async (form, signal) => unwrap(await api.requestOtp(form, signal)),
    verifyOtp: async (form, signal) => unwrap(await api.verifyOtp(form, signal)),
    resetPassword: async (form, signal) => {
      unwrap(await api.resetPassword(form, signal));
    },
    unlock: async (password, signal) => {
      unwrap(await api.unlock(password, signal));
    },
  };
}

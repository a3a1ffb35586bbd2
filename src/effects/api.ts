// The one HTTP client of the app. Every answer is decoded with the shared codecs; every
// failure comes back as an ApiFailure value (a bad answer is a value too, never a crash).
import * as t from "io-ts";
import { isRight } from "fp-ts/Either";
import { LoginResponse, MeResponse, type LoginForm } from "../codecs/auth.ts";
import { RefusalBody, refusalOf } from "../codecs/refusal.ts";
import { type ApiFailure, NETWORK_FAILED, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { AnyContract, ParamsOf, ReadContract, RowOf, WriteContract } from "../codecs/contract.ts";
import { describeErrors } from "../codecs/form.ts";
import { IDEMPOTENCY_HEADER, QueryResponse } from "../codecs/query.ts";
import type { SessionUser } from "../codecs/session.ts";
import { rowDigest, type SyncAnswer, type SyncRequest } from "../codecs/sync.ts";
import {
  isSessionEnd,
  OtpRequestResponse,
  OtpVerifyResponse,
  type OtpRequestForm,
  type OtpVerifyForm,
  type PasswordResetForm,
} from "../codecs/recovery.ts";

export type Result<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** What a refresh answered: rows with their digests, and the server's `sync` (null: the whole list, no sync). */
export interface SyncedRows<R> {
  rows: R[];
  digests: string[];
  sync: SyncAnswer | null;
}

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiDeps {
  fetch: FetchFn;
  /** The stored session token, sent as a Bearer token when present. */
  getToken: () => string | null;
  baseUrl?: string;
  /**
   * Told when an answer says the server ended the session (password changed elsewhere, device
   * signed out, role changed, account deactivated), with the message for the person.
   */
  onSessionEnded?: (message: string) => void;
}

export interface Api {
  login(form: LoginForm, signal?: AbortSignal): Promise<Result<LoginResponse>>;
  me(signal?: AbortSignal): Promise<Result<SessionUser>>;
  logout(signal?: AbortSignal): Promise<Result<null>>;
  /** A read operation: its rows, decoded by the contract's row codec. */
  query<C extends ReadContract>(contract: C, params: ParamsOf<C>, signal?: AbortSignal): Promise<Result<RowOf<C>[]>>;
  /**
   * A cached list's refresh (decision 050): `held` is what the device holds (null: nothing). The
   * rows (the whole list, or only those the device lacks), decoded, with their digests (of the JSON
   * as it came) and the server's `sync` answer (null from a server that answered the whole list
   * without one).
   */
  sync<C extends ReadContract>(
    contract: C,
    params: ParamsOf<C>,
    held: SyncRequest | null,
    signal?: AbortSignal,
    /** what else rides on the refresh: the device's health report (decision 078) */
    extra?: { health?: unknown },
  ): Promise<Result<SyncedRows<RowOf<C>>>>;
  /** Forgot password: a code by SMS, the code for a reset token, the new password under it. */
  requestOtp(form: OtpRequestForm, signal?: AbortSignal): Promise<Result<OtpRequestResponse>>;
  verifyOtp(form: OtpVerifyForm, signal?: AbortSignal): Promise<Result<OtpVerifyResponse>>;
  resetPassword(form: PasswordResetForm, signal?: AbortSignal): Promise<Result<null>>;
  /** The lock screen: the signed-in person's password. */
  unlock(password: string, signal?: AbortSignal): Promise<Result<null>>;
  /** A write under an idempotency key (the server answers a repeated key with the first result), its rows decoded. */
  write<C extends WriteContract>(contract: C, params: ParamsOf<C>, key: string, signal?: AbortSignal): Promise<Result<RowOf<C>[]>>;
}

const fail = (failure: ApiFailure): Result<never> => ({ ok: false, failure });

function decodeWith<C extends t.Mixed>(codec: C, body: unknown): Result<t.TypeOf<C>> {
  const r = codec.decode(body);
  return isRight(r) ? { ok: true, value: r.right } : fail({ kind: "decode", message: `${UNEXPECTED_ANSWER} (${describeErrors(r.left)})` });
}

export function createApi({ fetch, getToken, baseUrl = "", onSessionEnded }: ApiDeps): Api {
  /** Sends one request; returns the decoded 2xx body (null for 204) or a failure. */
  async function call(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    signal?: AbortSignal,
    extra: Record<string, string> = {},
  ): Promise<Result<unknown>> {
    const headers: Record<string, string> = { accept: "application/json", ...extra };
    if (body !== undefined) headers["content-type"] = "application/json";
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch {
      return fail({ kind: "network", message: NETWORK_FAILED });
    }
    // A body cut off mid-way (the connection dropped, the page being left) is a network failure,
    // like a request that never got an answer: never a bad answer that signs the person out.
    let json: unknown = null;
    if (res.status !== 204) {
      let text: string;
      try {
        text = await res.text();
      } catch {
        return fail({ kind: "network", message: NETWORK_FAILED });
      }
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (res.ok) return json === undefined ? fail({ kind: "decode", message: UNEXPECTED_ANSWER }) : { ok: true, value: json };
    if (RefusalBody.is(json)) {
      const refusal = refusalOf(res.status, json);
      if (token && isSessionEnd({ kind: "http", ...refusal })) onSessionEnded?.(refusal.message);
      return fail({ kind: "http", ...refusal });
    }
    return fail({ kind: "http", status: res.status, code: "http_error", message: `${UNEXPECTED_ANSWER} (HTTP ${res.status})` });
  }

  const then = <A, B>(r: Result<A>, f: (a: A) => Result<B>): Result<B> => (r.ok ? f(r.value) : r);
  /** The answer's rows decoded by the contract's row codec: an answer that does not match is a failure, never a cast. */
  const rowsOf = <C extends AnyContract>(contract: C, r: Result<unknown>): Result<RowOf<C>[]> =>
    then(r, (b) => then(decodeWith(QueryResponse, b), (q) => decodeWith(t.array(contract.row), q.rows)));

  const syncedOf = <C extends AnyContract>(contract: C, r: Result<unknown>): Result<SyncedRows<RowOf<C>>> =>
    then(r, (b) =>
      then(decodeWith(QueryResponse, b), (q) =>
        then(decodeWith(t.array(contract.row), q.rows), (rows) => ({
          ok: true,
          value: { rows, digests: q.rows.map(rowDigest), sync: q.sync ?? null },
        })),
      ),
    );

  return {
    login: async (form, signal) => then(await call("POST", "/api/auth/login", form, signal), (b) => decodeWith(LoginResponse, b)),
    me: async (signal) =>
      then(await call("GET", "/api/me", undefined, signal), (b) => then(decodeWith(MeResponse, b), (m) => ({ ok: true, value: m.user }))),
    logout: async (signal) => then(await call("POST", "/api/auth/logout", {}, signal), () => ({ ok: true, value: null })),
    requestOtp: async (form, signal) => then(await call("POST", "/api/auth/otp", form, signal), (b) => decodeWith(OtpRequestResponse, b)),
    verifyOtp: async (form, signal) => then(await call("POST", "/api/auth/otp/verify", form, signal), (b) => decodeWith(OtpVerifyResponse, b)),
    resetPassword: async (form, signal) => then(await call("POST", "/api/auth/password", form, signal), () => ({ ok: true, value: null })),
    unlock: async (password, signal) => then(await call("POST", "/api/auth/unlock", { password }, signal), () => ({ ok: true, value: null })),
    query: async (contract, params, signal) => rowsOf(contract, await call("POST", "/api/query", { op: contract.name, params }, signal)),
    sync: async (contract, params, held, signal, extra) =>
      syncedOf(contract, await call("POST", "/api/query", { op: contract.name, params, sync: held, ...extra }, signal)),
    write: async (contract, params, key, signal) =>
      rowsOf(contract, await call("POST", "/api/query", { op: contract.name, params }, signal, { [IDEMPOTENCY_HEADER]: key })),
  };
}

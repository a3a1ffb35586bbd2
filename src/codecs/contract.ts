// One vocabulary for the operations of POST /api/query: each operation is a contract declared
// once, here in src/codecs, and used by both sides. The server registers a handler against it
// (server/ops/registry.ts: `defineOp(contract, run)`); the client calls `api.query(contract,
// params)` / `outbox.write(contract, params)` typed by it and decodes the answer's rows with the
// same row codec. A misspelt operation is a missing import, wrong params a type error.
import * as t from "io-ts";
import type { Refusal } from "./refusal.ts";
import type { Role } from "./role.ts";

/** A params codec whose output is its input (what the client sends is what the server decodes). */
export type ParamsCodec<P> = t.Type<P, P, unknown>;

/** Who may call an operation: every signed-in person, people of these roles, or a super admin only. */
export type Callers = readonly Role[] | "any" | "superAdmin";

/** Whether a signed-in person may call an operation of `callers` (the server's role guard). */
export const mayCall = (callers: Callers, user: { role: Role; superAdmin: boolean }): boolean =>
  callers === "any" || (callers === "superAdmin" ? user.superAdmin : callers.includes(user.role));

export interface Contract<N extends string = string, P = unknown, R = unknown, W extends boolean = boolean> {
  readonly name: N;
  readonly params: ParamsCodec<P>;
  readonly row: t.Type<R, unknown, unknown>;
  /** Who may call it; the server refuses everyone else (403). */
  readonly roles: Callers;
  /** A write needs an idempotency key and runs in one transaction. */
  readonly write: W;
}
export type AnyContract = Contract<string, any, any, boolean>;
export type ReadContract<P = any, R = any> = Contract<string, P, R, false>;
export type WriteContract<P = any, R = any> = Contract<string, P, R, true>;
export type ParamsOf<C extends AnyContract> = C extends Contract<string, infer P, any, boolean> ? P : never;
export type RowOf<C extends AnyContract> = C extends Contract<string, any, infer R, boolean> ? R : never;

interface Declared<P, R> {
  params: ParamsCodec<P>;
  row: t.Type<R, unknown, unknown>;
  roles: Callers;
}

/** A read operation: `[rows]` of its row codec. */
export const defineRead = <N extends string, P, R>(name: N, d: Declared<P, R>): Contract<N, P, R, false> => ({ name, ...d, write: false });
/** A write operation (idempotent under the client's key). */
export const defineWrite = <N extends string, P, R>(name: N, d: Declared<P, R>): Contract<N, P, R, true> => ({ name, ...d, write: true });

/**
 * An object codec that rejects keys it does not know (so a typo or stray SQL is a 400, not
 * ignored). `what` names the object in the message ("Unknown parameter: x").
 */
export function exactObject<R extends t.Props, O extends t.Props = {}>(required: R, optional: O = {} as O, what = "parameter") {
  type A = t.TypeOf<t.TypeC<R>> & Partial<t.TypeOf<t.TypeC<O>>>;
  const base = t.intersection([t.type(required), t.partial(optional)]);
  const known = new Set([...Object.keys(required), ...Object.keys(optional)]);
  return new t.Type<A, A, unknown>(
    "Params",
    (u): u is A => base.is(u),
    (u, c) => {
      if (typeof u !== "object" || u === null || Array.isArray(u))
        return t.failure(u, c, `${what === "parameter" ? "params" : what} must be an object`);
      const extra = Object.keys(u).filter((k) => !known.has(k));
      if (extra.length) return t.failure(u, c, `Unknown ${what}: ${extra.map((k) => k.slice(0, 40)).join(", ")}`);
      return base.validate(u, c) as t.Validation<A>;
    },
    t.identity,
  );
}

/** The params of an operation: an exact object (see `exactObject`). */
export const exactParams = <R extends t.Props, O extends t.Props = {}>(required: R, optional: O = {} as O) => exactObject(required, optional);

/** No parameters at all. */
export const noParams = exactParams({});

/** A serial primary key (int4), so an out-of-range id is a 400 rather than a database error. */
export const RowId = new t.Type<number, number, unknown>(
  "a positive record id",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 2_147_483_647 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** What a write of one record answers: its id. */
export const IdRow = t.type({ id: t.number });
export type IdRow = t.TypeOf<typeof IdRow>;

/**
 * How the server settled a queued write: its rows, or a refusal the person must act on, with the
 * server's HTTP status and error code and the form field it names (the outbox records them as
 * `write.rejected`; the form shows the message under that field).
 */
export type SendResult = { ok: true; result?: unknown } | ({ ok: false } & Refusal);

/**
 * The outcome of one queued write as every form and upload reads it (src/features/writes.ts):
 * kept on this device (the outbox sends it when the connection is back), or stored by the server,
 * with the record's id when the contract answers one and the server's rows as the sender decoded
 * them. A refusal is not an outcome: it is thrown as an ApiFailure carrying the server's status,
 * error code, message and field.
 */
export type WriteOutcome = { status: "pending"; id: null } | { status: "synced"; id: number | null; result: unknown };

// The one generic query call: POST /api/query { op, params } -> { rows }.
import * as t from "io-ts";
import { SyncAnswer, SyncRequest } from "./sync.ts";
import { findUnstorableText, storableText } from "./text.ts";

/**
 * A request's params: absent, or an object none of whose text (values and keys, at any depth)
 * PostgreSQL cannot store; a failure names the parameter (`values.outletname__c contains the NUL
 * character ...`), so no operation ever receives such text.
 */
export const QueryParams = new t.Type<Record<string, unknown> | undefined, Record<string, unknown> | undefined, unknown>(
  "QueryParams",
  (u): u is Record<string, unknown> | undefined => u === undefined || t.UnknownRecord.is(u),
  (u, c) => {
    if (u === undefined) return t.success(undefined);
    if (!t.UnknownRecord.is(u)) return t.failure(u, c, "params must be an object");
    const problem = findUnstorableText(u, "params");
    return problem ? t.failure(u, c, problem) : t.success(u);
  },
  t.identity,
);

/**
 * `sync` (a cached list's refresh, decision 050): what the device holds, or null when it holds
 * nothing; the answer then carries `sync` too. `health` (decision 078): the device's health report
 * riding on a refresh, decoded apart (src/codecs/fieldDevices.ts: one that does not decode is
 * ignored, never a refusal of the refresh); the answer is the same with or without it.
 */
export const QueryRequest = t.intersection([
  t.type({ op: storableText(t.string, "op"), params: QueryParams }),
  t.partial({ sync: t.union([SyncRequest, t.null]), health: t.unknown }),
]);
export type QueryRequest = t.TypeOf<typeof QueryRequest>;

export const QueryResponse = t.intersection([t.type({ rows: t.array(t.unknown) }), t.partial({ sync: SyncAnswer })]);
export type QueryResponse = t.TypeOf<typeof QueryResponse>;

/** Header carrying the idempotency key of a write. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** The server's reachability check: an empty answer (204), never cached, no session needed. */
export const PING_PATH = "/api/ping";

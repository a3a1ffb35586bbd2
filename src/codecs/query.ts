// The one generic query call: POST /api/query { op, params } -> { rows }.
import * as t from "io-ts";

export const QueryRequest = t.type({ op: t.string, params: t.union([t.UnknownRecord, t.undefined]) });
export type QueryRequest = t.TypeOf<typeof QueryRequest>;

export const QueryResponse = t.type({ rows: t.array(t.unknown) });
export type QueryResponse = t.TypeOf<typeof QueryResponse>;

/** Header carrying the idempotency key of a write. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

// How an effect reports a failed API call. A plain JSON value, so machines can keep it in
// context and the event log can record it; machines check it with `ApiFailure.is`.
import * as t from "io-ts";

export const ApiFailure = t.union([
  t.intersection([
    t.type({ kind: t.literal("http"), status: t.number, error: t.string, message: t.string }),
    t.partial({ field: t.string }),
  ]),
  t.type({ kind: t.literal("network"), message: t.string }),
  t.type({ kind: t.literal("decode"), message: t.string }),
]);
export type ApiFailure = t.TypeOf<typeof ApiFailure>;

export const NETWORK_FAILED = "Could not reach the server. Please check your connection and try again.";
export const UNEXPECTED_ANSWER = "The server sent an unexpected answer. Please try again.";

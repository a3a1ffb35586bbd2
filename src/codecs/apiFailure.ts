// How an effect reports a failed API call. A plain JSON value, so machines can keep it in
// context and the event log can record it; machines check it with `ApiFailure.is`. A refusal of
// the server is its "http" kind: the one Refusal shape (./refusal.ts) with that kind.
import * as t from "io-ts";
import { Refusal } from "./refusal.ts";
import { msg } from "./language.ts";

export const ApiFailure = t.union([
  t.intersection([t.type({ kind: t.literal("http") }), Refusal]),
  t.type({ kind: t.literal("network"), message: t.string }),
  t.type({ kind: t.literal("decode"), message: t.string }),
]);
export type ApiFailure = t.TypeOf<typeof ApiFailure>;

/** A record the server does not have for this person (its message lives beside the record's contract). */
export const notFound = (message: string): ApiFailure => ({ kind: "http", status: 404, code: "not_found", message });

export const NETWORK_FAILED = msg("Could not reach the server. Please check your connection and try again.");
export const UNEXPECTED_ANSWER = msg("The server sent an unexpected answer. Please try again.");
/** A list this device has not loaded yet, asked for while the server cannot be reached (issue 30). */
export const NOT_ON_DEVICE = msg("Not on this device yet: connect once to load it.");

/** A load that failed for want of a network with nothing kept on this device says so (not an error); undefined otherwise. */
export const notOnDevice = (error: unknown, cached: boolean): string | undefined =>
  !cached && ApiFailure.is(error) && error.kind === "network" ? NOT_ON_DEVICE : undefined;

/** A failed load's message as the server or the transport wrote it; `cached`: whether this device holds what was loaded. */
export const failureMessage = (error: unknown, cached = true): string =>
  notOnDevice(error, cached) ?? (ApiFailure.is(error) ? error.message : UNEXPECTED_ANSWER);

/**
 * Why something could not be loaded, as a sentence a person understands: the server's own message
 * only when it wrote one for people (a refusal: 4xx), never the text of a server fault (5xx) or an
 * unexpected answer. The failure itself stays in the event log for QA. `what`: a message naming
 * it, `msg("The outlets")`; the answer is one message with it as its value (`msg(english, values)`),
 * drawn as `t(text)` in the reader's language.
 */
export function whyNotLoaded(error: unknown, what: string, cached = true): string {
  const first = notOnDevice(error, cached);
  if (first) return first;
  if (!ApiFailure.is(error) || error.kind === "decode")
    return msg("{what} could not be loaded: the server sent an unexpected answer. Please try again.", { what });
  if (error.kind === "network")
    return msg("{what} could not be loaded: the server cannot be reached. Check your connection, then try again.", { what });
  if (error.status === 401) return msg("Your session has ended. Please sign in again.");
  if (error.status >= 500 || error.status === 429 || error.status === 408) {
    return msg("{what} could not be loaded: the server had a problem. Please try again in a moment.", { what });
  }
  return error.message;
}

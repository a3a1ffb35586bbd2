// One refusal (issue 44 item 3): what the server said when it would not do something, in one shape
// from its answer to the field a form shows it at. The server answers `{ error: <code>, message,
// field? }` with an HTTP status (RefusalBody, read by the one function `refusalOf`); from there the
// API's failure (ApiFailure's "http" kind), the outbox's send result, the recorded `write.rejected`
// event, the outbox entry and the machines all carry it as a Refusal: status, code, message, field.
import * as t from "io-ts";
import { messageOf, msg } from "./language.ts";
import { ConflictDetail } from "./conflict.ts";

/** `conflict`: a 409 "conflict"'s record as it is now (src/codecs/conflict.ts, decision 079). */
export const Refusal = t.intersection([
  t.type({ status: t.number, code: t.string, message: t.string }),
  t.partial({ field: t.string, conflict: ConflictDetail }),
]);
export type Refusal = t.TypeOf<typeof Refusal>;

/** Values a refusal's message takes (its `{name}` places, in ICU form: decision 074). */
export const RefusalValues = t.record(t.string, t.union([t.string, t.number]));

/**
 * The server's body for every non-2xx answer: its code, the message for people (a catalogue key,
 * its English text), the form field it names, the values of the message's `{name}` places.
 */
export const RefusalBody = t.intersection([
  t.type({ error: t.string, message: t.string }),
  t.partial({ field: t.string, values: RefusalValues, conflict: ConflictDetail }),
]);
export type RefusalBody = t.TypeOf<typeof RefusalBody>;

/**
 * The refusal an answer of this status and body stands for. A message with values travels on as
 * one text (`msg(message, values)`), which `t(text)` puts into the reader's language where it is
 * drawn; a refusal without values (every one recorded before) is its message alone.
 */
export const refusalOf = (status: number, body: RefusalBody): Refusal => {
  const message = body.values === undefined ? body.message : msg(body.message, body.values);
  return {
    status,
    code: body.error,
    message,
    ...(body.field === undefined ? {} : { field: body.field }),
    ...(body.conflict === undefined ? {} : { conflict: body.conflict }),
  };
};

/** The body the server answers for a refusal whose message may carry its values (`msg(english, values)`): them apart. */
export function refusalBody(error: string, message: string, field?: string, conflict?: ConflictDetail): RefusalBody {
  const m = messageOf(message);
  return {
    error,
    message: m.english,
    ...(field === undefined ? {} : { field }),
    ...(m.values === undefined ? {} : { values: m.values }),
    ...(conflict === undefined ? {} : { conflict }),
  };
}

/** A refusal recorded before the status and code were kept (older logs): a bad request. */
export const LEGACY_REFUSAL = { status: 400, code: "rejected" } as const;

/** A `write.rejected` payload of version 1 (`{ error: <message>, status?, code?, field? }`) as a Refusal. */
export function refusalFromV1(old: unknown): unknown {
  if (typeof old !== "object" || old === null) return old;
  const { error, status, code, field } = old as { error?: unknown; status?: unknown; code?: unknown; field?: unknown };
  return {
    status: typeof status === "number" ? status : LEGACY_REFUSAL.status,
    code: typeof code === "string" ? code : LEGACY_REFUSAL.code,
    message: typeof error === "string" ? error : "",
    ...(typeof field === "string" ? { field } : {}),
  };
}

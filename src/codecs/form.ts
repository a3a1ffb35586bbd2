// Form codecs: each field codec fails with the exact message a person sees.
// `fieldErrors` turns a failed decode into { field: first message }.
import * as t from "io-ts";
import * as E from "fp-ts/Either";
import { controlIn, controlMessage, multiLine, singleLine } from "./text.ts";

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const isBlank = (u: unknown) => u === undefined || u === null || (typeof u === "string" && u.trim() === "");

/**
 * Single-line fields (the default: names, titles, numbers, codes) decode to their text with tabs and
 * line breaks as one space, trimmed; multi-line ones ("multi": an address, a note, a reason) keep
 * their line breaks as LF. Either refuses any other control character with `controlMessage`
 * (src/codecs/text.ts; decision 061), so every text field has one rule and the person sees why.
 */
export type Lines = "single" | "multi";
const normalise = (s: string, lines: Lines) => (lines === "multi" ? multiLine(s) : singleLine(s));
const controlFailure = (u: unknown, c: t.Context) => {
  const at = typeof u === "string" ? controlIn(u) : null;
  return at ? t.failure<string>(u, c, controlMessage(at)) : null;
};
const noControl = (u: string) => controlIn(u) === null;

/** A string that must not be blank; decodes to the trimmed value (tabs and line breaks as `lines` says). */
export const requiredString = (message: string, lines: Lines = "single") =>
  new t.Type<string, string, unknown>(
    "RequiredString",
    (u): u is string => typeof u === "string" && u.trim() !== "" && noControl(u),
    (u, c) => controlFailure(u, c) ?? (typeof u === "string" && !isBlank(u) ? t.success(normalise(u, lines)) : t.failure(u, c, message)),
    t.identity,
  );

const optionalText = (lines: Lines) =>
  new t.Type<string, string, unknown>(
    "OptionalString",
    (u): u is string => typeof u === "string" && noControl(u),
    (u, c) =>
      controlFailure(u, c) ?? (isBlank(u) ? t.success("") : typeof u === "string" ? t.success(normalise(u, lines)) : t.failure(u, c, "Must be text")),
    t.identity,
  );
/** Any single-line string (missing becomes ""); decodes to the trimmed value. */
export const optionalString = optionalText("single");
/** Any multi-line string (missing becomes ""): line breaks kept as LF, trimmed. */
export const optionalMultiline = optionalText("multi");

/** A required single-line string that must match `pattern` once trimmed. */
export const requiredPattern = (pattern: RegExp, requiredMessage: string, invalidMessage: string) =>
  new t.Type<string, string, unknown>(
    "RequiredPattern",
    (u): u is string => typeof u === "string" && pattern.test(u.trim()) && noControl(u),
    (u, c) => {
      if (isBlank(u)) return t.failure(u, c, requiredMessage);
      const control = controlFailure(u, c);
      if (control) return control;
      if (typeof u !== "string" || !pattern.test(singleLine(u))) return t.failure(u, c, invalidMessage);
      return t.success(singleLine(u));
    },
    t.identity,
  );

/** One of a fixed list of string values. */
export const oneOf = <V extends string>(values: readonly V[], message: string) =>
  new t.Type<V, V, unknown>(
    "OneOf",
    (u): u is V => typeof u === "string" && (values as readonly string[]).includes(u),
    (u, c) => (typeof u === "string" && (values as readonly string[]).includes(u) ? t.success(u as V) : t.failure(u, c, message)),
    t.identity,
  );

/** What a text field that stops at `max` says once it is full (issue 30: the limit is said at the field). */
export const limitNote = (label: string, value: string, max: number): string | undefined =>
  value.length >= max ? `${label} can be at most ${max} characters` : undefined;

/** A form field's text, at most `max` characters once trimmed: "<label> is too long (at most 500 characters)". */
export const limited = (codec: t.Type<string, string, unknown>, max: number, label: string) =>
  new t.Type<string, string, unknown>(
    codec.name,
    (u): u is string => codec.is(u) && u.trim().length <= max,
    (u, c) => {
      const r = codec.validate(u, c);
      return r._tag === "Right" && r.right.length > max ? t.failure(u, c, `${label} is too long (at most ${max} characters)`) : r;
    },
    t.identity,
  );

/** Decode a form; on failure give the first message of each field (by its key; "" for the form). */
export function decodeForm<C extends t.Mixed>(codec: C, values: unknown): E.Either<FieldErrors, t.TypeOf<C>> {
  return E.mapLeft((errors: t.Errors) => {
    const out: Record<string, string> = {};
    for (const e of errors) {
      const key = namedKeys(e.context).at(-1)?.key ?? "";
      if (!(key in out)) out[key] = e.message ?? `Invalid ${key}`;
    }
    return out;
  })(codec.decode(values));
}

/** Codecs whose children's keys are names a person can read: object properties and list positions. */
const NAMING = new Set(["InterfaceType", "PartialType", "StrictType", "ExactType", "ArrayType", "ReadonlyArrayType", "TupleType", "DictionaryType"]);
const LIST = new Set(["ArrayType", "ReadonlyArrayType", "TupleType"]);
const PLAIN: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", Int: "a whole number" };

/** The keys of a failure's path a person can read (object properties, list positions), outermost first. */
function namedKeys(context: t.Context): Array<{ key: string; list: boolean }> {
  const keys: Array<{ key: string; list: boolean }> = [];
  for (let i = 1; i < context.length; i++) {
    const parent = (context[i - 1]!.type as { _tag?: string })._tag ?? "";
    const key = context[i]!.key;
    if (NAMING.has(parent) && key !== "") keys.push({ key, list: LIST.has(parent) });
  }
  return keys;
}

/**
 * Where a failure is, as a person would name it: `limit`, `values.name`, `[2].id`. Keys that only
 * an io-ts combinator sees (the index of an intersection or union member) are left out.
 */
function pathOf(context: t.Context): string {
  let path = "";
  for (const { key, list } of namedKeys(context)) path += list ? `[${key}]` : path ? `.${key}` : key;
  return path;
}

/**
 * The form field an io-ts failure of an operation's params names: the key inside an object
 * parameter (`values.mobile_no__c` -> `mobile_no__c`), when the first failure with a message of
 * its own lies there; a top-level parameter is not a form field.
 */
export function fieldOfErrors(errors: t.Errors): string | undefined {
  const first = errors.find((e) => e.message) ?? errors[0];
  if (!first) return undefined;
  const keys = namedKeys(first.context);
  return keys.length >= 2 ? keys.at(-1)?.key : undefined;
}

/** What the failing codec expects, when its name reads as words (a refinement named "an integer from 1 to 200"). */
function expected(context: t.Context): string | null {
  const name = context[context.length - 1]?.type.name ?? "";
  if (name in PLAIN) return PLAIN[name]!;
  return /^[A-Za-z][\w ,'-]{0,59}$/.test(name) && name.includes(" ") ? name : null;
}

/**
 * The messages of an io-ts failure, for API boundaries: a codec's own message as it is, otherwise
 * the parameter by name with what it must be ("limit must be an integer from 1 to 200") or
 * "limit: Invalid value".
 */
export function describeErrors(errors: t.Errors): string {
  const messages = errors.map((e) => {
    if (e.message) return e.message;
    const path = pathOf(e.context);
    const want = expected(e.context);
    if (!path) return want ? `Must be ${want}` : "Invalid value";
    return want ? `${path} must be ${want}` : `${path}: Invalid value`;
  });
  return [...new Set(messages)].join("; ");
}

// Text PostgreSQL can store. Two things a JSON string can hold are refused where requests are
// decoded (the /api/query request, the sign-in form), so no operation ever receives them:
// - U+0000 (NUL): PostgreSQL's text and jsonb cannot hold it (the query fails);
// - an unpaired surrogate (half of a UTF-16 pair): it has no UTF-8 form, so the drivers would
//   silently store U+FFFD instead of what was sent.
import * as t from "io-ts";

/**
 * A character class of code point ranges, as a RegExp: control characters are written as numbers,
 * so no pattern holds one literally (what a linter rightly distrusts in a hand-written pattern).
 */
export function codePoints(ranges: ReadonlyArray<readonly [number, number]>, extra = "", flags = ""): RegExp {
  const hex = (n: number) => `\\u{${n.toString(16)}}`;
  return new RegExp(`[${ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join("")}${extra}]`, `u${flags}`);
}

/** C0 (U+0000-U+001F) and DEL: what no file name or stored name carries. */
export const C0_AND_DEL: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x1f],
  [0x7f, 0x7f],
];

const NUL = codePoints([[0, 0]]);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** How deep a request's params may nest (objects and lists); deeper is refused, not walked. */
export const MAX_PARAMS_DEPTH = 32;

/** Why `s` cannot be stored ("contains ..."), or null when it can. */
export function unstorableReason(s: string): string | null {
  if (NUL.test(s)) return "contains the NUL character (U+0000), which cannot be stored";
  const lone = LONE_SURROGATE.exec(s);
  if (lone) return `contains an unpaired surrogate (U+${lone[0].charCodeAt(0).toString(16).toUpperCase()}), which is not valid Unicode text`;
  return null;
}

const isPlainName = (k: string) => /^[A-Za-z_$][\w$]*$/.test(k);
const child = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : isPlainName(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key.slice(0, 40))}]`;

/**
 * The first place in a JSON value whose text (a string, or an object's key) cannot be stored, as a
 * message naming it by its path (`values.outletname__c contains ...`), or null. `name` names the
 * value itself (used when the value is the text).
 * Walks without recursion, so a deeply nested value cannot exhaust the stack; deeper than
 * MAX_PARAMS_DEPTH is refused.
 */
export function findUnstorableText(value: unknown, name: string): string | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: "", depth: 0 }];
  const label = (path: string) => path || name;
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      const why = unstorableReason(v);
      if (why) return `${label(path)} ${why}`;
    } else if (typeof v === "object" && v !== null) {
      if (depth >= MAX_PARAMS_DEPTH) return `${label(path)} is nested too deeply (at most ${MAX_PARAMS_DEPTH} levels)`;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: child(path, i), depth: depth + 1 });
      } else {
        const keys = Object.keys(v);
        for (const k of keys) {
          const why = unstorableReason(k);
          if (why) return `A parameter name in ${label(path)} ${why}`;
        }
        for (let i = keys.length - 1; i >= 0; i--)
          stack.push({ v: (v as Record<string, unknown>)[keys[i]!], path: child(path, keys[i]!), depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * `codec`, but a string input that cannot be stored fails first, with `${label} contains ...`.
 * The decoded type is the codec's own.
 */
export function storableText<A, O>(codec: t.Type<A, O, unknown>, label: string): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => {
      const why = typeof u === "string" ? unstorableReason(u) : null;
      return why ? t.failure(u, c, `${label} ${why}`) : codec.validate(u, c);
    },
    codec.encode,
  );
}

// Control characters (issue 43 item 8, decision 061). No text field keeps any of these: they are
// never typed, they cannot be seen, and in a notification, a CSV or a log they break lines or hide
// text. C0 but TAB, LF and CR (those three are whitespace: a text field turns them into what it
// keeps, below), DEL, C1, and the bidirectional embedding, override and isolate controls
// (U+202A-U+202E, U+2066-U+2069: they reorder what follows them on the screen).
const BIDI: ReadonlyArray<readonly [number, number]> = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
const CONTROL = codePoints([[0x00, 0x08], [0x0b, 0x0c], [0x0e, 0x1f], [0x7f, 0x9f], ...BIDI]);
/** As CONTROL, with TAB, LF and CR. */
const ANY_CONTROL = codePoints([[0x00, 0x1f], [0x7f, 0x9f], ...BIDI], "", "g");

const codePoint = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The first control character no text keeps (see CONTROL), as "U+0007", or null. */
export function controlIn(s: string): string | null {
  const m = CONTROL.exec(s);
  return m ? codePoint(m[0]) : null;
}

/** What a form field says of a control character in it (the field's label is beside it on the screen). */
export const controlMessage = (at: string) => `Remove the invisible control character (${at}) from this field`;

/**
 * A single-line field's text (names, titles, mobile numbers, codes): each run of tabs and line
 * breaks, with the spaces around it, becomes one space (what a paste from a spreadsheet or a
 * message brings), then the ends are trimmed.
 */
export const singleLine = (s: string): string => s.replace(/[ \t\r\n]*[\t\r\n][ \t\r\n]*/g, " ").trim();

/** A multi-line field's text (an address, a note, a reason): CRLF and a lone CR become LF, a tab a space; the ends trimmed. */
export const multiLine = (s: string): string => s.replace(/\r\n?/g, "\n").replace(/\t/g, " ").trim();

/** `s` with every control character (TAB, LF and CR too) as one space: for one line of output (a notification's body). */
export const withoutControls = (s: string): string => s.replace(ANY_CONTROL, " ");

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/**
 * The first place in a request's params whose text holds a control character no text keeps, as a
 * message naming it by its path, or null: the registry's check of every op's decoded params (a form
 * field's codec refuses it first, with the field's message; this catches the text that is not a
 * form's). Strings of plain objects and lists only, walked without recursion.
 */
export function findControlText(value: unknown, name: string): string | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [{ v: value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      const at = controlIn(v);
      if (at) return `${path || name} contains a control character (${at}), which no text may hold`;
    } else if (Array.isArray(v) || isPlainObject(v)) {
      if (depth >= MAX_PARAMS_DEPTH) continue;
      const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ v: entries[i]![1], path: child(path, entries[i]![0]), depth: depth + 1 });
    }
  }
  return null;
}

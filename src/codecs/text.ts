// Text PostgreSQL can store. Two things a JSON string can hold are refused where requests are
// decoded (the /api/query request, the sign-in form), so no operation ever receives them:
// - U+0000 (NUL): PostgreSQL's text and jsonb cannot hold it (the query fails);
// - an unpaired surrogate (half of a UTF-16 pair): it has no UTF-8 form, so the drivers would
//   silently store U+FFFD instead of what was sent.
import * as t from "io-ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this looks for (PostgreSQL text cannot hold it)
const NUL = /\u0000/;
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

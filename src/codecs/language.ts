// The languages a person can read the app in (issue 45; decision 074): the codec the settings, the
// session and the account's write share, and `msg`, apart from the translator (./i18n.ts) so that
// /signin's first load, which reads the session and the sign-in messages, carries no message
// formatter: a module of the first load imports `msg` from here.
import * as t from "io-ts";

export const Language = t.union([t.literal("en"), t.literal("hi")]);
export type Language = t.TypeOf<typeof Language>;

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language by its own name (a person looks for the one they read), and its locale for Intl. */
export const LANGUAGES: readonly { code: Language; name: string; locale: string }[] = [
  { code: "en", name: "English", locale: "en-IN" },
  { code: "hi", name: "हिन्दी", locale: "hi-IN" },
];

export const localeOf = (language: Language): string => LANGUAGES.find((l) => l.code === language)?.locale ?? "en-IN";

/** The device switch for the pseudo-language (./pseudo.ts): set by QA, read when the app starts. */
export const PSEUDO_KEY = "fieldops.pseudo";

/**
 * Marks an English text defined away from where it is drawn (a machine's notice, a codec's field
 * message) as a message: it returns the text as it is, and the catalogue script finds it, so the
 * view that draws it as `t(text)` finds its translation.
 */
export function msg<S extends string>(english: S): S;
/** With values: the message and its values as one text (`english`, U+001F, the values' JSON), which `translate` reads as both. */
export function msg(english: string, values: Readonly<Record<string, string | number>>): string;
export function msg(english: string, values?: Readonly<Record<string, string | number>>): string {
  return values === undefined ? english : `${english}${WITH_VALUES}${JSON.stringify(values)}`;
}

/**
 * Between a message and its values when they travel as one text (`msg(english, values)`): a server's
 * refusal with values (`{ message, values }` on the wire) is kept so by the client's every hop, a
 * form's field message, a machine's error, the recorded event, and put into the reader's language
 * where it is drawn (`t(text)`).
 */
export const WITH_VALUES = "\u001f";

const LISTS = [
  msg("{a} and {b}"),
  msg("{a}, {b} and {c}"),
  msg("{a}, {b}, {c} and {d}"),
  msg("{a}, {b}, {c}, {d} and {e}"),
  msg("{a}, {b}, {c}, {d}, {e} and {f}"),
  msg("{a}, {b}, {c}, {d}, {e}, {f} and {g}"),
  msg("{a}, {b}, {c}, {d}, {e}, {f}, {g} and {h}"),
] as const;

/**
 * Messages in a list, "a, b and c", as one message (a value of another: "The plan needs {missing}."),
 * each put into the reader's language with the list's words. At most eight (the rules' longest
 * list of what is missing is seven).
 */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const names = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;
  const template = LISTS[Math.min(items.length, 8) - 2]!;
  return msg(template, Object.fromEntries(items.slice(0, 8).map((x, i) => [names[i]!, x])));
}

/** A text made by `msg(english, values)` as its message and values; any other text as it is. */
export function messageOf(text: string): { english: string; values?: Record<string, string | number> } {
  const at = text.indexOf(WITH_VALUES);
  if (at < 0) return { english: text };
  try {
    const values: unknown = JSON.parse(text.slice(at + 1));
    if (typeof values === "object" && values !== null && !Array.isArray(values)) {
      const kept = Object.entries(values).filter(([, v]) => typeof v === "string" || typeof v === "number");
      return { english: text.slice(0, at), values: Object.fromEntries(kept) as Record<string, string | number> };
    }
  } catch {
    // not values: the text as it is
  }
  return { english: text };
}

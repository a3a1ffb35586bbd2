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
export const msg = <S extends string>(english: S): S => english;

// The languages a person can read the app in (issue 45; decision 074) and how a text is put into
// one. A message's key is its English text, exactly as the spec writes it (so the spec's strings
// stay in the code, and a label that comes as data, a page's title, is translated where it is
// drawn); the Hindi catalogue (./catalogue.hi.json) maps each key to its Hindi. A message with
// values is in ICU form ("{count, plural, one {# workshop} other {# workshops}}") and is formatted
// by FormatJS's intl-messageformat for the language's locale. English needs no catalogue: the key
// is the text.
import { IntlMessageFormat } from "intl-messageformat";
import { type Language, localeOf } from "./language.ts";

export { DEFAULT_LANGUAGE, LANGUAGES, Language, localeOf } from "./language.ts";

/** A language's translations, keyed by the English text. */
export type Catalogue = Readonly<Record<string, string>>;

/** Values a message's `{name}` places take. */
export type MessageValues = Record<string, string | number>;

const formats = new Map<string, IntlMessageFormat>();

/** The message `english` in `language` (its catalogue's text, or the English when it has none), with `values` put in. */
export function translate(language: Language, catalogue: Catalogue, english: string, values?: MessageValues): string {
  const text = (language === "en" ? undefined : catalogue[english]) ?? english;
  if (!values) return text;
  const locale = localeOf(language);
  const key = `${locale}\u0000${text}`;
  let f = formats.get(key);
  if (!f) {
    f = new IntlMessageFormat(text, locale);
    formats.set(key, f);
  }
  return String(f.format(values));
}

/**
 * Marks an English text defined away from where it is drawn (a machine's notice, a codec's field
 * message) as a message: it returns the text as it is, and the catalogue script finds it, so the
 * view that draws it as `t(text)` finds its translation.
 */
export const msg = <S extends string>(english: S): S => english;

/** A translator bound to a language and its catalogue: what the views call `t`. */
export type Translate = (english: string, values?: MessageValues) => string;

export const translator =
  (language: Language, catalogue: Catalogue): Translate =>
  (english, values) =>
    translate(language, catalogue, english, values);

/** English, as the app is drawn before a catalogue is loaded (and in every test that does not choose). */
export const ENGLISH: Translate = translator("en", {});

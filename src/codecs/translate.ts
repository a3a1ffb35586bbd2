// Putting a message into a language (issue 45; decision 074; what a message is: ./i18n.ts): its
// catalogue's text, or the English when it has none, with its values put in by FormatJS's
// intl-messageformat for the language's locale. English needs no catalogue: the key is the text.
import { IntlMessageFormat } from "intl-messageformat";
import type { Catalogue, MessageValues, Translate } from "./i18n.ts";
import { type Language, localeOf } from "./language.ts";

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

export const translator = (language: Language, catalogue: Catalogue): Translate =>
  Object.assign((english: string, values?: MessageValues) => translate(language, catalogue, english, values), { language });

/** English, as the app is drawn before a catalogue is loaded (and in every test that does not choose). */
export const ENGLISH: Translate = translator("en", {});

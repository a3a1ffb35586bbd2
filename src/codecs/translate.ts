// Putting a message into a language (issue 45; decision 074; what a message is: ./i18n.ts): its
// catalogue's text, or the English when it has none, with its values put in by FormatJS's
// intl-messageformat for the language's locale. English needs no catalogue: the key is the text.
import { IntlMessageFormat } from "intl-messageformat";
import type { Catalogue, MessageValues, Translate } from "./i18n.ts";
import { type Language, localeOf, messageOf, WITH_VALUES } from "./language.ts";

const carriesValues = (v: unknown): v is string => typeof v === "string" && v.includes(WITH_VALUES);
const mapValues = (values: MessageValues, f: (v: string) => string): MessageValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "string" ? f(v) : v]));

const formats = new Map<string, IntlMessageFormat>();

/**
 * The message in `language` (its catalogue's text, or the English when it has none), with `values`
 * put in; a message made with its values as one text (`msg(english, values)`) carries its own.
 */
export function translate(language: Language, catalogue: Catalogue, message: string, given?: MessageValues): string {
  let english = message;
  let values = given;
  if (!given) {
    // a message and its values as one text (a server's refusal: `msg(english, values)`); a value
    // that is a message itself (a stage, "its FCP") is put into the language too
    const m = messageOf(message);
    english = m.english;
    values = m.values && mapValues(m.values, (v) => (language === "en" ? v : (catalogue[v] ?? v)));
  } else if (Object.values(given).some(carriesValues)) {
    // a value that is a message with its values (a refusal's reason in "Refused: {reason}") is put into the language too
    values = mapValues(given, (v) => (carriesValues(v) ? translate(language, catalogue, v) : v));
  }
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

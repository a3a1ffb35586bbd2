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
  // a message and its values as one text (a server's refusal: `msg(english, values)`); a value
  // that is a message itself (a stage, "its FCP", a list of messages) is put into the language too
  const m = message.includes(WITH_VALUES) ? messageOf(message) : { english: message };
  const english = m.english;
  const carried =
    m.values && mapValues(m.values, (v) => (carriesValues(v) ? translate(language, catalogue, v) : language === "en" ? v : (catalogue[v] ?? v)));
  // a given value that is a message with its values (a refusal's reason in "Refused: {reason}") is put into the language too
  const told =
    given && Object.values(given).some(carriesValues) ? mapValues(given, (v) => (carriesValues(v) ? translate(language, catalogue, v) : v)) : given;
  const values = carried && told ? { ...carried, ...told } : (carried ?? told);
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

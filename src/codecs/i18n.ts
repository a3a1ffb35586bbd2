// The languages a person can read the app in (issue 45; decision 074): what a message is. A
// message's key is its English text, exactly as the spec writes it (so the spec's strings stay in
// the code, and a label that comes as data, a page's title, is translated where it is drawn); the
// Hindi catalogue (./catalogue.hi.json) maps each key to its Hindi. A message with values is in ICU
// form ("{count, plural, one {# workshop} other {# workshops}}"). Putting a message into a language
// is ./translate.ts's (FormatJS's intl-messageformat): this module stays light, so a module of
// /signin's first load may mark its texts with `msg`.

export { DEFAULT_LANGUAGE, LANGUAGES, Language, localeOf, msg } from "./language.ts";

import type { Language } from "./language.ts";
import type { Formats } from "./formats.ts";

/** A language's translations, keyed by the English text. */
export type Catalogue = Readonly<Record<string, string>>;

/** Values a message's `{name}` places take. */
export type MessageValues = Record<string, string | number>;

/**
 * A translator bound to a language and its catalogue: what the views call `t`. It names its
 * language, so the views format dates, numbers and rupees in it too (`useFormats()`, decision 075);
 * the pseudo-language brings formats of its own.
 */
export type Translate = ((english: string, values?: MessageValues) => string) & { readonly language?: Language; readonly formats?: Formats };

/**
 * A value the app offers from a fixed list of its own (a workshop's category and expense head, an
 * FCP's type, a lead's source, the library's categories, institutes and Yes/No: each list's values
 * are messages) in the reader's language; any other value as it is: a name people typed ("Art
 * Avenue" as a place, "Sunrise School"), or a value no list of the app holds, stays as typed, even
 * when it happens to read like one of the app's texts.
 */
export function listed(t: Translate, list: readonly string[], value: string): string {
  return list.includes(value) ? t(value) : value;
}

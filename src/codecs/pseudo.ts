// The pseudo-language (issue 45 item 4; decision 074): every catalogue text bracketed and
// accented ("Sign out" → "⟦Śíğñ óúţ⟧"), its arguments, plurals and tags kept, so a text on screen
// that is not bracketed did not come from a catalogue. QA and the sweep (test/e2e/pseudo.test.ts)
// turn it on per device (`localStorage["fieldops.pseudo"] = "1"`); nobody else meets it.
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageValues, Translate } from "./i18n.ts";
import { messageOf } from "./language.ts";
import { type Formats, formatsOf } from "./formats.ts";

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";
export { PSEUDO_KEY } from "./language.ts";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [c, [..."áƀçđéƒğĥíĵķĺɱñóƥǫŕśţúʋŵẋýžÁƁÇĐÉƑĞĤÍĴĶĹṀÑÓƤǪŔŚŢÚƲŴẊÝŽ"][i]]),
);

const accent = (s: string): string => s.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((e) => {
    if (e.type === TYPE.literal) return { ...e, value: accent(e.value) };
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(e.options).map(([k, o]) => [k, { ...o, value: accentAll(o.value) }]));
      return { ...e, options } as MessageFormatElement;
    }
    if (e.type === TYPE.tag) return { ...e, children: accentAll(e.children) };
    return e;
  });
}

/** `english` as the pseudo-language writes it: bracketed, its words accented, its arguments kept. */
export function pseudoMessage(english: string): MessageFormatElement[] {
  return [{ type: TYPE.literal, value: PSEUDO_OPEN }, ...accentAll(parse(english)), { type: TYPE.literal, value: PSEUDO_CLOSE }];
}

const formats = new Map<string, IntlMessageFormat>();

const EN = formatsOf("en");
/** A month's name as a catalogue text is drawn: "⟦Đéç⟧ 2026", "12 ⟦Ñóʋéɱƀéŕ⟧". */
const monthNamed = (s: string): string => s.replace(/[A-Za-z]+/g, (w) => `${PSEUDO_OPEN}${accent(w)}${PSEUDO_CLOSE}`);

/**
 * The pseudo-language's formats: English's, a month's name bracketed as a translated text is, so
 * a month named by the app's own formats reads as translated and one written in English by hand
 * (a table of names, a fixed locale) stands out to the sweep.
 */
export const PSEUDO_FORMATS: Formats = {
  ...EN,
  dayMonth: (v) => monthNamed(EN.dayMonth(v)),
  month: (v) => monthNamed(EN.month(v)),
};

/** The pseudo-language's translator (English's locale for its numbers and plurals, PSEUDO_FORMATS for its dates). */
const pseudo = (message: string, given?: MessageValues): string => {
  // a message that carries its values (a server's refusal: `msg(english, values)`)
  const { english, values = given } = given ? { english: message } : messageOf(message);
  let f = formats.get(english);
  if (!f) {
    f = new IntlMessageFormat(pseudoMessage(english), "en-IN");
    formats.set(english, f);
  }
  return String(f.format(values ?? {}));
};
export const PSEUDO: Translate = Object.assign(pseudo, { formats: PSEUDO_FORMATS });

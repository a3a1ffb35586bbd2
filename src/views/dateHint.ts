// What a date field says under it (walk finding of 30-11-26): a date input draws the browser's own
// form, "mm/dd/yyyy" in an English browser whatever the app's language, and the app writes every
// date DD-MM-YY (decision 075). The hint says the app's form in the reader's language and, once a
// day is chosen, that day with its month's name, so 25-03-27 cannot be read as another day.
import type { Translate } from "../codecs/i18n.ts";
import { instantOf } from "../codecs/formats.ts";
import { formatsFor } from "./useFormats.ts";

/** The hint of a date field holding `value` (YYYY-MM-DD, or empty), in `t`'s language. */
export function dateHint(t: Translate, value: string): string {
  const f = formatsFor(t);
  const day = value.trim() === "" ? null : instantOf(value);
  if (!day || day.hasTime) return t("Day, month, year: the app writes a date as DD-MM-YY");
  return t("Chosen: {day} {year} ({date})", { day: f.dayMonth(value), year: value.slice(0, 4), date: f.date(value) });
}

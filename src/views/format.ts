// How the screens write values a person reads, in English (en-IN): the one format of decision 075
// (src/codecs/formats.ts). A view draws them in the chosen language with `useFormats()`
// (./i18n.tsx); these serve what is not drawn by a view (a caption's text, a test's expectation).
// Dates arrive as the programme's wall-clock time (YYYY-MM-DDTHH:MM:SS, see src/codecs/workshop.ts),
// so they are read as written, never shifted by the device's time zone; an instant (with `Z` or an
// offset: a receipt, a device's sign-in, a workshop's history) is written as India's time. A missing
// value is a dash, never 'null' or 'undefined'.
import { formatsOf, type When } from "../codecs/formats.ts";

export { DASH, orDash, rupees } from "../codecs/display.ts";

const EN = formatsOf("en");

/** DD-MM-YY (every date, spec 2.18's gallery form; an instant: its date in India). */
export const ddmmyy = (iso: When): string => EN.date(iso);

/** DD-MM-YY, h:mm am/pm (the time only when the value has one). */
export const dateTime = (iso: When): string => EN.dateTime(iso);

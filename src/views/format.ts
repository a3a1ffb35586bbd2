// How the screens write values a person reads. Dates arrive as the programme's wall-clock time
// (YYYY-MM-DDTHH:MM:SS, see src/codecs/workshop.ts), so they are read as written, never shifted by
// the device's time zone; an instant (with `Z` or an offset: a receipt, a device's sign-in, a
// workshop's history) is written as India's time (src/codecs/calendar.ts). A missing value is a
// dash, never 'null' or 'undefined'.

import { programmeWallClock } from "../codecs/calendar.ts";
import { DASH, dateText } from "../codecs/display.ts";

// One rule each for the dash, rupees and DD-MM-YYYY, shared with the payments and people screens.
export { DASH, orDash, rupees } from "../codecs/display.ts";

const parts = (iso: string | null | undefined) => {
  const wall = iso ? programmeWallClock(iso) : null;
  return wall ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(wall) : null;
};

/** DD-MM-YY (the gallery's dates, spec 2.18). */
export function ddmmyy(iso: string | null | undefined): string {
  const m = parts(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]!.slice(2)}` : DASH;
}

/** DD-MM-YYYY (an instant: its date in India). */
export const ddmmyyyy = (iso: string | null | undefined): string => dateText(iso ? programmeWallClock(iso) : null);

/** DD-MM-YYYY, h:mm am/pm (the time only when the value has one). */
export function dateTime(iso: string | null | undefined): string {
  const m = parts(iso);
  if (!m) return DASH;
  if (m[4] === undefined) return ddmmyyyy(iso);
  const h = Number(m[4]);
  return `${m[3]}-${m[2]}-${m[1]}, ${((h + 11) % 12) + 1}:${m[5]} ${h < 12 ? "am" : "pm"}`;
}

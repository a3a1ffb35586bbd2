// The programme's calendar (spec section 9): the financial year runs from 1 April to 31 March,
// and "today" is the date in the programme's time zone, India (Asia/Kolkata, no daylight saving).
// Pure: the caller passes the instant (the server's clock, a test's fixed time).

export const PROGRAMME_TIME_ZONE = "Asia/Kolkata";

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;

const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: PROGRAMME_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The date in India at `instant` ("2026-03-31T19:00:00Z" is 1 April 2026 there). */
export function programmeDate(instant: Date): IsoDate {
  const parts = Object.fromEntries(ymd.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export interface FinancialYear {
  /** 1 April that starts it. */
  start: IsoDate;
  /** 31 March that ends it. */
  end: IsoDate;
}

/** The financial year a date falls in: April (month 4) to March (month 3). */
export function financialYearOf(date: IsoDate): FinancialYear {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const year = Number(m[1]);
  const first = Number(m[2]) >= 4 ? year : year - 1;
  return { start: `${first}-04-01`, end: `${first + 1}-03-31` };
}

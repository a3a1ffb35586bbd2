// The programme's calendar (spec section 9): the financial year runs from 1 April to 31 March, and
// "today" and "this month" are India's (Asia/Kolkata) whatever the zone of the server or the phone.
// Pure: the caller passes the instant (the server's clock `OpContext.now`, a test's fixed time).
import { TZDate } from "@date-fns/tz";
import { addMonths, format } from "date-fns";
import { formatsOf } from "./formats.ts";

export const PROGRAMME_TIME_ZONE = "Asia/Kolkata";

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;
/** A calendar month written YYYY-MM. */
export type IsoMonth = string;

const inIndia = (instant: Date) => new TZDate(instant.getTime(), PROGRAMME_TIME_ZONE);

/** The date in India at `instant` (2026-03-31T19:00:00Z is 1 April 2026 there). */
export const programmeDate = (instant: Date): IsoDate => format(inIndia(instant), "yyyy-MM-dd");

/**
 * A time as the programme's wall clock, YYYY-MM-DDTHH:MM:SS, as the screens read dates: an instant
 * (with `Z` or an offset, as a stored file's receipt times are) is turned into India's time; a
 * wall-clock time (the demo's photo times) is kept as written.
 */
export function programmeWallClock(time: string | null): string | null {
  if (!time || !/(Z|[+-]\d{2}:?\d{2})$/.test(time)) return time;
  const instant = new Date(time);
  return Number.isNaN(instant.getTime()) ? null : format(inIndia(instant), "yyyy-MM-dd'T'HH:mm:ss");
}

/** The month in India at `instant`: 1 (January) to 12. */
export const programmeMonth = (instant: Date): number => inIndia(instant).getMonth() + 1;

export interface FinancialYear {
  /** The calendar year of the 1 April that starts it (2025 for 2025-26). */
  startYear: number;
  /** 1 April that starts it. */
  start: IsoDate;
  /** 31 March that ends it. */
  end: IsoDate;
  /** "2025-26" */
  label: string;
}

export const financialYearStarting = (startYear: number): FinancialYear => ({
  startYear,
  start: `${startYear}-04-01`,
  end: `${startYear + 1}-03-31`,
  label: `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`,
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The financial year a date (or a timestamp written YYYY-MM-DD...) falls in: April (month 4) to March. */
export function financialYearOf(date: IsoDate): FinancialYear {
  const m = DATE.exec(date);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const year = Number(m[1]);
  return financialYearStarting(Number(m[2]) >= 4 ? year : year - 1);
}

/** The financial year of India's today at `instant`. */
export const currentFinancialYear = (instant: Date): FinancialYear => financialYearOf(programmeDate(instant));

/** Whether a date or timestamp (YYYY-MM-DD...) falls in the year. */
export const inFinancialYear = (fy: FinancialYear, date: string | null): boolean => {
  const d = date?.slice(0, 10);
  return !!d && DATE.test(d) && d >= fy.start && d <= fy.end;
};

/** The twelve months of the year, April first: "2025-04" ... "2026-03". */
export function monthsOf(fy: FinancialYear): IsoMonth[] {
  const first = new Date(Date.UTC(fy.startYear, 3, 1));
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i).toISOString().slice(0, 7));
}

/**
 * "2025-04" -> "Apr 2025": English's month (./formats.ts, decision 075), for a file or a label kept
 * as data; a screen draws a month in the reader's language with `useFormats().month(...)`.
 */
export function monthLabel(month: IsoMonth): string {
  return /^\d{4}-\d{2}$/.test(month) ? formatsOf("en").month(month) : month;
}

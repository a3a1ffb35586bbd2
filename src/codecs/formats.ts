// One format for dates, times, numbers and rupees (issue 45; decision 075), by `Intl` for the
// chosen language's locale (en-IN, hi-IN) and in India's time (Asia/Kolkata) whatever the zone of
// the phone or the server. Pure: the views take it through `useFormats()` (src/views/i18n.tsx), the
// server and the CSV files call it with a language.
//
// - A date reads DD-MM-YY (28-11-26), the gallery's form (spec 2.18), on every screen: the
//   locale's day, month and year, two digits each, joined by "-".
// - A time reads as the language says it, 12-hour: "3:00 pm" in English; in Hindi the part of the
//   day in words before it, "दोपहर 3:00" (Intl's day periods for hi-IN: its am/pm are English
//   letters); a date and time "28-11-26, 3:00 pm", "28-11-26, दोपहर 3:00".
// - Numbers and rupees in Indian grouping: 1,23,450 and ₹1,00,000; Latin digits in Hindi too (hi-IN
//   writes numbers with Latin digits unless asked for Devanagari ones; asked for "latn" here).
// - What a value is decides how it is read: a calendar day (YYYY-MM-DD) is that day, never shifted
//   by a zone; a time without a zone (YYYY-MM-DDTHH:MM[:SS], the programme's wall clock) is India's
//   time as written; an instant (with Z or an offset, a Date, epoch milliseconds) is shown in India.
// - A missing or unreadable value is a dash, never 'NaN' or 'Invalid Date'.
import { type Language, localeOf } from "./language.ts";

export const DASH = "-";
export const TIME_ZONE = "Asia/Kolkata";
/** India's offset from UTC (no daylight saving since 1945): a wall-clock time is this far ahead of UTC. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A date, a time or an instant as stored or sent: text, a Date, epoch milliseconds. */
export type When = string | number | Date | null | undefined;

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const ZONED = /:\d{2}(\.\d+)?\s?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** The instant a value names, and whether it names a time of day (a calendar day does not); null when it names none. */
export function instantOf(v: When): { at: Date; hasTime: boolean } | null {
  if (v === null || v === undefined || v === "") return null;
  if (v instanceof Date || typeof v === "number") {
    const at = new Date(v instanceof Date ? v.getTime() : v);
    return Number.isNaN(at.getTime()) ? null : { at, hasTime: true };
  }
  const text = v.trim();
  if (ZONED.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? null : { at, hasTime: true };
  }
  // Anything after a wall-clock time without a zone is ignored: "2026-06-10T10:00:00.000" is the time.
  const m = WALL.exec(text) ?? WALL.exec(text.slice(0, 19)) ?? WALL.exec(text.slice(0, 10));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? "12", m[5] ?? "00", m[6] ?? "00"].map(Number) as number[];
  // India's wall clock: the UTC time of those figures, less India's offset. A calendar day is taken
  // at its noon, far from either edge of the day in any zone.
  const utc = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  if (new Date(utc).getUTCDate() !== d || h! > 23) return null; // 30 February, 25 o'clock: not a time
  const at = new Date(utc - INDIA_OFFSET_MS);
  return { at, hasTime: m[4] !== undefined };
}

export interface Formats {
  readonly language: Language;
  /** DD-MM-YY: 28-11-26. */
  date(v: When): string;
  /** The time of day: 3:00 pm, दोपहर 3:00. */
  time(v: When): string;
  /** A date and, when the value has one, its time: 28-11-26, 3:00 pm. */
  dateTime(v: When): string;
  /** The day and the month's name, no year (a birthday): 12 April, 12 अप्रैल. */
  dayMonth(v: When): string;
  /** A month (YYYY-MM, or the month of a date or an instant) by its short name and year: Dec 2026, दिस॰ 2026. */
  month(v: When): string;
  /** A number in Indian grouping, up to two decimals: 1,23,450. */
  number(v: unknown): string;
  /** A whole count in Indian grouping: 1,23,450. */
  count(v: unknown): string;
  /** Rupees in Indian grouping, paise only when there are some: ₹1,00,000, ₹12.50. */
  rupees(v: unknown): string;
}

/**
 * How each language says a time of day (every language chooses one): English "3:00 pm"; Hindi the
 * part of the day in its own words, "सुबह 10:00", "दोपहर 3:00", "शाम 5:30", "रात 9:00" (hi-IN's
 * am/pm would be the English letters "pm").
 */
const TIME_OF_DAY: Readonly<Record<Language, Intl.DateTimeFormatOptions>> = {
  en: { hour12: true },
  hi: { dayPeriod: "short" },
};

const MONTH = /^\d{4}-\d{2}$/;
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number, or null when there is none: a finite number; text holding a number, with or without a
 * rupee sign, spaces and grouping commas ("1,23,450.50", "₹ 1200"); anything else null.
 */
export function amountOf(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string") return null;
  const text = v.replace(/[₹,\s]/g, "").replace(/^(Rs\.?|INR)/i, "");
  if (!NUMBER_TEXT.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** A value made on its first use and kept (an `Intl` format costs its making: the first of a page loads its locale and zone data). */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

function build(language: Language): Formats {
  const locale = localeOf(language);
  const zone = { timeZone: TIME_ZONE, numberingSystem: "latn" } as const;
  // each made on its first use (the app part holds these formats from its evaluation on: made then,
  // they cost the start of every page; decision 089)
  const dayF = once(() => new Intl.DateTimeFormat(locale, { ...zone, day: "2-digit", month: "2-digit", year: "2-digit" }));
  const timeF = once(() => new Intl.DateTimeFormat(locale, { ...zone, hour: "numeric", minute: "2-digit", ...TIME_OF_DAY[language] }));
  const dayMonthF = once(() => new Intl.DateTimeFormat(locale, { ...zone, day: "numeric", month: "long" }));
  const monthF = once(() => new Intl.DateTimeFormat(locale, { ...zone, month: "short", year: "numeric" }));
  const numberF = once(() => new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 2 }));
  const countF = once(() => new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: 0 }));
  const rupeesF = once(
    () =>
      new Intl.NumberFormat(locale, {
        numberingSystem: "latn",
        style: "currency",
        currency: "INR",
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }),
  );
  const day = (at: Date) => {
    const parts = dayF().formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
    return `${part("day")}-${part("month")}-${part("year")}`;
  };
  const figure = (f: () => Intl.NumberFormat) => (v: unknown) => {
    const n = amountOf(v);
    return n === null ? DASH : f().format(n);
  };
  return {
    language,
    date: (v) => {
      const i = instantOf(v);
      return i ? day(i.at) : DASH;
    },
    time: (v) => {
      const i = instantOf(v);
      return i?.hasTime ? timeF().format(i.at) : DASH;
    },
    dateTime: (v) => {
      const i = instantOf(v);
      if (!i) return DASH;
      return i.hasTime ? `${day(i.at)}, ${timeF().format(i.at)}` : day(i.at);
    },
    dayMonth: (v) => {
      const i = instantOf(v);
      return i ? dayMonthF().format(i.at) : DASH;
    },
    month: (v) => {
      const i = instantOf(typeof v === "string" && MONTH.test(v.trim()) ? `${v.trim()}-15` : v);
      return i ? monthF().format(i.at) : DASH;
    },
    number: figure(numberF),
    count: figure(countF),
    rupees: figure(rupeesF),
  };
}

const cache = new Map<Language, Formats>();

/** The formats of `language` (made once per language). */
export function formatsOf(language: Language): Formats {
  let f = cache.get(language);
  if (!f) {
    f = build(language);
    cache.set(language, f);
  }
  return f;
}

/**
 * Makes every format of `language` now, at a quiet moment before a screen needs them (while the
 * login is on its way, decision 089), so that no screen's render pays for their making.
 */
export function prepareFormats(language: Language): void {
  const f = formatsOf(language);
  f.dateTime(0);
  f.dayMonth(0);
  f.month(0);
  f.number(0);
  f.count(0);
  f.rupees(0);
}

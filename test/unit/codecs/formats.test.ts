// The one format (issue 45; decision 075): dates DD-MM-YY, times in India, numbers and rupees in
// Indian grouping, by Intl for English (en-IN) and Hindi (hi-IN), Latin digits in both.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatsOf, instantOf } from "../../../src/codecs/formats.ts";

const en = formatsOf("en");
const hi = formatsOf("hi");

test("a date reads DD-MM-YY in both languages", () => {
  assert.is(en.date("2026-11-28"), "28-11-26");
  assert.is(hi.date("2026-11-28"), "28-11-26");
  assert.is(en.date("2026-04-05T09:00:00"), "05-04-26");
  assert.is(en.date(null), "-");
  assert.is(en.date(""), "-");
  assert.is(en.date("soon"), "-");
  assert.is(en.date("2026-02-30"), "-", "no 30 February");
});

test("a calendar day is that day, whatever the zone: never shifted to the day before or after", () => {
  for (const day of ["2026-01-01", "2026-03-31", "2026-04-01", "2026-12-31"]) {
    const [y, m, d] = day.split("-");
    assert.is(en.date(day), `${d}-${m}-${y!.slice(2)}`, day);
    assert.is(en.dateTime(day), `${d}-${m}-${y!.slice(2)}`, `${day} has no time`);
  }
  assert.is(instantOf("2026-03-31")?.hasTime, false);
});

test("an instant is shown in India's time; a time without a zone is India's as written", () => {
  assert.is(en.dateTime("2026-11-23T09:30:00Z"), "23-11-26, 3:00 pm");
  assert.is(en.dateTime("2026-11-23T09:30:00.000+00:00"), "23-11-26, 3:00 pm");
  assert.is(en.dateTime("2026-11-23 09:30:00+00"), "23-11-26, 3:00 pm", "PostgreSQL's form");
  assert.is(en.dateTime("2026-11-23T09:30:00"), "23-11-26, 9:30 am");
  assert.is(en.date("2026-03-31T19:00:00Z"), "01-04-26", "19:00 UTC on 31 March is 1 April in India");
  assert.is(en.date("2026-03-31T18:29:00Z"), "31-03-26", "23:59 in India");
  assert.is(en.time(Date.UTC(2026, 10, 26, 10, 31)), "4:01 pm", "epoch milliseconds");
  assert.is(en.time(new Date("2026-11-26T18:45:00Z")), "12:15 am");
  assert.is(en.time("2026-11-26"), "-", "a calendar day has no time");
  assert.is(hi.dateTime("2026-11-23T09:30:00Z").slice(0, 10), "23-11-26, ");
});

test("a time in Hindi says the part of the day in Hindi words, never am or pm", () => {
  assert.is(hi.dateTime("2026-11-23T09:30:00Z"), "23-11-26, दोपहर 3:00");
  assert.is(hi.time("2026-11-23T10:00:00"), "सुबह 10:00");
  assert.is(hi.time("2026-11-23T17:30:00"), "शाम 5:30");
  assert.is(hi.time("2026-11-23T21:15:00"), "रात 9:15");
  for (let h = 0; h < 24; h += 1) assert.not.match(hi.time(`2026-11-23T${String(h).padStart(2, "0")}:05:00`), /am|pm/i);
  assert.is(en.time("2026-11-23T17:30:00"), "5:30 pm", "English keeps am and pm");
});

test("numbers and rupees in Indian grouping, Latin digits in Hindi too", () => {
  assert.is(en.rupees(100000), "₹1,00,000");
  assert.is(hi.rupees(100000), "₹1,00,000");
  assert.is(en.rupees("1,23,450.50"), "₹1,23,450.5");
  assert.is(en.rupees("₹ 1200"), "₹1,200");
  assert.is(en.rupees("abc"), "-");
  assert.is(en.rupees(Number.NaN), "-");
  assert.is(en.count(1234567), "12,34,567");
  assert.is(hi.count(1234567), "12,34,567");
  assert.is(en.number(1234.567), "1,234.57");
  assert.is(en.count(null), "-");
});

test("a birthday: the day and the month's name in the language, no year", () => {
  assert.is(en.dayMonth("1990-04-12"), "12 April");
  assert.is(hi.dayMonth("1990-04-12"), "12 अप्रैल");
  assert.is(en.dayMonth(null), "-");
});

test("a month by its short name in the reader's language and its year: the headings of Events Planned, a report's months", () => {
  assert.is(en.month("2026-12"), "Dec 2026");
  assert.is(hi.month("2026-12"), "दिस॰ 2026");
  assert.is(hi.month("2027-01"), "जन॰ 2027");
  assert.is(en.month("2026-12-31T20:00:00Z"), "Jan 2027", "an instant's month is India's");
  assert.is(en.month("December"), "-");
  assert.is(hi.month(null), "-");
});

test("prepareFormats makes every format of the language, the month's too: none makes an Intl object on its first use after it", async () => {
  // a copy of the module of its own: none of its formats made yet by another test
  const fresh: typeof import("../../../src/codecs/formats.ts") = await import(
    new URL("../../../src/codecs/formats.ts?prepared", import.meta.url).href
  );
  fresh.prepareFormats("hi");
  const made: unknown[] = [];
  const { DateTimeFormat, NumberFormat } = Intl;
  const counted = <T extends object>(Made: T) =>
    new Proxy(Made as T & (new (...a: unknown[]) => object), {
      construct: (target, args) => {
        made.push(args[1]);
        return Reflect.construct(target, args);
      },
    });
  Intl.DateTimeFormat = counted(DateTimeFormat);
  Intl.NumberFormat = counted(NumberFormat);
  try {
    const f = fresh.formatsOf("hi");
    for (const format of [f.date, f.time, f.dateTime, f.dayMonth, f.month, f.number, f.count, f.rupees]) format(0);
  } finally {
    Intl.DateTimeFormat = DateTimeFormat;
    Intl.NumberFormat = NumberFormat;
  }
  assert.equal(made, []);
});

test("the formats of a language are made once", () => {
  assert.is(formatsOf("hi"), hi);
});

test.run();

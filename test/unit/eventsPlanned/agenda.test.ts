// Events Planned (decision 035): the agenda keeps the workshops to come (from India's today, not
// Cancelled), soonest first, a group per month; the calendar file has one VEVENT per workshop,
// its start the UTC instant of the programme's time in India, whatever the device's zone.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { agendaByMonth, comingWorkshops, icsNameAll, icsNameOf } from "../../../src/codecs/eventsPlanned.ts";
import { calendarText, indiaInstant, workshopLocation } from "../../../src/codecs/eventsCalendar.ts";
import type { WorkshopRow } from "../../../src/codecs/workshop.ts";

const row = (id: number, start: string | null, over: Partial<WorkshopRow> = {}): WorkshopRow => ({
  id,
  sfid: `0065g0000000${String(id).padStart(3, "0")}AAA`,
  heroku_id__c: null,
  name: `Workshop ${id}`,
  stagename: "Planning",
  start_date_time__c: start,
  end_date_time__c: null,
  createddate: null,
  accountid: "0015g00000DEMO1AAA",
  fcpname__c: "Asha Verma",
  assigned_cmdi__c: null,
  cmdi_name__c: null,
  assigned_ammd__c: null,
  ...over,
});

const TODAY = "2026-11-26";
const ROWS = [
  row(1, "2027-01-05T09:00:00"),
  row(2, "2026-11-25T23:30:00"), // yesterday: gone
  row(3, "2026-11-26T08:00:00", { stagename: "AMMD Confirmation" }), // today: still coming
  row(4, "2026-12-03T10:30:00", { stagename: "Awaiting AMMD Approval" }),
  row(5, "2026-12-01T10:00:00", { stagename: "Cancelled" }), // cancelled: not planned
  row(6, null), // no date
  row(7, "2026-12-03T10:30:00"), // same time as 4: by id
  row(8, "2026-11-30T16:00:00"),
];

test("coming: from India's today on, not Cancelled, with a date; soonest first, then by id", () => {
  assert.equal(
    comingWorkshops(ROWS, TODAY).map((w) => w.id),
    [3, 8, 4, 7, 1],
  );
  assert.equal(comingWorkshops([], TODAY), []);
});

test("the agenda: a group per month in order, labelled as the programme writes months", () => {
  const months = agendaByMonth(ROWS, TODAY);
  assert.equal(
    months.map((m) => [m.month, m.label, m.events.map((w) => w.id)]),
    [
      ["2026-11", "Nov 2026", [3, 8]],
      ["2026-12", "Dec 2026", [4, 7]],
      ["2027-01", "Jan 2027", [1]],
    ],
  );
  assert.equal(agendaByMonth([row(2, "2026-11-25T23:30:00")], TODAY), [], "nothing to come: no month");
});

test("file names", () => {
  assert.is(icsNameOf(row(4, null)), "workshop-4.ics");
  assert.is(icsNameAll(TODAY), "events-planned-2026-11-26.ics");
});

test("India's wall-clock time is read in Asia/Kolkata (UTC+05:30), not in the device's zone", () => {
  assert.is(new Date(indiaInstant("2026-12-03T10:30:00")!).toISOString(), "2026-12-03T05:00:00.000Z");
  assert.is(new Date(indiaInstant("2027-01-01T02:00:00")!).toISOString(), "2026-12-31T20:30:00.000Z");
  assert.is(indiaInstant(null), null);
  assert.is(indiaInstant("soon"), null);
});

test("the calendar file: a VCALENDAR with one VEVENT per workshop, its UTC start, its end or 3 hours, its stage and link", () => {
  const rows = comingWorkshops(ROWS, TODAY);
  rows[0] = { ...rows[0]!, end_date_time__c: "2026-11-26T11:00:00" };
  const text = calendarText(rows, { urlOf: (w) => `https://ops.example/workshop?id=${w.id}&source=events` });
  const lines = text.split(/\r?\n/);
  assert.is(lines[0], "BEGIN:VCALENDAR");
  assert.is(lines.filter((l) => l === "END:VCALENDAR").length, 1);
  assert.is(lines.filter((l) => l === "BEGIN:VEVENT").length, rows.length);
  assert.is(lines.filter((l) => l === "END:VEVENT").length, rows.length);
  const starts = lines.filter((l) => l.startsWith("DTSTART"));
  assert.equal(starts, [
    "DTSTART:20261126T023000Z", // 08:00 in India
    "DTSTART:20261130T103000Z", // 16:00
    "DTSTART:20261203T050000Z", // 10:30
    "DTSTART:20261203T050000Z",
    "DTSTART:20270105T033000Z", // 09:00
  ]);
  assert.ok(lines.includes("DTEND:20261126T053000Z"), "a workshop with an end ends then (11:00 in India)");
  assert.is(lines.filter((l) => l === "DURATION:PT3H").length, 4, "a workshop without an end lasts 3 hours");
  assert.ok(lines.includes("UID:workshop-4@field-ops"));
  assert.ok(lines.includes("SUMMARY:Workshop 4"));
  assert.ok(lines.includes("DESCRIPTION:Stage: Awaiting AMMD Approval"));
  assert.ok(lines.includes("URL:https://ops.example/workshop?id=4&source=events"));
});

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "").split(/\r?\n/);

test("the calendar file's UID is the workshop's alone: the same workshop saved from two addresses is one event (issue 49 item 9)", () => {
  const w = row(4, "2026-12-03T10:30:00");
  const uidOf = (origin: string) => unfold(calendarText([w], { urlOf: (x) => `${origin}/workshop?id=${x.id}` })).filter((l) => l.startsWith("UID:"));
  assert.equal(uidOf("http://localhost:8080"), ["UID:workshop-4@field-ops"]);
  assert.equal(uidOf("https://ops.example"), ["UID:workshop-4@field-ops"]);
});

test("the calendar file says where: LOCATION is the school and its city, or the Art Avenue; none when the list does not say (issue 49 item 9)", () => {
  const at = (venue: string | null | undefined, venue_city: string | null | undefined) => ({ ...row(9, "2026-12-03T10:30:00"), venue, venue_city });
  assert.is(workshopLocation(at("Sunrise Public School", "Pune")), "Sunrise Public School, Pune");
  assert.is(workshopLocation(at("Art Avenue", null)), "Art Avenue");
  assert.is(workshopLocation(at(" ", "Pune")), "Pune");
  assert.is(workshopLocation(at(null, null)), null);
  assert.is(workshopLocation(row(9, "2026-12-03T10:30:00")), null, "a list cached before the venue came with it");
  const lines = unfold(
    calendarText([at("Sunrise Public School", "Pune"), row(10, "2026-12-04T10:30:00")], { urlOf: (x) => `https://ops.example/workshop?id=${x.id}` }),
  );
  assert.equal(
    lines.filter((l) => l.startsWith("LOCATION")),
    ["LOCATION:Sunrise Public School\\, Pune"],
    "one LOCATION, for the workshop that has a venue (a comma escaped, RFC 5545)",
  );
});

test("the calendar file reminds: a day and an hour before each workshop's start (issue 49 item 9, decision 035)", () => {
  const rows = [row(4, "2026-12-03T10:30:00"), row(7, "2026-12-05T09:00:00")];
  const lines = unfold(calendarText(rows, { urlOf: (x) => `https://ops.example/workshop?id=${x.id}` }));
  const events = lines.join("\n").split("BEGIN:VEVENT").slice(1);
  assert.is(events.length, 2);
  for (const e of events) {
    const alarms = e
      .split("BEGIN:VALARM")
      .slice(1)
      .map((a) => a.split("END:VALARM")[0]!.split("\n").filter(Boolean));
    assert.equal(
      alarms.map((a) => a.filter((l) => /^(ACTION|TRIGGER)/.test(l))),
      [
        ["ACTION:DISPLAY", "TRIGGER:-PT24H"],
        ["ACTION:DISPLAY", "TRIGGER:-PT1H"],
      ],
    );
    for (const a of alarms)
      assert.ok(
        a.some((l) => l.startsWith("DESCRIPTION:")),
        "a DISPLAY alarm has its DESCRIPTION (RFC 5545 3.6.6)",
      );
  }
});

test.run();

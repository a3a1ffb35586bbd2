// The files a person takes away in their language (issue 45 item 1; decision 074): the calendar
// file's texts (the calendar's name, the stage, the reminders) and a CSV file's headers and app
// texts (a stage) in the reader's language; times, dates and figures in the formats' own forms.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import hi from "../../../src/codecs/catalogue.hi.json";
import { toCsv, type CsvColumn } from "../../../src/codecs/csv.ts";
import { calendarText } from "../../../src/codecs/eventsCalendar.ts";
import { translator } from "../../../src/codecs/translate.ts";
import type { WorkshopRow } from "../../../src/codecs/workshop.ts";
import { inLanguage } from "../../../src/views/ExportCsv.tsx";

const HI = translator("hi", hi);
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "").split(/\r?\n/);

const workshop = {
  id: 4,
  sfid: "0065g0000000004AAA",
  heroku_id__c: null,
  name: "Diwali diyas",
  stagename: "Planning",
  start_date_time__c: "2026-12-03T10:30:00",
  end_date_time__c: null,
  createddate: null,
  accountid: "0015g00000DEMO1AAA",
  fcpname__c: "Asha Verma",
  assigned_cmdi__c: null,
  cmdi_name__c: null,
  assigned_ammd__c: null,
} as unknown as WorkshopRow;

test("the calendar file in Hindi: its name, the stage and the reminders; its times UTC as the format requires", () => {
  const lines = unfold(calendarText([workshop], { urlOf: (w) => `https://ops.example/workshop?id=${w.id}`, t: HI }));
  assert.ok(lines.includes(`X-WR-CALNAME:${hi["Events Planned"]}`), lines.join("\n"));
  assert.ok(lines.includes(`DESCRIPTION:चरण: ${hi.Planning}`), lines.join("\n"));
  assert.ok(lines.includes("DESCRIPTION:Diwali diyas 24 घंटे में शुरू होगी"), lines.join("\n"));
  assert.ok(lines.includes("DESCRIPTION:Diwali diyas 1 घंटे में शुरू होगी"), lines.join("\n"));
  assert.ok(
    lines.some((l) => l.startsWith("DTSTART:20261203T050000Z")),
    "India's 10:30 as UTC",
  );
});

test("the calendar file in English, when no language is given", () => {
  const lines = unfold(calendarText([workshop], { urlOf: (w) => `https://ops.example/workshop?id=${w.id}` }));
  assert.ok(lines.includes("DESCRIPTION:Stage: Planning"));
  assert.ok(lines.includes("DESCRIPTION:Diwali diyas starts in 1 hour"));
  assert.ok(lines.includes("DESCRIPTION:Diwali diyas starts in 24 hours"));
});

test("a CSV file in Hindi: the headers and a stage translated, data and figures as they are", () => {
  type Row = { name: string; stage: string; amount: string };
  const columns: CsvColumn<Row>[] = [
    { header: "Name", text: (r) => r.name },
    { header: "Stage Name", text: (r) => r.stage, translated: true },
    { header: "Amount", text: (r) => r.amount },
  ];
  const csv = toCsv(inLanguage(columns, HI), [{ name: "Planning", stage: "Planning", amount: "₹1,500" }]);
  assert.is(csv, `\uFEFF${hi.Name},${hi["Stage Name"]},${hi.Amount}\r\nPlanning,${hi.Planning},"₹1,500"\r\n`);
});

test.run();

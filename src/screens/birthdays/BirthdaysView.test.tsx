// /birthday-Info as a manager reads it (spec 2.15): the table numbered from 1 with No., Name, Date
// and Email ID (a dash for no email) and its CSV link; the first load's spinner; none this month
// with an illustration; a failure with Try again; offline with the saved list.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { BirthdayRow } from "../../codecs/people.ts";
import { BirthdaysView, type BirthdaysViewProps } from "./BirthdaysView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const load = loadOf;
const ROWS: BirthdayRow[] = [
  { id: 1, name: "Asha", date_of_birth__c: "1990-11-02", email__c: null },
  { id: 2, name: "Bina", date_of_birth__c: "1985-11-20", email__c: "b@x.in" },
];

function view(over: Partial<BirthdaysViewProps> = {}, language: "en" | "hi" = "en") {
  return renderView(
    <BirthdaysView
      title="Birthday Information"
      back="/newHomeCMDI"
      load={load()}
      settled
      month="November"
      today="2026-11-28"
      rows={ROWS}
      {...over}
    />,
    { path: "/x", language },
  ).ui;
}

test("birthdays: No., Name, Date, Email ID; numbered from 1; a dash for no email; the CSV link", () => {
  const ui = view();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Birthday Information" }));
  const cells = [...ui.getByRole("table", { name: "Birthdays in November" }).querySelectorAll("tr")].map((tr) =>
    [...tr.children].map((c) => c.textContent),
  );
  assert.equal(cells, [
    ["No.", "Name", "Date", "Email ID"],
    ["1", "Asha", "2 November", "-"],
    ["2", "Bina", "20 November", "b@x.in"],
  ]);
  assert.is(ui.getByRole("link", { name: "Download the birthdays as CSV" }).getAttribute("download"), "birthdays-2026-11-28.csv");
});

test("loading: the spinner, no table; none this month: the illustration and a sentence", () => {
  let ui = view({ load: load({ loading: true }), settled: false, rows: [] });
  assert.ok(ui.getByLabelText("Loading birthdays"));
  assert.is(ui.queryByRole("table"), null);
  cleanup();
  ui = view({ rows: [] });
  const status = ui.getByRole("status");
  assert.ok(status.textContent!.includes("No birthdays this month"));
  assert.ok(status.textContent!.includes("None of your FCPs has a birthday in November."));
});

test("failed: the error with Try again, no 'none this month'; offline with the saved list: a calm note", () => {
  let retried = 0;
  let ui = view({ load: load({ error: "The birthdays could not be loaded.", onRetry: () => retried++ }), settled: false, rows: [] });
  assert.ok(ui.getByRole("alert").textContent!.includes("The birthdays could not be loaded."));
  assert.not.ok(document.body.textContent!.includes("No birthdays this month"));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = view({ load: load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }) });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.ok(ui.getByRole("table", { name: "Birthdays in November" }));
});

test("in Hindi: the table's name and headers, and none this month", () => {
  const hindi = (over: Partial<BirthdaysViewProps> = {}) => view(over, "hi");
  const ui = hindi();
  const table = ui.getByRole("table", { name: "नवंबर में जन्मदिन" });
  assert.equal(
    [...table.querySelectorAll("th")].map((c) => c.textContent),
    ["क्रम", "नाम", "तारीख", "ईमेल ID"],
  );
  assert.ok(within(table).getByText("20 नवंबर"), "a birthday's month in Hindi");
  cleanup();
  assert.ok(hindi({ rows: [] }).getByText("नवंबर में आपके किसी FCP का जन्मदिन नहीं है।"));
});

test.run();

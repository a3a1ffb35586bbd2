// /reportsAMMD as an AMMD reads it: the year's choice (the years given, the change sent), the
// totals and the three reports with their tables, each with its CSV link; no workshops that year;
// the first load's spinner; a failure with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { financialYearStarting } from "../../codecs/calendar.ts";
import { type PaymentRow, totalsOf } from "../../codecs/payments.ts";
import { paidPerMonth, participantsPerCmdi, workshopsPerStage } from "../../codecs/reports.ts";
import { ReportsView, type ReportsViewProps } from "./ReportsView.tsx";
import { loadOf, paymentRowOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const FY = financialYearStarting(2026);
const row = (id: number, stagename: string): PaymentRow => paymentRowOf(id, { stagename });
const load = loadOf;

function view(over: Partial<ReportsViewProps> = {}, rows: PaymentRow[] = [row(1, "Paid"), row(2, "Execution")], language: "en" | "hi" = "en") {
  return renderView(
    <ReportsView
      title="Reports"
      back="/newHomeAMMD"
      load={load()}
      settled
      today="2026-11-28"
      year={2026}
      years={[2026, 2025, 2024]}
      fy={FY}
      any={rows.length > 0}
      reports={{ stages: workshopsPerStage(rows), paid: paidPerMonth(rows, FY), cmdis: participantsPerCmdi(rows) }}
      totals={totalsOf(rows)}
      onYear={() => {}}
      {...over}
    />,
    { path: "/x", language },
  ).ui;
}

test("the year's choice, the totals and the three reports with their tables and CSV links", () => {
  const years: number[] = [];
  const ui = view({ onYear: (y) => years.push(y) });
  const select = ui.getByLabelText("Financial year");
  assert.equal(
    [...select.querySelectorAll("option")].map((o) => o.textContent),
    ["2026-27", "2025-26", "2024-25"],
  );
  fireEvent.change(select, { target: { value: "2025" } });
  assert.equal(years, [2025]);
  assert.ok(ui.getByText("Financial year 2026-27, 1 April to 31 March"));
  assert.ok(document.querySelector('[aria-label="Totals for 2026-27"]'));
  assert.equal(
    [...document.querySelectorAll(".reports-card")].map((c) => c.getAttribute("data-report")),
    ["stages", "paid", "cmdis"],
  );
  assert.is(ui.getAllByRole("link", { name: /^Download .* as CSV$/ }).length, 3);
});

test("no workshops that year: says so, no totals; loading: the spinner; failed: the error with Try again", () => {
  let ui = view({}, []);
  assert.ok(ui.getByRole("status").textContent!.includes("No workshops assigned to you in the financial year 2026-27."));
  assert.is(document.querySelector(".payment-totals"), null);
  cleanup();
  ui = view({ settled: false, load: load({ loading: true }) }, []);
  assert.ok(ui.getByLabelText("Loading the reports"));
  assert.is(ui.queryByRole("status"), null);
  cleanup();
  let retried = 0;
  ui = view({ settled: false, load: load({ error: "The reports could not be loaded.", onRetry: () => retried++ }) }, []);
  assert.ok(ui.getByRole("alert").textContent!.includes("The reports could not be loaded."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("in Hindi: the year's choice, the reports' titles, their tables' headers, stages and total", () => {
  const ui = view({}, undefined, "hi");
  assert.ok(ui.getByLabelText("वित्त वर्ष"));
  assert.ok(ui.getByText("वित्त वर्ष 2026-27, 1 अप्रैल से 31 मार्च"));
  assert.ok(ui.getByRole("heading", { name: "हर चरण में वर्कशॉप" }));
  const stages = within(ui.getByRole("table", { name: "हर चरण में वर्कशॉप" }));
  assert.ok(stages.getByRole("columnheader", { name: "चरण" }));
  assert.ok(stages.getByRole("rowheader", { name: "भुगतान हो गया" }));
  assert.ok(stages.getByRole("rowheader", { name: "कुल" }));
  assert.ok(ui.getByRole("region", { name: "हर CMDI के प्रतिभागी, टेबल के रूप में" }));
  const months = [...document.querySelectorAll('[data-report="paid"] tbody th')].map((th) => th.textContent);
  assert.equal(months.slice(0, 2), ["अप्रैल 2026", "मई 2026"], "the months in Hindi");
});

test.run();

// /listPaymentsAMMD as an AMMD reads it: the filters (All first, the choices given), Show all once
// filtered, the totals of what is shown with participants, the table and its CSV link; nothing
// assigned this year and nothing matching the filters; the first load's spinner; a failure.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { financialYearStarting } from "../../codecs/calendar.ts";
import { type PaymentRow, totalsOf } from "../../codecs/payments.ts";
import { AmmdPaymentsView, type AmmdPaymentsViewProps } from "./AmmdPaymentsView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = (id: number, cmdi: string, fcp: string): PaymentRow => ({
  id,
  sfid: `006${id}`,
  name: `Workshop ${id}`,
  accountid: `001${fcp}`,
  fcpname__c: fcp,
  stagename: "Paid",
  start_date_time__c: "2026-05-02T10:00:00",
  end_date_time__c: null,
  assigned_cmdi__c: `005${cmdi}`,
  cmdi_name__c: cmdi,
  assigned_ammd__c: "005AMMD",
  actual_participants_count__c: 20,
  invoice_number__c: null,
  payment_document_number__c: null,
  payment_date__c: null,
  account_approval_date__c: null,
  amount: "1000",
  paid_amount__c: null,
  payment_status_remark__c: null,
});
const ROWS = [row(1, "Ravi", "Asha"), row(2, "Meena", "Bina")];
const load = loadOf;

function view(over: Partial<AmmdPaymentsViewProps> = {}, language: "en" | "hi" = "en") {
  const shown = over.shown ?? ROWS;
  return renderView(
    <AmmdPaymentsView
      title="Payments"
      back="/newHomeAMMD"
      load={load()}
      settled
      fy={financialYearStarting(2026)}
      today="2026-11-28"
      any
      cmdi=""
      fcp=""
      choices={{
        cmdis: [
          { value: "005Ravi", label: "Ravi" },
          { value: "005Meena", label: "Meena" },
        ],
        fcps: [{ value: "001Asha", label: "Asha" }],
      }}
      shown={shown}
      totals={totalsOf(shown)}
      onCmdi={() => {}}
      onFcp={() => {}}
      onClear={() => {}}
      windowed={false}
      source={{ kind: "whole" }}
      {...over}
    />,
    { path: "/x", language },
  ).ui;
}

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll("option")].map((o) => o.textContent);

test("the filters with All first, the totals with participants, the table and its CSV link; the choices sent", () => {
  const sent: string[] = [];
  const ui = view({ onCmdi: (v) => sent.push(`cmdi:${v}`), onFcp: (v) => sent.push(`fcp:${v}`) });
  assert.ok(ui.getByText("Financial year 2026-27"));
  assert.equal(optionsOf(ui.getByLabelText("CMDI Name")), ["All", "Ravi", "Meena"]);
  assert.equal(optionsOf(ui.getByLabelText("FCP Name")), ["All", "Asha"]);
  assert.is(ui.queryByRole("button", { name: "Show all" }), null);
  const totals = document.querySelector('[aria-label="Totals for 2026-27"]')!;
  assert.equal(
    [...totals.querySelectorAll("dt")].map((dt) => dt.textContent),
    ["Workshops", "Paid", "Pending", "Participants"],
  );
  assert.is(ui.getByRole("table", { name: "Payments" }).querySelectorAll("tbody tr").length, 2);
  assert.is(ui.getByRole("link", { name: "Download the payments shown as CSV" }).getAttribute("download"), "payments-ammd-2026-11-28.csv");
  fireEvent.change(ui.getByLabelText("CMDI Name"), { target: { value: "005Meena" } });
  fireEvent.change(ui.getByLabelText("FCP Name"), { target: { value: "001Asha" } });
  assert.equal(sent, ["cmdi:005Meena", "fcp:001Asha"]);
});

test("filtered: Show all clears, the totals are of the workshops shown; nothing matching says so", () => {
  let cleared = 0;
  let ui = view({ cmdi: "005Ravi", shown: [ROWS[0]!], onClear: () => cleared++ });
  assert.ok(document.querySelector('[aria-label="Totals of the workshops shown"]'));
  fireEvent.click(ui.getByRole("button", { name: "Show all" }));
  assert.is(cleared, 1);
  cleanup();
  ui = view({ fcp: "001Asha", shown: [] });
  assert.ok(ui.getByRole("status").textContent!.includes("No workshop matches these filters."));
});

test("none assigned this year; loading: the spinner; failed: the error with Try again", () => {
  let ui = view({ any: false, shown: [] });
  assert.ok(ui.getByRole("status").textContent!.includes("No workshops assigned to you in the financial year 2026-27."));
  assert.is(document.querySelector(".payment-totals"), null);
  cleanup();
  ui = view({ any: false, shown: [], settled: false, load: load({ loading: true }) });
  assert.ok(ui.getByLabelText("Loading payments"));
  assert.is(ui.queryByRole("status"), null);
  cleanup();
  let retried = 0;
  ui = view({ any: false, shown: [], settled: false, load: load({ error: "The payments could not be loaded.", onRetry: () => retried++ }) });
  assert.ok(ui.getByRole("alert").textContent!.includes("The payments could not be loaded."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("a windowed list (decision 092): what this phone holds, the server's answer with More, offline, a failed ask", () => {
  let ui = view({ windowed: true, source: { kind: "device", held: 2500, total: 24117 } });
  assert.ok(ui.getByText("On this phone: the 2,500 open and most recent of 24,117 records. A filter asks the server for the rest."));
  assert.ok(document.querySelector('[aria-label="Totals of the workshops shown"]'));
  cleanup();
  let more = 0;
  ui = view({ cmdi: "005Ravi", windowed: true, source: { kind: "server", shown: 100, total: 240, onMore: () => more++ } });
  assert.ok(ui.getByText(/From the server: 100 of 240 records that match\./));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 1);
  cleanup();
  ui = view({ cmdi: "005Ravi", windowed: true, source: { kind: "server", shown: 40, total: 40, onMore: null } });
  assert.is(ui.queryByRole("button", { name: "Show more from the server" }), null);
  cleanup();
  ui = view({ cmdi: "005Ravi", windowed: true, source: { kind: "asking" } });
  assert.ok(ui.getByText("Asking the server…"));
  cleanup();
  ui = view({ cmdi: "005Ravi", windowed: true, source: { kind: "offline", held: 12, total: 24117 } });
  assert.ok(ui.getByText("Offline: only what is on this phone is shown (12 of 24,117 records)."));
  cleanup();
  let retried = 0;
  ui = view({
    cmdi: "005Ravi",
    windowed: true,
    source: { kind: "failed", message: "The server could not be asked for the rest. Please try again.", onRetry: () => retried++ },
  });
  assert.ok(ui.getByRole("alert").textContent!.includes("The server could not be asked for the rest."));
  fireEvent.click(within(ui.getByRole("alert")).getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = view({ windowed: true, source: { kind: "device", held: 2500, total: 24117 } }, "hi");
  assert.ok(ui.getByText(/2,500/));
});

test("in Hindi: the year, the filters, the totals, the table's headers, stages and badges", () => {
  const ui = view({}, "hi");
  assert.ok(ui.getByText("वित्त वर्ष 2026-27"));
  assert.ok(ui.getByLabelText("CMDI का नाम"));
  assert.equal(optionsOf(ui.getByLabelText("FCP का नाम"))[0], "सभी");
  const totals = within(ui.getByLabelText("2026-27 का कुल"));
  assert.ok(totals.getByText("बाकी"));
  const table = within(ui.getByRole("table", { name: "भुगतान" }));
  assert.ok(table.getByRole("columnheader", { name: "राशि" }));
  assert.is(table.getAllByText("भुगतान बाकी").length, 2);
});

test.run();

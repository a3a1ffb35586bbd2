// /listPayments as an FCP reads it (spec 2.14): the year's totals above the table of payments and
// its CSV link; none this year with an illustration; the first load's spinner; offline with the
// saved list.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup } from "@testing-library/react";
import { financialYearStarting } from "../../codecs/calendar.ts";
import { dueBadgeOf, type PaymentRow, totalsOf } from "../../codecs/payments.ts";
import type { OwnPaymentsProps } from "../../views/payments/OwnPayments.tsx";
import { MyPaymentsView } from "./MyPaymentsView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const payment = (id: number, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  sfid: `006${id}`,
  name: `Workshop ${id}`,
  accountid: "001F",
  fcpname__c: null,
  stagename: "Paid",
  start_date_time__c: "2026-05-02T10:00:00",
  end_date_time__c: null,
  assigned_cmdi__c: null,
  cmdi_name__c: null,
  assigned_ammd__c: null,
  actual_participants_count__c: null,
  invoice_number__c: null,
  payment_document_number__c: null,
  payment_date__c: null,
  account_approval_date__c: null,
  amount: "1000",
  paid_amount__c: null,
  payment_status_remark__c: null,
  ...over,
});
const load = loadOf;

function view(over: Partial<OwnPaymentsProps> = {}) {
  const rows = over.rows ?? [];
  return renderView(
    <MyPaymentsView
      title="Payment Details"
      back="/newHomeFCP"
      load={load()}
      settled
      fy={financialYearStarting(2026)}
      today="2026-11-28"
      rows={rows}
      totals={totalsOf(rows, dueBadgeOf)}
      {...over}
    />,
    { path: "/x" },
  ).ui;
}

test("the year's totals above the table of payments, with the CSV link", () => {
  const ui = view({ rows: [payment(1), payment(2, { paid_amount__c: 2500, payment_status_remark__c: "Paid" })] });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Payment Details" }));
  assert.ok(ui.getByText("Financial year 2026-27"));
  const totals = document.querySelector('[aria-label="Totals for 2026-27"]')!;
  assert.equal(
    [...totals.querySelectorAll("dt")].map((dt) => dt.textContent),
    ["Workshops", "Paid", "Pending"],
  );
  const table = ui.getByRole("table", { name: "Payments" });
  assert.is(table.querySelectorAll("tbody tr").length, 2);
  assert.is(ui.getByRole("link", { name: "Download the payments as CSV" }).getAttribute("download"), "payments-2026-11-28.csv");
});

test("the status says what is true: a workshop still in Planning is not due yet, a cancelled one has none due; Payment Summary's pending once accounts approved it (decision 108)", () => {
  const ui = view({
    rows: [
      payment(1, { stagename: "Planning" }),
      payment(2, { stagename: "Cancelled" }),
      payment(3, { stagename: "Account Approved" }),
      payment(4, { payment_status_remark__c: "Paid" }),
    ],
  });
  const table = ui.getByRole("table", { name: "Payments" });
  const status = [...table.querySelectorAll("thead th")].findIndex((th) => th.textContent === "Status");
  assert.equal(
    [...table.querySelectorAll("tbody tr")].map((tr) => tr.querySelectorAll("td")[status]!.textContent),
    ["NOT DUE YET", "NO PAYMENT DUE", "PAYMENT PENDING", "PAYMENT SUCCESSFUL"],
  );
});

test("none this year: the illustration and a sentence, no totals; loading: the spinner", () => {
  let ui = view();
  assert.ok(ui.getByRole("status").textContent!.includes("You have no workshops with payments in the financial year 2026-27."));
  assert.is(document.querySelector(".payment-totals"), null);
  cleanup();
  ui = view({ load: load({ loading: true }), settled: false });
  assert.ok(ui.getByLabelText("Loading payments"));
  assert.is(ui.queryByRole("status"), null);
});

test("offline with the saved list: a calm note with when it was saved, the payments still shown", () => {
  const ui = view({
    rows: [payment(1)],
    load: load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }),
  });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.ok(ui.getByRole("table", { name: "Payments" }));
});

test.run();

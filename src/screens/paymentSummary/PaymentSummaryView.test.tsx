// /payment-Summary as an FCP reads it: a Payment Summary card (its fields in order, the badge,
// rupees, a dash for each missing value, never 'NaN'), the cards of the year with the CSV link, the
// empty state's illustration and sentence, the first load's spinner, a failure with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { financialYearStarting } from "../../codecs/calendar.ts";
import { type PaymentRow, totalsOf } from "../../codecs/payments.ts";
import type { OwnPaymentsProps } from "../../views/payments/OwnPayments.tsx";
import { PaymentCard, PaymentSummaryView } from "./PaymentSummaryView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: React.ReactNode) {
  return renderView(ui, { path: "/x" }).ui;
}

const payment = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 1,
  sfid: "006A",
  name: "Diya Workshop",
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
  payment_document_number__c: "PD-77",
  payment_date__c: "2026-06-10",
  account_approval_date__c: null,
  amount: "abc",
  paid_amount__c: 123450,
  payment_status_remark__c: "Paid by NEFT",
  ...over,
});

const fields = (ui: ReturnType<typeof wrap>) => ui.getAllByRole("definition").map((d) => d.textContent);

test("a Payment Summary card: its fields in order, the green badge, rupees in Indian grouping, dashes", () => {
  const ui = wrap(
    <ul>
      <PaymentCard row={payment()} />
    </ul>,
  );
  assert.is(ui.getByRole("heading", { level: 2 }).textContent, "Diya Workshop");
  assert.equal(
    ui.getAllByRole("term").map((t) => t.textContent),
    ["Payment Date", "Account Approval Date", "Stage Name", "Status", "PD Number", "Invoice No", "Amount"],
  );
  assert.equal(fields(ui), ["10-06-26", "-", "Paid", "PAYMENT SUCCESSFUL", "PD-77", "-", "₹1,23,450"]);
  assert.ok(ui.getByText("PAYMENT SUCCESSFUL").closest(".bp6-intent-success"), "the successful badge is green");
});

test("a pending card: 'PAYMENT PENDING'; an amount stored as text that is no number is a dash, never NaN", () => {
  const ui = wrap(
    <ul>
      <PaymentCard row={payment({ payment_status_remark__c: null, paid_amount__c: null, amount: "n/a", name: null })} />
    </ul>,
  );
  assert.is(ui.getByRole("heading", { level: 2 }).textContent, "-");
  assert.is(fields(ui)[3], "PAYMENT PENDING");
  assert.is(fields(ui)[6], "-");
  assert.not.ok(document.body.textContent!.includes("NaN"));
});

const load = loadOf;
const page = (over: Partial<OwnPaymentsProps> = {}) => {
  const rows = over.rows ?? [];
  return wrap(
    <PaymentSummaryView
      title="Payment Summary"
      back="/newHomeFCP"
      load={load()}
      settled
      fy={financialYearStarting(2026)}
      today="2026-11-28"
      rows={rows}
      totals={totalsOf(rows)}
      {...over}
    />,
  );
};

test("the empty state: an illustration and a sentence, as text on the page", () => {
  const ui = page();
  const status = ui.getByRole("status");
  assert.ok(status.querySelector("svg, .bp6-icon"), "an illustration");
  assert.ok(status.textContent!.includes("You have no workshops with payments in the financial year 2026-27."));
  assert.ok(ui.getByRole("link", { name: "Back" }).getAttribute("href")!.endsWith("/newHomeFCP"));
});

test("the year's cards under the title, with the CSV link", () => {
  const ui = page({ rows: [payment(), payment({ id: 2, name: "Rangoli" })] });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Payment Summary" }));
  assert.ok(ui.getByText("Financial year 2026-27"));
  assert.equal(
    within(ui.getByRole("list", { name: "Payments" }))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent),
    ["Diya Workshop", "Rangoli"],
  );
  assert.is(ui.getByRole("link", { name: "Download the payment summary as CSV" }).getAttribute("download"), "payment-summary-2026-11-28.csv");
});

test("loading: the spinner, no empty state; failed: the error with Try again", () => {
  let ui = page({ load: load({ loading: true }), settled: false });
  assert.ok(ui.getByLabelText("Loading payments"));
  assert.is(ui.queryByRole("status"), null);
  cleanup();
  let retried = 0;
  ui = page({ load: load({ error: "Your payments could not be loaded.", onRetry: () => retried++ }), settled: false });
  assert.ok(ui.getByRole("alert").textContent!.includes("Your payments could not be loaded."));
  assert.not.ok(document.body.textContent!.includes("No payments yet"));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test.run();

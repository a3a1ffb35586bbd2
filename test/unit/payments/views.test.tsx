// The payments and people views as a person reads them: a Payment Summary card (its fields in
// order, the badge, rupees, a dash for each missing value, never 'NaN'), the empty state's
// illustration and sentence, a birthday table numbered with a dash for no email. One FCP's page:
// src/screens/fcpProfile/FcpProfileView.test.tsx.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PaymentRow } from "../../../src/codecs/payments.ts";
import { ActorsProvider, type AppActors } from "../../../src/views/actors.tsx";
import { plainFlowHost } from "../../../src/views/flows.ts";
import { ListFrame } from "../../../src/views/ListFrame.tsx";
import { PaymentCard } from "../../../src/views/payments/PaymentSummaryPage.tsx";
import { BIRTHDAY_COLUMNS, numbered } from "../../../src/views/people/peopleColumns.ts";
import { PeopleTable } from "../../../src/views/people/PeopleTable.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: React.ReactNode) {
  const actors = { flows: plainFlowHost() } as unknown as AppActors;
  const r = render(
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <Router hook={memoryLocation({ path: "/x" }).hook}>{ui}</Router>
      </ActorsProvider>
    </BlueprintProvider>,
  );
  return within(r.container);
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
  assert.equal(fields(ui), ["10-06-2026", "-", "Paid", "PAYMENT SUCCESSFUL", "PD-77", "-", "₹1,23,450"]);
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

test("the empty state: an illustration and a sentence, as text on the page", () => {
  const ui = wrap(
    <ListFrame
      title="Payment Summary"
      back="/newHomeFCP"
      className="payment-summary"
      what="payments"
      state={{ loading: false, refreshing: false, error: null, onRetry: () => {} }}
      empty={{ icon: "bank-account", title: "No payments yet", description: "You have no workshops with payments in the financial year 2026-27." }}
    />,
  );
  const status = ui.getByRole("status");
  assert.ok(status.querySelector("svg, .bp6-icon"), "an illustration");
  assert.ok(status.textContent!.includes("You have no workshops with payments in the financial year 2026-27."));
  assert.ok(ui.getByRole("link", { name: "Back" }).getAttribute("href")!.endsWith("/newHomeFCP"));
});

test("birthdays: No., Name, Date, Email ID; numbered from 1; a dash for no email", () => {
  const rows = [
    { id: 1, name: "Asha", date_of_birth__c: "1990-11-02", email__c: null },
    { id: 2, name: "Bina", date_of_birth__c: "1985-11-20", email__c: "b@x.in" },
  ];
  const ui = wrap(<PeopleTable rows={rows} columns={numbered(rows, BIRTHDAY_COLUMNS)} label="Birthdays in November" />);
  const cells = [...ui.getByRole("table", { name: "Birthdays in November" }).querySelectorAll("tr")].map((tr) =>
    [...tr.children].map((c) => c.textContent),
  );
  assert.equal(cells, [
    ["No.", "Name", "Date", "Email ID"],
    ["1", "Asha", "2 November", "-"],
    ["2", "Bina", "20 November", "b@x.in"],
  ]);
});

test.run();

// The payments and people rules on plain values: the badge (a status remark present or not), rupees
// in Indian grouping from numbers and text (never 'NaN'), the dash of a missing value, CSV escaping
// (commas, quotes, line breaks, formulae, the rupee sign as UTF-8), the totals and the reports
// counted from the same rows, the AMMD's filters and the FCP search.
import { test } from "uvu";
import * as assert from "uvu/assert";
import Papa from "papaparse";
import { financialYearStarting } from "../../../src/codecs/calendar.ts";
import { CSV_BOM, toCsv } from "../../../src/codecs/csv.ts";
import { amountOf, countText, dateText, dayAndMonth, DASH, fcpLabel, orDash, rupees } from "../../../src/codecs/display.ts";
import { amountShown, badgeOf, dueBadgeOf, filterPayments, paymentChoices, totalsOf, type PaymentRow } from "../../../src/codecs/payments.ts";
import { searchFcps, type FcpRow } from "../../../src/codecs/people.ts";
import { paidPerMonth, participantsPerCmdi, workshopsPerStage } from "../../../src/codecs/reports.ts";
import { AMMD_PAYMENT_COLUMNS, SUMMARY_COLUMNS } from "../../../src/views/payments/paymentColumns.tsx";

const payment = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 1,
  sfid: "006A",
  name: "WS-1",
  accountid: "001F1",
  fcpname__c: "Asha Patel",
  stagename: "Paid",
  start_date_time__c: "2026-05-02T10:00:00",
  end_date_time__c: "2026-05-02T13:00:00",
  assigned_cmdi__c: "a0C1",
  cmdi_name__c: "Ravi Kumar",
  assigned_ammd__c: "a0A1",
  actual_participants_count__c: 20,
  invoice_number__c: "INV-1",
  payment_document_number__c: "PD-1",
  payment_date__c: "2026-06-10",
  account_approval_date__c: "2026-06-01",
  amount: 5000,
  paid_amount__c: null,
  payment_status_remark__c: null,
  ...over,
});

test("badge: a status remark present is 'PAYMENT SUCCESSFUL' (green), absent or blank is 'PAYMENT PENDING'", () => {
  assert.equal(badgeOf(payment({ payment_status_remark__c: "Paid by NEFT" })), { text: "PAYMENT SUCCESSFUL", intent: "success" });
  assert.equal(badgeOf(payment({ payment_status_remark__c: null })), { text: "PAYMENT PENDING", intent: "warning" });
  assert.equal(badgeOf(payment({ payment_status_remark__c: "  " })), { text: "PAYMENT PENDING", intent: "warning" });
});

test("Payment Details' badge (decision 108): not due yet before accounts approve the workshop, none due once cancelled; the spec's badges from Account Approved on", () => {
  const before = ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval", "AMMD Confirmation", "Execution", "CMDI Verification"];
  for (const stagename of before) assert.equal(dueBadgeOf(payment({ stagename })), { text: "NOT DUE YET", intent: "none" }, stagename);
  assert.equal(dueBadgeOf(payment({ stagename: "Cancelled" })), { text: "NO PAYMENT DUE", intent: "none" });
  for (const stagename of ["Account Approved", "Paid", "Bogus", null])
    assert.equal(dueBadgeOf(payment({ stagename })), { text: "PAYMENT PENDING", intent: "warning" }, String(stagename));
  // a recorded payment is successful whatever the stage says
  assert.equal(dueBadgeOf(payment({ stagename: "Planning", payment_status_remark__c: "Paid" })), { text: "PAYMENT SUCCESSFUL", intent: "success" });
});

test("Payment Details' Pending total counts what its table shows as PAYMENT PENDING, by the same badge rule (decision 115); other lists as before", () => {
  const rows = [
    payment({ id: 1, amount: "100", stagename: "Planning", payment_status_remark__c: null, paid_amount__c: null }),
    payment({ id: 2, amount: "200", stagename: "CMDI Verification", payment_status_remark__c: null, paid_amount__c: null }),
    payment({ id: 3, amount: "400", stagename: "Cancelled", payment_status_remark__c: null, paid_amount__c: null }),
    payment({ id: 4, amount: "800", stagename: "Account Approved", payment_status_remark__c: null, paid_amount__c: null }),
    payment({ id: 5, amount: "1600", stagename: null, payment_status_remark__c: null, paid_amount__c: null }),
    payment({ id: 6, paid_amount__c: 3200, stagename: "Planning", payment_status_remark__c: "ok" }),
  ];
  const due = totalsOf(rows, dueBadgeOf);
  const pendingShown = rows.filter((r) => dueBadgeOf(r).text === "PAYMENT PENDING").reduce((n, r) => n + (amountShown(r) ?? 0), 0);
  assert.is(due.pending, pendingShown);
  assert.equal({ paid: due.paid, pending: due.pending }, { paid: 3200, pending: 2400 });
  assert.equal(
    { paid: totalsOf(rows).paid, pending: totalsOf(rows).pending },
    { paid: 3200, pending: 2700 },
    "badgeOf: every unpaid workshop not cancelled",
  );
});

test("rupees: Indian grouping with the rupee sign; numbers as text read; anything else a dash, never NaN", () => {
  assert.is(rupees(123450), "₹1,23,450");
  assert.is(rupees(12345678.5), "₹1,23,45,678.5");
  assert.is(rupees(0), "₹0");
  assert.is(rupees("1,23,450"), "₹1,23,450");
  assert.is(rupees("₹ 1200"), "₹1,200");
  assert.is(rupees("5000.00"), "₹5,000");
  for (const bad of [null, undefined, "", "abc", "12abc", Number.NaN, Number.POSITIVE_INFINITY, {}]) assert.is(rupees(bad), DASH, String(bad));
  assert.is(amountOf("NaN"), null);
  assert.is(countText("20"), "20");
  assert.is(countText(null), DASH);
});

test("dash: a missing value is a dash; dates are DD-MM-YYYY as written; a birthday is its day and month", () => {
  assert.is(orDash(null), DASH);
  assert.is(orDash(undefined), DASH);
  assert.is(orDash("   "), DASH);
  assert.is(orDash("PD-1"), "PD-1");
  assert.is(dateText("2026-03-31T23:30:00"), "31-03-26");
  assert.is(dateText(null), DASH);
  assert.is(dateText("not a date"), DASH);
  assert.is(dayAndMonth("1990-11-05"), "5 November");
  assert.is(dayAndMonth(null), DASH);
});

test("the Amount shown is the amount paid when recorded, else the workshop's amount (text or a number)", () => {
  assert.is(amountShown(payment({ paid_amount__c: "4,500", amount: 5000 })), 4500);
  assert.is(amountShown(payment({ paid_amount__c: null, amount: "5000" })), 5000);
  assert.is(amountShown(payment({ paid_amount__c: "n/a", amount: null })), null);
});

test("CSV: commas, quotes and line breaks are escaped; the rupee sign stays; a formula is defused; a spreadsheet's parser reads the cells back", () => {
  const rows = [
    payment({ name: 'Kids, "Art" day', payment_document_number__c: "PD\n2", amount: 123450, payment_status_remark__c: "ok" }),
    payment({ id: 2, name: '=HYPERLINK("x")', invoice_number__c: null, amount: null }),
  ];
  const csv = toCsv(SUMMARY_COLUMNS, rows);
  assert.ok(csv.startsWith(CSV_BOM), "a byte-order mark so a spreadsheet reads UTF-8");
  assert.ok(csv.includes('"Kids, ""Art"" day"'), csv);
  assert.ok(csv.includes('"PD\n2"'), csv);
  assert.ok(csv.includes("\r\n"), "CRLF line ends");
  const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: "\r\n" }).data;
  assert.equal(
    parsed[0],
    SUMMARY_COLUMNS.map((c) => c.header),
  );
  assert.equal(parsed[1], ['Kids, "Art" day', "10-06-26", "01-06-26", "Paid", "PAYMENT SUCCESSFUL", "PD\n2", "INV-1", "₹1,23,450"]);
  assert.is(parsed[2]![0], '\'=HYPERLINK("x")', "a formula is quoted so a spreadsheet shows it as text");
  assert.is(parsed[2]![6], DASH);
  assert.is(parsed[2]![7], DASH, "a missing amount is a dash, not a formula-defused minus");
});

test("totals and reports count the same rows the same way; filters narrow by CMDI and FCP", () => {
  const rows = [
    payment({ id: 1, payment_status_remark__c: "ok", paid_amount__c: 4000, payment_date__c: "2026-06-10", stagename: "Paid" }),
    payment({ id: 2, amount: "2500", stagename: "Execution", actual_participants_count__c: "15", payment_date__c: null }),
    payment({ id: 3, amount: 9999, stagename: "Cancelled", assigned_cmdi__c: "a0C2", cmdi_name__c: "Zoya", accountid: "001F2", fcpname__c: "Bina" }),
    payment({ id: 4, payment_status_remark__c: "ok", amount: 1000, payment_date__c: null, stagename: null }),
  ];
  const totals = totalsOf(rows);
  assert.equal(totals, { workshops: 4, paid: 5000, pending: 2500, participants: 75 });
  const fy = financialYearStarting(2026);
  const paid = paidPerMonth(rows, fy);
  assert.is(paid.total, totals.paid);
  assert.is(paid.figures.find((f) => f.key === "2026-06")!.value, 4000);
  assert.is(paid.figures.at(-1)!.label, "No payment date");
  assert.is(paid.figures.filter((f) => /^\d{4}-\d{2}$/.test(f.key)).length, 12);
  const stages = workshopsPerStage(rows);
  assert.is(stages.total, 4);
  assert.is(
    stages.figures.reduce((n, f) => n + f.value, 0),
    4,
  );
  assert.is(stages.figures.find((f) => f.key === "Cancelled")!.value, 1);
  const cmdis = participantsPerCmdi(rows);
  assert.is(cmdis.total, totals.participants);
  assert.equal(
    cmdis.figures.map((f) => [f.label, f.value]),
    [
      ["Ravi Kumar", 55],
      ["Zoya", 20],
    ],
  );
  assert.equal(
    filterPayments(rows, { cmdi: "a0C2", fcp: "" }).map((r) => r.id),
    [3],
  );
  assert.equal(
    filterPayments(rows, { cmdi: "", fcp: "001F1" }).map((r) => r.id),
    [1, 2, 4],
  );
  assert.equal(filterPayments(rows, { cmdi: "", fcp: "" }).length, 4);
  const choices = paymentChoices(rows, "a0C2");
  assert.equal(
    choices.cmdis.map((c) => c.label),
    ["Ravi Kumar", "Zoya"],
  );
  assert.equal(choices.fcps, [{ value: "001F2", label: "Bina" }], "the FCP choices follow the CMDI");
  assert.is(toCsv(AMMD_PAYMENT_COLUMNS, rows).split("\r\n").length, 1 + 4 + 1);
});

test("an FCP picker's label: the name and the mobile's last four digits, so two of one name differ (issue 49, decision 068)", () => {
  assert.is(fcpLabel({ name: "Asha Patel", phone: "9876543210", id: 7 }), "Asha Patel · …3210");
  assert.is(fcpLabel({ name: " Asha Patel ", phone: "+91 98765 43210", id: 7 }), "Asha Patel · …3210", "digits only, as typed");
  assert.is(fcpLabel({ name: null, phone: "9876543210", id: 7 }), "FCP 7 · …3210");
  assert.is(fcpLabel({ name: "Asha Patel", phone: null, id: 7 }), "Asha Patel", "no mobile: the name alone");
  assert.is(fcpLabel({ name: "Asha Patel", phone: undefined, id: 7 }), "Asha Patel", "a row cached before the mobile came with it");
  const twins = [
    payment({ id: 1, accountid: "001F1", fcpname__c: "Asha Patel", fcp_phone: "9000000001" }),
    payment({ id: 2, accountid: "001F2", fcpname__c: "Asha Patel", fcp_phone: "9000003210" }),
  ];
  assert.equal(
    paymentChoices(twins, "").fcps.map((c) => c.label),
    ["Asha Patel · …0001", "Asha Patel · …3210"],
    "the payments' FCP choices are named the same way",
  );
});

test("FCP search: name, SAP code, phone, email or city, any case; blank shows all", () => {
  const fcp = (id: number, over: Partial<FcpRow>): FcpRow => ({
    id,
    sfid: null,
    name: null,
    email__c: null,
    phone: null,
    sap_code__c: null,
    date_of_birth__c: null,
    billingcity: null,
    assigned_cmdi__c: null,
    cmdi_name: null,
    active: true,
    ...over,
  });
  const rows = [
    fcp(1, { name: "Asha Patel", billingcity: "Pune" }),
    fcp(2, { name: "Bina Rao", sap_code__c: "SAP77", email__c: "bina@example.in" }),
    fcp(3, {}),
  ];
  assert.equal(
    searchFcps(rows, "asha").map((r) => r.id),
    [1],
  );
  assert.equal(
    searchFcps(rows, "PUNE").map((r) => r.id),
    [1],
  );
  assert.equal(
    searchFcps(rows, "sap77").map((r) => r.id),
    [2],
  );
  assert.equal(
    searchFcps(rows, "example.in").map((r) => r.id),
    [2],
  );
  assert.equal(searchFcps(rows, "  ").length, 3);
  assert.equal(searchFcps(rows, "nobody").length, 0);
});

test.run();

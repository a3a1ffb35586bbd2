// Payments (spec 2.13, 2.14, 3 "payment fields on a workshop", 4, 7, 9): the payment fields of a
// workshop of the financial year, the badge rule, the amounts counted as paid and pending, the
// operations (an FCP's own, an AMMD's) and the cached lists.
import * as t from "io-ts";
import { defineRead, exactParams, noParams } from "./contract.ts";
import { amountOf, fcpLabel } from "./display.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./i18n.ts";
import { pageOf, windowed } from "./window.ts";
import { WORKSHOP_STAGES } from "./workshop.ts";

const str = t.union([t.string, t.null]);
/** An amount as stored: a number, text (a synced text column) or nothing. Read it with amountOf. */
export const StoredAmount = t.union([t.number, t.string, t.null]);

/** A workshop of the financial year with its payment fields (timestamps as YYYY-MM-DDTHH:MM:SS, dates YYYY-MM-DD). */
export const PaymentRow = t.intersection([
  t.type({
    id: t.number,
    sfid: str,
    name: str,
    accountid: str,
    fcpname__c: str,
    stagename: str,
    start_date_time__c: str,
    end_date_time__c: str,
    assigned_cmdi__c: str,
    cmdi_name__c: str,
    assigned_ammd__c: str,
    actual_participants_count__c: StoredAmount,
    invoice_number__c: str,
    payment_document_number__c: str,
    payment_date__c: str,
    account_approval_date__c: str,
    amount: StoredAmount,
    paid_amount__c: StoredAmount,
    payment_status_remark__c: str,
  }),
  t.partial({
    /** the FCP's mobile, for the FCP choice's label (fcpLabel; decision 068); absent in rows cached before it */
    fcp_phone: str,
  }),
]);
export type PaymentRow = t.TypeOf<typeof PaymentRow>;

const CANCELLED = "Cancelled";

export const PAYMENT_SUCCESSFUL = msg("PAYMENT SUCCESSFUL");
export const PAYMENT_PENDING = msg("PAYMENT PENDING");

/** Spec section 4: a payment is successful when its status remark is present, otherwise pending. */
export const isPaid = (p: Pick<PaymentRow, "payment_status_remark__c">): boolean => (p.payment_status_remark__c ?? "").trim() !== "";

/** Payment Details' word for a workshop before its payment stage, and for a cancelled one (decision 108). */
export const PAYMENT_NOT_DUE = msg("NOT DUE YET");
export const NO_PAYMENT_DUE = msg("NO PAYMENT DUE");

export interface Badge {
  text: typeof PAYMENT_SUCCESSFUL | typeof PAYMENT_PENDING | typeof PAYMENT_NOT_DUE | typeof NO_PAYMENT_DUE;
  intent: "success" | "warning" | "none";
}
/** The badge of a payment: green 'PAYMENT SUCCESSFUL', or 'PAYMENT PENDING'. */
export const badgeOf = (p: Pick<PaymentRow, "payment_status_remark__c">): Badge =>
  isPaid(p) ? { text: PAYMENT_SUCCESSFUL, intent: "success" } : { text: PAYMENT_PENDING, intent: "warning" };

/** The stages before a workshop's payment is due (Planning to CMDI Verification): accounts have not approved it for payment yet. */
const BEFORE_PAYMENT: readonly string[] = WORKSHOP_STAGES.slice(0, WORKSHOP_STAGES.indexOf("CMDI Verification") + 1);

/**
 * The FCP's Payment Details (spec 2.14 does not say what it shows; decision 108): a recorded
 * payment is 'PAYMENT SUCCESSFUL' as everywhere; a workshop accounts have not approved for payment
 * yet is 'NOT DUE YET' and a cancelled one 'NO PAYMENT DUE' (neither is pending); from Account
 * Approved on (or a stage the programme does not list) it is the spec's 'PAYMENT PENDING'.
 * Payment Summary keeps the spec's two badges (2.13).
 */
export const dueBadgeOf = (p: Pick<PaymentRow, "payment_status_remark__c" | "stagename">): Badge =>
  isPaid(p)
    ? badgeOf(p)
    : p.stagename === CANCELLED
      ? { text: NO_PAYMENT_DUE, intent: "none" }
      : BEFORE_PAYMENT.includes(p.stagename ?? "")
        ? { text: PAYMENT_NOT_DUE, intent: "none" }
        : badgeOf(p);

/** The Amount shown for a payment: the amount paid when one is recorded, else the workshop's amount. */
export const amountShown = (p: Pick<PaymentRow, "paid_amount__c" | "amount">): number | null => amountOf(p.paid_amount__c) ?? amountOf(p.amount);

export interface PaymentTotals {
  /** Workshops in the list. */
  workshops: number;
  /** The Amount of the successful payments. */
  paid: number;
  /** The Amount of the pending payments of workshops not cancelled. */
  pending: number;
  /** Actual participants of the workshops (those with a count). */
  participants: number;
}

/**
 * The totals a list shows (and the reports count the same way): Pending is what the list's badge
 * rule calls 'PAYMENT PENDING' (a cancelled workshop never), so a list's total and its badges
 * agree: Payment Details counts by dueBadgeOf (decision 115), the others by the spec's badgeOf.
 */
export function totalsOf(rows: readonly PaymentRow[], badge: (r: PaymentRow) => Badge = badgeOf): PaymentTotals {
  let paid = 0,
    pending = 0,
    participants = 0;
  for (const r of rows) {
    const a = amountShown(r) ?? 0;
    if (isPaid(r)) paid += a;
    else if (r.stagename !== CANCELLED && badge(r).text === PAYMENT_PENDING) pending += a;
    participants += amountOf(r.actual_participants_count__c) ?? 0;
  }
  return { workshops: rows.length, paid, pending, participants };
}

/** A financial year by the calendar year of its 1 April (2025 is 2025-26). */
export const FyYear = new t.Type<number, number, unknown>(
  "a financial year (the year of its 1 April, 2000 to 2100)",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 2000 && u <= 2100,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 2000 && u <= 2100 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The FCP's own payments: their workshops of this financial year, by end date, latest first. */
export const paymentsMine = defineRead("payments.mine", { params: noParams, row: PaymentRow, roles: ["FCP"] });
/** An AMMD's payments: the workshops assigned to them of a financial year (this one by default), by end date, latest first. */
export const paymentsForAmmd = windowed(
  defineRead("payments.forAmmd", { params: exactParams({}, { year: FyYear }), row: PaymentRow, roles: ["AMMD"] }),
  {
    // decision 092: a device holds the payments awaiting the AMMD (the account approved, not paid
    // yet), then the latest others, 1,500 in all
    cap: 1500,
    open: (r) => !isPaid(r) && r.stagename === "Account Approved",
    filters: ["assigned_cmdi__c", "accountid"],
    search: ["name", "fcpname__c", "cmdi_name__c", "invoice_number__c"],
    // a year asked is answered whole (the reports count it on the server: payments.ammdReport)
    when: (p: { year?: number }) => p.year === undefined,
  },
);
/** The AMMD's payments the device does not hold: a page of them, by the same filters, from the server (decision 092). */
export const paymentsForAmmdPage = pageOf(paymentsForAmmd);

/** The cached payments (spec section 3): the FCP's own, this financial year. */
export const paymentsSlot = listSlot("payments", PaymentRow);
/** The AMMD's payments of this financial year (/listPaymentsAMMD). */
export const ammdPaymentsSlot = listSlot("ammdPayments", PaymentRow);

/** Rows narrowed by the AMMD list's filters ("" is All). */
export function filterPayments<R extends Pick<PaymentRow, "assigned_cmdi__c" | "accountid">>(
  rows: readonly R[],
  f: { cmdi: string; fcp: string },
): R[] {
  return rows.filter((r) => (f.cmdi === "" || r.assigned_cmdi__c === f.cmdi) && (f.fcp === "" || r.accountid === f.fcp));
}

export interface Choice {
  value: string;
  label: string;
}

/** The filters' choices: each CMDI and FCP the rows name, by name (an unnamed one by its id). */
export function paymentChoices(rows: readonly PaymentRow[], cmdi: string): { cmdis: Choice[]; fcps: Choice[] } {
  const cmdis = new Map<string, string>();
  const fcps = new Map<string, string>();
  for (const r of rows) {
    if (r.assigned_cmdi__c) cmdis.set(r.assigned_cmdi__c, r.cmdi_name__c ?? r.assigned_cmdi__c);
    if (r.accountid && (cmdi === "" || r.assigned_cmdi__c === cmdi))
      fcps.set(r.accountid, fcpLabel({ name: r.fcpname__c, phone: r.fcp_phone, id: r.accountid }));
  }
  const sorted = (m: Map<string, string>) => [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { cmdis: sorted(cmdis), fcps: sorted(fcps) };
}

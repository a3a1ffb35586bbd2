// The AMMD's reports (/reportsAMMD): workshops per stage, amounts paid per month and participants
// per CMDI of a financial year, counted from the same rows and by the same rules as the payments
// lists (src/codecs/payments.ts), so every figure equals what the lists show. The server counts
// them (payments.ammdReport: yearReportOf over payments.forAmmd's rows of the year; decision 092)
// and the device caches the one counted row per year (ammdReportSlot).
import * as t from "io-ts";
import { financialYearStarting, inFinancialYear, monthLabel, monthsOf, type FinancialYear } from "./calendar.ts";
import { defineRead, exactParams } from "./contract.ts";
import { amountOf } from "./display.ts";
import { listSlot } from "./lists.ts";
import { amountShown, FyYear, isPaid, PaymentRow, totalsOf, type PaymentTotals } from "./payments.ts";
import { msg } from "./i18n.ts";

/** The workshop stages in the programme's order (spec section 4). */
export const STAGE_ORDER = [
  "Planning",
  "Awaiting Workshop Confirmation",
  "Awaiting AMMD Approval",
  "AMMD Confirmation",
  "Execution",
  "CMDI Verification",
  "Paid",
  "Cancelled",
  "Account Approved",
] as const;

export interface Figure {
  key: string;
  label: string;
  value: number;
}
export interface Report {
  title: string;
  figures: Figure[];
  total: number;
}

const NO_STAGE = "No stage";
export const NO_PAYMENT_DATE = msg("No payment date");

/** Workshops per stage: every stage of the programme (zero included), then any other stage the rows name. */
export function workshopsPerStage(rows: readonly PaymentRow[]): Report {
  const counts = new Map<string, number>(STAGE_ORDER.map((s) => [s, 0]));
  for (const r of rows) {
    const s = r.stagename?.trim() || NO_STAGE;
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const figures = [...counts].map(([key, value]) => ({ key, label: key, value }));
  return { title: msg("Workshops per stage"), figures, total: rows.length };
}

/** Amounts paid per month of payment: the year's twelve months, then any later month, then payments without a date. */
export function paidPerMonth(rows: readonly PaymentRow[], fy: FinancialYear): Report {
  const sums = new Map<string, number>(monthsOf(fy).map((m) => [m, 0]));
  let undated = 0;
  let total = 0;
  for (const r of rows) {
    if (!isPaid(r)) continue;
    const a = amountShown(r) ?? 0;
    total += a;
    const month = /^\d{4}-\d{2}/.exec(r.payment_date__c ?? "")?.[0];
    if (month) sums.set(month, (sums.get(month) ?? 0) + a);
    else undated += a;
  }
  const figures = [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => ({ key, label: monthLabel(key), value }));
  if (undated !== 0) figures.push({ key: NO_PAYMENT_DATE, label: NO_PAYMENT_DATE, value: undated });
  return { title: msg("Amounts paid per month"), figures, total };
}

/** Actual participants per CMDI, by the CMDI's name. */
export function participantsPerCmdi(rows: readonly PaymentRow[]): Report {
  const sums = new Map<string, { label: string; value: number }>();
  let total = 0;
  for (const r of rows) {
    const key = r.assigned_cmdi__c ?? "";
    const n = amountOf(r.actual_participants_count__c) ?? 0;
    total += n;
    const e = sums.get(key) ?? { label: r.cmdi_name__c ?? (key || msg("No CMDI")), value: 0 };
    e.value += n;
    sums.set(key, e);
  }
  const figures = [...sums].map(([key, e]) => ({ key, ...e })).sort((a, b) => a.label.localeCompare(b.label));
  return { title: msg("Participants per CMDI"), figures, total };
}

/** The financial years the reports offer: this one and the two before it. */
export const reportYears = (current: FinancialYear): number[] => [current.startYear, current.startYear - 1, current.startYear - 2];

const Figure = t.type({ key: t.string, label: t.string, value: t.number });
const ReportC: t.Type<Report, Report, unknown> = t.type({ title: t.string, figures: t.array(Figure), total: t.number });
const Totals: t.Type<PaymentTotals, PaymentTotals, unknown> = t.type({
  workshops: t.number,
  paid: t.number,
  pending: t.number,
  participants: t.number,
});

/** A financial year's reports, counted: what /reportsAMMD draws (the titles and labels are catalogue keys). */
export const YearReport = t.type({ year: t.number, stages: ReportC, paid: ReportC, cmdis: ReportC, totals: Totals });
export type YearReport = t.TypeOf<typeof YearReport>;

/** The reports of the financial year starting in `year`, counted from the rows of that year among `rows`. */
export function yearReportOf(rows: readonly PaymentRow[], year: number): YearReport {
  const fy = financialYearStarting(year);
  const ofYear = rows.filter((r) => inFinancialYear(fy, r.start_date_time__c));
  return { year, stages: workshopsPerStage(ofYear), paid: paidPerMonth(ofYear, fy), cmdis: participantsPerCmdi(ofYear), totals: totalsOf(ofYear) };
}

/** An AMMD's reports of a financial year, counted on the server over payments.forAmmd's rows of that year: one row. */
export const paymentsAmmdReport = defineRead("payments.ammdReport", { params: exactParams({ year: FyYear }), row: YearReport, roles: ["AMMD"] });

/** The financial year (its 1 April's year) of a workshop starting on `date`. */
const fyYearOf = (date: string | null): number | null => {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? "");
  return m ? Number(m[1]) - (Number(m[2]) < 4 ? 1 : 0) : null;
};

/**
 * The reports of the year the AMMD last asked (/reportsAMMD): one counted row. Version 1 held the
 * year's payment rows (before decision 092): such a load is counted here into its year's row (the
 * year of its rows' start), its versions dropped so the next refresh asks for the whole row; a
 * version 1 refresh only forgets the versions. REDUCER_VERSION 10 rebuilds a snapshot that held them.
 */
export const ammdReportSlot = listSlot("ammdReport", YearReport, {
  version: 2,
  fetched: {
    1: (old) => {
      const rows = (old as { rows?: unknown } | null)?.rows;
      if (!t.array(PaymentRow).is(rows)) return { rows: [] };
      const year = rows.map((r) => fyYearOf(r.start_date_time__c)).find((y) => y !== null);
      return { rows: year === undefined ? [] : [yearReportOf(rows, year)] };
    },
  },
  synced: { 1: () => ({ removed: [], rows: [], at: [], digests: [], n: -1, check: "" }) },
});

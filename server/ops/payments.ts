// Payments: an FCP's own (payments.mine) and an AMMD's (payments.forAmmd): the workshops of a
// financial year (by start date, with an sfid: spec 7) with their payment fields, by end date,
// latest first. The year is India's (OpContext.now); an AMMD may ask for an earlier one.
import { currentFinancialYear, financialYearStarting, type FinancialYear } from "../../src/codecs/calendar.ts";
import { paymentsForAmmd, paymentsForAmmdPage, paymentsMine, type PaymentRow } from "../../src/codecs/payments.ts";
import { paymentsAmmdReport, yearReportOf } from "../../src/codecs/reports.ts";
import { pageOp } from "./pages.ts";
import type { Queryable } from "../db/db.ts";
import { managedBy, wallClock, type Condition } from "./people.ts";
import { defineOp, type OpContext } from "./registry.ts";

const COLUMNS = `id, sfid, name, accountid, fcpname__c, stagename,
  ${wallClock("start_date_time__c")} AS start_date_time__c, ${wallClock("end_date_time__c")} AS end_date_time__c,
  assigned_cmdi__c, cmdi_name__c, assigned_ammd__c, actual_participants_count__c, invoice_number__c,
  payment_document_number__c, payment_date__c::text AS payment_date__c, account_approval_date__c::text AS account_approval_date__c,
  amount, paid_amount__c, payment_status_remark__c,
  (SELECT a.phone FROM account a WHERE a.sfid = opportunity.accountid AND a.isdeleted IS NOT TRUE LIMIT 1) AS fcp_phone`;

/** The workshops of `fy` that `scope` names ($3 onwards), latest end first. */
async function paymentsOf(db: Queryable, fy: FinancialYear, scope: Condition): Promise<PaymentRow[]> {
  const r = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM opportunity
      WHERE sfid IS NOT NULL AND start_date_time__c >= $1::date AND start_date_time__c < $2::date + 1 AND ${scope.sql}
      ORDER BY end_date_time__c DESC NULLS LAST, id DESC`,
    [fy.start, fy.end, ...scope.params],
  );
  return r.rows;
}

const mineOp = defineOp(paymentsMine, async ({ db, user, now }) =>
  user.sfid ? paymentsOf(db, currentFinancialYear(now), { sql: "accountid = $3", params: [user.sfid] }) : [],
);

/** The AMMD's (the session's) workshops of the financial year starting in `year` (this one by default). */
async function ammdPayments({ db, user, now }: OpContext, year: number | undefined): Promise<PaymentRow[]> {
  const scope = managedBy(user, "assigned_cmdi__c", "assigned_ammd__c", 3);
  const fy = year === undefined ? currentFinancialYear(now) : financialYearStarting(year);
  return scope ? paymentsOf(db, fy, scope) : [];
}

const forAmmdOp = defineOp(paymentsForAmmd, (ctx, p) => ammdPayments(ctx, p.year));

/** The AMMD's reports of a year, counted here by the device's own rules over payments.forAmmd's rows of it: one row (decision 092). */
const ammdReportOp = defineOp(paymentsAmmdReport, async (ctx, p) => [yearReportOf(await ammdPayments(ctx, p.year), p.year)]);

/** A page of the AMMD's payments by the list's filters (decision 092): the list's own op, narrowed and paged. */
const forAmmdPageOp = pageOp(paymentsForAmmdPage, paymentsForAmmd, forAmmdOp);

export const PAYMENT_OPS = [mineOp, forAmmdOp, forAmmdPageOp, ammdReportOp] as const;

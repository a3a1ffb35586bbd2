// Payments: an FCP's own (payments.mine) and an AMMD's (payments.forAmmd): the workshops of a
// financial year (by start date, with an sfid: spec 7) with their payment fields, by end date,
// latest first. The year is India's (OpContext.now); an AMMD may ask for an earlier one.
import { currentFinancialYear, financialYearStarting, type FinancialYear } from "../../src/codecs/calendar.ts";
import { paymentsForAmmd, paymentsForAmmdPage, paymentsMine, type PaymentRow } from "../../src/codecs/payments.ts";
import { paymentsAmmdReport, yearReportOf } from "../../src/codecs/reports.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList, WHOLE } from "./pages.ts";
import type { Queryable } from "../db/db.ts";
import { managedBy, wallClock, type Condition } from "./people.ts";
import { defineOp, type OpContext } from "./registry.ts";

const columns = (fcpPhone: string) => `id, sfid, name, accountid, fcpname__c, stagename,
  ${wallClock("start_date_time__c")} AS start_date_time__c, ${wallClock("end_date_time__c")} AS end_date_time__c,
  assigned_cmdi__c, cmdi_name__c, assigned_ammd__c, actual_participants_count__c, invoice_number__c,
  payment_document_number__c, payment_date__c::text AS payment_date__c, account_approval_date__c::text AS account_approval_date__c,
  amount, paid_amount__c, payment_status_remark__c, ${fcpPhone} AS fcp_phone`;
const COLUMNS = columns("(SELECT a.phone FROM account a WHERE a.sfid = opportunity.accountid AND a.isdeleted IS NOT TRUE LIMIT 1)");
/** The rows as the year's report counts them: no FCP's phone (a lookup per row, 3 buffers each, that no report reads). */
const REPORT_COLUMNS = columns("NULL::text");

/** The workshops of `fy` that `scope` names ($3 onwards) as a list in SQL (decision 094): latest end first, the id breaking a tie. */
function paymentsSql(fy: FinancialYear, scope: Condition): ListSql<PaymentRow> {
  return {
    from: "opportunity",
    where: `sfid IS NOT NULL AND start_date_time__c >= $1::date AND start_date_time__c < $2::date + 1 AND ${scope.sql}`,
    args: [fy.start, fy.end, ...scope.params],
    order: "end_date_time__c DESC NULLS LAST, id DESC",
    key: "id",
    // paymentsForAmmd's `open`: Account Approved and not paid (isPaid: a remark that is not blank
    // once JavaScript's trim has taken its white space: the same characters here)
    open: String.raw`stagename = 'Account Approved' AND coalesce(payment_status_remark__c, '') ~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'`,
    fields: {
      assigned_cmdi__c: "assigned_cmdi__c",
      accountid: "accountid",
      name: "name",
      fcpname__c: "fcpname__c",
      cmdi_name__c: "cmdi_name__c",
      invoice_number__c: "invoice_number__c",
    },
  };
}

/** The list's rows that also meet `c` (its values after the list's), in its order; from `page.offset`, at most `page.limit`, or all. */
const selectPayments = (db: Queryable, l: ListSql<PaymentRow>, c: SqlCondition, page?: Paging, cols = COLUMNS): Promise<PaymentRow[]> =>
  selectPage(db, l, cols, c, { page });

/** The workshops of `fy` that `scope` names ($3 onwards), latest end first. */
const paymentsOf = (db: Queryable, fy: FinancialYear, scope: Condition): Promise<PaymentRow[]> => selectPayments(db, paymentsSql(fy, scope), WHOLE);

const mineOp = defineOp(paymentsMine, async ({ db, user, now }) =>
  user.sfid ? paymentsOf(db, currentFinancialYear(now), { sql: "accountid = $3", params: [user.sfid] }) : [],
);

/** The AMMD's (the session's) workshops of the financial year starting in `year` (this one by default), as a list in SQL. */
function ammdSql({ user, now }: OpContext, year: number | undefined): ListSql<PaymentRow> | null {
  const scope = managedBy(user, "assigned_cmdi__c", "assigned_ammd__c", 3);
  return scope ? paymentsSql(year === undefined ? currentFinancialYear(now) : financialYearStarting(year), scope) : null;
}

/** The AMMD's rows of a year as its report counts them (REPORT_COLUMNS). */
async function ammdPayments(ctx: OpContext, year: number | undefined): Promise<PaymentRow[]> {
  const l = ammdSql(ctx, year);
  return l ? selectPayments(ctx.db, l, WHOLE, undefined, REPORT_COLUMNS) : [];
}

const forAmmdInSql = sqlList(
  paymentsForAmmd,
  (ctx, p) => ammdSql(ctx, p.year),
  ({ db }, _p, l, c, page) => selectPayments(db, l, c, page),
);
const forAmmdOp = forAmmdInSql.op;

/** The AMMD's reports of a year, counted here by the device's own rules over payments.forAmmd's rows of it: one row (decision 092). */
const ammdReportOp = defineOp(paymentsAmmdReport, async (ctx, p) => [yearReportOf(await ammdPayments(ctx, p.year), p.year)]);

/** A page of the AMMD's payments by the list's filters and search (decision 092), in its SQL (decision 094). */
const forAmmdPageOp = pageOp(paymentsForAmmdPage, paymentsForAmmd, forAmmdOp, forAmmdInSql.page);

export const PAYMENT_OPS = [mineOp, forAmmdOp, forAmmdPageOp, ammdReportOp] as const;

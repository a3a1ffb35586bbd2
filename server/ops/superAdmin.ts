// The super admin's operations (spec 2.10, 2.11, 7): every FCP account and staff user, with the
// accounts' ETTC downloads, and the workshops of the financial year of one person, scoped by that
// person's type (AMMD: assigned AMMD; CMDI: assigned CMDI; otherwise the account), by end date,
// newest first. The registry refuses everyone but a super admin (the contracts' roles).
import type { ParamsOf } from "../../src/codecs/contract.ts";
import { type PersonRow, type PersonTab, superPeople, superPeoplePage, superWorkshops, superWorkshopsPage } from "../../src/codecs/superAdmin.ts";
import { scopeColumnOf } from "../../src/codecs/workshop.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { Queryable } from "../db/db.ts";
import { type ListSql, pageOp, type SqlCondition, sqlList } from "./pages.ts";
import { defineOp, type OpContext } from "./registry.ts";
import { selectList, WHOLE, WORKSHOP_COLUMNS, workshopsOfYear } from "./workshops.ts";

/** Each tab's people (ETTC: the FCP accounts with an ETTC download), as SQL over the union's rows. */
const TAB_SQL = {
  FCP: "p.type = 'FCP'",
  CMDI: "p.type = 'CMDI'",
  AMMD: "p.type = 'AMMD'",
  ETTC: "p.type = 'FCP' AND p.ettc_download__c IS NOT NULL",
} as const;

/**
 * Everyone (or one tab's people) as a list in SQL (decision 094): latest changed first, then by
 * type and id (the key, type and id, is unique: FCPs are accounts, staff users); the device keeps
 * the staff (open) and the latest changed FCPs.
 */
function peopleSql(p: { tab?: PersonTab }): ListSql<PersonRow> {
  return {
    from: `(SELECT 'FCP' AS type, id, sfid, name, phone AS mobile, email__c, ettc_download__c, systemmodstamp
              FROM account WHERE recordtypeid = $1 AND isdeleted IS NOT TRUE
            UNION ALL
            SELECT type__c AS type, id, sfid, name, login_mobile_number__c AS mobile, email__c, NULL AS ettc_download__c, systemmodstamp
              FROM product_user__c WHERE type__c IN ('CMDI', 'AMMD')) p`,
    where: p.tab ? TAB_SQL[p.tab] : "true",
    args: [FCP_RECORD_TYPE],
    order: "p.systemmodstamp DESC NULLS LAST, p.type, p.id DESC",
    key: "(p.type || ':' || p.id)",
    open: "p.type <> 'FCP'",
    fields: { name: "p.name", sfid: "p.sfid" },
  };
}

/** Everyone (or one tab's people) meeting `c` (its values after the list's), in the list's order; from `offset`, at most `limit`, or all. */
async function selectPeople(db: Queryable, p: { tab?: PersonTab }, c: SqlCondition, page?: { offset: number; limit: number }): Promise<PersonRow[]> {
  const l = peopleSql(p);
  const r = await db.query<PersonRow>(
    `SELECT p.type, p.id, p.sfid, p.name, p.mobile, p.email__c, p.ettc_download__c
       FROM ${l.from}
      WHERE ${l.where} AND ${c.sql}
      ORDER BY ${l.order}${page ? ` LIMIT ${page.limit} OFFSET ${page.offset}` : ""}`,
    [...l.args, ...c.args],
  );
  return r.rows;
}

/** Everyone (or one tab's people), latest changed first (decision 092: the device holds the staff and the latest changed FCPs). */
const peopleWhole = defineOp(superPeople, ({ db }, p) => selectPeople(db, p, { sql: "true", args: [] }));
const peopleInSql = sqlList(
  superPeople,
  peopleWhole,
  (_ctx, p) => peopleSql(p),
  ({ db }, p, c, page) => selectPeople(db, p, c, page),
);
const peopleOp = peopleInSql.op;

/** The person's workshops in SQL (decision 094): latest end first (spec 2.11), the id breaking a tie; open as the own list's. */
const workshopsSql = ({ now }: OpContext, p: ParamsOf<typeof superWorkshops>) =>
  workshopsOfYear(scopeColumnOf(p.type), p.sfid, now, "o.end_date_time__c DESC NULLS LAST, o.id DESC");
const wholeWorkshops = defineOp(superWorkshops, (ctx, p) => selectList(ctx.db, workshopsSql(ctx, p), WHOLE, ctx.asText));
const workshopsInSql = sqlList(superWorkshops, wholeWorkshops, workshopsSql, (ctx, p, c, page) =>
  selectList(ctx.db, workshopsSql(ctx, p), c, ctx.asText, WORKSHOP_COLUMNS, page),
);
const workshopsOp = workshopsInSql.op;

/** A page of the person's workshops (decision 092), in its SQL (decision 094). */
const workshopsPageOp = pageOp(superWorkshopsPage, superWorkshops, workshopsOp, workshopsInSql.page);
/** A page of a tab's people by the search (decision 092), in its SQL (decision 094). */
const peoplePageOp = pageOp(superPeoplePage, superPeople, peopleOp, peopleInSql.page);

export const SUPER_ADMIN_OPS = [peopleOp, workshopsOp, workshopsPageOp, peoplePageOp] as const;

// The super admin's operations (spec 2.10, 2.11, 7): every FCP account and staff user, with the
// accounts' ETTC downloads, and the workshops of the financial year of one person, scoped by that
// person's type (AMMD: assigned AMMD; CMDI: assigned CMDI; otherwise the account), by end date,
// newest first. The registry refuses everyone but a super admin (the contracts' roles).
import type { ParamsOf } from "../../src/codecs/contract.ts";
import { type PersonRow, type PersonTab, superPeople, superPeoplePage, superWorkshops, superWorkshopsPage } from "../../src/codecs/superAdmin.ts";
import { scopeColumnOf } from "../../src/codecs/workshop.ts";
import { everyoneSql } from "./everyone.ts";
import { type ListSql, pageOp, selectPage, sqlList } from "./pages.ts";
import type { OpContext } from "./registry.ts";
import { WORKSHOP_COLUMNS, workshopsOfYear } from "./workshops.ts";

/** Each tab's people (ETTC: the FCP accounts with an ETTC download), as SQL over the union's rows. */
const TAB_SQL = {
  FCP: "p.type = 'FCP'",
  CMDI: "p.type = 'CMDI'",
  AMMD: "p.type = 'AMMD'",
  ETTC: "p.type = 'FCP' AND p.ettc_download__c IS NOT NULL",
} as const;

/** Everyone (or one tab's people) as a list in SQL (decision 094; ./everyone.ts): the staff open, then the first FCPs by name. */
const peopleSql = (p: { tab?: PersonTab }): ListSql<PersonRow> =>
  everyoneSql<PersonRow>({
    account: "email__c, ettc_download__c",
    staff: "email__c, NULL AS ettc_download__c",
    where: p.tab ? TAB_SQL[p.tab] : "true",
    fields: { name: "p.name", sfid: "p.sfid" },
  });

/**
 * Everyone (or one tab's people), by name (decision 112; decision 092: the device holds the staff
 * and the first FCPs by name); those meeting `c` (its values after the list's), from `offset`, at most `limit`, or all.
 */
const peopleInSql = sqlList(
  superPeople,
  (_ctx, p) => peopleSql(p),
  ({ db }, _p, l, c, page) => selectPage(db, l, "p.type, p.id, p.sfid, p.name, p.mobile, p.email__c, p.ettc_download__c", c, { page }),
);
const peopleOp = peopleInSql.op;

/** The person's workshops in SQL (decision 094): latest end first (spec 2.11), the id breaking a tie; open as the own list's. */
const workshopsSql = ({ now }: OpContext, p: ParamsOf<typeof superWorkshops>) =>
  workshopsOfYear(scopeColumnOf(p.type), p.sfid, now, "o.end_date_time__c DESC NULLS LAST, o.id DESC");
/** The person's workshops meeting `c` (its values after the list's), as texts when the caller sends them (decision 051); a page of them, or all. */
const workshopsInSql = sqlList(superWorkshops, workshopsSql, ({ db, asText }, _p, l, c, page) =>
  selectPage(db, l, WORKSHOP_COLUMNS, c, { asText, page }),
);
const workshopsOp = workshopsInSql.op;

/** A page of the person's workshops (decision 092), in its SQL (decision 094). */
const workshopsPageOp = pageOp(superWorkshopsPage, superWorkshops, workshopsOp, workshopsInSql.page);
/** A page of a tab's people by the search (decision 092), in its SQL (decision 094). */
const peoplePageOp = pageOp(superPeoplePage, superPeople, peopleOp, peopleInSql.page);

export const SUPER_ADMIN_OPS = [peopleOp, workshopsOp, workshopsPageOp, peoplePageOp] as const;

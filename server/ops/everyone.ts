// Every person of the programme as one list in SQL (decision 094), shared by the super admin's two
// lists of people (super.people, the report; people.list, Manage People): the FCP accounts and the
// CMDI and AMMD staff users as one relation `p` (type, id, sfid, name, mobile, last change, and the
// columns each list adds per side), by name (case aside; no name last), then by type and id (the
// key, type and id, is unique: FCPs are accounts, staff users), so a screen lists them as a person
// looks for them and the server's pages continue the phone's (decision 112); the staff are open,
// so a device keeps them all and the first FCPs by name (decision 092).
//
// Which rows of each table are people is a column of each side (`listed`), not a WHERE of its
// own: PostgreSQL flattens a UNION ALL whose sides have no WHERE into one relation of two tables
// (an "append relation"), so a condition on `p` reaches each table's indexes, a page by name is
// a merge of two index scans (migration 044) that stops at its last row, a window's keys are
// found by each table's primary key, and a count reads only the indexes. With a WHERE on a side,
// every call read and sorted all the people (16,304 at scale 100; decision 119).
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { ListSql } from "./pages.ts";

/** A list of everyone: the columns each side adds (named alike), the rows kept (a condition on `p`), the window's fields and the search fields it asks otherwise. */
export interface EveryoneList<R> {
  account: string;
  staff: string;
  searchAs?: ListSql<R>["searchAs"];
  where: string;
  fields: ListSql<R>["fields"];
}

export function everyoneSql<R>(l: EveryoneList<R>): ListSql<R> {
  return {
    from: `(SELECT 'FCP' AS type, id, sfid, name, phone AS mobile, systemmodstamp, ${l.account},
              recordtypeid = $1 AND isdeleted IS NOT TRUE AS listed
              FROM account
            UNION ALL
            SELECT type__c AS type, id, sfid, name, login_mobile_number__c AS mobile, systemmodstamp, ${l.staff},
              type__c IN ('CMDI', 'AMMD') AS listed
              FROM product_user__c) p`,
    ...(l.searchAs ? { searchAs: l.searchAs } : {}),
    where: `p.listed AND (${l.where})`,
    args: [FCP_RECORD_TYPE],
    order: `lower(p.name) COLLATE "C" NULLS LAST, p.type, p.id`,
    key: "p.type, p.id",
    open: "p.type <> 'FCP'",
    fields: l.fields,
  };
}

// Every person of the programme as one list in SQL (decision 094), shared by the super admin's two
// lists of people (super.people, the report; people.list, Manage People): the FCP accounts and the
// CMDI and AMMD staff users as one relation `p` (type, id, sfid, name, mobile, last change, and the
// columns each list adds per side), by name (case aside; no name last), then by type and id (the
// key, type and id, is unique: FCPs are accounts, staff users), so a screen lists them as a person
// looks for them and the server's pages continue the phone's (decision 112); the staff are open,
// so a device keeps them all and the first FCPs by name (decision 092).
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import type { ListSql } from "./pages.ts";

/** A list of everyone: the columns each side adds (named alike), joins on `p`, the rows kept (a condition on `p` and the joins), the window's fields. */
export interface EveryoneList<R> {
  account: string;
  staff: string;
  joins?: string;
  where: string;
  fields: ListSql<R>["fields"];
}

export function everyoneSql<R>(l: EveryoneList<R>): ListSql<R> {
  return {
    from: `(SELECT 'FCP' AS type, id, sfid, name, phone AS mobile, systemmodstamp, ${l.account}
              FROM account WHERE recordtypeid = $1 AND isdeleted IS NOT TRUE
            UNION ALL
            SELECT type__c AS type, id, sfid, name, login_mobile_number__c AS mobile, systemmodstamp, ${l.staff}
              FROM product_user__c WHERE type__c IN ('CMDI', 'AMMD')) p${l.joins ? ` ${l.joins}` : ""}`,
    where: l.where,
    args: [FCP_RECORD_TYPE],
    order: `lower(p.name) COLLATE "C" NULLS LAST, p.type, p.id`,
    key: "(p.type || ':' || p.id)",
    open: "p.type <> 'FCP'",
    fields: l.fields,
  };
}

// The super admin's operations (spec 2.10, 2.11, 7): every FCP account and staff user, with the
// accounts' ETTC downloads, and the workshops of the financial year of one person, scoped by that
// person's type (AMMD: assigned AMMD; CMDI: assigned CMDI; otherwise the account), by end date,
// newest first. The registry refuses everyone but a super admin (the contracts' roles).
import type { RowOf } from "../../src/codecs/contract.ts";
import { superPeople, superWorkshops, superWorkshopsPage } from "../../src/codecs/superAdmin.ts";
import { scopeColumnOf } from "../../src/codecs/workshop.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { pageOp } from "./pages.ts";
import { defineOp } from "./registry.ts";
import { workshopsOfYear } from "./workshops.ts";

const peopleOp = defineOp(superPeople, async ({ db }) => {
  const r = await db.query<RowOf<typeof superPeople>>(
    `SELECT 'FCP' AS type, id, sfid, name, phone AS mobile, email__c, ettc_download__c
       FROM account WHERE recordtypeid = $1 AND isdeleted IS NOT TRUE
     UNION ALL
     SELECT type__c AS type, id, sfid, name, login_mobile_number__c AS mobile, email__c, NULL AS ettc_download__c
       FROM product_user__c WHERE type__c IN ('CMDI', 'AMMD')
     ORDER BY 1, 4, 2`,
    [FCP_RECORD_TYPE],
  );
  return r.rows;
});

const workshopsOp = defineOp(superWorkshops, async ({ db, now, asText }, p) =>
  workshopsOfYear(db, scopeColumnOf(p.type), p.sfid, now, "o.end_date_time__c DESC NULLS LAST, o.id DESC", asText),
);

/** A page of the person's workshops (decision 092): the list's own op, paged. */
const workshopsPageOp = pageOp(superWorkshopsPage, superWorkshops, workshopsOp);

export const SUPER_ADMIN_OPS = [peopleOp, workshopsOp, workshopsPageOp] as const;

// me.account: the signed-in person's own record: the FCP's account row or the staff user row.
// The row is chosen by the session alone; the op takes no parameters.
import { meAccount } from "../../src/codecs/account.ts";
import type { RowOf } from "../../src/codecs/contract.ts";
import { defineOp } from "./registry.ts";

type Me = RowOf<typeof meAccount>;

export const meOp = defineOp(meAccount, async ({ db, subject }) => {
  const r =
    subject.kind === "account"
      ? await db.query<Extract<Me, { kind: "account" }>>(
          `SELECT 'account' AS kind, id, sfid, name, email__c, phone, recordtypeid, assigned_cmdi__c, secondary_cmdi__c,
                assigned_ammd__c, date_of_birth__c::text AS date_of_birth__c, sap_code__c, heroku_id__c, allowed_workshop__c,
                ettc_download__c, (ettc_document__c IS NOT NULL) AS has_ettc_document, user_type__c, ekyc_complete__c,
                reporting_to_ammd__c, this_ekyc_popup_complete__c, teacher_level__c, isintroduction_complete__c, approve_agreement__c
           FROM account WHERE id = $1`,
          [subject.id],
        )
      : await db.query<Extract<Me, { kind: "staff" }>>(
          `SELECT 'staff' AS kind, id, sfid, name, type__c, email__c, login_mobile_number__c, reporting_to_ammd__c,
                mdicode__c, cmdi_code__c, super_admin__c
           FROM product_user__c WHERE id = $1`,
          [subject.id],
        );
  return r.rows;
});

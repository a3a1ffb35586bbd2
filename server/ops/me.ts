// me.account: the signed-in person's own record: the FCP's account row or the staff user row.
// The row is chosen by the session alone; the op takes no parameters.
import * as t from "io-ts";
import { defineOp, exactParams } from "./registry.ts";

const str = t.union([t.string, t.null]);
const num = t.union([t.number, t.null]);
const bool = t.union([t.boolean, t.null]);

export const AccountRow = t.type({
  kind: t.literal("account"), id: t.number, sfid: str, name: str, email__c: str, phone: str, recordtypeid: str,
  assigned_cmdi__c: str, secondary_cmdi__c: str, assigned_ammd__c: str, date_of_birth__c: str, sap_code__c: str,
  heroku_id__c: str, allowed_workshop__c: num, ettc_download__c: str, has_ettc_document: t.boolean, user_type__c: str,
  ekyc_complete__c: bool, reporting_to_ammd__c: str, this_ekyc_popup_complete__c: bool, teacher_level__c: str,
  isintroduction_complete__c: bool, approve_agreement__c: bool,
});
export const StaffRow = t.type({
  kind: t.literal("staff"), id: t.number, sfid: str, name: str, type__c: str, email__c: str, login_mobile_number__c: str,
  reporting_to_ammd__c: str, mdicode__c: str, cmdi_code__c: str, super_admin__c: t.boolean,
});
export const MeAccountRow = t.union([AccountRow, StaffRow]);
export type MeAccountRow = t.TypeOf<typeof MeAccountRow>;

export const meAccount = defineOp({
  name: "me.account",
  params: exactParams({}),
  row: MeAccountRow,
  roles: "any",
  async run({ db, subject }) {
    const r = subject.kind === "account"
      ? await db.query(
          `SELECT 'account' AS kind, id, sfid, name, email__c, phone, recordtypeid, assigned_cmdi__c, secondary_cmdi__c,
                  assigned_ammd__c, date_of_birth__c::text AS date_of_birth__c, sap_code__c, heroku_id__c, allowed_workshop__c,
                  ettc_download__c, (ettc_document__c IS NOT NULL) AS has_ettc_document, user_type__c, ekyc_complete__c,
                  reporting_to_ammd__c, this_ekyc_popup_complete__c, teacher_level__c, isintroduction_complete__c, approve_agreement__c
             FROM account WHERE id = $1`,
          [subject.id],
        )
      : await db.query(
          `SELECT 'staff' AS kind, id, sfid, name, type__c, email__c, login_mobile_number__c, reporting_to_ammd__c,
                  mdicode__c, cmdi_code__c, super_admin__c
             FROM product_user__c WHERE id = $1`,
          [subject.id],
        );
    return r.rows;
  },
});

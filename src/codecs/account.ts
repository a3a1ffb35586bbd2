// The signed-in person's own record (op me.account): the FCP's account row or the staff user row.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, noParams } from "./contract.ts";
import { Language } from "./language.ts";

const str = t.union([t.string, t.null]);
const num = t.union([t.number, t.null]);
const bool = t.union([t.boolean, t.null]);

export const AccountRow = t.type({
  kind: t.literal("account"),
  id: t.number,
  sfid: str,
  name: str,
  email__c: str,
  phone: str,
  recordtypeid: str,
  assigned_cmdi__c: str,
  secondary_cmdi__c: str,
  assigned_ammd__c: str,
  date_of_birth__c: str,
  sap_code__c: str,
  heroku_id__c: str,
  allowed_workshop__c: num,
  ettc_download__c: str,
  has_ettc_document: t.boolean,
  user_type__c: str,
  ekyc_complete__c: bool,
  reporting_to_ammd__c: str,
  this_ekyc_popup_complete__c: bool,
  teacher_level__c: str,
  isintroduction_complete__c: bool,
  approve_agreement__c: bool,
});
export const StaffRow = t.type({
  kind: t.literal("staff"),
  id: t.number,
  sfid: str,
  name: str,
  type__c: str,
  email__c: str,
  login_mobile_number__c: str,
  reporting_to_ammd__c: str,
  mdicode__c: str,
  cmdi_code__c: str,
  super_admin__c: t.boolean,
});
export const MeAccountRow = t.union([AccountRow, StaffRow]);
export type MeAccountRow = t.TypeOf<typeof MeAccountRow>;

/** The row is chosen by the session alone; the op takes no parameters. */
export const meAccount = defineRead("me.account", { params: noParams, row: MeAccountRow, roles: "any" });

/** The language the person reads the app in, kept on their account (decision 074): chosen on any device, it comes with them to the next. */
export const accountLanguage = defineWrite("account.language", {
  params: exactParams({ language: Language }),
  row: t.type({ language: Language }),
  roles: "any",
});

// The signed-in user as the client keeps it (local storage key "authData").
import * as t from "io-ts";
import { Language } from "./language.ts";
import { Role } from "./role.ts";

const str = t.union([t.string, t.null]);
const bool = t.union([t.boolean, t.null]);

const SessionUserFields = t.type({
  id: t.number,
  sfid: t.string,
  name: t.string,
  firstName: t.string,
  role: Role,
  superAdmin: t.boolean,
  status: t.literal("loggedIn"),
  recordtypeid: str,
  assigned_cmdi__c: str,
  secondary_cmdi__c: str,
  user_type__c: str,
  ekyc_complete__c: bool,
  reporting_to_ammd__c: str,
  this_ekyc_popup_complete__c: bool,
  teacher_level__c: str,
  isintroduction_complete__c: bool,
  phone: str,
  approve_agreement__c: bool,
});
/** `language`: the one kept on the account (decision 074); absent when none was chosen, and in a user kept before it existed. */
export const SessionUser = t.intersection([SessionUserFields, t.partial({ language: Language })]);
export type SessionUser = t.TypeOf<typeof SessionUser>;

/** Home route of a signed-in user (spec section 2, routing rules). */
/** Where a signed-out person signs in. */
export const SIGNIN_PATH = "/signin";

export const homeOf = (u: Pick<SessionUser, "role" | "superAdmin">): string =>
  u.superAdmin ? "/super" : u.role === "FCP" ? "/newHomeFCP" : u.role === "CMDI" ? "/homeCMDI" : "/homeAMMD";

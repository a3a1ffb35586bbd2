// Shared test data for the client unit tests.
import type { SessionUser } from "../../src/codecs/session.ts";

export const userOf = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  sfid: "001FCP",
  name: "Asha Verma",
  firstName: "Asha",
  role: "FCP",
  superAdmin: false,
  status: "loggedIn",
  recordtypeid: "012FCP",
  assigned_cmdi__c: "005CMDI",
  secondary_cmdi__c: null,
  user_type__c: null,
  ekyc_complete__c: true,
  reporting_to_ammd__c: null,
  this_ekyc_popup_complete__c: null,
  teacher_level__c: null,
  isintroduction_complete__c: null,
  phone: "9000000001",
  approve_agreement__c: true,
  ...over,
});

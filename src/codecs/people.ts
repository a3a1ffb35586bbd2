// People (spec 2.15, 3 "FCP", 6, 7): the FCPs a CMDI or an AMMD oversees (the cached FCP lists:
// all, active, inactive), one FCP's record with their workshops and uploads (/viewFCP, /myFCP, and
// the FCP's own /profile), and the birthdays of the month.
import * as t from "io-ts";
import { defineRead, exactParams, noParams, RowId } from "./contract.ts";
import { oneOf } from "./form.ts";
import { listSlot } from "./lists.ts";
import { StoredAmount } from "./payments.ts";
import { pageOf, windowed } from "./window.ts";

const str = t.union([t.string, t.null]);

/** What every read of an FCP carries: who they are, how to reach them, their manager. */
const FCP_FIELDS = {
  id: t.number,
  sfid: str,
  name: str,
  email__c: str,
  phone: str,
  sap_code__c: str,
  date_of_birth__c: str,
  billingcity: str,
  assigned_cmdi__c: str,
  cmdi_name: str,
  active: t.boolean,
};

/** An FCP as the lists show them. */
export const FcpRow = t.type(FCP_FIELDS);
export type FcpRow = t.TypeOf<typeof FcpRow>;

export const FCP_STATUSES = ["all", "active", "inactive"] as const;
export type FcpStatus = (typeof FCP_STATUSES)[number];
export const FcpStatusCodec = oneOf(FCP_STATUSES, "status must be one of all, active, inactive");

/** The FCPs of the caller (a CMDI's assigned to them, an AMMD's assigned to them), by name (decision 112; the device's window, decision 092). */
export const fcpsList = windowed(defineRead("fcps.list", { params: exactParams({ status: FcpStatusCodec }), row: FcpRow, roles: ["CMDI", "AMMD"] }), {
  // decision 092: each status's cached list (all, active, inactive: three slots) holds its first 600 by name (decision 112)
  cap: 600,
  filters: [],
  search: ["name", "sap_code__c", "phone", "email__c", "billingcity"],
});
/** A manager's FCPs of a status the device does not hold: a page, by the search, from the server (decision 092). */
export const fcpsListPage = pageOf(fcpsList);

/** The spec's cached FCP lists (section 3: "FCP databases (all, active, inactive)"). */
export const fcpsAllSlot = listSlot("fcpsAll", FcpRow);
export const fcpsActiveSlot = listSlot("fcpsActive", FcpRow);
export const fcpsInactiveSlot = listSlot("fcpsInactive", FcpRow);
export const FCP_SLOTS = { all: fcpsAllSlot, active: fcpsActiveSlot, inactive: fcpsInactiveSlot } as const;

/** The search of a manager's FCP list: name, SAP code, phone, email or city, any case. */
export function searchFcps<R extends Pick<FcpRow, "name" | "sap_code__c" | "phone" | "email__c" | "billingcity">>(
  rows: readonly R[],
  query: string,
): readonly R[] {
  const q = query.trim().toLowerCase();
  if (q === "") return rows;
  return rows.filter((r) => [r.name, r.sap_code__c, r.phone, r.email__c, r.billingcity].some((v) => (v ?? "").toLowerCase().includes(q)));
}

/** One FCP's record (what /viewFCP, /myFCP and /profile show). */
export const FcpRecord = t.type({
  ...FCP_FIELDS,
  billingstate: str,
  user_type__c: str,
  teacher_level__c: str,
  allowed_workshop__c: StoredAmount,
  assigned_ammd__c: str,
  ammd_name: str,
  ettc_download__c: str,
});
export type FcpRecord = t.TypeOf<typeof FcpRecord>;

/** A workshop of the FCP this financial year. */
export const FcpWorkshop = t.type({
  id: t.number,
  name: str,
  stagename: str,
  start_date_time__c: str,
  end_date_time__c: str,
  actual_participants_count__c: StoredAmount,
  no_of_participants__c: StoredAmount,
});
export type FcpWorkshop = t.TypeOf<typeof FcpWorkshop>;

/** An uploaded content image of the FCP (spec 3 "Uploaded content"), newest first. */
export const FcpUpload = t.type({ id: t.number, name: str, image_url__c: str, createddate: str });
export type FcpUpload = t.TypeOf<typeof FcpUpload>;

export const FcpProfile = t.type({ fcp: FcpRecord, workshops: t.array(FcpWorkshop), uploads: t.array(FcpUpload) });
export type FcpProfile = t.TypeOf<typeof FcpProfile>;

/**
 * One FCP with their workshops of this financial year and their uploads: an FCP gets their own
 * (no id, or their own id); a CMDI or an AMMD one of their FCPs by id. Anyone else's is 404.
 */
/** What fcps.profile answers for an FCP outside the person's scope (a 404). */
export const FCP_NOT_FOUND = "This FCP was not found";
export const fcpsProfile = defineRead("fcps.profile", { params: exactParams({}, { id: RowId }), row: FcpProfile, roles: ["FCP", "CMDI", "AMMD"] });

/** An FCP whose birthday is this month (spec 2.15). */
export const BirthdayRow = t.type({ id: t.number, name: str, date_of_birth__c: str, email__c: str });
export type BirthdayRow = t.TypeOf<typeof BirthdayRow>;

/** The caller's FCPs born in this month (India's), by day of the month then name. */
export const birthdaysList = defineRead("birthdays.list", { params: noParams, row: BirthdayRow, roles: ["CMDI", "AMMD"] });
export const birthdaysSlot = listSlot("birthdays", BirthdayRow);

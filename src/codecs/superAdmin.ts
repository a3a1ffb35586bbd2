// The super admin's view (spec 2.10, 2.11): every FCP, CMDI and AMMD, the accounts with an ETTC
// download, and the workshops of one of them. Only a super admin may call these operations.
import * as t from "io-ts";
import { defineRead, exactParams } from "./contract.ts";
import { oneOf } from "./form.ts";
import { listSlot } from "./lists.ts";
import { pageOf, windowed } from "./window.ts";
import { openWorkshop, WorkshopRow } from "./workshop.ts";

/** The tabs of /super, in the spec's order; ETTC lists the FCP accounts that have an ETTC download. */
export const PERSON_TABS = ["FCP", "CMDI", "AMMD", "ETTC"] as const;
export type PersonTab = (typeof PERSON_TABS)[number];

const str = t.union([t.string, t.null]);

/** A person of the programme: an FCP account or a staff user (CMDI, AMMD). */
export const PersonRow = t.type({
  type: t.keyof({ FCP: null, CMDI: null, AMMD: null }),
  id: t.number,
  sfid: str,
  name: str,
  mobile: str,
  email__c: str,
  ettc_download__c: str,
});
export type PersonRow = t.TypeOf<typeof PersonRow>;

/** A record id as the super admin's links carry it (letters and digits, 3 to 18). */
const PersonSfid = new t.Type<string, string, unknown>(
  "a record id (3 to 18 letters and digits)",
  (u): u is string => typeof u === "string" && /^[A-Za-z0-9]{3,18}$/.test(u),
  (u, c) => (typeof u === "string" && /^[A-Za-z0-9]{3,18}$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const TabCodec = oneOf(PERSON_TABS, "type must be one of FCP, CMDI, AMMD, ETTC");
/**
 * Every FCP, CMDI and AMMD, by name (decision 112; the device's window, decision 092); `tab` narrows to one tab's people
 * (the page op's way to ask for the FCP or ETTC tab's rest).
 */
export const superPeople = windowed(defineRead("super.people", { params: exactParams({}, { tab: TabCodec }), row: PersonRow, roles: "superAdmin" }), {
  // decision 092: the staff (CMDI, AMMD: a few hundred) are kept whole, then the first FCPs by name up to the cap
  cap: 2000,
  open: (r) => r.type !== "FCP",
  filters: [],
  search: ["name", "sfid"],
  // the cached list (no tab) is windowed; a tab's list is the page op's
  when: (p: { tab?: PersonTab }) => p.tab === undefined,
});
/** The super admin's people the device does not hold: a page of a tab, by the search, from the server (decision 092). */
export const superPeoplePage = pageOf(superPeople);
/** The workshops of the financial year of one person, scoped by their type (spec 6), by end date, newest first. */
export const superWorkshops = windowed(
  defineRead("super.workshops", {
    params: exactParams({ sfid: PersonSfid, type: TabCodec }),
    row: WorkshopRow,
    roles: "superAdmin",
  }),
  // decision 092: as workshops.mine (open work kept, then the latest ended: the list's own order)
  { cap: 1500, open: (r) => openWorkshop(r), filters: [], search: [] },
);
/** The person's workshops the device does not hold: a page of them from the server (decision 092). */
export const superWorkshopsPage = pageOf(superWorkshops);

export const superPeopleSlot = listSlot("superPeople", PersonRow);
/** The workshops of the person last opened (the rows carry the scope columns that name them). */
export const superWorkshopsSlot = listSlot("superWorkshops", WorkshopRow);

/** The people of a tab whose name, sfid or record number contains the text (case-insensitive). */
export function peopleOfTab<P extends PersonRow>(rows: readonly P[], tab: PersonTab, query: string): P[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (p) =>
      (tab === "ETTC" ? p.type === "FCP" && p.ettc_download__c !== null : p.type === tab) &&
      (q === "" || (p.name ?? "").toLowerCase().includes(q) || (p.sfid ?? "").toLowerCase().includes(q) || String(p.id) === q),
  );
}

// The records this device holds, searched (decision 082): the lists the store keeps (workshops,
// HPAs, leads, outlets, people), by the same rules as the server (src/codecs/recordSearch.ts). The
// /search page shows them with the server's; the header's suggestions show them as the person
// types (decision 107). Works offline: it reads only the store.
import { managedPeopleSlot } from "../../codecs/peopleAdmin.ts";
import { hpasSlot } from "../../codecs/hpa.ts";
import { leadsSlot } from "../../codecs/lead.ts";
import { outletsSlot } from "../../codecs/outlet.ts";
import { fcpsAllSlot } from "../../codecs/people.ts";
import { type RecordHit, type SearchLists, searchRecords } from "../../codecs/recordSearch.ts";
import { superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot } from "../../codecs/workshop.ts";
import type { HostInput } from "../host.tsx";
import { rowsOf } from "../lists.ts";

/** The lists this device holds, searched. */
export const searchListsOf = <O>(h: HostInput<O>): SearchLists => ({
  workshops: [...rowsOf(h, myWorkshopsSlot), ...rowsOf(h, ammdWorkshopsSlot), ...rowsOf(h, superWorkshopsSlot)],
  hpas: rowsOf(h, hpasSlot),
  leads: rowsOf(h, leadsSlot),
  outlets: rowsOf(h, outletsSlot),
  fcps: rowsOf(h, fcpsAllSlot),
  people: rowsOf(h, managedPeopleSlot),
});

/** What the device finds for `query` (none signed out, or for a query under RECORD_SEARCH_MIN). */
export const deviceHits = <O>(h: HostInput<O>, query: string): RecordHit[] => (h.user ? searchRecords(searchListsOf(h), query, h.user.role) : []);

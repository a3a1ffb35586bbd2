// The super admin (spec 2.10, 2.11): everyone of the programme by tab, searchable, with the ETTC
// downloads, and the workshops of one person (through the workshops feature's list machine).
import { superPeople, superPeopleSlot } from "../codecs/superAdmin.ts";
import { superAdminMachine } from "../machines/superAdmin.machine.ts";
import { defineFeature } from "./feature.ts";
import { superAdminScreens } from "../screens/superAdmin/index.ts";
import { superWorkshopListScreen } from "../screens/superWorkshopList/index.ts";
import { fetchList } from "./lists.ts";

export const superAdmin = defineFeature({
  id: "superAdmin",
  machines: [superAdminMachine],
  lists: [superPeopleSlot],
  provide: (w) => [superAdminMachine.provide({ actors: { loadPeople: fetchList(w, superPeopleSlot, superPeople, {}) } })],
  screens: [...superAdminScreens, superWorkshopListScreen],
});

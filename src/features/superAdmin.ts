// The super admin (spec 2.10, 2.11): everyone of the programme by tab, searchable, with the ETTC
// downloads, and the workshops of one person (through the workshops feature's list machine).
import { superPeople, superPeopleSlot } from "../codecs/superAdmin.ts";
import { superAdminMachine } from "../machines/superAdmin.machine.ts";
import { defineFeature } from "./feature.ts";
import { fetchList } from "./lists.ts";

const people = () => import("../views/super/SuperAdminPage.tsx");

export const superAdmin = defineFeature({
  id: "superAdmin",
  machines: [superAdminMachine],
  lists: [superPeopleSlot],
  provide: (w) => [superAdminMachine.provide({ actors: { loadPeople: fetchList(w, superPeopleSlot, superPeople, {}) } })],
  screens: {
    "/super": people,
    "/Userlist": people,
    "/Workshoplist": () => import("../views/super/SuperWorkshopListPage.tsx"),
  },
});

// The super admin (spec 2.10, 2.11): everyone of the programme by tab, searchable, with the ETTC
// downloads, and the workshops of one person (through the workshops feature's list machine).
import { superPeople, superPeopleSlot } from "../codecs/superAdmin.ts";
import { superAdminMachine } from "../machines/superAdmin.machine.ts";
import { defineFeature } from "./feature.ts";
import { superLink, superWorkshopListLink, userListLink } from "../codecs/navParams.ts";
import { screen, SUPER } from "../views/routes.ts";
import { fetchList } from "./lists.ts";

const people = () => import("../views/super/SuperAdminPage.tsx");

export const superAdmin = defineFeature({
  id: "superAdmin",
  machines: [superAdminMachine],
  lists: [superPeopleSlot],
  provide: (w) => [superAdminMachine.provide({ actors: { loadPeople: fetchList(w, superPeopleSlot, superPeople, {}) } })],
  screens: [
    screen(superLink, { access: SUPER, title: "Super Admin", menu: { of: "SUPER", at: 1, icon: "people" }, view: people }),
    screen(userListLink, { access: SUPER, title: "User List", view: people }),
    screen(superWorkshopListLink, { access: SUPER, title: "Workshop List", view: () => import("../views/super/SuperWorkshopListPage.tsx") }),
  ],
});

// The super admin's people past those on the device (decision 092): /super's FCP and ETTC tabs
// asked of the server by tab and search (./listPage.ts; the page op super.people.page, bound by
// src/features/superAdmin.ts).
import type { PersonRow, PersonTab } from "../codecs/superAdmin.ts";
import { listPageMachine } from "./listPage.ts";

export const superPeoplePageMachine = listPageMachine<PersonRow, { tab?: PersonTab }>("superPeoplePage");

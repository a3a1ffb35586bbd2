// People (spec 2.15, 3, 6): a manager's FCPs (/listMyFCP: the cached lists all, active, inactive),
// one FCP's record, workshops and uploads (/viewFCP and /myFCP for a CMDI or an AMMD, /profile for
// the FCP), and the birthdays of the month (/birthday-Info).
import { notFound } from "../codecs/apiFailure.ts";
import {
  birthdaysList,
  birthdaysSlot,
  FCP_NOT_FOUND,
  FCP_SLOTS,
  fcpsActiveSlot,
  fcpsAllSlot,
  fcpsInactiveSlot,
  fcpsList,
  fcpsListPage,
  fcpsProfile,
  type FcpProfile,
  type FcpStatus,
} from "../codecs/people.ts";
import { fromPromise } from "xstate";
import { birthdayListMachine } from "../machines/birthdayList.machine.ts";
import { fcpListMachine } from "../machines/fcpList.machine.ts";
import { fcpProfileMachine } from "../machines/fcpProfile.machine.ts";
import { defineFeature } from "./feature.ts";
import { myFcpScreen, profileScreen, viewFcpScreen } from "../screens/fcpProfile/index.ts";
import { birthdaysScreen } from "../screens/birthdays/index.ts";
import { fcpListScreen } from "../screens/fcpList/index.ts";

import { fetchList, fetchListFor, fetchPage } from "./lists.ts";
import { fcpListPageMachine } from "../machines/fcpListPage.machine.ts";

const NOT_FOUND = notFound(FCP_NOT_FOUND);

export const people = defineFeature({
  id: "people",
  machines: [fcpListMachine, fcpListPageMachine, fcpProfileMachine, birthdayListMachine],
  lists: [fcpsAllSlot, fcpsActiveSlot, fcpsInactiveSlot, birthdaysSlot],
  provide: (w) => [
    fcpListMachine.provide({
      actors: {
        loadFcps: fetchListFor<{ status: FcpStatus }>(w, ({ status }) => ({ slot: FCP_SLOTS[status], contract: fcpsList, params: { status } })),
      },
    }),
    fcpListPageMachine.provide({ actors: { page: fetchPage(w, fcpsListPage) } }),
    fcpProfileMachine.provide({
      actors: {
        loadProfile: fromPromise<FcpProfile, { id: number | null }>(async ({ input, signal }) => {
          const r = await w.api.query(fcpsProfile, input.id === null ? {} : { id: input.id }, signal);
          if (!r.ok) throw r.failure;
          if (!r.value[0]) throw NOT_FOUND;
          return r.value[0];
        }),
      },
    }),
    birthdayListMachine.provide({ actors: { loadBirthdays: fetchList(w, birthdaysSlot, birthdaysList, {}) } }),
  ],
  screens: [
    profileScreen,
    // CMDI and AMMD: the FCPs they oversee, birthdays
    fcpListScreen,
    myFcpScreen,
    viewFcpScreen,
    birthdaysScreen,
  ],
});

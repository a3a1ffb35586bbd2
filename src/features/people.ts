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
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { myFcpScreen, profileScreen, viewFcpScreen } from "../screens/fcpProfile/index.ts";
import { birthdaysScreen } from "../screens/birthdays/index.ts";
import { fcpListScreen } from "../screens/fcpList/index.ts";

import { askPage, fetchList, fetchListFor } from "./lists.ts";
import { listPagesMachine, type ListPageInput } from "../machines/listPages.machine.ts";
import { superPeoplePage, type PersonTab } from "../codecs/superAdmin.ts";
import { peopleListPage } from "../codecs/peopleAdmin.ts";
import type { Page, PageParams } from "../codecs/window.ts";
import { trainingsListPage } from "../codecs/training.ts";
import { trainingsApprovalsPage } from "../codecs/trainingApproval.ts";

const NOT_FOUND = notFound(FCP_NOT_FOUND);
/** A page of a list the page flow asks (decision 092), by its page op. */
function pageOfList(w: Pick<FeatureWorld, "api">, { list, query }: ListPageInput, signal: AbortSignal): Promise<Page<unknown>> {
  switch (list) {
    case "superPeople":
      return askPage(w, superPeoplePage, query as PageParams<{ tab?: PersonTab }>, signal);
    case "fcps":
      return askPage(w, fcpsListPage, query as PageParams<{ status: FcpStatus }>, signal);
    case "trainingApprovals":
      return askPage(w, trainingsApprovalsPage, query, signal);
    case "trainings":
      return askPage(w, trainingsListPage, query, signal);
    case "managedPeople":
      return askPage(w, peopleListPage, query, signal);
  }
}

export const people = defineFeature({
  id: "people",
  machines: [fcpListMachine, listPagesMachine, fcpProfileMachine, birthdayListMachine],
  lists: [fcpsAllSlot, fcpsActiveSlot, fcpsInactiveSlot, birthdaysSlot],
  provide: (w) => [
    fcpListMachine.provide({
      actors: {
        loadFcps: fetchListFor<{ status: FcpStatus }>(w, ({ status }) => ({ slot: FCP_SLOTS[status], contract: fcpsList, params: { status } })),
      },
    }),
    // the page flow of the windowed lists whose screens ask the server (decision 092), by list
    listPagesMachine.provide({
      actors: { page: fromPromise<Page<unknown>, ListPageInput>(({ input, signal }) => pageOfList(w, input, signal)) },
    }),
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

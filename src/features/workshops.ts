// Workshops for every role (spec 2.6, 2.11, 2.12, 2.18): the AMMD's approval list with its filter
// machine (whose state the event log keeps), a CMDI's and an FCP's workshops, the workshops of a
// person the super admin opened, Workshop Details and its photo galleries. Lists are cached in the
// store (shown at once after a reload, refreshed in the background); details load on opening.
import { fromPromise } from "xstate";
import type { ApiFailure } from "../codecs/apiFailure.ts";
import { ammdFiltersSlot } from "../codecs/ammdWorkshops.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { superWorkshops, superWorkshopsSlot } from "../codecs/superAdmin.ts";
import {
  ammdCmdisSlot, ammdWorkshopsSlot, myWorkshopsSlot, workshopsAmmd, workshopsAmmdCmdis, workshopsDetails, workshopsMine, type WorkshopDetail,
} from "../codecs/workshop.ts";
import { ammdFiltersMachine } from "../machines/ammdFilters.machine.ts";
import { photoGalleryMachine } from "../machines/photoGallery.machine.ts";
import { workshopDetailsMachine } from "../machines/workshopDetails.machine.ts";
import { workshopListMachine, type WorkshopListSource } from "../machines/workshopList.machine.ts";
import { workshopLifecycleMachine } from "../machines/workshopLifecycle.machine.ts";
import { workshopsTransition } from "../codecs/workshopLifecycle.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { loadList, saveFact } from "./lists.ts";

const NOT_FOUND: ApiFailure = { kind: "http", status: 404, error: "not_found", message: "This workshop was not found" };

/** The list of a source; the AMMD's comes with the CMDIs reporting to them (the CMDI Name choices,
 * which the rows also name: their failure leaves the list usable, so only the rows' is thrown). */
async function loadSource(w: FeatureWorld, source: WorkshopListSource, signal: AbortSignal): Promise<ListFetched> {
  switch (source.list) {
    case "ammd": {
      const [rows] = await Promise.all([
        loadList(w, ammdWorkshopsSlot, workshopsAmmd, {}, signal),
        loadList(w, ammdCmdisSlot, workshopsAmmdCmdis, {}, signal).catch(() => null),
      ]);
      return rows;
    }
    case "mine": return loadList(w, myWorkshopsSlot, workshopsMine, {}, signal);
    case "person": return loadList(w, superWorkshopsSlot, superWorkshops, { sfid: source.sfid, type: source.type }, signal);
  }
}

export const workshops = defineFeature({
  id: "workshops",
  machines: [workshopListMachine, ammdFiltersMachine, workshopDetailsMachine, photoGalleryMachine, workshopLifecycleMachine],
  lists: [ammdWorkshopsSlot, ammdCmdisSlot, myWorkshopsSlot, superWorkshopsSlot],
  facts: [ammdFiltersSlot],
  writes: [workshopsTransition],
  provide: (w) => [
    workshopListMachine.provide({
      actors: { loadWorkshops: fromPromise<ListFetched, WorkshopListSource>(({ input, signal }) => loadSource(w, input, signal)) },
    }),
    ammdFiltersMachine.provide({
      actions: {
        remember: ({ context: { user, tab, cmdi, fcp, stage, sort } }) => saveFact(w, ammdFiltersSlot, { user, tab, cmdi, fcp, stage, sort }),
      },
    }),
    workshopDetailsMachine.provide({
      actors: {
        loadWorkshop: fromPromise<WorkshopDetail, { id: number }>(async ({ input, signal }) => {
          const r = await w.api.query(workshopsDetails, { id: input.id }, signal);
          if (!r.ok) throw r.failure;
          if (!r.value[0]) throw NOT_FOUND;
          return r.value[0];
        }),
      },
    }),
  ],
  screens: {
    "/listWorkshopsAMMD": () => import("../views/workshops/AmmdWorkshopsPage.tsx"),
    "/listWorkshopCMDI": () => import("../views/workshops/MyWorkshopsPage.tsx"),
    "/homeFCP": () => import("../views/workshops/MyWorkshopsPage.tsx"),
    "/workshop": () => import("../views/workshops/WorkshopDetailsPage.tsx"),
    "/WorkshopDetails": () => import("../views/workshops/WorkshopDetailsPage.tsx"),
  },
});

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
import { workshopsTransition, type TransitionParams } from "../codecs/workshopLifecycle.ts";
import { workshopActionMachine, type SendOutcome } from "../machines/workshopAction.machine.ts";
import { settled } from "../store/outbox.ts";
import { listOf } from "../store/state.ts";
import { UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
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
  machines: [workshopListMachine, ammdFiltersMachine, workshopDetailsMachine, photoGalleryMachine, workshopLifecycleMachine, workshopActionMachine],
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
    workshopActionMachine.provide({
      actors: {
        // queued through the outbox (idempotent, offline-safe); the cached list holding the workshop shows the new stage at once
        sendTransition: fromPromise<SendOutcome, { params: TransitionParams; to: string }>(async ({ input: { params, to } }) => {
          const state = w.log.state();
          const slot = [myWorkshopsSlot, ammdWorkshopsSlot, superWorkshopsSlot].find((x) => listOf(state, x).some((r) => r.id === params.id));
          const row = slot ? listOf(state, slot).find((r) => r.id === params.id) : undefined;
          const key = w.outbox.write(workshopsTransition, params, slot && row ? { list: slot.name, key: "id", upsert: { ...row, stagename: to } } : undefined);
          const e = await settled(w.log, key, { timers: w.timers, online: w.online, ms: w.settleMs });
          if (!e || e.status === "pending") return { status: "pending" };
          if (e.status === "rejected") {
            throw { kind: "http", status: 409, error: "rejected", message: e.error ?? UNEXPECTED_ANSWER, ...(e.field ? { field: e.field } : {}) } satisfies ApiFailure;
          }
          return { status: "synced" };
        }),
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

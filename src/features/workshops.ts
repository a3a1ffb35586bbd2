// Workshops for every role (spec 2.6, 2.11, 2.12, 2.18): the AMMD's approval list with its filter
// machine (whose state the event log keeps), a CMDI's and an FCP's workshops, the workshops of a
// person the super admin opened, Workshop Details and its photo galleries. Lists are cached in the
// store (shown at once after a reload, refreshed in the background); details load on opening.
import { fromPromise } from "xstate";
import { notFound } from "../codecs/apiFailure.ts";
import { ammdFiltersSlot } from "../codecs/ammdWorkshops.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { superWorkshops, superWorkshopsPage, superWorkshopsSlot } from "../codecs/superAdmin.ts";
import type { Page } from "../codecs/window.ts";
import {
  ammdCmdisSlot,
  ammdWorkshopsSlot,
  myWorkshopsSlot,
  WORKSHOP_NOT_FOUND,
  workshopsAmmd,
  workshopsAmmdCmdis,
  workshopsAmmdPage,
  workshopsDetails,
  workshopsMine,
  workshopsMinePage,
  type MyWorkshopRow,
  type WorkshopRow,
  type WorkshopDetail,
} from "../codecs/workshop.ts";
import { ammdFiltersMachine } from "../machines/ammdFilters.machine.ts";
import { photoGalleryMachine } from "../machines/photoGallery.machine.ts";
import { workshopDetailsMachine } from "../machines/workshopDetails.machine.ts";
import { workshopListMachine, type WorkshopListSource } from "../machines/workshopList.machine.ts";
import { workshopPagesMachine, type WorkshopPageInput } from "../machines/workshopPages.machine.ts";
import { workshopLifecycleMachine } from "../machines/workshopLifecycle.machine.ts";
import { workshopsTransition, type TransitionParams } from "../codecs/workshopLifecycle.ts";
import { workshopActionMachine } from "../machines/workshopAction.machine.ts";
import { defineMutator, insertRow, upsertRow } from "../store/mutators.ts";
import { listOf, type StoreState } from "../store/state.ts";
import { draftActions } from "./drafts.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";

import { askPage, fetchList, fetchWindowPage, loadList, saveFact } from "./lists.ts";
import { schoolSearchMachine } from "../machines/schoolSearch.machine.ts";
import { articleSearchMachine } from "../machines/articleSearch.machine.ts";
import { articlesListPage } from "../codecs/reference.ts";
import {
  planOfDetail,
  planOfTexts,
  schoolsSlot,
  workshopsSavePlan,
  workshopsSchools,
  workshopsSchoolsPage,
  type PlanValues,
} from "../codecs/workshopPlan.ts";
import type { ResolveInput } from "../machines/conflict.machine.ts";
import { workshopPlanMachine, type LoadedPlan, type PlanSave } from "../machines/workshopPlan.machine.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";
import { ammdWorkshopsScreen } from "../screens/ammdWorkshops/index.ts";
import { eventsPlannedScreen } from "../screens/eventsPlanned/index.ts";
import { myWorkshopsScreens } from "../screens/myWorkshops/index.ts";
import { workshopDetailsScreens } from "../screens/workshopDetails/index.ts";
import { planWorkshopScreen } from "../screens/planWorkshop/index.ts";

const NOT_FOUND = notFound(WORKSHOP_NOT_FOUND);

async function loadDetail(w: FeatureWorld, id: number, signal: AbortSignal): Promise<WorkshopDetail> {
  const r = await w.api.query(workshopsDetails, { id }, signal);
  if (!r.ok) throw r.failure;
  if (!r.value[0]) throw NOT_FOUND;
  return r.value[0];
}

/** The row the FCP's list shows at once for a saved plan (the server's row replaces it when the list is fetched again). */
function planRow(s: StoreState, id: number | undefined, v: PlanValues): Omit<MyWorkshopRow, "id"> {
  const user = s.session.user;
  const before = id === undefined ? undefined : listOf(s, myWorkshopsSlot).find((r) => r.id === id);
  const start = v.start_date && v.start_time ? `${v.start_date}T${v.start_time}:00` : null;
  return {
    sfid: null,
    heroku_id__c: null,
    end_date_time__c: null,
    createddate: null,
    cmdi_name__c: null,
    assigned_cmdi__c: null,
    assigned_ammd__c: null,
    ...before,
    // a new plan's name is the server's, in the planner's language; meanwhile it is drawn from its
    // category and place in the reader's (nameShown; decision 115)
    name: before?.name ?? null,
    plan_category: v.category || null,
    plan_place: v.school ? (listOf(s, schoolsSlot).find((r) => r.sfid === v.school)?.name ?? null) : null,
    stagename: "Planning",
    start_date_time__c: start,
    accountid: before?.accountid ?? user?.sfid ?? null,
    fcpname__c: before?.fcpname__c ?? user?.name ?? null,
  };
}

/**
 * The workshops' named mutators (decision 072): a move shows the new stage (`to`) at once in the
 * cached list that holds the workshop; a saved plan shows in the FCP's list at once.
 */
export const moveWorkshop = defineMutator(workshopsTransition, (s, { id }, to: string) => {
  for (const slot of [myWorkshopsSlot, ammdWorkshopsSlot, superWorkshopsSlot]) {
    const row = listOf<typeof slot>(s, slot).find((r) => r.id === id);
    if (row) return upsertRow(slot, { ...row, stagename: to });
  }
  return null;
});
export const saveWorkshopPlan = defineMutator(workshopsSavePlan, (s, { id, values }) =>
  id === undefined ? insertRow(myWorkshopsSlot, planRow(s, id, values)) : upsertRow(myWorkshopsSlot, { ...planRow(s, id, values), id }),
);
/** A plan's conflict answered (decision 079; src/features/conflicts.ts): a new save from the version the refusal named. */
export const resolvePlan = (w: FeatureWorld, { id, version, current, values }: ResolveInput): Promise<WriteOutcome> =>
  saveAndWait(w, saveWorkshopPlan({ id, values: planOfTexts(values), base: { version, values: planOfTexts(current) } }), { id });

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
    case "mine":
      return loadList(w, myWorkshopsSlot, workshopsMine, {}, signal);
    case "person":
      return loadList(w, superWorkshopsSlot, superWorkshops, { sfid: source.sfid, type: source.type }, signal);
  }
}

/** A page of a source's list from the server (decision 092), in the list's order. */
function pageOfSource(
  w: FeatureWorld,
  { list: source, query: { offset, limit } }: WorkshopPageInput,
  signal: AbortSignal,
): Promise<Page<WorkshopRow>> {
  switch (source.list) {
    case "ammd":
      return askPage(w, workshopsAmmdPage, { offset, limit }, signal);
    case "mine":
      return askPage(w, workshopsMinePage, { offset, limit }, signal);
    case "person":
      return askPage(w, superWorkshopsPage, { offset, limit, params: { sfid: source.sfid, type: source.type } }, signal);
  }
}

export const workshops = defineFeature({
  id: "workshops",
  machines: [
    workshopListMachine,
    workshopPagesMachine,
    ammdFiltersMachine,
    workshopDetailsMachine,
    photoGalleryMachine,
    workshopLifecycleMachine,
    workshopActionMachine,
    workshopPlanMachine,
    schoolSearchMachine,
    articleSearchMachine,
  ],
  lists: [ammdWorkshopsSlot, ammdCmdisSlot, myWorkshopsSlot, superWorkshopsSlot, schoolsSlot],
  facts: [ammdFiltersSlot],
  writes: [workshopsTransition, workshopsSavePlan],
  provide: (w) => [
    workshopListMachine.provide({
      actors: { loadWorkshops: fromPromise<ListFetched, WorkshopListSource>(({ input, signal }) => loadSource(w, input, signal)) },
    }),
    workshopPagesMachine.provide({
      actors: { page: fromPromise<Page<WorkshopRow>, WorkshopPageInput>(({ input, signal }) => pageOfSource(w, input, signal)) },
    }),
    ammdFiltersMachine.provide({
      actions: {
        remember: ({ context: { user, tab, cmdi, fcp, stage, sort } }) => saveFact(w, ammdFiltersSlot, { user, tab, cmdi, fcp, stage, sort }),
      },
    }),
    workshopActionMachine.provide({
      actors: {
        // queued through the outbox (idempotent, offline-safe); the cached list holding the workshop shows the new stage at once
        sendTransition: fromPromise<WriteOutcome, { params: TransitionParams; to: string }>(async ({ input: { params, to } }) => {
          return saveAndWait(w, moveWorkshop(params, to));
        }),
      },
    }),
    // a school the device's window does not hold, found by the plan form's search (decision 092)
    schoolSearchMachine.provide({ actors: { page: fetchWindowPage(w, workshopsSchoolsPage) } }),
    // an article the device's window does not hold, found by the plan's or the report's search (decision 092)
    articleSearchMachine.provide({ actors: { page: fetchWindowPage(w, articlesListPage) } }),
    workshopDetailsMachine.provide({
      actors: { loadWorkshop: fromPromise<WorkshopDetail, { id: number }>(({ input, signal }) => loadDetail(w, input.id, signal)) },
    }),
    workshopPlanMachine.provide({
      actions: draftActions(w),
      actors: {
        loadPlan: fromPromise<LoadedPlan, { id: number }>(async ({ input, signal }) => {
          const d = await loadDetail(w, input.id, signal);
          return { stage: d.stagename, values: planOfDetail(d), version: d.lifecycle_version };
        }),
        loadSchools: fetchList(w, schoolsSlot, workshopsSchools, {}),
        // queued through the outbox (idempotent, offline-safe): the FCP's list shows the plan at once
        savePlan: fromPromise<WriteOutcome, PlanSave>(({ input: { id, values, base } }) =>
          saveAndWait(w, saveWorkshopPlan(id === null ? { values } : { id, values, ...(base ? { base } : {}) }), { id }),
        ),
      },
    }),
  ],
  screens: [myWorkshopsScreens.fcp, eventsPlannedScreen, planWorkshopScreen, ...workshopDetailsScreens, myWorkshopsScreens.cmdi, ammdWorkshopsScreen],
});

// HPAs (issue 25; decision 041): the FCP's list (/listHPA, and the assigned ones at
// /listFCPAssignedHPA), one HPA (/assignedHPA?id=), and the new-HPA form (/addNewHPA). The list is
// cached (shown at once, offline too); an add goes through the outbox (once, by its key) and shows
// in the list at once. /addFCPHPA adds an HPA nobody works with yet by its mobile number (decision 043).
import { fromPromise } from "xstate";
import { hpasAdd, hpasLink, hpasList, hpasSlot, type Hpa, type HpaLinkValues, type HpaValues } from "../codecs/hpa.ts";
import { hpaFormMachine } from "../machines/hpaForm.machine.ts";
import { hpaLinkFormMachine } from "../machines/hpaLinkForm.machine.ts";
import { hpaListMachine } from "../machines/hpaList.machine.ts";
import { assignedHpaListScreen } from "../screens/assignedHpaList/index.ts";
import { hpaScreen } from "../screens/hpa/index.ts";
import { hpaFormScreen } from "../screens/hpaForm/index.ts";
import { hpaLinkScreen } from "../screens/hpaLink/index.ts";
import { hpaListScreen } from "../screens/hpaList/index.ts";
import { defineMutator, insertRow } from "../store/mutators.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";
import { draftActions } from "./drafts.ts";

/** The row the list shows at once for a saved form (as the server will list it). */
export const hpaRow = (v: HpaValues): Omit<Hpa, "id"> => ({
  name: v.name,
  type: v.type,
  mobile__c: v.mobile__c,
  email__c: v.email__c || null,
  city__c: v.city__c || null,
  state__c: v.state__c || null,
  institute__c: v.institute__c || null,
  fcp_name: null,
  assigned: false,
  createddate: null,
});

/** The HPAs' named mutators (decision 072): a new HPA shows in the list at once; a linked one once the server has it. */
export const addHpa = defineMutator(hpasAdd, (_s, { values }) => insertRow(hpasSlot, hpaRow(values)));
export const linkHpa = defineMutator(hpasLink);

export const hpas = defineFeature({
  id: "hpas",
  machines: [hpaListMachine, hpaFormMachine, hpaLinkFormMachine],
  lists: [hpasSlot],
  writes: [hpasAdd, hpasLink],
  provide: (w) => [
    hpaListMachine.provide({ actors: { load: fetchList(w, hpasSlot, hpasList, {}) } }),
    hpaFormMachine.provide({
      actions: draftActions(w),
      actors: {
        saveHpa: fromPromise<WriteOutcome, { values: HpaValues }>(({ input: { values } }) => saveAndWait(w, addHpa({ values }))),
      },
    }),
    hpaLinkFormMachine.provide({
      actors: {
        // the linked HPA's row comes from the server: the list is fetched again once it is stored
        linkHpa: fromPromise<WriteOutcome, { values: HpaLinkValues }>(async ({ input: { values } }) => {
          const r = await saveAndWait(w, linkHpa({ values }));
          if (r.status === "synced") await loadList(w, hpasSlot, hpasList, {}).catch(() => undefined);
          return r;
        }),
      },
    }),
  ],
  // the FCP's menu (the assigned HPAs); /addFCPHPA: an HPA nobody works with yet, by mobile (decision 043)
  screens: [assignedHpaListScreen, hpaScreen, hpaListScreen, hpaFormScreen, hpaLinkScreen],
});

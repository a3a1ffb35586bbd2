// HPAs (issue 25; decision 041): the FCP's list (/listHPA, and the assigned ones at
// /listFCPAssignedHPA), one HPA (/assignedHPA?id=), and the new-HPA form (/addNewHPA). The list is
// cached (shown at once, offline too); an add goes through the outbox (once, by its key) and shows
// in the list at once.
import { fromPromise } from "xstate";
import { hpasAdd, hpasLink, hpasList, hpasSlot, type HpaValues } from "../codecs/hpa.ts";
import { hpaFormMachine } from "../machines/hpaForm.machine.ts";
import { hpaListMachine } from "../machines/hpaList.machine.ts";
import { assignedHpaLink } from "../codecs/navParams.ts";
import { FCP, screen } from "../views/routes.ts";
import { defineFeature } from "./feature.ts";
import { fetchList } from "./lists.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";
import { draftActions } from "./drafts.ts";

/** The row the list shows at once for a saved form (as the server will list it). */
export const hpaRow = (v: HpaValues) => ({
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

export const hpas = defineFeature({
  id: "hpas",
  machines: [hpaListMachine, hpaFormMachine],
  lists: [hpasSlot],
  writes: [hpasAdd, hpasLink],
  provide: (w) => [
    hpaListMachine.provide({ actors: { load: fetchList(w, hpasSlot, hpasList, {}) } }),
    hpaFormMachine.provide({
      actions: draftActions(w),
      actors: {
        saveHpa: fromPromise<WriteOutcome, { values: HpaValues }>(({ input: { values } }) =>
          saveAndWait(w, hpasAdd, { values }, { optimistic: { list: hpasSlot.name, key: "id", upsert: hpaRow(values) } }),
        ),
      },
    }),
  ],
  screens: [
    // the FCP's menu
    screen("/listFCPAssignedHPA", {
      access: FCP,
      title: "Assigned HPAs",
      menu: { of: "FCP", at: 2, icon: "people" },
      view: () => import("../views/hpas/AssignedHpaListPage.tsx"),
    }),
    screen(assignedHpaLink, { access: FCP, title: "Assigned HPA", view: () => import("../views/hpas/HpaPage.tsx") }),
    screen("/listHPA", { access: FCP, title: "List HPA", view: () => import("../views/hpas/HpaListPage.tsx") }),
    screen("/addNewHPA", { access: FCP, title: "Add New HPA", view: () => import("../views/hpas/HpaFormPage.tsx") }),
  ],
});

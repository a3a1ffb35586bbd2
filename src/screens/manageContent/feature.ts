// The super admin's content library (decision 085): its screen, every item (content.all, cached: the
// device's newest 500, the rest by content.all.page, decision 118),
// and the item form's writes: add or edit (content.save), retire, restore. No write changes the
// list at once (the server says what is stored); the list is fetched again once the server answered.
// Every device's own library (content.list) gets the change at its next delta sync.
import { fromPromise } from "xstate";
import { adminContentSlot, contentAll, contentAllPage, contentRestore, contentRetire, contentSave } from "../../codecs/contentAdmin.ts";
import type { WriteOutcome } from "../../codecs/contract.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchList, fetchPage, loadList } from "../../features/lists.ts";
import { reloadingAfter, saveAndWait } from "../../features/writes.ts";
import { defineMutator } from "../../store/mutators.ts";
import { contentAdminMachine, type ContentAction, type SaveContentInput } from "./contentAdmin.machine.ts";
import { contentAdminListMachine } from "./contentAdminList.machine.ts";
import { manageContentScreen } from "./index.ts";

export const saveContentItem = defineMutator(contentSave);
const ACTS = { retire: defineMutator(contentRetire), restore: defineMutator(contentRestore) } as const satisfies Record<ContentAction, unknown>;

export const feature = defineFeature({
  id: "contentAdmin",
  machines: [contentAdminListMachine, contentAdminMachine],
  lists: [adminContentSlot],
  writes: [contentSave, contentRetire, contentRestore],
  provide: (w) => {
    const settled = reloadingAfter(() => loadList(w, adminContentSlot, contentAll, {}).catch(() => undefined));
    return [
      contentAdminListMachine.provide({ actors: { load: fetchList(w, adminContentSlot, contentAll, {}), page: fetchPage(w, contentAllPage) } }),
      contentAdminMachine.provide({
        actors: {
          saveContent: fromPromise<WriteOutcome, SaveContentInput>(({ input }) =>
            settled(() =>
              input.id === null
                ? saveAndWait(w, saveContentItem({ values: input.values }))
                : saveAndWait(w, saveContentItem({ id: input.id, values: input.values }), { id: input.id }),
            ),
          ),
          actOnContent: fromPromise<WriteOutcome, { action: ContentAction; id: number }>(({ input }) =>
            settled(() => saveAndWait(w, ACTS[input.action]({ id: input.id }), { id: input.id })),
          ),
        },
      }),
    ];
  },
  screens: [manageContentScreen],
});

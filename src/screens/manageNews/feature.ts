// The super admin's news slides (decision 087): its screen, every slide (news.all, cached: the
// device's first 200, the rest by news.all.page, decision 118), and the
// slide form's effects: the picked image inspected (its bytes' type and size); Save shrinks the image
// and keeps it on the device (the upload effects, kind "news") and queues news.save naming it by
// its hash, so the outbox sends the bytes first (FILE_KIND_WRITES; the uploads feature registers
// the write); retire and restore. The list is fetched again once the server answered; every
// device's news (news.list) gets the change at its next delta sync.
import { fromPromise } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import { FILE_KIND_WRITES } from "../../codecs/fileKinds.ts";
import { adminNewsSlot, newsAll, newsAllPage, newsRestore, newsRetire, newsSave, type NewsSaveParams } from "../../codecs/newsAdmin.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchList, fetchPage, loadList } from "../../features/lists.ts";
import { reloadingAfter, saveAndWait } from "../../features/writes.ts";
import type { RetireAction } from "../../machines/retireFlow.ts";
import type { Inspected } from "../../machines/upload.machine.ts";
import { defineMutator } from "../../store/mutators.ts";
import { manageNewsScreen } from "./index.ts";
import { newsAdminMachine, type SaveSlideInput } from "./newsAdmin.machine.ts";
import { newsAdminListMachine } from "./newsAdminList.machine.ts";

export const saveNewsSlide = defineMutator(newsSave);
const ACTS = { retire: defineMutator(newsRetire), restore: defineMutator(newsRestore) } as const satisfies Record<RetireAction, unknown>;

const noUploads = () => Promise.reject(new Error("Uploads are not available here"));

export const feature = defineFeature({
  id: "newsAdmin",
  machines: [newsAdminListMachine, newsAdminMachine],
  lists: [adminNewsSlot],
  writes: [newsRetire, newsRestore],
  provide: (w) => {
    const settled = reloadingAfter(() => loadList(w, adminNewsSlot, newsAll, {}).catch(() => undefined));
    /** The write's params: with a picked image, shrunk and kept on the device first, named by its hash. */
    const paramsOf = async (input: SaveSlideInput): Promise<NewsSaveParams> => {
      if (input.pick === null) return input.id === null ? { values: input.values } : { id: input.id, values: input.values };
      if (!w.uploads) return noUploads();
      const kept = await w.uploads.prepare(input.pick, "news");
      return { ...FILE_KIND_WRITES.news.params(kept.sha256, input.id, null), values: input.values };
    };
    return [
      newsAdminListMachine.provide({ actors: { load: fetchList(w, adminNewsSlot, newsAll, {}), page: fetchPage(w, newsAllPage) } }),
      newsAdminMachine.provide({
        actors: {
          inspectImage: fromPromise<Inspected, { file: unknown }>(({ input }) => (w.uploads ? w.uploads.inspect(input.file) : noUploads())),
          saveSlide: fromPromise<WriteOutcome, SaveSlideInput>(async ({ input }) => {
            const params = await paramsOf(input);
            return settled(() => saveAndWait(w, saveNewsSlide(params), input.id === null ? {} : { id: input.id }));
          }),
          actOnSlide: fromPromise<WriteOutcome, { action: RetireAction; id: number }>(({ input }) =>
            settled(() => saveAndWait(w, ACTS[input.action]({ id: input.id }), { id: input.id })),
          ),
        },
      }),
    ];
  },
  screens: [manageNewsScreen],
});

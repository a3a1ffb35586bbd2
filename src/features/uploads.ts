// Uploads (spec 2.16, 2.17; decisions 021, 022): /ettc-Upload (the FCP's submission images and
// their ETTC document), /viewUploads and /pdfViewer. A picked file is judged by the upload
// machine before a byte is sent; an accepted one is kept on the device and queued in the outbox
// as `uploads.add` (sent once, offline too; the wiring's sender sends the bytes first).
import { fromPromise } from "xstate";
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { ettcMine, ettcSlot, uploadProgressSlot, uploadsAdd, uploadsMine, uploadsSlot, type UploadKind } from "../codecs/upload.ts";
import { ettcDocumentMachine } from "../machines/ettcDocument.machine.ts";
import { uploadMachine, type Inspected, type UploadOutcome } from "../machines/upload.machine.ts";
import { uploadListMachine } from "../machines/uploadList.machine.ts";
import { settled } from "../store/outbox.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";

const noUploads = () => { throw new Error("Uploads are not available here"); };

/** Waits for the server's answer while online; a synced upload refreshes the list it shows in. */
export const awaitUpload = (w: FeatureWorld) => fromPromise<UploadOutcome, { key: string }>(async ({ input: { key } }) => {
  const e = await settled(w.log, key, { timers: w.timers, online: w.online, ms: w.settleMs });
  if (!e || e.status === "pending") return { status: "pending" };
  if (e.status === "rejected") throw { kind: "http", status: 400, error: "rejected", message: e.error ?? UNEXPECTED_ANSWER } satisfies ApiFailure;
  const kind = (e.params as { kind?: UploadKind }).kind;
  await (kind === "ettc" ? loadList(w, ettcSlot, ettcMine, {}) : loadList(w, uploadsSlot, uploadsMine, {})).catch(() => undefined);
  return { status: "synced" };
});

export const uploads = defineFeature({
  id: "uploads",
  machines: [uploadMachine, uploadListMachine, ettcDocumentMachine],
  lists: [uploadsSlot, ettcSlot],
  facts: [uploadProgressSlot],
  writes: [uploadsAdd],
  // the lists are fetched again; an upload being sent is in the outbox, not to be sent twice
  startFresh: [uploadMachine, uploadListMachine, ettcDocumentMachine],
  provide: (w) => [
    uploadListMachine.provide({ actors: { load: fetchList(w, uploadsSlot, uploadsMine, {}) } }),
    ettcDocumentMachine.provide({ actors: { load: fetchList(w, ettcSlot, ettcMine, {}) } }),
    uploadMachine.provide({
      actors: {
        inspectFile: fromPromise<Inspected, { file: unknown }>(({ input }) => (w.uploads ? w.uploads.inspect(input.file) : noUploads())),
        queueUpload: fromPromise<{ key: string }, { pick: string; kind: UploadKind }>(async ({ input }) => {
          if (!w.uploads) return noUploads();
          const params = await w.uploads.prepare(input.pick, input.kind);
          return { key: w.outbox.write(uploadsAdd, params) };
        }),
        awaitUpload: awaitUpload(w),
      },
    }),
  ],
  screens: {
    "/ettc-Upload": () => import("../views/uploads/EttcUploadPage.tsx"),
    "/viewUploads": () => import("../views/uploads/ViewUploadsPage.tsx"),
    "/pdfViewer": () => import("../views/uploads/PdfViewerPage.tsx"),
  },
});

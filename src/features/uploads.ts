// Uploads (spec 2.16, 2.17; decisions 021, 022): /ettc-Upload (the FCP's submission images and
// their ETTC document), /viewUploads and /pdfViewer. A picked file is judged by the upload
// machine before a byte is sent; an accepted one is kept on the device and queued in the outbox
// as `uploads.add` (or a CMDI's `trainingPhotos.add`, an FCP's `workshopPhotos.add`; sent once, offline too; the wiring's sender
// sends the bytes first). The gallery's camera (decision 028) hands its photos to the same path.
import { fromCallback, fromPromise } from "xstate";
import { FILE_KIND_WRITES } from "../codecs/fileKinds.ts";
import type { PhotoLocation } from "../codecs/photoLocation.ts";
import { trainingPhotosAdd, trainingPhotosList, trainingPhotosSlot, type TrainingPhotoParams } from "../codecs/trainingPhoto.ts";
import {
  ettcMine,
  ettcSlot,
  uploadProgressSlot,
  uploadsMine,
  uploadsMinePage,
  uploadsSlot,
  type FileKind,
  type UploadKind,
} from "../codecs/upload.ts";
import { cameraMachine, type CameraCommand, type CameraEvent, type CameraInput } from "../machines/camera.machine.ts";
import { ettcDocumentMachine } from "../machines/ettcDocument.machine.ts";
import { uploadMachine, type Inspected, type QueueInput } from "../machines/upload.machine.ts";
import { workshopPhotosAdd, workshopPhotosList, workshopPhotosSlot, type WorkshopPhotoParams } from "../codecs/workshopExecution.ts";
import { uploadListMachine } from "../machines/uploadList.machine.ts";
import { uploadPagesMachine } from "../machines/uploadPages.machine.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { uploadScreens } from "../screens/ettcUpload/index.ts";
import { fetchList, fetchWindowPage, loadList } from "./lists.ts";
import { awaitWrite, type WriteOutcome } from "./writes.ts";

const noUploads = () => {
  throw new Error("Uploads are not available here");
};

/**
 * The camera actor of the camera machine: starts the camera, answers `camera.grab` with the frame
 * as a JPEG (`camera.shot`), and stops the stream's tracks when the capture ends or the flow stops.
 */
export const cameraActor = (w: FeatureWorld) =>
  fromCallback<CameraCommand, CameraInput>(({ sendBack, receive, input }) => {
    const cam = w.camera;
    const back = (e: CameraEvent) => {
      if (!stopped) sendBack(e);
    };
    let stopped = false;
    let stream: MediaStream | null = null;
    if (!cam) {
      queueMicrotask(() => back({ type: "camera.failed", reason: "missing" }));
      return () => {
        stopped = true;
      };
    }
    cam.open(input).then(
      (s) => {
        if (stopped) {
          cam.stop(s);
          return;
        }
        stream = s;
        cam.onEnded(s, () => back({ type: "camera.failed", reason: "failed" }));
        back({ type: "camera.ready", stream: s });
      },
      (e: unknown) => back({ type: "camera.failed", reason: cam.reasonOf(e) }),
    );
    receive((c) => {
      if (c.type !== "camera.grab") return;
      if (!stream) {
        back({ type: "camera.shotFailed" });
        return;
      }
      cam.grab(stream).then(
        (file) => back({ type: "camera.shot", file }),
        () => back({ type: "camera.shotFailed" }),
      );
    });
    return () => {
      stopped = true;
      if (stream) cam.stop(stream);
      stream = null;
    };
  });

/** Queues the write a prepared file's record is, as its kind registers it (FILE_KIND_WRITES). */
const queueFile = (
  w: FeatureWorld,
  kind: FileKind,
  sha256: string,
  target: number | null,
  tag: string | null,
  location: PhotoLocation | null | undefined,
): string => {
  const file = FILE_KIND_WRITES[kind];
  return w.outbox.write(file.write, file.params(sha256, target, tag, location));
};

/** Waits for the server's answer while online; a synced upload refreshes the list it shows in. */
export const awaitUpload = (w: FeatureWorld) =>
  fromPromise<WriteOutcome, { key: string }>(({ input: { key } }) =>
    awaitWrite(w, key, async (e) => {
      const reload =
        e.op === trainingPhotosAdd.name
          ? loadList(w, trainingPhotosSlot, trainingPhotosList, { training: (e.params as TrainingPhotoParams).training })
          : e.op === workshopPhotosAdd.name
            ? loadList(w, workshopPhotosSlot, workshopPhotosList, { workshop: (e.params as WorkshopPhotoParams).workshop })
            : (e.params as { kind?: UploadKind }).kind === "ettc"
              ? loadList(w, ettcSlot, ettcMine, {})
              : loadList(w, uploadsSlot, uploadsMine, {});
      await reload.catch(() => undefined);
    }),
  );

export const uploads = defineFeature({
  id: "uploads",
  machines: [uploadMachine, uploadListMachine, ettcDocumentMachine, cameraMachine, uploadPagesMachine],
  lists: [uploadsSlot, ettcSlot],
  facts: [uploadProgressSlot],
  // the write each kind of file is attached by (FILE_KIND_WRITES)
  writes: [...new Set(Object.values(FILE_KIND_WRITES).map((f) => f.write))],
  // the lists are fetched again; an upload being sent is in the outbox, not to be sent twice
  // (the camera: a stream does not survive a reload)
  startFresh: [uploadMachine, uploadListMachine, ettcDocumentMachine, cameraMachine, uploadPagesMachine],
  provide: (w) => [
    uploadListMachine.provide({ actors: { load: fetchList(w, uploadsSlot, uploadsMine, {}) } }),
    ettcDocumentMachine.provide({ actors: { load: fetchList(w, ettcSlot, ettcMine, {}) } }),
    // the older uploads the device's window does not hold (decision 092)
    uploadPagesMachine.provide({ actors: { page: fetchWindowPage(w, uploadsMinePage) } }),
    uploadMachine.provide({
      actors: {
        inspectFile: fromPromise<Inspected, { file: unknown }>(({ input }) => (w.uploads ? w.uploads.inspect(input.file) : noUploads())),
        queueUpload: fromPromise<{ key: string }, QueueInput>(async ({ input }) => {
          if (!w.uploads) return noUploads();
          const kept = await w.uploads.prepare(input.pick, input.kind);
          return { key: queueFile(w, kept.kind, kept.sha256, input.target, input.tag, input.location) };
        }),
        // where a workshop's evidence photo was taken (decision 047): none is an answer, never a failure
        locatePhoto: fromPromise<PhotoLocation | null, { pick: string }>(({ input }) =>
          w.uploads ? w.uploads.locate(input.pick) : Promise.resolve(null),
        ),
        awaitUpload: awaitUpload(w),
      },
    }),
    cameraMachine.provide({ actors: { camera: cameraActor(w) } }),
  ],
  screens: [...uploadScreens],
});

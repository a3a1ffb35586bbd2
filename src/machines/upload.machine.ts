// The upload machine (the product's design: upload/ETTC limits; spec sections 5, 8, 9). Every rule
// is decided here before a byte is sent: one ETTC PDF only ('Only one PDF can be uploaded.'),
// then the file's own bytes are inspected (`inspectFile`: its real type by its bytes, its size)
// and judged by `refusalOf` (empty, over 5 MB, not an image for a submission, not a PDF for the
// ETTC). An accepted file is prepared and queued (`queueUpload`: an image shrunk to half width,
// JPEG 0.5; a PDF unchanged; kept on the device and queued in the outbox: `uploads.add`, or for a
// training photo (`kind` training, `target` the training) `trainingPhotos.add`; for a workshop's
// photo (`kind` workshop, `target` the workshop, `tag` the photo's type) `workshopPhotos.add`), then the server's
// answer is awaited (`awaitUpload`): 'Your image uploaded successfully' (the ETTC document:
// 'Your Image is Uploaded successfully'), 'Image Upload Failed-' with the reason, "This photo is
// already in this gallery" when the server says the gallery already shows it (issue 43, item 4),
// or "saved on this device" while offline (the outbox sends it later, once). The picked file travels only in
// the `upload.picked` event (the recorder keeps its size and type, never its bytes); the effects
// keep it in memory by the `pick` id `inspectFile` answers.
// A workshop's evidence photo (`locate`) is located first (`locatePhoto`, decision 047: its EXIF
// GPS, else the device's position, the browser asking then, never on load); its write carries the
// place, or null: "no location", which never stops the upload. In the "Geo tagged Location
// pictures" gallery (`needsLocation`) the alert then says the photo has no location.
// The effects are bound by src/features/uploads.ts.
import { assign, fromPromise, setup } from "xstate";
import { ApiFailure } from "../codecs/apiFailure.ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import {
  DOCUMENT_UPLOADED,
  IMAGE_UPLOADED,
  LIMITATIONS_ALERT,
  ONE_PDF,
  QUEUED_UPLOAD,
  refusalOf,
  UNREADABLE_FILE,
  UPLOAD_FAILED,
  PHOTO_IN_GALLERY,
  PHOTO_IN_GALLERY_CODE,
  type FileKind,
} from "../codecs/upload.ts";
import { NO_LOCATION_NOTE, type PhotoLocation } from "../codecs/photoLocation.ts";

export interface UploadAlert {
  title: string | null;
  message: string;
  intent: "danger" | "success" | "warning";
}

/** What `inspectFile` learns from the file's bytes: `type` is what the bytes are (null: unknown). */
export interface Inspected {
  pick: string;
  name: string;
  size: number;
  type: string | null;
}

export interface UploadContext {
  kind: FileKind;
  /** What the file is attached to, for a training photo: the training's id (null otherwise). */
  target: number | null;
  /** What the file is of, where the target has several galleries: a workshop photo's type (null otherwise). */
  tag: string | null;
  /** An ETTC document is on the server already or queued (the single-PDF rule). */
  hasPdf: boolean;
  inspected: Inspected | null;
  /** Whether a picked photo is located before it is queued (a workshop's evidence). */
  locate: boolean;
  /** Whether the gallery wants a location (Geo tagged Location pictures): the person is told when there is none. */
  needsLocation: boolean;
  /** Where the photo being sent was taken (null: none found or allowed), once located. */
  location: PhotoLocation | null;
  /** The queued upload's idempotency key. */
  key: string | null;
  alert: UploadAlert | null;
}
export interface UploadInput {
  kind: FileKind;
  hasPdf: boolean;
  target?: number | null;
  tag?: string | null;
  locate?: boolean;
  needsLocation?: boolean;
}

/** What `queueUpload` is asked to queue: the picked file, its kind and what it is attached to. */
export interface QueueInput {
  pick: string;
  kind: FileKind;
  target: number | null;
  tag: string | null;
  /** Where it was taken (null: no location), for a located kind; absent otherwise. */
  location?: PhotoLocation | null;
}

export type UploadEvent =
  /** `file`: the picked File (the effects read it; the log keeps its size and type only). */
  | { type: "upload.picked"; file: unknown }
  /** The ETTC record loaded or changed (a document on the server). */
  | { type: "upload.hasPdf"; hasPdf: boolean }
  | { type: "upload.dismissed" };

/** A located photo sent without a location, in a gallery that wants one. */
const unlocated = (c: UploadContext) => c.locate && c.needsLocation && c.location === null;

const reasonOf = (error: unknown): string => (ApiFailure.is(error) ? error.message : error instanceof Error ? error.message : String(error));

/** A picked file: the single-PDF rule first (no need to read it), else its bytes are inspected. */
const PICKED = [
  { guard: "onePdfOnly", target: "#upload.refused", actions: ["clear", "onePdf"] },
  { target: "#upload.inspecting", actions: "clear" },
] as const;
const RESTING = { "upload.picked": PICKED, "upload.dismissed": { target: "#upload.idle", actions: "clear" } } as const;

export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent, input: {} as UploadInput },
  actors: {
    inspectFile: fromPromise<Inspected, { file: unknown }>(() => Promise.reject(new Error("inspectFile actor not provided"))),
    queueUpload: fromPromise<{ key: string }, QueueInput>(() => Promise.reject(new Error("queueUpload actor not provided"))),
    awaitUpload: fromPromise<WriteOutcome, { key: string }>(() => Promise.reject(new Error("awaitUpload actor not provided"))),
    locatePhoto: fromPromise<PhotoLocation | null, { pick: string }>(() => Promise.reject(new Error("locatePhoto actor not provided"))),
  },
  actions: {
    onePdf: assign({ alert: { title: LIMITATIONS_ALERT, message: ONE_PDF, intent: "danger" as const } }),
    inspected: assign((_, inspected: Inspected) => ({ inspected })),
    refused: assign(({ context }, i: Inspected) => ({ alert: { ...refusalOf(context.kind, i.size, i.type)!, intent: "danger" as const } })),
    unreadable: assign({ alert: { title: null, message: UNREADABLE_FILE, intent: "danger" as const } }),
    queued: assign(({ context }, key: string) => ({
      key,
      // a queued ETTC document counts: a second one is refused at once
      hasPdf: context.hasPdf || context.kind === "ettc",
    })),
    succeeded: assign({
      alert: ({ context }) =>
        unlocated(context)
          ? { title: null, message: `${IMAGE_UPLOADED} ${NO_LOCATION_NOTE}`, intent: "warning" as const }
          : { title: null, message: context.kind === "ettc" ? DOCUMENT_UPLOADED : IMAGE_UPLOADED, intent: "success" as const },
    }),
    waiting: assign({
      alert: ({ context }) => ({
        title: null,
        message: unlocated(context) ? `${QUEUED_UPLOAD} ${NO_LOCATION_NOTE}` : QUEUED_UPLOAD,
        intent: "warning" as const,
      }),
    }),
    located: assign((_, location: PhotoLocation | null) => ({ location })),
    failed: assign(({ context }, { error }: { error: unknown }) => ({
      alert: { title: null, message: UPLOAD_FAILED + reasonOf(error), intent: "danger" as const },
      // a refused ETTC document is not on the server: another may be chosen
      hasPdf: context.kind === "ettc" ? false : context.hasPdf,
    })),
    alreadyInGallery: assign({ alert: { title: null, message: PHOTO_IN_GALLERY, intent: "warning" as const } }),
    setHasPdf: assign({ hasPdf: ({ event }) => (event.type === "upload.hasPdf" ? event.hasPdf : false) }),
    clear: assign({ alert: null, inspected: null, key: null, location: null }),
  },
  guards: {
    acceptableToLocate: ({ context }, i: Inspected) => context.locate && refusalOf(context.kind, i.size, i.type) === null,
    onePdfOnly: ({ context }) => context.kind === "ettc" && context.hasPdf,
    acceptable: ({ context }, i: Inspected) => refusalOf(context.kind, i.size, i.type) === null,
    synced: (_, outcome: WriteOutcome) => outcome.status === "synced",
    /** The server refused the photo because the gallery already shows it (issue 43, item 4). */
    inGallery: (_, error: unknown) => ApiFailure.is(error) && error.kind === "http" && error.code === PHOTO_IN_GALLERY_CODE,
  },
}).createMachine({
  id: "upload",
  initial: "idle",
  context: ({ input }) => ({
    kind: input.kind,
    target: input.target ?? null,
    tag: input.tag ?? null,
    hasPdf: input.hasPdf,
    inspected: null,
    locate: input.locate ?? false,
    needsLocation: input.needsLocation ?? false,
    location: null,
    key: null,
    alert: null,
  }),
  on: { "upload.hasPdf": { actions: "setHasPdf" } },
  states: {
    idle: { on: { "upload.picked": PICKED } },
    inspecting: {
      tags: ["busy"],
      invoke: {
        id: "inspectFile",
        src: "inspectFile",
        input: ({ event }) => ({ file: (event as { file?: unknown }).file }),
        onDone: [
          {
            guard: { type: "acceptableToLocate", params: ({ event }) => event.output },
            target: "locating",
            actions: { type: "inspected", params: ({ event }) => event.output },
          },
          {
            guard: { type: "acceptable", params: ({ event }) => event.output },
            target: "queueing",
            actions: { type: "inspected", params: ({ event }) => event.output },
          },
          { target: "refused", actions: { type: "refused", params: ({ event }) => event.output } },
        ],
        onError: { target: "refused", actions: "unreadable" },
      },
    },
    /** Where the photo was taken: its EXIF GPS, else the device's position (the browser may ask now); none never stops it. */
    locating: {
      tags: ["busy", "locating"],
      invoke: {
        id: "locatePhoto",
        src: "locatePhoto",
        input: ({ context }) => ({ pick: context.inspected!.pick }),
        onDone: { target: "queueing", actions: { type: "located", params: ({ event }) => event.output } },
        onError: { target: "queueing", actions: { type: "located", params: null } },
      },
    },
    queueing: {
      tags: ["busy"],
      invoke: {
        id: "queueUpload",
        src: "queueUpload",
        input: ({ context }) => ({
          pick: context.inspected!.pick,
          kind: context.kind,
          target: context.target,
          tag: context.tag,
          ...(context.locate ? { location: context.location } : {}),
        }),
        onDone: { target: "sending", actions: { type: "queued", params: ({ event }) => event.output.key } },
        onError: { target: "failed", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "awaitUpload",
        src: "awaitUpload",
        input: ({ context }) => ({ key: context.key! }),
        onDone: [
          { guard: { type: "synced", params: ({ event }) => event.output }, target: "done", actions: "succeeded" },
          { target: "waiting", actions: "waiting" },
        ],
        onError: [
          {
            guard: { type: "inGallery", params: ({ event }: { event: { error: unknown } }) => event.error },
            target: "alreadyInGallery",
            actions: "alreadyInGallery",
          },
          { target: "failed", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // the resting states with an alert: the next file may be picked, the alert closed
    /** Kept on the device; the outbox sends it when the connection is back. */
    waiting: { on: RESTING },
    done: { on: RESTING },
    refused: { on: RESTING },
    /** The photo is already in this gallery: said so, nothing new was added. */
    alreadyInGallery: { on: RESTING },
    failed: { on: RESTING },
  },
});

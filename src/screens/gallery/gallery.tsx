// The photo gallery's flows, hosted (spec 2.18; decisions 028 and 070): `Gallery` is the widget with
// its lightbox flow (photoGallery:<flowKey>, following the items as they change), given to the
// Views that draw galleries as a component; `AddingGallery` is a gallery with adding on: a picked
// photo goes to the upload flow (upload:<key>: the same rules, alerts, shrink and queue as every
// upload) and a photo the camera flow (camera:<key>) takes is handed to it as `upload.picked`;
// deleting is its owner's flow's (the confirmation, the Undo), given as `deleting`.
import type { FileKind } from "../../codecs/upload.ts";
import { GEO_TAGGED_TYPE } from "../../codecs/workshop.ts";
import { cameraMachine } from "../../machines/camera.machine.ts";
import { photoGalleryMachine } from "../../machines/photoGallery.machine.ts";
import { uploadMachine } from "../../machines/upload.machine.ts";
import {
  type GalleryAdding,
  type GalleryCamera,
  type GalleryUploader,
  PhotoGalleryView,
  type PhotoGalleryProps,
} from "../../views/gallery/PhotoGallery.tsx";
import { kept } from "../../views/kept.ts";
import { flow, hosted, type Running, type Selection, watching } from "../host.tsx";

const lightbox = {
  lightbox: flow<PhotoGalleryProps, typeof photoGalleryMachine>({
    machine: photoGalleryMachine,
    key: (h) => `photoGallery:${h.props.flowKey}`,
    input: (h) => ({ count: h.props.items.length }),
  }),
};

/** The lightbox's callbacks, one set per running flow (its `send`), so the memoised thumbnails keep them. */
const lightboxActions = (send: Running<typeof photoGalleryMachine>["send"]) =>
  kept(send, "lightbox", () => ({
    onOpen: (index: number) => send({ type: "gallery.open", index }),
    onNext: () => send({ type: "gallery.next" }),
    onPrevious: () => send({ type: "gallery.previous" }),
    onClose: () => send({ type: "gallery.close" }),
  }));

/** The widget: the lightbox is the gallery machine's flow. */
export const Gallery = hosted<PhotoGalleryProps>()({
  flows: lightbox,
  select: (s) => {
    const { snap, send } = s.flows.lightbox;
    return {
      title: s.props.title,
      items: s.props.items,
      adding: s.props.adding,
      open: snap.matches("open") ? snap.context.index : null,
      ...lightboxActions(send),
    };
  },
  View: PhotoGalleryView,
  watch: [
    // the lightbox follows the items as they change (an upload adds one, a delete takes one away)
    watching(
      (s: Selection<PhotoGalleryProps, typeof lightbox>) => s.props.items.length,
      (count, s) => {
        if (count !== s.flows.lightbox.snap.context.count) s.flows.lightbox.send({ type: "gallery.items", count });
      },
    ),
  ],
});

/** Where a gallery's uploads go: `key` names its upload and camera flows; `tag` is the gallery's photo type. */
export interface GalleryUploads {
  key: string;
  kind: FileKind;
  target: number | null;
  tag?: string | null;
}

export interface AddingGalleryProps extends Omit<PhotoGalleryProps, "adding"> {
  uploads: GalleryUploads;
  /** The owner's delete (its flow's confirmation and what it says). */
  deleting: Omit<GalleryAdding, "upload" | "camera">;
}

const uploadFlows = {
  upload: flow<AddingGalleryProps, typeof uploadMachine>({
    machine: uploadMachine,
    key: (h) => `upload:${h.props.uploads.key}`,
    // a workshop's evidence photo keeps where it was taken (decision 047); the geo-tagged gallery says when it has none
    input: ({ props: { uploads: u } }) => ({
      kind: u.kind,
      hasPdf: false,
      target: u.target,
      tag: u.tag ?? null,
      locate: u.kind === "workshop",
      needsLocation: u.tag === GEO_TAGGED_TYPE,
    }),
  }),
  camera: flow<AddingGalleryProps, typeof cameraMachine>({ machine: cameraMachine, key: (h) => `camera:${h.props.uploads.key}` }),
};

const cameraState = (snap: Running<typeof cameraMachine>["snap"]): GalleryCamera["state"] =>
  snap.matches({ on: "starting" })
    ? "starting"
    : snap.matches({ on: "live" })
      ? "live"
      : snap.matches({ on: "capturing" })
        ? "capturing"
        : snap.matches("unavailable")
          ? "unavailable"
          : "off";

/** The upload and camera flows as the gallery draws them. */
export function galleryUploadsOf(
  upload: Running<typeof uploadMachine>,
  camera: Running<typeof cameraMachine>,
): {
  upload: GalleryUploader;
  camera: GalleryCamera;
} {
  const c = camera.snap.context;
  return {
    upload: {
      busy: upload.snap.hasTag("busy"),
      locating: upload.snap.hasTag("locating"),
      alert: upload.snap.context.alert,
      onFile: (file) => upload.send({ type: "upload.picked", file }),
      onDismiss: () => upload.send({ type: "upload.dismissed" }),
    },
    camera: {
      state: cameraState(camera.snap),
      message: c.message,
      stream: c.stream,
      onOpen: () => camera.send({ type: "camera.open" }),
      onCapture: () => camera.send({ type: "camera.capture" }),
      onClose: () => camera.send({ type: "camera.close" }),
    },
  };
}

/** A gallery with adding on: upload, camera capture and its owner's delete. */
export const AddingGallery = hosted<AddingGalleryProps>()({
  flows: uploadFlows,
  select: (s): PhotoGalleryProps => ({
    title: s.props.title,
    items: s.props.items,
    flowKey: s.props.flowKey,
    adding: { ...galleryUploadsOf(s.flows.upload, s.flows.camera), ...s.props.deleting },
  }),
  View: Gallery,
  emitted: {
    // a photo taken goes the way a picked one does
    camera: (e, s) => s.flows.upload.send({ type: "upload.picked", file: e.file }),
  },
});

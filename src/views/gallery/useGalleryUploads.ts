// The gallery's upload and camera flows (decision 028): a picked photo goes to the upload machine
// (the same rules, alerts, shrink and queue as every upload); a photo the camera machine captures
// is handed to the same flow as `upload.picked`. `key` names both flows in the event log.
import { useEffect } from "react";
import { cameraMachine, type CameraContext } from "../../machines/camera.machine.ts";
import { uploadMachine } from "../../machines/upload.machine.ts";
import type { FileKind } from "../../codecs/upload.ts";
import { GEO_TAGGED_TYPE } from "../../codecs/workshop.ts";
import { useFlow } from "../flows.ts";
import type { GalleryCamera, GalleryUploader } from "./PhotoGallery.tsx";

const cameraState = (matches: (v: unknown) => boolean): GalleryCamera["state"] =>
  matches({ on: "starting" })
    ? "starting"
    : matches({ on: "live" })
      ? "live"
      : matches({ on: "capturing" })
        ? "capturing"
        : matches("unavailable")
          ? "unavailable"
          : "off";

export function useGalleryUploads(
  key: string,
  kind: FileKind,
  target: number | null,
  tag: string | null = null,
): { upload: GalleryUploader; camera: GalleryCamera } {
  // a workshop's evidence photo keeps where it was taken (decision 047); the geo-tagged gallery says when it has none
  const [up, sendUpload] = useFlow(`upload:${key}`, uploadMachine, {
    kind,
    hasPdf: false,
    target,
    tag,
    locate: kind === "workshop",
    needsLocation: tag === GEO_TAGGED_TYPE,
  });
  const [cam, sendCamera, cameraRef] = useFlow(`camera:${key}`, cameraMachine);
  // a photo taken goes the way a picked one does
  useEffect(() => {
    const sub = cameraRef.on("camera.captured", (e) => {
      sendUpload({ type: "upload.picked", file: e.file });
    });
    return () => sub.unsubscribe();
  }, [cameraRef, sendUpload]);
  const c: CameraContext = cam.context;
  return {
    upload: {
      busy: up.hasTag("busy"),
      locating: up.hasTag("locating"),
      alert: up.context.alert,
      onFile: (file) => sendUpload({ type: "upload.picked", file }),
      onDismiss: () => sendUpload({ type: "upload.dismissed" }),
    },
    camera: {
      state: cameraState((v) => cam.matches(v as never)),
      message: c.message,
      stream: c.stream,
      onOpen: () => sendCamera({ type: "camera.open" }),
      onCapture: () => sendCamera({ type: "camera.capture" }),
      onClose: () => sendCamera({ type: "camera.close" }),
    },
  };
}

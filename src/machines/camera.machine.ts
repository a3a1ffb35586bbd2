// Camera capture for the photo gallery (spec 2.18, sections 5 and 9): the front camera asked at
// 1280x720 with no audio, a live preview (shown at 640x360), and 'Capture' taking a JPEG frame that
// is handed to the same upload path as a picked file (the gallery sends it to its upload flow as
// `upload.picked`: the same rules, alerts and shrink).
// off -> starting -> live <-> capturing; starting -> unavailable (no camera, permission refused:
// the message says so; the file picker stays usable); close -> off from anywhere.
// The stream belongs to the invoked `camera` actor (a callback actor bound by
// src/features/uploads.ts): it starts the camera, answers `camera.grab` with `camera.shot` (the
// JPEG) or `camera.shotFailed`, and stops every track of the stream when its state is left or the
// flow stops (leaving the page), whichever comes first.
import { assign, emit, fromCallback, sendTo, setup } from "xstate";
import {
  CAMERA_CONSTRAINTS,
  CAMERA_DENIED,
  CAMERA_FAILED,
  CAMERA_MISSING,
  cameraMessage,
  PREVIEW,
  SHOT_FAILED,
  type CameraFailure,
  type CameraInput,
} from "../codecs/camera.ts";

export {
  CAMERA_CONSTRAINTS,
  CAMERA_DENIED,
  CAMERA_FAILED,
  CAMERA_MISSING,
  PREVIEW,
  SHOT_FAILED,
  cameraMessage,
  type CameraFailure,
  type CameraInput,
};

export interface CameraContext {
  /** The live stream (a MediaStream in a browser; the view shows it in the preview), while live. */
  stream: unknown;
  message: string | null;
}

export type CameraEvent =
  | { type: "camera.open" }
  | { type: "camera.close" }
  | { type: "camera.capture" }
  // from the camera actor
  | { type: "camera.ready"; stream: unknown }
  | { type: "camera.failed"; reason: CameraFailure }
  | { type: "camera.shot"; file: unknown }
  | { type: "camera.shotFailed" };

/** What the camera actor is sent by the machine. */
export type CameraCommand = { type: "camera.grab" };

/** Emitted with each photo taken: the gallery hands `file` (a JPEG File) to its upload flow. */
export type CameraEmitted = { type: "camera.captured"; file: unknown };

export const cameraMachine = setup({
  types: { context: {} as CameraContext, events: {} as CameraEvent, emitted: {} as CameraEmitted },
  actors: {
    camera: fromCallback<CameraCommand, CameraInput>(({ sendBack }) => {
      sendBack({ type: "camera.failed", reason: "failed" });
    }),
  },
  actions: {
    ready: assign({ stream: ({ event }) => (event.type === "camera.ready" ? event.stream : null), message: null }),
    failed: assign({ stream: null, message: ({ event }) => cameraMessage(event.type === "camera.failed" ? event.reason : "failed") }),
    shotFailed: assign({ message: SHOT_FAILED }),
    taken: assign({ message: null }),
    handOver: emit(({ event }) => ({ type: "camera.captured" as const, file: event.type === "camera.shot" ? event.file : null })),
    forget: assign({ stream: null, message: null }),
    forgetMessage: assign({ message: null }),
    grab: sendTo("camera", { type: "camera.grab" }),
  },
}).createMachine({
  id: "camera",
  initial: "off",
  context: { stream: null, message: null },
  states: {
    off: { on: { "camera.open": "on" } },
    on: {
      // the stream lives as long as this state: the actor's cleanup stops its tracks
      invoke: { id: "camera", src: "camera", input: () => CAMERA_CONSTRAINTS },
      initial: "starting",
      on: {
        "camera.close": { target: "off", actions: "forget" },
        // refused or missing at the start, or the camera went away (unplugged, taken by another app)
        "camera.failed": { target: "unavailable", actions: "failed" },
      },
      states: {
        starting: { tags: ["busy"], on: { "camera.ready": { target: "live", actions: "ready" } } },
        live: { on: { "camera.capture": { target: "capturing", actions: "forgetMessage" } } },
        capturing: {
          tags: ["busy"],
          entry: "grab",
          on: {
            "camera.shot": { target: "live", actions: ["taken", "handOver"] },
            "camera.shotFailed": { target: "live", actions: "shotFailed" },
          },
        },
      },
    },
    unavailable: { on: { "camera.open": "on", "camera.close": { target: "off", actions: "forget" } } },
  },
});

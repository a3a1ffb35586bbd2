// Camera capture (spec sections 5 and 9): what the gallery asks the camera for, the preview's
// size, and how a failure to start it is told (decision 028). Shared by the camera machine and
// the camera effects.
import { msg } from "./i18n.ts";

/** Front camera, 1280x720, no audio (spec section 5). */
export const CAMERA_CONSTRAINTS = { video: { facingMode: "user", width: 1280, height: 720 }, audio: false } as const;
export type CameraInput = typeof CAMERA_CONSTRAINTS;
/** The preview's size on the page (spec section 9: 640x360). */
export const PREVIEW = { width: 640, height: 360 } as const;

/** Why the camera could not start: the permission was refused, there is none, or it failed. */
export type CameraFailure = "denied" | "missing" | "failed";

export const CAMERA_DENIED = msg("Camera permission was refused. Allow the camera in the browser's site settings, or choose a photo with Upload.");
export const CAMERA_MISSING = msg("No camera was found on this device. Choose a photo with Upload instead.");
export const CAMERA_FAILED = msg("The camera could not be started. Choose a photo with Upload instead.");
export const SHOT_FAILED = msg("The photo could not be taken. Please try Capture again.");

export const cameraMessage = (reason: CameraFailure) => (reason === "denied" ? CAMERA_DENIED : reason === "missing" ? CAMERA_MISSING : CAMERA_FAILED);

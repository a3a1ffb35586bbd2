// The camera (spec 2.18, sections 5 and 9; the camera machine in src/machines/camera.machine.ts):
// the front camera through getUserMedia, a frame of it taken as a JPEG File, and the stream's
// tracks stopped when the capture ends. Errors are sorted into what the person is told: the
// permission was refused, there is no camera, or it could not start.
import type { CameraFailure, CameraInput } from "../codecs/camera.ts";

export interface CameraEffects {
  /** Starts the camera (rejects with an error `reasonOf` sorts). */
  open(constraints: CameraInput): Promise<MediaStream>;
  /** A frame of the live stream as a JPEG file, named and dated by the time it was taken. */
  grab(stream: MediaStream): Promise<File>;
  /** Stops every track of the stream (the camera's light goes off). */
  stop(stream: MediaStream): void;
  /** Calls back when the camera stops on its own (unplugged, taken by another app). */
  onEnded(stream: MediaStream, fn: () => void): void;
  reasonOf(error: unknown): CameraFailure;
}

/** What a getUserMedia failure means for the person. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError" || name === "NoCameraError") return "missing";
  return "failed";
}

/** 'Camera-' plus the local time it was taken: the file name a captured photo is kept under. */
export const captureName = (at: Date) => {
  const p = (n: number) => String(n).padStart(2, "0");
  return `Camera-${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())} ${p(at.getHours())}-${p(at.getMinutes())}-${p(at.getSeconds())}.jpg`;
};

/** The frame a stream shows now, through a detached video element (every browser has one). */
async function frameOf(stream: MediaStream): Promise<{ source: CanvasImageSource; width: number; height: number; done: () => void }> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  if (video.videoWidth === 0) await new Promise<void>((res) => video.addEventListener("loadeddata", () => res(), { once: true }));
  return {
    source: video,
    width: video.videoWidth,
    height: video.videoHeight,
    done: () => {
      video.pause();
      video.srcObject = null;
    },
  };
}

export function browserCamera(): CameraEffects {
  return {
    async open(constraints) {
      if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia)
        throw Object.assign(new Error("No camera API"), { name: "NoCameraError" });
      return navigator.mediaDevices.getUserMedia(constraints as MediaStreamConstraints);
    },
    async grab(stream) {
      const f = await frameOf(stream);
      try {
        const canvas = document.createElement("canvas");
        canvas.width = f.width;
        canvas.height = f.height;
        canvas.getContext("2d")!.drawImage(f.source, 0, 0, f.width, f.height);
        const blob = await new Promise<Blob>((res, rej) =>
          canvas.toBlob((b) => (b ? res(b) : rej(new Error("The frame could not be encoded"))), "image/jpeg", 0.92),
        );
        const at = new Date();
        return new File([blob], captureName(at), { type: "image/jpeg", lastModified: at.getTime() });
      } finally {
        f.done();
      }
    },
    stop(stream) {
      for (const t of stream.getTracks()) t.stop();
    },
    onEnded(stream, fn) {
      for (const t of stream.getVideoTracks()) t.addEventListener("ended", fn, { once: true });
    },
    reasonOf: cameraFailureOf,
  };
}

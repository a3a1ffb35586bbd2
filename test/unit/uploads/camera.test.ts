// The gallery's camera flow with the feature's camera actor over a fake camera: the front camera
// is asked at 1280x720 with no audio; 'Capture' hands a JPEG to whoever listens (the gallery's
// upload flow); a refused permission or no camera says so; the stream's tracks are stopped when
// the camera is closed, when the flow stops (the page is left), and when it starts too late.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, waitFor } from "xstate";
import { cameraFailureOf, captureName, type CameraEffects } from "../../../src/effects/camera.ts";
import type { FeatureWorld } from "../../../src/features/feature.ts";
import { cameraActor } from "../../../src/features/uploads.ts";
import { CAMERA_DENIED, CAMERA_MISSING, cameraMachine, SHOT_FAILED } from "../../../src/machines/camera.machine.ts";

interface FakeStream {
  id: string;
  stopped: boolean;
}

function fakeCamera(o: { refuse?: string; grabFails?: boolean } = {}) {
  const asked: unknown[] = [];
  const streams: FakeStream[] = [];
  let ended: (() => void) | null = null;
  let opened!: () => void;
  const open = new Promise<void>((r) => {
    opened = r;
  });
  const cam: CameraEffects = {
    open: async (c) => {
      asked.push(c);
      opened();
      if (o.refuse) throw Object.assign(new Error("refused"), { name: o.refuse });
      const s = { id: `s${streams.length + 1}`, stopped: false };
      streams.push(s);
      return s as never;
    },
    grab: async () => {
      if (o.grabFails) throw new Error("no frame");
      return new File([new Uint8Array([0xff, 0xd8, 0xff])], "Camera-1.jpg", { type: "image/jpeg" });
    },
    stop: (s) => {
      (s as unknown as FakeStream).stopped = true;
    },
    onEnded: (_s, fn) => {
      ended = fn;
    },
    reasonOf: cameraFailureOf,
  };
  return { cam, asked, streams, open, end: () => ended?.() };
}

function start(cam: CameraEffects | undefined) {
  const w = { camera: cam } as unknown as FeatureWorld;
  const a = createActor(cameraMachine.provide({ actors: { camera: cameraActor(w) } })).start();
  const captured: unknown[] = [];
  a.on("camera.captured", (e) => captured.push(e.file));
  return { a, captured };
}

test("the front camera at 1280x720, no audio; Capture hands a JPEG on and stays live; Close stops every track", async () => {
  const f = fakeCamera();
  const { a, captured } = start(f.cam);
  a.send({ type: "camera.open" });
  await waitFor(a, (s) => s.matches({ on: "live" }));
  assert.equal(f.asked, [{ video: { facingMode: "user", width: 1280, height: 720 }, audio: false }]);
  assert.is((a.getSnapshot().context.stream as FakeStream).id, "s1", "the preview gets the stream");
  a.send({ type: "camera.capture" });
  await waitFor(a, (s) => s.matches({ on: "live" }) && captured.length === 1);
  assert.is((captured[0] as File).type, "image/jpeg");
  assert.not.ok(f.streams[0]!.stopped);
  a.send({ type: "camera.close" });
  assert.ok(a.getSnapshot().matches("off"));
  assert.ok(f.streams[0]!.stopped, "closing the camera stops the stream");
  assert.is(a.getSnapshot().context.stream, null);
});

test("leaving the page (the flow stops) stops the stream; a camera that starts after that is stopped at once", async () => {
  const f = fakeCamera();
  const { a } = start(f.cam);
  a.send({ type: "camera.open" });
  await waitFor(a, (s) => s.matches({ on: "live" }));
  a.stop();
  assert.ok(f.streams[0]!.stopped);
  const late = fakeCamera();
  const b = start(late.cam).a;
  b.send({ type: "camera.open" });
  await late.open;
  b.stop();
  await new Promise((r) => setTimeout(r, 0)); // the stream arrives after the stop (a promise turn)
  assert.is(late.streams.length, 1);
  assert.ok(late.streams[0]!.stopped, "never left running");
});

test("a refused permission, no camera, or a camera gone: unavailable with the message; open tries again", async () => {
  for (const [name, message] of [
    ["NotAllowedError", CAMERA_DENIED],
    ["NotFoundError", CAMERA_MISSING],
  ] as const) {
    const { a } = start(fakeCamera({ refuse: name }).cam);
    a.send({ type: "camera.open" });
    const s = await waitFor(a, (s) => s.matches("unavailable"));
    assert.is(s.context.message, message);
  }
  const none = start(undefined).a;
  none.send({ type: "camera.open" });
  assert.is((await waitFor(none, (s) => s.matches("unavailable"))).context.message, CAMERA_MISSING, "no camera at all");
  const f = fakeCamera();
  const { a } = start(f.cam);
  a.send({ type: "camera.open" });
  await waitFor(a, (s) => s.matches({ on: "live" }));
  f.end();
  await waitFor(a, (s) => s.matches("unavailable"));
  assert.ok(f.streams[0]!.stopped);
  a.send({ type: "camera.open" });
  await waitFor(a, (s) => s.matches({ on: "live" }));
  assert.is(f.streams.length, 2);
});

test("a frame that cannot be taken says so and the camera stays live", async () => {
  const { a, captured } = start(fakeCamera({ grabFails: true }).cam);
  a.send({ type: "camera.open" });
  await waitFor(a, (s) => s.matches({ on: "live" }));
  a.send({ type: "camera.capture" });
  const s = await waitFor(a, (s) => s.matches({ on: "live" }) && s.context.message !== null);
  assert.is(s.context.message, SHOT_FAILED);
  assert.equal(captured, []);
});

test("getUserMedia's errors sorted; a capture's name is 'Camera-' and the local time", () => {
  assert.equal(
    ["NotAllowedError", "SecurityError", "NotFoundError", "OverconstrainedError", "NotReadableError", "AbortError"].map((name) =>
      cameraFailureOf({ name }),
    ),
    ["denied", "denied", "missing", "missing", "failed", "failed"],
  );
  assert.is(captureName(new Date(2026, 10, 23, 9, 5, 7)), "Camera-2026-11-23 09-05-07.jpg");
});

test.run();

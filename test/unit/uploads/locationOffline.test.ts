// Where a photo was taken travels with its queued upload (decision 047), through the real wiring
// with a fake server: a workshop's evidence photo added offline is located at once (the place of
// its taking), kept with its write in the outbox, and sent once when the network is back: the
// bytes first, then `workshopPhotos.add` carrying the place.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createActor, waitFor } from "xstate";
import type { PhotoLocation } from "../../../src/codecs/photoLocation.ts";
import { QUEUED_UPLOAD } from "../../../src/codecs/upload.ts";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { fetchPostFile, memoryKeep } from "../../../src/effects/uploads.ts";
import { uploadMachine } from "../../../src/machines/upload.machine.ts";
import type { OnlineSignal } from "../../../src/store/outbox.ts";
import { createAppActors, memoryLog } from "../../../src/wiring.ts";
import { userOf } from "../fixtures.ts";

const MUMBAI: PhotoLocation = { lat: 19.0761, lng: 72.8775, accuracy: 20, source: "device" };
const JPEG = readFileSync(join(import.meta.dirname, "../../fixtures/upload-photo.jpg"));

test("offline: the place is taken now, kept with the queued write, and sent once with it when the network is back", async () => {
  const log = memoryLog();
  await log.open();
  let online = false;
  const subs = new Set<(v: boolean) => void>();
  const net: OnlineSignal = {
    isOnline: () => online,
    subscribe: (fn) => {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
  const fetch = fakeFetch({
    "POST /api/files?kind=workshop": () => ({ status: 200, body: { id: 5 } }),
    "POST /api/query": (req) => {
      const { op, params } = req.body as { op: string; params: Record<string, unknown> };
      if (op !== "workshopPhotos.add") return { status: 200, body: { rows: [] } };
      return {
        status: 200,
        body: {
          rows: [
            {
              id: 9,
              workshop: 7,
              type: params.type,
              name: "a.jpg",
              url: "/api/files/5",
              sha256: params.sha256,
              captured_at: null,
              uploaded_at: "",
              mine: true,
              lat: 19.0761,
              lng: 72.8775,
              accuracy: 20,
              location_source: "device",
            },
          ],
        },
      };
    },
  });
  const located: string[] = [];
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(userOf()), role: "FCP" }),
    navigate: () => {},
    log,
    online: net,
    settleMs: 50,
    uploads: {
      keep: memoryKeep(),
      post: fetchPostFile(fetch),
      shrink: async (f) => ({ blob: f }),
      locate: async () => {
        located.push(online ? "online" : "offline");
        return MUMBAI;
      },
    },
  });
  actors.outbox.start();
  const flow = actors.flows.prepare("upload:workshop:7:geo", uploadMachine, {
    kind: "workshop",
    hasPdf: false,
    target: 7,
    tag: "geo_tagged_Location_pictures",
    locate: true,
    needsLocation: true,
  });
  const up = createActor(flow.machine, flow.options as never).start();
  up.send({ type: "upload.picked", file: new File([JPEG], "a.jpg", { type: "image/jpeg", lastModified: Date.UTC(2026, 10, 20) }) });
  await waitFor(up, (s) => s.matches("waiting"), { timeout: 30_000 });
  assert.is(up.getSnapshot().context.alert?.message, QUEUED_UPLOAD, "a place was found: no note about a missing one");
  assert.equal(located, ["offline"], "located when it was added, not when it is sent");
  assert.is(fetch.requests.length, 0);
  online = true;
  for (const fn of subs) fn(true);
  const writes = () => fetch.requests.filter((r) => r.path === "/api/query" && (r.body as { op: string }).op === "workshopPhotos.add");
  const until = Date.now() + 30_000;
  while (writes().length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  assert.is(writes().length, 1);
  const sent = (writes()[0]!.body as { params: Record<string, unknown> }).params;
  assert.equal([sent.workshop, sent.type, sent.location], [7, "geo_tagged_Location_pictures", MUMBAI]);
  const files = fetch.requests.filter((r) => r.path === "/api/files?kind=workshop");
  assert.is(files.length, 1, "the bytes went first, once");
  assert.ok(fetch.requests.indexOf(files[0]!) < fetch.requests.indexOf(writes()[0]!));
  assert.equal(located, ["offline"], "not located again when sent");
  actors.outbox.stop?.();
});

test.run();

// Signing a device out (/devices) is the app's one delete confirmation (src/machines/deleteConfirm.ts)
// with the list's own answers: asked first, queued once when confirmed, nothing when cancelled, and
// a write that could not be queued is said until the list is refreshed or it is dismissed.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ListFetched } from "../../../src/codecs/lists.ts";
import { deviceListMachine } from "../../../src/machines/deviceList.machine.ts";

function devices(queue: (id: number) => void) {
  return createActor(
    deviceListMachine.provide({
      actors: {
        loadDevices: fromPromise<ListFetched, void>(async () => ({ count: 2 })),
        signOutDevice: fromPromise<void, { id: number }>(async ({ input }) => queue(input.id)),
      },
    }),
    { input: { hasCached: true } },
  ).start();
}

test("a sign-out asks first; Cancel queues nothing; confirmed, it is queued once and the dialog closes", async () => {
  const queued: number[] = [];
  const a = devices((id) => queued.push(id));
  await waitFor(a, (s) => s.matches({ list: "ready" }));
  a.send({ type: "devices.signOut", id: 7 });
  assert.equal(a.getSnapshot().context.confirming, { id: 7, name: "" });
  assert.ok(a.getSnapshot().matches({ dialog: "confirming" }));
  a.send({ type: "devices.cancelled" });
  assert.ok(a.getSnapshot().matches({ dialog: "closed" }));
  assert.equal(queued, []);
  a.send({ type: "devices.signOut", id: 9 });
  a.send({ type: "devices.confirmed" });
  await waitFor(a, (s) => s.matches({ dialog: "closed" }));
  assert.equal(queued, [9]);
  assert.is(a.getSnapshot().context.confirming, null);
  a.send({ type: "devices.confirmed" });
  assert.equal(queued, [9], "a second answer with nothing asked does nothing");
});

test("a sign-out that could not be queued is said, and dismissed", async () => {
  const a = devices(() => {
    throw new Error("The outbox is full");
  });
  await waitFor(a, (s) => s.matches({ list: "ready" }));
  a.send({ type: "devices.signOut", id: 7 });
  a.send({ type: "devices.confirmed" });
  await waitFor(a, (s) => s.context.error !== null);
  assert.ok(a.getSnapshot().matches({ dialog: "closed" }));
  a.send({ type: "devices.dismissed" });
  assert.is(a.getSnapshot().context.error, null);
});

test.run();

// A photo's delete offers Undo (issue 49 item 6; decision 067): the training gallery's and the
// workshop evidence gallery's `deletePhoto`, as their features bind it, take the photo out of the
// cached list at once and hold the write for the Undo toast, which names the photo; Undo puts it
// back at its place and nothing is sent; without Undo the delete is sent once, after its hold.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { type AnyActorLogic, createActor, SimulatedClock } from "xstate";
import type { SendResult } from "../../../src/codecs/contract.ts";
import { trainingPhotosSlot } from "../../../src/codecs/trainingPhoto.ts";
import { workshopPhotosSlot } from "../../../src/codecs/workshopExecution.ts";
import { trainings } from "../../../src/features/trainings.ts";
import { undo } from "../../../src/features/undo.ts";
import { workshopExecution } from "../../../src/features/workshopExecution.ts";
import { trainingPhotosMachine } from "../../../src/machines/trainingPhotos.machine.ts";
import { UNDO_HOLD_MS, UNDONE, undoToastView } from "../../../src/machines/undoToast.machine.ts";
import { workshopExecutionMachine } from "../../../src/machines/workshopExecution.machine.ts";
import { appStore } from "../../../src/store/appFold.ts";
import { createOutbox } from "../../../src/store/outbox.ts";
import { tick, world } from "../store/helpers.ts";

const STORE = appStore([trainingPhotosSlot, workshopPhotosSlot]);
const photo = (id: number, name: string) => ({
  id,
  name,
  url: `/api/files/${id}`,
  type: "image/jpeg",
  size: 10,
  sha256: "a".repeat(64),
  captured_at: null,
  uploaded_at: "2026-11-28T10:00:00Z",
  mine: true,
});
const GALLERIES = [
  {
    what: "a training photo",
    slot: trainingPhotosSlot.name,
    op: "trainingPhotos.delete",
    rows: [1, 2, 3].map((id) => ({ ...photo(id, `class-${id}.jpg`), training: 7 })),
    deletePhoto: (w: object) => actorOf(trainings.provide!(w as never), trainingPhotosMachine.id),
  },
  {
    what: "a workshop evidence photo",
    slot: workshopPhotosSlot.name,
    op: "workshopPhotos.delete",
    rows: [1, 2, 3].map((id) => ({
      ...photo(id, `group-${id}.jpg`),
      workshop: 7,
      type: "group_photo",
      lat: null,
      lng: null,
      accuracy: null,
      location_source: null,
    })),
    deletePhoto: (w: object) => actorOf(workshopExecution.provide!(w as never), workshopExecutionMachine.id),
  },
];

/** The `deletePhoto` actor of the feature's provided machine `id`. */
function actorOf(machines: ReadonlyArray<{ id: string; implementations: { actors: Record<string, unknown> } }>, id: string) {
  const m = machines.find((x) => x.id === id);
  assert.ok(m, `the feature provides ${id}`);
  return m.implementations.actors.deletePhoto as AnyActorLogic;
}

async function setup(g: (typeof GALLERIES)[number]) {
  const clock = new SimulatedClock();
  const { log } = world({ clock: { now: () => clock.now() }, fold: STORE.fold, registry: STORE.registry() });
  await log.open();
  log.append(`${g.slot}.fetched`, { rows: g.rows, digests: g.rows.map((r) => `d${r.id}`) });
  const sent: Array<{ op: string; params: unknown }> = [];
  const send = async (op: string, params: unknown): Promise<SendResult> => {
    sent.push({ op, params });
    return { ok: true, result: null };
  };
  const outbox = createOutbox({ log, send, online: { isOnline: () => true, subscribe: () => () => {} }, timers: clock, now: () => clock.now() });
  outbox.start();
  const toast = createActor(undo.provide!({ log, outbox } as never)[0]!, { clock }).start();
  const remove = async (id: number) => {
    const a = createActor(g.deletePhoto({ log, outbox }), { input: { id } }).start();
    await tick();
    assert.is(a.getSnapshot().status, "done", "the delete answers at once");
  };
  const ids = () => (log.state().lists[g.slot] as Array<{ id: number }>).map((r) => r.id);
  const view = () => undoToastView(toast.getSnapshot());
  return { clock, log, toast, sent, remove, ids, view };
}

for (const g of GALLERIES) {
  test(`${g.what}: deleted, it leaves the gallery and the toast names it with Undo; Undo puts it back at its place, nothing sent`, async () => {
    const { clock, log, toast, sent, remove, ids, view } = await setup(g);
    await remove(2);
    assert.equal(ids(), [1, 3], "gone from the gallery at once");
    assert.equal(view(), { message: `Removed "${g.rows[1]!.name}"`, undo: "offered", intent: "primary" });
    toast.send({ type: "undo.pressed" });
    await tick();
    assert.equal(view(), { message: UNDONE, undo: null, intent: "success" });
    assert.equal(ids(), [1, 2, 3], "back at its place");
    assert.equal(log.state().outbox, []);
    clock.increment(UNDO_HOLD_MS + 1000);
    await tick();
    assert.equal(sent, [], "never sent");
    toast.stop();
  });

  test(`${g.what}: without Undo the delete is sent once, after its hold; a photo not in the list is 'the photo'`, async () => {
    const { clock, sent, remove, ids, view, toast } = await setup(g);
    await remove(3);
    await tick();
    assert.equal(sent, [], "held for the Undo");
    clock.increment(UNDO_HOLD_MS);
    await tick();
    await tick();
    assert.equal(sent, [{ op: g.op, params: { id: 3 } }]);
    assert.equal(ids(), [1, 2]);
    await remove(99);
    assert.is(view()?.message, "Removed the photo");
    toast.stop();
  });
}

test.run();

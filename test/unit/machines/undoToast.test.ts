// The undo toast bound to a real log and outbox (decision 067): a removal queued as undoable shows
// "Removed ..." with Undo; Undo takes it out of the outbox before it is sent and the row is back;
// without Undo the toast goes after UNDO_MS and the removal reaches the server once, after its hold.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { createActor, SimulatedClock } from "xstate";
import { defineWrite, type SendResult } from "../../../src/codecs/contract.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import { queueUndoable, undo } from "../../../src/features/undo.ts";
import { UNDO_HOLD_MS, UNDO_MS, UNDO_TOO_LATE, UNDONE, undoToastMachine, undoToastView } from "../../../src/machines/undoToast.machine.ts";
import { defineMutator, removeRow } from "../../../src/store/mutators.ts";
import { createOutbox } from "../../../src/store/outbox.ts";
import { tick, world } from "../store/helpers.ts";

const removeOp = defineWrite("outlets.remove", { params: t.type({ id: t.number }), row: t.unknown, roles: "any" });
const outlets = listSlot("outlets", t.type({ id: t.number }));
const removeOutlet = defineMutator(removeOp, (_s, { id }) => removeRow(outlets, id));

async function setup() {
  const clock = new SimulatedClock();
  const { log } = world({ clock: { now: () => clock.now() } });
  await log.open();
  log.append("outlets.fetched", { rows: [{ id: 1 }, { id: 2, name: "B" }], digests: ["d1", "d2"] });
  const sent: string[] = [];
  const send = async (op: string): Promise<SendResult> => {
    sent.push(op);
    return { ok: true, result: null };
  };
  const outbox = createOutbox({ log, send, online: { isOnline: () => true, subscribe: () => () => {} }, timers: clock, now: () => clock.now() });
  outbox.start();
  const [machine] = undo.provide!({ log, outbox } as never);
  assert.is(machine!.id, undoToastMachine.id);
  const actor = createActor(machine!, { clock }).start();
  const remove = () => queueUndoable({ outbox, log }, removeOutlet({ id: 2 }), 'Removed "B"');
  const view = () => undoToastView(actor.getSnapshot());
  const ids = () => (log.state().lists.outlets as Array<{ id: number }>).map((r) => r.id);
  return { clock, log, outbox, actor, sent, remove, view, ids };
}

test("a removal queued as undoable: the toast offers Undo; Undo puts the row back and nothing is sent", async () => {
  const { clock, actor, sent, remove, view, ids, log } = await setup();
  assert.equal(remove(), { status: "pending", id: null }, "answers at once");
  assert.equal(ids(), [1]);
  assert.equal(view(), { message: 'Removed "B"', undo: "offered", intent: "primary" });
  actor.send({ type: "undo.pressed" });
  assert.is(view()?.undo, "busy");
  await tick();
  assert.equal(view(), { message: UNDONE, undo: null, intent: "success" });
  assert.equal(ids(), [1, 2], "the row is back");
  assert.equal(log.state().outbox, [], "out of the outbox");
  clock.increment(UNDO_HOLD_MS + 1000);
  await tick();
  assert.equal(sent, [], "never sent");
  assert.is(view(), null, "the toast went");
  actor.stop();
});

test("without Undo: the toast goes after UNDO_MS, the removal is sent once after its hold", async () => {
  const { clock, actor, sent, remove, view, ids } = await setup();
  remove();
  clock.increment(UNDO_MS);
  assert.is(view(), null);
  await tick();
  assert.equal(sent, [], "held a little longer than the toast");
  clock.increment(UNDO_HOLD_MS - UNDO_MS);
  await tick();
  await tick();
  assert.equal(sent, ["outlets.remove"]);
  assert.equal(ids(), [1]);
  clock.increment(60_000);
  await tick();
  assert.equal(sent, ["outlets.remove"], "once");
  actor.stop();
});

test("a newer removal replaces the toast; Undo too late (the write went, from another tab) says so", async () => {
  const { actor, remove, view, outbox, log } = await setup();
  remove();
  queueUndoable({ outbox, log }, removeOutlet({ id: 1 }), "Removed the other");
  assert.is(view()?.message, "Removed the other");
  const second = log.state().outbox[1]!.id;
  log.append("write.sent", { attempt: 1 }, { causationId: second, origin: "system" });
  actor.send({ type: "undo.pressed" });
  await tick();
  assert.equal(view(), { message: UNDO_TOO_LATE, undo: null, intent: "danger" });
  assert.is(outbox.status(second), "pending", "it stays in the outbox");
  actor.send({ type: "toast.dismissed" });
  assert.is(view(), null);
  actor.stop();
});

test.run();

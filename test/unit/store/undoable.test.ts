// Undoable writes (decision 067): the outbox holds one for its `holdMs`, so an Undo can withdraw it
// before it is sent: it leaves the outbox and the row it removed comes back where it was.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { defineWrite, type SendResult } from "../../../src/codecs/contract.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import { createOutbox, type OnlineSignal } from "../../../src/store/outbox.ts";
import { listOf, type Row, type StoreState } from "../../../src/store/state.ts";
import { tick, world } from "./helpers.ts";

const removeOp = defineWrite("outlets.remove", { params: t.unknown, row: t.unknown, roles: "any" });
const saveOp = defineWrite("outlets.save", { params: t.unknown, row: t.unknown, roles: "any" });
const outlets = (s: StoreState) => listOf(s, listSlot("outlets", t.UnknownRecord)) as readonly Row[];
const online: OnlineSignal = { isOnline: () => true, subscribe: () => () => {} };
const HOLD = { message: 'Removed "B"', holdMs: 7000 };

async function setup() {
  const w = world();
  await w.log.open();
  w.log.append("outlets.fetched", { rows: [{ id: 1 }, { id: 2, name: "B" }, { id: 3 }], digests: ["d1", "d2", "d3"] });
  const calls: string[] = [];
  const send = async (op: string): Promise<SendResult> => {
    calls.push(op);
    return { ok: true, result: null };
  };
  const ob = createOutbox({ log: w.log, send, online, timers: w.clock, now: w.clock.now });
  ob.start();
  return { ...w, ob, calls };
}

test("an undoable write is held for its holdMs, the writes after it wait with it, then both go in order, once", async () => {
  const { log, clock, ob, calls } = await setup();
  const key = ob.write(removeOp, { id: 2 }, { list: "outlets", remove: 2 }, HOLD);
  ob.write(saveOp, { id: 3 });
  await tick();
  assert.equal(
    outlets(log.state()).map((r) => r.id),
    [1, 3],
    "removed from the list at once",
  );
  assert.equal(log.state().outbox[0]!.undoable, { message: 'Removed "B"', until: log.state().outbox[0]!.queuedAt + 7000 });
  clock.advance(6999);
  await tick();
  assert.equal(calls, [], "nothing sent during the hold");
  clock.advance(1);
  await tick();
  await tick();
  assert.equal(calls, ["outlets.remove", "outlets.save"]);
  assert.is(ob.status(key), "synced");
  assert.not.ok(ob.withdraw(key), "a write sent cannot be withdrawn");
});

test("withdrawn during the hold: out of the outbox, never sent, the row back at its place with its version", async () => {
  const { log, clock, ob, calls } = await setup();
  const key = ob.write(removeOp, { id: 2 }, { list: "outlets", remove: 2 }, HOLD);
  const next = ob.write(saveOp, { id: 3 });
  await tick();
  assert.ok(ob.withdraw(key));
  await tick();
  await tick();
  assert.equal(calls, ["outlets.save"], "the write after it goes at once");
  assert.is(ob.status(next), "synced");
  assert.is(ob.status(key), undefined, "no longer in the outbox");
  assert.equal(log.state().lists.outlets, [{ id: 1 }, { id: 2, name: "B" }, { id: 3 }]);
  assert.equal(log.state().digests.outlets, ["d1", "d2", "d3"], "as the server has it: the next refresh is quiet");
  clock.advance(10_000);
  await tick();
  assert.equal(calls, ["outlets.save"], "never sent");
  assert.not.ok(ob.withdraw(key), "twice: nothing to withdraw");
});

test("a changed row withdrawn (a lead moved to another FCP): back as it was, with its server version", async () => {
  const { log, ob, calls } = await setup();
  const key = ob.write(saveOp, { id: 2 }, { list: "outlets", key: "id", upsert: { id: 2, name: "B", fcp: 9 } }, HOLD);
  await tick();
  assert.equal(outlets(log.state())[1], { id: 2, name: "B", fcp: 9 }, "changed at once");
  assert.equal(log.state().digests.outlets, ["d1", "", "d3"]);
  assert.ok(ob.withdraw(key));
  await tick();
  assert.equal(log.state().lists.outlets, [{ id: 1 }, { id: 2, name: "B" }, { id: 3 }]);
  assert.equal(log.state().digests.outlets, ["d1", "d2", "d3"], "as the server has it: the next refresh is quiet");
  assert.equal(calls, [], "never sent");
});

test("a write sent once, unanswered, stays: withdrawing it is refused and the fold ignores a withdrawal", async () => {
  const w = world();
  await w.log.open();
  w.log.append("outlets.fetched", { rows: [{ id: 2 }] });
  const ob = createOutbox({
    log: w.log,
    send: () => Promise.reject(new Error("network down")),
    online,
    timers: w.clock,
    now: w.clock.now,
  });
  ob.start();
  const key = ob.write(removeOp, { id: 2 }, { list: "outlets", remove: 2 });
  await tick();
  assert.is(w.log.state().outbox[0]!.attempts, 1);
  assert.not.ok(ob.withdraw(key));
  w.log.append("write.withdrawn", {}, { causationId: key });
  assert.is(ob.status(key), "pending", "the fold keeps a write that may have reached the server");
  assert.equal(outlets(w.log.state()), []);
  ob.stop();
});

test.run();

// Named mutators (src/store/mutators.ts; decision 072): a write's change at once is declared once
// against its contract, typed by the slot's row codec, made only by upsertRow / insertRow /
// removeRow; queued, it is the `write.queued` event's `optimistic` in the shape recorded logs hold,
// shown at once, and reversed when the server refuses the write.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { SendResult } from "../../../src/codecs/contract.ts";
import { emptyOutletValues, outletsDelete, outletsSlot, type OutletValues } from "../../../src/codecs/outlet.ts";
import { deleteOutlet, insertOutlet, outletRow, updateOutlet } from "../../../src/features/outlets.ts";
import { queueWrite, saveAndWait } from "../../../src/features/writes.ts";
import { appStore } from "../../../src/store/appFold.ts";
import { defineMutator, insertRow, optimisticOf, removeRow, upsertRow, type Change } from "../../../src/store/mutators.ts";
import { createOutbox } from "../../../src/store/outbox.ts";
import { initialState, listOf } from "../../../src/store/state.ts";
import { tick, world } from "./helpers.ts";

const STORE = appStore([outletsSlot], []);
const values = (name: string): OutletValues => ({ ...emptyOutletValues(), outletname__c: name });
const shop = { ...outletRow(values("Shop")), id: 1 };

/** A log holding the outlets [Shop], its outbox sending to `answer`. */
async function setup(answer: (op: string) => SendResult) {
  const { log, clock } = world({ fold: STORE.fold, registry: STORE.registry() });
  await log.open();
  log.append("outlets.fetched", { rows: [shop], digests: ["d1"] });
  const sent: string[] = [];
  const online = { isOnline: () => true, subscribe: () => () => {} };
  const send = async (op: string) => {
    sent.push(op);
    return answer(op);
  };
  const outbox = createOutbox({ log, send, online, timers: clock });
  return { log, outbox, sent, w: { log, outbox, online, timers: clock, settleMs: 5000 } };
}
const names = (s: Parameters<typeof listOf>[0]) => listOf(s, outletsSlot).map((o) => o.outletname__c);

test("a change is typed by its slot's row codec: no other shape, no id on a new row, the key's type, no hand-built patch", () => {
  const typed = [
    upsertRow(outletsSlot, { ...shop, outletname__c: "Shop 2" }),
    insertRow(outletsSlot, outletRow(values("New"))),
    removeRow(outletsSlot, 1),
    // @ts-expect-error a row of another shape
    upsertRow(outletsSlot, { id: 1, name: "Shop" }),
    // @ts-expect-error a new row has no id yet (the write's key stands for it)
    insertRow(outletsSlot, { ...outletRow(values("New")), id: 3 }),
    // @ts-expect-error the key is the row's id, a number
    removeRow(outletsSlot, "1"),
  ];
  // @ts-expect-error a patch built by hand is not a Change
  const handBuilt: Change = { list: "outlets", key: "id", upsert: {} };
  assert.is(typed.length, 6);
  assert.ok(handBuilt);
});

test("a mutator's change is read from the state and the params, as the event records it ({ list, key, upsert | remove })", () => {
  const s = { ...initialState, lists: { outlets: [shop] } };
  const after = optimisticOf(updateOutlet({ id: 1, values: values("Shop 2") }).change(s));
  assert.equal(after, { list: "outlets", key: "id", upsert: { ...shop, outletname__c: "Shop 2" } });
  assert.equal(optimisticOf(deleteOutlet({ id: 1 }).change(s)), { list: "outlets", key: "id", remove: 1 });
  assert.is(insertOutlet({ values: values("New") }).change(s)?.upsert?.id, undefined, "a new row: keyed by its write");
  assert.is(defineMutator(outletsDelete)({ id: 1 }).change(s), null, "a mutator without a change shows nothing at once");
  assert.is(optimisticOf(null), undefined);
});

test("queued, the change shows at once and the server's answer settles it (a new row takes the server's id)", async () => {
  const { log, outbox, w } = await setup(() => ({ ok: true, result: [{ id: 9 }] }));
  const key = queueWrite(w, insertOutlet({ values: values("New") }));
  const queued = (await log.readAll()).events.find((e) => e.id === key)!;
  assert.equal(queued.payload, {
    op: "outlets.insert",
    params: { values: values("New") },
    optimistic: { list: "outlets", key: "id", upsert: outletRow(values("New")) },
  });
  assert.equal(names(log.state()), ["New", "Shop"], "a new row shows first, at once");
  assert.is(listOf(log.state(), outletsSlot)[0]!.id, key as unknown, "keyed by its write until the server answers");
  outbox.start();
  await tick();
  assert.is(outbox.status(key), "synced");
  assert.equal(
    listOf(log.state(), outletsSlot).map((o) => o.id),
    [9, 1],
  );
  outbox.stop();
});

test("a refused write reverses its change; saveAndWait throws the server's refusal", async () => {
  const { log, outbox, w, sent } = await setup(() => ({ ok: false, status: 409, code: "stale", message: "Changed meanwhile" }));
  outbox.start();
  const saving = saveAndWait(w, updateOutlet({ id: 1, values: values("Shop 2") }), { id: 1 });
  assert.equal(names(log.state()), ["Shop 2"], "shown at once");
  const refusal = await saving.then(
    () => null,
    (e: unknown) => e,
  );
  assert.equal(refusal, { kind: "http", status: 409, code: "stale", message: "Changed meanwhile" });
  assert.equal(sent, ["outlets.update"]);
  assert.equal(listOf(log.state(), outletsSlot), [shop], "the row as the server has it");
  queueWrite(w, deleteOutlet({ id: 1 }));
  await tick();
  assert.equal(listOf(log.state(), outletsSlot), [shop], "a refused removal puts the row back");
  outbox.stop();
});

test.run();

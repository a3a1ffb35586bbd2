// One outcome of a write: the server's refusal reaches the form with its HTTP status and error code
// (recorded in `write.rejected`), and logs recorded before they were kept still load and read.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Envelope } from "../../../src/store/envelope.ts";
import { foldAll } from "../../../src/store/fold.ts";
import { migrateRecords } from "../../../src/store/migrate.ts";
import type { StoreState } from "../../../src/store/state.ts";
import { createStoreRegistry } from "../../../src/store/events.ts";
import { awaitWrite } from "../../../src/features/writes.ts";
import { ACTOR, LISTS } from "./helpers.ts";

let seq = 0;
const ev = (type: string, payload: unknown, causationId: string | null = null, id = `e${++seq}`): Envelope => ({
  id,
  seq,
  type,
  v: 1,
  at: 1000 + seq,
  actor: ACTOR,
  origin: "system",
  causationId,
  payload,
});

const world = (state: StoreState) => ({
  log: { state: () => state, subscribe: () => () => {} },
  timers: { setTimeout: () => 0, clearTimeout: () => {} },
  online: { isOnline: () => true, subscribe: () => () => {} },
  settleMs: 10,
});

const refusalOf = async (rejected: Record<string, unknown>) => {
  const q = ev("write.queued", { op: "outlets.update", params: { id: 1 } });
  const s = foldAll([q, ev("write.sent", { attempt: 1 }, q.id), ev("write.rejected", rejected, q.id)], undefined, LISTS.fold);
  try {
    await awaitWrite(world(s) as never, q.id);
  } catch (e) {
    return e;
  }
  return null;
};

test("a refusal carries the server's status, error code, message and field to the caller", async () => {
  assert.equal(await refusalOf({ error: "Moved on", status: 409, code: "stale", field: "reason" }), {
    kind: "http",
    status: 409,
    error: "stale",
    message: "Moved on",
    field: "reason",
  });
});

test("a refusal recorded before the status was kept still loads, and reads as a 400", async () => {
  const reg = createStoreRegistry();
  assert.ok(
    reg.decode({ id: "x", seq: 1, type: "write.rejected", v: 1, at: 1, actor: ACTOR, origin: "effect", causationId: "q", payload: { error: "No" } })
      .ok,
  );
  assert.equal(await refusalOf({ error: "No" }), { kind: "http", status: 400, error: "rejected", message: "No" });
});

test("a rating's save recorded as { status, inserted } becomes today's outcome with the rows it stood for", () => {
  const old = {
    id: "r1",
    seq: 3,
    type: "xstate.done.actor.saveRating",
    machine: "rating",
    payload: { output: { status: "synced", inserted: true } },
  };
  assert.equal(migrateRecords([old]), [{ ...old, payload: { output: { status: "synced", id: null, result: [{ inserted: true }] } } }]);
  const today = { ...old, payload: { output: { status: "synced", id: 4, result: [{ id: 4, inserted: false, rating: 3 }] } } };
  assert.equal(migrateRecords([today]), [today], "today's records stay as they are");
});

test.run();

// One outcome of a write: the server's refusal (src/codecs/refusal.ts) reaches the form with its
// HTTP status, code, message and field (recorded in `write.rejected`), and logs recorded in the
// older shapes still load and read the same.
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

test("a refusal carries the server's status, code, message and field to the caller", async () => {
  assert.equal(await refusalOf({ message: "Moved on", status: 409, code: "stale", field: "reason" }), {
    kind: "http",
    status: 409,
    code: "stale",
    message: "Moved on",
    field: "reason",
  });
});

const decoded = (payload: unknown) => {
  const r = createStoreRegistry().decode({
    id: "x",
    seq: 1,
    type: "write.rejected",
    v: 1,
    at: 1,
    actor: ACTOR,
    origin: "effect",
    causationId: "q",
    payload,
  });
  assert.ok(r.ok, JSON.stringify(r));
  return r.ok ? r.event.payload : null;
};

test("a refusal recorded as version 1 ({ error: <message>, status?, code?, field? }) reads as today's Refusal", async () => {
  assert.equal(decoded({ error: "Moved on", status: 409, code: "stale", field: "reason" }), {
    status: 409,
    code: "stale",
    message: "Moved on",
    field: "reason",
  });
  // the oldest: before the status and code were kept, a bad request
  assert.equal(decoded({ error: "No" }), { status: 400, code: "rejected", message: "No" });
  assert.equal(await refusalOf(decoded({ error: "No" }) as Record<string, unknown>), { kind: "http", status: 400, code: "rejected", message: "No" });
});

test("an API refusal in a recorded machine error event is renamed to today's code; today's stays as it is", () => {
  const old = {
    id: "r2",
    seq: 4,
    type: "xstate.error.actor.login",
    machine: "session",
    payload: { error: { kind: "http", status: 401, error: "invalid_credentials", message: "Invalid Credentials!" }, actorId: "login" },
  };
  assert.equal(migrateRecords([old]), [
    { ...old, payload: { error: { kind: "http", status: 401, message: "Invalid Credentials!", code: "invalid_credentials" }, actorId: "login" } },
  ]);
  const today = { ...old, payload: { error: { kind: "http", status: 401, code: "invalid_credentials", message: "Invalid Credentials!" } } };
  assert.equal(migrateRecords([today]), [today]);
  const network = { ...old, payload: { error: { kind: "network", message: "offline" } } };
  assert.equal(migrateRecords([network]), [network]);
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

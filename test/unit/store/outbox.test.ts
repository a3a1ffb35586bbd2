import { test } from "uvu";
import * as t from "io-ts";
import { defineWrite } from "../../../src/codecs/contract.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import { listOf, type Row, type StoreState } from "../../../src/store/state.ts";
import * as assert from "uvu/assert";
import { backoffMs, createOutbox, type OnlineSignal, type SendResult } from "../../../src/store/outbox.ts";
import { tick, world } from "./helpers.ts";

const outlets = (s: StoreState) => listOf(s, listSlot("outlets", t.UnknownRecord)) as readonly Row[];
/** The writes of these tests (the app declares its own in src/codecs). */
const badOp = defineWrite("bad", { params: t.unknown, row: t.unknown, roles: "any" });
const outletsSaveOp = defineWrite("outlets.save", { params: t.unknown, row: t.unknown, roles: "any" });

function onlineSignal(initial = true) {
  let on = initial;
  const fns = new Set<(o: boolean) => void>();
  const sig: OnlineSignal = {
    isOnline: () => on,
    subscribe: (f) => {
      fns.add(f);
      return () => fns.delete(f);
    },
  };
  return {
    sig,
    set(v: boolean) {
      on = v;
      for (const f of fns) f(v);
    },
  };
}

/** A server that dedupes by idempotency key; it can lose responses or be unreachable. */
function fakeServer() {
  const applied = new Map<string, SendResult>();
  const rows: unknown[] = [];
  const calls: string[] = [];
  let unreachable = 0,
    loseResponses = 0;
  const send = async (op: string, params: unknown, key: string): Promise<SendResult> => {
    calls.push(key);
    if (unreachable > 0) {
      unreachable--;
      throw new Error("network down");
    }
    let r = applied.get(key);
    if (!r) {
      r = op === "bad" ? { ok: false, status: 403, code: "forbidden", message: "Not allowed" } : { ok: true, result: { row: rows.length + 1 } };
      if (r.ok) rows.push(params);
      applied.set(key, r);
    }
    if (loseResponses > 0) {
      loseResponses--;
      throw new Error("response lost");
    }
    return r;
  };
  return {
    send,
    rows,
    calls,
    fail: (n: number) => {
      unreachable = n;
    },
    lose: (n: number) => {
      loseResponses = n;
    },
  };
}

test("backoff doubles up to the cap", () => {
  assert.equal(
    [1, 2, 3, 4, 10].map((a) => backoffMs(a, 1000, 5000)),
    [1000, 2000, 4000, 5000, 5000],
  );
});

test("offline: queued and pending; online: sent once and synced", async () => {
  const { log, clock } = world();
  await log.open();
  const net = onlineSignal(false);
  const srv = fakeServer();
  const ob = createOutbox({ log, send: srv.send, online: net.sig, timers: clock });
  ob.start();
  const id = ob.write(outletsSaveOp, { name: "A" });
  await tick();
  assert.is(ob.status(id), "pending");
  assert.is(srv.calls.length, 0);
  net.set(true);
  await tick();
  assert.is(ob.status(id), "synced");
  assert.equal(srv.calls, [id], "the idempotency key is the event id");
  assert.is(srv.rows.length, 1);
});

test("a write is sent only in its author's session: another person signing in never sends it", async () => {
  let user: string | undefined = "asha";
  const { log, clock } = world({ actor: () => ({ clientId: "c", sessionId: "s", ...(user ? { userId: user } : {}) }) });
  await log.open();
  const srv = fakeServer();
  const ob = createOutbox({ log, send: srv.send, online: onlineSignal(false).sig, timers: clock, who: () => user });
  const net = onlineSignal(false);
  const ob2 = createOutbox({ log, send: srv.send, online: net.sig, timers: clock, who: () => user });
  const ashas = ob.write(outletsSaveOp, { name: "by Asha" });
  user = "ravi";
  const ravis = ob.write(outletsSaveOp, { name: "by Ravi" });
  ob2.start();
  net.set(true);
  await tick();
  await tick();
  assert.equal(srv.calls, [ravis], "only Ravi's write goes while Ravi is signed in");
  assert.is(ob2.status(ashas), "pending");
  user = undefined;
  log.append("session.loggedOut", {});
  await tick();
  assert.equal(srv.calls, [ravis], "nobody signed in: nothing is sent");
  user = "asha";
  log.append("session.loggedOut", {}); // any change of the log wakes the sender
  await tick();
  await tick();
  assert.equal(srv.calls, [ravis, ashas]);
  assert.is(ob2.status(ashas), "synced");
});

test("retry with exponential backoff, then success", async () => {
  const { log, clock } = world();
  await log.open();
  const srv = fakeServer();
  srv.fail(3);
  const ob = createOutbox({ log, send: srv.send, online: onlineSignal().sig, timers: clock, baseMs: 100 });
  ob.start();
  const id = ob.write(outletsSaveOp, {});
  await tick();
  const failed = () => log.state().outbox[0].attempts;
  assert.is(failed(), 1);
  clock.advance(99);
  await tick();
  assert.is(srv.calls.length, 1, "not before the backoff");
  clock.advance(1);
  await tick();
  assert.is(srv.calls.length, 2);
  clock.advance(200);
  await tick();
  assert.is(srv.calls.length, 3);
  clock.advance(399);
  await tick();
  assert.is(srv.calls.length, 3);
  clock.advance(1);
  await tick();
  assert.is(ob.status(id), "synced");
  const events = (await log.readAll()).events.filter((e) => e.causationId === id).map((e) => e.type);
  assert.equal(events, [
    "write.sent",
    "write.failed",
    "write.sent",
    "write.failed",
    "write.sent",
    "write.failed",
    "write.sent",
    "write.acknowledged",
  ]);
  assert.equal(
    (await log.readAll()).events.filter((e) => e.type === "write.failed").map((e) => (e.payload as { retryInMs: number }).retryInMs),
    [100, 200, 400],
  );
});

test("a lost response is retried with the same key and the server applies the write once", async () => {
  const { log, clock } = world();
  await log.open();
  const srv = fakeServer();
  srv.lose(1);
  const ob = createOutbox({ log, send: srv.send, online: onlineSignal().sig, timers: clock, baseMs: 10 });
  ob.start();
  const id = ob.write(outletsSaveOp, { name: "A" });
  await tick();
  clock.advance(10);
  await tick();
  assert.equal(srv.calls, [id, id]);
  assert.is(srv.rows.length, 1);
  assert.is(ob.status(id), "synced");
});

test("a rejection undoes the optimistic change by a new event, and later writes still go", async () => {
  const { log, clock } = world();
  await log.open();
  log.append("outlets.fetched", { rows: [{ id: 1, name: "A" }] });
  const srv = fakeServer();
  const ob = createOutbox({ log, send: srv.send, online: onlineSignal().sig, timers: clock });
  const bad = ob.write(badOp, { id: 1 }, { list: "outlets", upsert: { id: 1, name: "Z" } });
  const good = ob.write(outletsSaveOp, { id: 2 }, { list: "outlets", upsert: { id: 2, name: "B" } });
  assert.equal(
    outlets(log.state()).map((r) => r.name),
    ["Z", "B"],
    "optimistic",
  );
  ob.start();
  await tick();
  assert.is(ob.status(bad), "rejected");
  assert.is(ob.status(good), "synced");
  assert.equal(
    outlets(log.state()).map((r) => r.name),
    ["A", "B"],
  );
  const all = (await log.readAll()).events.map((e) => e.type);
  assert.ok(all.includes("write.rejected") && all.filter((t) => t === "write.queued").length === 2, "history kept");
});

test("after a reload, pending writes resume with their original keys; synced ones are not resent", async () => {
  const w1 = world();
  await w1.log.open();
  const srv = fakeServer();
  const ob1 = createOutbox({ log: w1.log, send: srv.send, online: onlineSignal().sig, timers: w1.clock });
  ob1.start();
  const first = ob1.write(outletsSaveOp, { n: 1 });
  await tick();
  ob1.stop();
  const second = ob1.write(outletsSaveOp, { n: 2 });
  await w1.log.flush();
  const w2 = world({ storage: w1.storage });
  await w2.log.open();
  const ob2 = createOutbox({ log: w2.log, send: srv.send, online: onlineSignal().sig, timers: w2.clock });
  ob2.start();
  await tick();
  assert.equal(srv.calls, [first, second]);
  assert.is(ob2.status(second), "synced");
});

test.run();

import "fake-indexeddb/auto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { foldAll } from "../../../src/store/fold.ts";
import { localforageStorage, memoryStorage, requestPersistence, type LogStorage } from "../../../src/store/storage.ts";
import { pendingWrites } from "../../../src/store/state.ts";
import { world, LISTS } from "./helpers.ts";

function counting(inner: LogStorage = memoryStorage()) {
  const calls = { putBatch: 0, putSnapshot: 0 };
  const s: LogStorage = {
    ...inner,
    putBatch: (k, r) => {
      calls.putBatch++;
      return inner.putBatch(k, r);
    },
    putSnapshot: (x) => {
      calls.putSnapshot++;
      return inner.putSnapshot(x);
    },
  };
  return { s, calls };
}

test("many appends become one storage write; an event counts as recorded once written", async () => {
  const { s, calls } = counting();
  const { log } = world({ storage: s });
  await log.open();
  const a = Array.from({ length: 100 }, (_, i) => log.append("news.fetched", { rows: [{ id: i }] }));
  assert.is(log.stats().recordedSeq, 0);
  const last = await a[99].recorded;
  assert.is(last.seq, 100);
  assert.is(calls.putBatch, 1);
  assert.is(log.stats().recordedSeq, 100);
  assert.equal(log.state().lists.news, [{ id: 99 }]);
});

test("an export read while a batch is being stored has it once: the batch whose write ends during the read (it has left the queue) is read again", async () => {
  const inner = memoryStorage();
  let gate: () => void = () => {};
  let held = false;
  const storage: LogStorage = {
    ...inner,
    putBatch: async (k, r) => {
      if (held) await new Promise<void>((go) => (gate = go));
      return inner.putBatch(k, r);
    },
    getBatch: async (k) => {
      const b = await inner.getBatch(k);
      gate(); // the write under way ends while storage is being read
      await new Promise<void>((r) => setImmediate(r));
      return b;
    },
  };
  const { log } = world({ storage });
  await log.open();
  log.append("news.fetched", { rows: [{ id: 1 }] });
  await log.flush();
  held = true;
  const second = log.append("news.fetched", { rows: [{ id: 2 }] });
  await new Promise<void>((r) => setImmediate(r)); // its batch has left the queue and is being written
  const ids = (await log.readRaw()).map((r) => (r as { id: string }).id);
  assert.is(ids.length, 2, "both records, the second once");
  assert.is(ids[1], (await second.recorded).id);
});

test("appending an unregistered non-machine type throws (a bug, not a silent drop)", async () => {
  const { log } = world();
  await log.open();
  assert.throws(() => log.append("no.such", {}), /cannot append no\.such/);
});

test("reload: snapshot + tail restores the state; a reducer version change rebuilds from the log", async () => {
  const { s, calls } = counting();
  const w1 = world({ storage: s, snapshotEvery: 10 });
  await w1.log.open();
  for (let i = 0; i < 25; i++) {
    w1.log.append("outlets.fetched", { rows: [{ id: i }] });
    await w1.log.flush();
  }
  assert.ok(calls.putSnapshot >= 2);
  const w2 = world({ storage: s, snapshotEvery: 10 });
  await w2.log.open();
  assert.equal(w2.log.state(), w1.log.state());
  assert.is(w2.log.stats().snapshotSeq, 20);
  const full = foldAll((await w2.log.readAll()).events, undefined, LISTS.fold);
  assert.equal(w2.log.state(), full, "snapshot + tail equals a full fold");
  const w3 = world({ storage: s, reducerVersion: 999 });
  await w3.log.open();
  assert.equal(w3.log.state(), full);
  assert.is(w3.log.stats().snapshotSeq, 25, "rebuilt and re-snapshotted under the new version");
});

test("pruning removes only events older than the snapshot and acknowledged; pending writes stay", async () => {
  const { log, storage } = world({ snapshotEvery: 10, retain: 0 });
  await log.open();
  const pend = log.append("write.queued", { op: "outlets.save", params: { id: 1 } });
  const done = log.append("write.queued", { op: "outlets.save", params: { id: 2 } });
  log.append("write.acknowledged", {}, { causationId: done.id });
  log.append("write.sent", { attempt: 1 }, { causationId: pend.id });
  await log.flush();
  for (let i = 0; i < 30; i++) {
    log.append("news.fetched", { rows: [] });
    await log.flush();
  }
  const kept = (await log.readAll()).events;
  assert.ok(kept.length < 34, `pruned (${kept.length} left)`);
  assert.ok(kept.some((e) => e.id === pend.id) && kept.some((e) => e.causationId === pend.id), "pending write kept");
  assert.not.ok(
    kept.some((e) => e.id === done.id),
    "acknowledged write pruned",
  );
  const again = world({ storage });
  await again.log.open();
  assert.equal(
    pendingWrites(again.log.state()).map((e) => e.id),
    [pend.id],
  );
});

test("quota exceeded: compaction + a visible warning, and nothing pending is lost", async () => {
  const inner = memoryStorage();
  let full = false;
  const quota = () => Object.assign(new Error("full"), { name: "QuotaExceededError" });
  const storage: LogStorage = {
    ...inner,
    putBatch: async (k, r) => {
      if (full) throw quota();
      return inner.putBatch(k, r);
    },
  };
  const { log, clock } = world({ storage, retain: 100_000, retryMs: 1000 });
  await log.open();
  for (let i = 0; i < 20; i++) log.append("news.fetched", { rows: [{ id: i }] });
  await log.flush();
  full = true;
  const w = log.append("write.queued", { op: "outlets.save", params: { id: 7 } });
  await log.flush();
  const st = log.state();
  assert.ok(
    st.warnings.some((x) => x.code === "storage.quotaExceeded"),
    "visible warning",
  );
  assert.is(pendingWrites(st)[0]?.id, w.id, "the write is still pending in state");
  assert.ok(log.stats().queued >= 1, "kept in memory, not dropped");
  full = false;
  clock.advance(1000);
  await w.recorded;
  await log.flush();
  const after = world({ storage });
  await after.log.open();
  assert.is(pendingWrites(after.log.state())[0]?.id, w.id, "recorded after space returned");
  assert.ok(after.log.state().warnings.some((x) => x.code === "storage.quotaExceeded"));
});

test("quota exceeded, compaction frees space: the batch is written and compaction is reported", async () => {
  const inner = memoryStorage();
  let failNext = false;
  const storage: LogStorage = {
    ...inner,
    putBatch: async (k, r) => {
      if (failNext) {
        failNext = false;
        throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
      }
      return inner.putBatch(k, r);
    },
  };
  const { log } = world({ storage, retain: 100_000 });
  await log.open();
  for (let i = 0; i < 20; i++) log.append("news.fetched", { rows: [{ id: i }] });
  await log.flush();
  failNext = true;
  const w = log.append("write.queued", { op: "x", params: {} });
  await w.recorded;
  await log.flush();
  const warn = log.state().warnings.find((x) => x.code === "storage.compacted");
  assert.ok(warn && /20 older events/.test(warn.message), JSON.stringify(log.state().warnings));
  const reopened = world({ storage });
  await reopened.log.open();
  assert.equal(reopened.log.state().lists.news, [{ id: 19 }], "the snapshot holds what was pruned");
  assert.is(pendingWrites(reopened.log.state())[0]?.id, w.id);
});

test("localforage over IndexedDB (fake-indexeddb): the log survives a reopen", async () => {
  const storage = localforageStorage("store-test", "log1");
  const w1 = world({ storage, snapshotEvery: 5 });
  await w1.log.open();
  for (let i = 0; i < 12; i++) w1.log.append("articles.fetched", { rows: [{ id: i }] });
  await w1.log.flush();
  const w2 = world({ storage: localforageStorage("store-test", "log1") });
  await w2.log.open();
  assert.equal(w2.log.state().lists.articles, [{ id: 11 }]);
  assert.is((await w2.log.readAll()).events.length, 12);
});

test("persistent storage is requested when the browser offers it", async () => {
  let asked = 0;
  assert.is(
    await requestPersistence({
      storage: {
        persisted: async () => false,
        persist: async () => {
          asked++;
          return true;
        },
      },
    }),
    true,
  );
  assert.is(asked, 1);
  assert.is(await requestPersistence({}), false);
  assert.is(await requestPersistence(undefined), false);
});

test.run();

// A log opened with part of the app's events (signed-out /signin, decision 052): what it cannot
// fold is kept, never snapshotted over, and folded once the log is extended with the whole app's.
import "fake-indexeddb/auto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { appStore } from "../../../src/store/appFold.ts";
import { memoryStorage, type LogStorage } from "../../../src/store/storage.ts";
import { listsLog, world } from "./helpers.ts";

const SIGN_IN = appStore([]); // the store's own events only, as src/main.ts opens it on /signin
const signInLog = () => ({ fold: SIGN_IN.fold, registry: SIGN_IN.registry(), partial: true });

test("records of the features' lists stored before stay unfolded and unsnapshotted while partial, and fold in order once extended", async () => {
  const storage = memoryStorage();
  const before = world({ storage });
  await before.log.open();
  before.log.append("news.fetched", { rows: [{ id: 1 }] });
  await before.log.append("nav.changed", { path: "/newHomeFCP", search: "" }).recorded;

  let snapshots = 0;
  const counted: LogStorage = {
    ...storage,
    putSnapshot: (s) => {
      snapshots++;
      return storage.putSnapshot(s);
    },
  };
  // snapshotEvery 1: a whole log would snapshot after every batch
  const { log } = world({ storage: counted, snapshotEvery: 1, ...signInLog() });
  await log.open();
  assert.ok(log.partial());
  assert.equal(log.state().lists.news, undefined, "a list is not folded by the sign-in page's log");
  assert.equal(log.state().location, { path: "/newHomeFCP", search: "" }, "the store's own events are");
  assert.is(log.unknown().length, 1);
  // the sign-in page records its events meanwhile, another tab's list event among them
  log.append("nav.changed", { path: "/signin", search: "" }, { origin: "user" });
  log.acceptRemote([{ ...draft("news.fetched", { rows: [{ id: 2 }] }), id: "remote-1" }]);
  await log.append("machine.started", { machine: "session" }).recorded;
  assert.is(snapshots, 0, "no snapshot of a partial state");
  assert.is(log.stats().lastSeq, 5);

  await log.extend(listsLog());
  assert.not.ok(log.partial());
  assert.equal(log.state().lists.news, [{ id: 2 }], "every stored list event folded, in order");
  assert.equal(log.state().location, { path: "/signin", search: "" });
  assert.is(log.unknown().length, 0);
  // and it goes on whole: the next batch snapshots
  await log.append("nav.changed", { path: "/newHomeFCP", search: "" }, { origin: "user" }).recorded;
  assert.is(log.stats().lastSeq, 6);
  await new Promise((r) => setImmediate(r));
  assert.ok(snapshots > 0, "snapshots again once whole");
  const reopened = world({ storage, ...listsLog() });
  await reopened.log.open();
  assert.equal(reopened.log.state().lists.news, [{ id: 2 }]);
  assert.equal(reopened.log.state().location, { path: "/newHomeFCP", search: "" });
  const again = await log.extend(listsLog()).then(
    () => "extended",
    (e: Error) => e.message,
  );
  assert.match(again, /already folds the whole app's events/);
});

test("extending folds what is still queued on top (storage refusing it), each queued state made whole", async () => {
  const storage = memoryStorage();
  let refuse = false;
  const refusing: LogStorage = {
    ...storage,
    putBatch: (k, r) => (refuse ? Promise.reject(new Error("disk error")) : storage.putBatch(k, r)),
  };
  const { log, clock } = world({ storage: refusing, ...signInLog(), retryMs: 1000 });
  await log.open();
  refuse = true;
  log.acceptRemote([{ ...draft("news.fetched", { rows: [{ id: 7 }] }), id: "remote-2" }]);
  await new Promise((r) => setImmediate(r));
  assert.ok(log.stats().blocked, "the batch is held");
  const extended = log.extend(listsLog());
  await new Promise((r) => setImmediate(r));
  // flush waits for nothing while blocked: extended already, the held event folded on top
  await extended;
  assert.equal(log.state().lists.news, [{ id: 7 }]);
  refuse = false;
  clock.advance(1000);
  await log.flush();
  const reopened = world({ storage, ...listsLog() });
  await reopened.log.open();
  assert.equal(reopened.log.state().lists.news, [{ id: 7 }]);
});

test("events appended while the log is extended (the login's, on its way) keep their order and seqs, wait to be stored, and fold whole", async () => {
  const storage = memoryStorage();
  let release!: () => void;
  let gate: Promise<void> | null = null;
  const puts: string[] = [];
  const slow: LogStorage = {
    ...storage,
    // the extension's read of storage waits at the gate, as IndexedDB does on a busy phone
    getBatch: async (k) => {
      if (gate) await gate;
      return storage.getBatch(k);
    },
    putBatch: (k, r) => {
      puts.push(k);
      return storage.putBatch(k, r);
    },
  };
  const { log } = world({ storage: slow, ...signInLog() });
  await log.open();
  await log.append("nav.changed", { path: "/signin", search: "" }, { origin: "user" }).recorded;
  gate = new Promise<void>((r) => {
    release = r;
  });
  const extended = log.extend(listsLog());
  await new Promise((r) => setImmediate(r));
  const during = [
    log.append("machine.started", { machine: "session" }),
    log.append("nav.changed", { path: "/newHomeFCP", search: "" }, { origin: "user" }),
  ];
  log.acceptRemote([{ ...draft("news.fetched", { rows: [{ id: 3 }] }), id: "remote-3" }]);
  const flushed = log.flush();
  await new Promise((r) => setImmediate(r));
  assert.is(puts.length, 1, "nothing stored while the log is extended");
  assert.is(log.stats().lastSeq, 4);
  gate = null;
  release();
  await extended;
  await flushed;
  await Promise.all(during.map((a) => a.recorded));
  assert.not.ok(log.partial());
  assert.equal(log.state().lists.news, [{ id: 3 }]);
  assert.equal(log.state().location, { path: "/newHomeFCP", search: "" });
  log.append("nav.changed", { path: "/signin", search: "" }, { origin: "user" });
  await log.flush();
  assert.is(log.stats().lastSeq, 5);
  const seqs = (await log.readRaw()).map((r) => (r as { seq: number }).seq);
  assert.equal(seqs, [1, 2, 3, 4, 5], "every event stored once, in order");
  const reopened = world({ storage, ...listsLog() });
  await reopened.log.open();
  assert.equal(reopened.log.state().lists.news, [{ id: 3 }]);
  assert.equal(reopened.log.state().location, { path: "/signin", search: "" });
});

/** A draft of another tab's event (what a follower forwards). */
function draft(type: string, payload: unknown) {
  return {
    id: "x",
    type,
    v: 1,
    at: 0,
    actor: { clientId: "other-tab", sessionId: "s" },
    origin: "system" as const,
    causationId: null,
    payload,
  };
}

test.run();

// Runs inside Chromium (bundled and driven by bench/store.chromium.ts): the store against the real
// IndexedDB through localforage, configured as src/main.ts does. Each function measures with
// performance.now() and returns plain figures; nothing here asserts a time.
import { DEFAULT_UI_SETTINGS } from "../src/codecs/uiSettings.ts";
import { APP } from "../src/features/index.ts";
import { loginFormMachine } from "../src/machines/loginForm.machine.ts";
import { CAROUSEL_INTERVAL_MS, shellCarouselMachine } from "../src/machines/shellCarousel.machine.ts";
import { shellUiMachine } from "../src/machines/shellUi.machine.ts";
import { createEventLog, type EventLog } from "../src/store/log.ts";
import { createUlidSource, fakeClock, fakeIds, systemClock } from "../src/store/ports.ts";
import { recordActor } from "../src/store/recorder.ts";
import { replay } from "../src/store/replay.ts";
import { localforageStorage, memoryStorage, type LogStorage } from "../src/store/storage.ts";

const actor = () => ({ clientId: "bench", sessionId: "s1", userId: "u1", role: "FCP" as const });

/** The log as the app creates it (src/main.ts): default snapshotEvery (500) and retain (10,000). */
const appLog = (storage: LogStorage) => {
  const ids = createUlidSource(systemClock);
  return createEventLog({ storage, clock: systemClock, ids, timers: systemClock, fold: APP.store.fold, registry: APP.store.registry(), actor });
};

const row = (i: number) => ({ id: i, outletname__c: `Outlet ${i}`, city_town__c: "Pune" });

/** The mix of bench/store.bench.ts: mostly machine events, a write every 10 and its acknowledgement. */
function appendMix(log: EventLog, n: number, flushAt: (i: number) => boolean) {
  let w = "";
  return (async () => {
    for (let i = 0; i < n; i++) {
      if (i % 10 === 0) w = log.append("write.queued", { op: "outlets.save", params: row(i) }, { origin: "user" }).id;
      else if (i % 10 === 5) log.append("write.acknowledged", { result: { id: i } }, { causationId: w, origin: "effect" });
      else log.append("outlet.fieldChanged", { field: "city_town__c", value: `Pune ${i}` }, { machine: "outletForm", origin: "user" });
      if (flushAt(i)) await log.flush();
    }
    await log.flush();
  })();
}

/** Batched appends (a flush every 100) into a fresh IndexedDB database. */
async function appends(n: number, dbName: string) {
  const log = appLog(localforageStorage(dbName));
  await log.open();
  const t0 = performance.now();
  await appendMix(log, n, (i) => i % 100 === 99);
  const ms = performance.now() - t0;
  return { ms, perSec: (n / ms) * 1000, stats: log.stats() };
}

/**
 * Fills the app's database with n events. The first batch has 50 events, so the last snapshot is
 * 450 events behind the end (near the worst case of 499) and a cold start folds a real tail.
 */
async function fill(n: number) {
  const log = appLog(localforageStorage());
  await log.open();
  const t0 = performance.now();
  await appendMix(log, n, (i) => i % 100 === 49);
  return { ms: performance.now() - t0, stats: log.stats() };
}

/** Storage with the time spent in each method summed (to see where a cold start goes). */
function timed(s: LogStorage) {
  const ms: Record<string, number> = {};
  const wrap =
    <A extends unknown[], R>(name: string, f: (...a: A) => Promise<R>) =>
    async (...a: A) => {
      const t0 = performance.now();
      try {
        return await f(...a);
      } finally {
        ms[name] = (ms[name] ?? 0) + performance.now() - t0;
      }
    };
  const storage: LogStorage = {
    batchKeys: wrap("batchKeys", s.batchKeys),
    getBatch: wrap("getBatch", s.getBatch),
    putBatch: wrap("putBatch", s.putBatch),
    removeBatch: wrap("removeBatch", s.removeBatch),
    getSnapshot: wrap("getSnapshot", s.getSnapshot),
    putSnapshot: wrap("putSnapshot", s.putSnapshot),
  };
  return { storage, ms };
}

/** createEventLog + open on the filled database, in a freshly loaded page; then what is stored. */
async function coldStart() {
  const t0 = performance.now();
  const { storage, ms: io } = timed(localforageStorage());
  const log = appLog(storage);
  await log.open();
  const t1 = performance.now();
  const ioAtReady = { ...io };
  const stored = (await log.readRaw()).length;
  const snapshot = await localforageStorage().getSnapshot();
  const snapshotBytes = new TextEncoder().encode(JSON.stringify(snapshot)).length;
  const batches = (await localforageStorage().batchKeys()).length;
  return { ms: t1 - t0, readyAfterNavigation: t1, io: ioAtReady, stored, batches, snapshotBytes, stats: log.stats() };
}

/** Records n events from real app machines (carousel timers, shell toggles, form edits) in memory. */
async function record(n: number) {
  const clock = fakeClock();
  const log = createEventLog({
    storage: memoryStorage(),
    clock,
    ids: fakeIds(),
    actor,
    fold: APP.store.fold,
    registry: APP.store.registry(),
    retain: 1e9,
  });
  await log.open();
  const carousel = recordActor(shellCarouselMachine, log, { input: { count: 5, reducedMotion: false }, baseClock: clock }).start();
  const ui = recordActor(shellUiMachine, log, { input: { settings: DEFAULT_UI_SETTINGS, small: false } }).start();
  const form = recordActor(loginFormMachine, log, { input: { role: "FCP" } }).start();
  const toggles = [
    "ui.theme.toggle",
    "ui.drawer.toggle",
    "ui.search.toggle",
    "ui.notifications.open",
    "ui.notifications.close",
    "ui.direction.toggle",
  ] as const;
  for (let i = 0; log.stats().lastSeq < n; i++) {
    const k = i % 10;
    if (k < 4)
      clock.advance(CAROUSEL_INTERVAL_MS); // xstate.after.* (origin timer)
    else if (k === 4) carousel.send({ type: "carousel.hover", on: i % 20 === 4 });
    else if (k < 8) ui.send({ type: toggles[i % toggles.length] });
    else form.send({ type: "form.changed", field: k === 8 ? "mobile" : "password", value: String(9000000000 + i).slice(0, (i % 10) + 1) });
    if (i % 100 === 99) await log.flush();
  }
  await log.flush();
  for (const a of [carousel, ui, form]) a.stop();
  return (await log.readAll()).events;
}

/** replay(events, APP.machines, { fold: APP.store.fold }) of n freshly recorded events. */
async function replayRun(n: number) {
  const events = await record(n);
  const t0 = performance.now();
  const r = replay(events, APP.machines, { fold: APP.store.fold });
  const ms = performance.now() - t0;
  for (const a of Object.values(r.actors)) a.stop();
  const types = new Set(events.map((e) => e.type)).size;
  return { ms, events: events.length, types, divergences: r.divergences.length, unknown: r.unknown.length };
}

const bench = { appends, fill, coldStart, replayRun };
export type Bench = typeof bench;
(globalThis as unknown as { bench: Bench }).bench = bench;

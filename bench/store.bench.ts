// Store figures (printed, never asserted): node --import tsx bench/store.bench.ts
import "fake-indexeddb/auto";
import { performance } from "node:perf_hooks";
import { createEventLog, type EventLog } from "../src/store/log.ts";
import * as t from "io-ts";
import { listSlot } from "../src/codecs/lists.ts";
import { appStore } from "../src/store/appFold.ts";
import { foldAll } from "../src/store/fold.ts";
import { fakeClock, fakeIds } from "../src/store/ports.ts";
import { replay } from "../src/store/replay.ts";
import { recordActor } from "../src/store/recorder.ts";
import { localforageStorage, memoryStorage, type LogStorage } from "../src/store/storage.ts";
import { counterMachine } from "../test/unit/store/helpers.ts";

const lists = appStore([listSlot("news", t.UnknownRecord), listSlot("outlets", t.UnknownRecord)]);
const mk = (storage: LogStorage, snapshotEvery = 500) =>
  createEventLog({
    storage,
    clock: fakeClock(),
    ids: fakeIds(),
    actor: () => ({ clientId: "c", sessionId: "s" }),
    snapshotEvery,
    retain: 1e9,
    fold: lists.fold,
    registry: lists.registry(),
  });
const row = (i: number) => ({ id: i, outletname__c: `Outlet ${i}`, city_town__c: "Pune" });

async function appends(label: string, storage: LogStorage, n: number) {
  const log = mk(storage);
  await log.open();
  const t0 = performance.now();
  let w = "";
  for (let i = 0; i < n; i++) {
    // a realistic mix: mostly machine events, some writes and their acknowledgements
    if (i % 10 === 0) w = log.append("write.queued", { op: "outlets.save", params: row(i) }).id;
    else if (i % 10 === 5) log.append("write.acknowledged", { result: { id: i } }, { causationId: w });
    else log.append("outlet.fieldChanged", { field: "city_town__c", value: `Pune ${i}` }, { machine: "outletForm", origin: "user" });
    if (i % 100 === 99) await log.flush(); // a burst of 100 per batch
  }
  await log.flush();
  const ms = performance.now() - t0;
  console.log(`${label}: ${n} appends in ${ms.toFixed(0)} ms = ${Math.round((n / ms) * 1000)} appends/s`);
  return log;
}

async function fill(log: EventLog, n: number) {
  for (let i = 0; i < n; i++) {
    log.append("news.fetched", { rows: [row(i)] });
    if (i % 1000 === 999) await log.flush();
  }
  await log.flush();
}

await appends("append, batched, in memory", memoryStorage(), 20_000);
await appends("append, batched, fake-indexeddb", localforageStorage("bench", "appends"), 5_000);

const rec = mk(memoryStorage());
await rec.open();
const actor = recordActor(counterMachine, rec, { input: {} }).start();
for (let i = 0; i < 10_000; i++) actor.send(i % 3 === 0 ? { type: "FETCH", id: String(i) } : i % 3 === 1 ? { type: "CANCEL" } : { type: "INC" });
await rec.flush();
const events = (await rec.readAll()).events;
const storeLog = await appends("(setup) store events", memoryStorage(), 10_000);
const storeEvents = (await storeLog.readAll()).events;
let t0 = performance.now();
foldAll(storeEvents, undefined, lists.fold);
console.log(`fold of ${storeEvents.length} store events (write.queued): ${(performance.now() - t0).toFixed(0)} ms`);
t0 = performance.now();
const r = replay(events, { counter: counterMachine });
console.log(`replay of ${events.length} events into a machine: ${(performance.now() - t0).toFixed(0)} ms (divergences ${r.divergences.length})`);
actor.stop();
for (const a of Object.values(r.actors)) a.stop();

for (const [label, storage] of [
  ["in memory", memoryStorage()],
  ["fake-indexeddb", localforageStorage("bench", "cold")],
] as const) {
  const w = mk(storage, 1000);
  await w.open();
  await fill(w, 50_000);
  await w.append("outlets.fetched", { rows: [row(1)] }).recorded;
  t0 = performance.now();
  const cold = mk(storage);
  await cold.open();
  console.log(`cold start from a snapshot, 50,000-event history (${label}): ${(performance.now() - t0).toFixed(0)} ms (seq ${cold.stats().lastSeq})`);
}

// The AMMD filter-restore machine as the app runs it (bound by the workshops feature): it starts
// from the state it is given, a tab switch resets every filter to All, a change it refuses leaves
// the state as it was, and each change is recorded as the product's event `ammdFilters.saved`,
// which the store keeps across a reload of the log (what restores the list after a reload).
import "fake-indexeddb/auto";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, type AnyStateMachine } from "xstate";
import { ammdFiltersSlot, DEFAULT_FILTERS } from "../../../src/codecs/ammdWorkshops.ts";
import type { FeatureWorld } from "../../../src/features/feature.ts";
import { APP } from "../../../src/features/index.ts";
import { workshops } from "../../../src/features/workshops.ts";
import type { ammdFiltersMachine } from "../../../src/machines/ammdFilters.machine.ts";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { factOf } from "../../../src/store/state.ts";
import { memoryStorage } from "../../../src/store/storage.ts";

const ACTOR = { clientId: "c", sessionId: "s" };
const openLog = (storage = memoryStorage()) =>
  createEventLog({ storage, clock: fakeClock(), ids: fakeIds(), actor: () => ACTOR, fold: APP.store.fold, registry: APP.store.registry() });

function start(filters = DEFAULT_FILTERS, storage = memoryStorage()) {
  const log = openLog(storage);
  const bound = workshops.provide!({ log } as unknown as FeatureWorld).find(
    (m) => m.id === "ammdFilters",
  ) as AnyStateMachine as typeof ammdFiltersMachine;
  const actor = createActor(bound, { input: { user: "a0BM", filters } }).start();
  const state = () => {
    const s = actor.getSnapshot();
    const { tab, cmdi, fcp, stage, sort } = s.context;
    return { at: s.value, tab, cmdi, fcp, stage, sort };
  };
  return { actor, log, storage, state };
}

test("it starts where it is told: Awaiting Approval with All by default, or a restored state", () => {
  assert.equal(start().state(), { at: "awaiting", ...DEFAULT_FILTERS });
  const restored = { tab: "approved", cmdi: "a0BR", fcp: "Asha", stage: "Execution", sort: "asc" } as const;
  assert.equal(start(restored).state(), { at: "approved", ...restored });
});

test("a tab switch resets every filter to All; choosing the tab shown changes nothing", () => {
  const { actor, state } = start({ tab: "approved", cmdi: "a0BR", fcp: "Asha", stage: "Execution", sort: "desc" });
  actor.send({ type: "filters.tab", tab: "approved" });
  assert.equal(state(), { at: "approved", tab: "approved", cmdi: "a0BR", fcp: "Asha", stage: "Execution", sort: "desc" });
  actor.send({ type: "filters.tab", tab: "awaiting" });
  assert.equal(state(), { at: "awaiting", ...DEFAULT_FILTERS });
  actor.send({ type: "filters.set", filter: "sort", value: "asc" });
  actor.send({ type: "filters.tab", tab: "approved" });
  assert.equal(state(), { at: "approved", ...DEFAULT_FILTERS, tab: "approved" });
});

test("a filter takes a value of its kind: a stage of the tab shown, a known sort; anything else changes nothing", () => {
  const { actor, state } = start();
  actor.send({ type: "filters.set", filter: "stage", value: "Execution" });
  actor.send({ type: "filters.set", filter: "sort", value: "sideways" });
  actor.send({ type: "filters.set", filter: "cmdi", value: "  " });
  assert.equal(state(), { at: "awaiting", ...DEFAULT_FILTERS });
  actor.send({ type: "filters.set", filter: "stage", value: "AMMD Confirmation" });
  actor.send({ type: "filters.set", filter: "cmdi", value: "a0BR" });
  actor.send({ type: "filters.set", filter: "fcp", value: "Asha Verma" });
  actor.send({ type: "filters.set", filter: "sort", value: "desc" });
  assert.equal(state(), { at: "awaiting", tab: "awaiting", cmdi: "a0BR", fcp: "Asha Verma", stage: "AMMD Confirmation", sort: "desc" });
  actor.send({ type: "filters.set", filter: "cmdi", value: null });
  assert.is(state().cmdi, null, "All again");
});

test("each change is kept in the event log as ammdFilters.saved, and a log opened again has it", async () => {
  const { actor, log, storage } = start();
  actor.send({ type: "filters.tab", tab: "approved" });
  actor.send({ type: "filters.set", filter: "fcp", value: "Asha Verma" });
  actor.send({ type: "filters.set", filter: "stage", value: "Paid" }); // refused: not kept
  const kept = { user: "a0BM", tab: "approved", cmdi: null, fcp: "Asha Verma", stage: null, sort: null };
  assert.equal(factOf(log.state(), ammdFiltersSlot), kept);
  await log.flush();
  const reopened = openLog(storage);
  await reopened.open();
  assert.equal(factOf(reopened.state(), ammdFiltersSlot), kept, "what a reload restores");
  assert.throws(
    () => reopened.append(ammdFiltersSlot.saved, { value: { ...kept, tab: "sideways" } }),
    /cannot append/,
    "a value its codec refuses is never recorded",
  );
});

test.run();

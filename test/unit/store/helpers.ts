// Shared fixtures for the store tests: a fake world and a small machine with an effect and timers.
// fake-indexeddb must load before localforage (it looks for indexedDB once, at import).
import "fake-indexeddb/auto";
import * as t from "io-ts";
import { assign, fromPromise, setup } from "xstate";
import { listSlot } from "../../../src/codecs/lists.ts";
import { appStore } from "../../../src/store/appFold.ts";
import { createEventLog, type EventLogOptions } from "../../../src/store/log.ts";
import { fakeClock, fakeIds, type FakeClock } from "../../../src/store/ports.ts";
import { memoryStorage, type LogStorage } from "../../../src/store/storage.ts";

export const ACTOR = { clientId: "client-1", sessionId: "session-1" };

/** The store of these tests: a few lists of any rows (the app registers its own in src/features). */
export const LISTS = appStore(["outlets", "news", "wss", "articles", "content"].map((n) => listSlot(n, t.UnknownRecord)));
/** The log options of that store (its fold and event registry). */
export const listsLog = () => ({ fold: LISTS.fold, registry: LISTS.registry() });

export function world(over: Partial<EventLogOptions> = {}, clock: FakeClock = fakeClock()) {
  const storage = (over.storage ?? memoryStorage()) as LogStorage & { dump?: () => string };
  const log = createEventLog({ storage, clock, ids: fakeIds(), actor: () => ACTOR, timers: clock, ...listsLog(), ...over });
  return { log, storage, clock };
}

/** Lets promise callbacks (fromPromise results, storage writes) run. */
export const tick = () => new Promise<void>((r) => setImmediate(r));

export const counterMachine = setup({
  types: {
    context: {} as { count: number; result: string | null; error: string | null },
    events: {} as { type: "INC" } | { type: "FETCH"; id: string } | { type: "CANCEL" },
    input: {} as { start?: number },
  },
  actors: {
    fetchThing: fromPromise<string, { id: string }>(async () => {
      throw new Error("not provided");
    }),
  },
  guards: { belowMax: ({ context }) => context.count < 3 },
}).createMachine({
  id: "counter",
  initial: "idle",
  context: ({ input }) => ({ count: input.start ?? 0, result: null, error: null }),
  states: {
    idle: {
      on: {
        INC: { guard: "belowMax", actions: assign({ count: ({ context }) => context.count + 1 }) },
        FETCH: "loading",
      },
    },
    loading: {
      invoke: {
        id: "fetch",
        src: "fetchThing",
        input: ({ event }) => ({ id: event.type === "FETCH" ? event.id : "" }),
        onDone: { target: "idle", actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => String(event.error) }) },
      },
      on: { CANCEL: "idle" },
      after: { 5000: { target: "failed", actions: assign({ error: "timeout" }) } },
    },
    failed: { after: { 1000: "idle" }, on: { INC: "idle" } },
  },
});

/** A controllable effect: each call waits until the test settles it. */
export function controlledFetch() {
  const calls: Array<{ id: string; resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  const logic = fromPromise<string, { id: string }>(
    ({ input }) => new Promise<string>((resolve, reject) => calls.push({ id: input.id, resolve, reject })),
  );
  return { logic, calls };
}

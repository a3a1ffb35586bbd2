import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import { createMachine, fromPromise } from "xstate";
import { createStoreRegistry } from "../../../src/store/events.ts";
import { exportLog, importLog } from "../../../src/store/exchange.ts";
import { recordActor } from "../../../src/store/recorder.ts";
import { replay, summarize } from "../../../src/store/replay.ts";
import { createEventLog } from "../../../src/store/log.ts";
import { fakeClock, fakeIds } from "../../../src/store/ports.ts";
import { controlledFetch, counterMachine, tick, world, LISTS } from "./helpers.ts";

async function liveSession() {
  const w = world();
  await w.log.open();
  const fx = controlledFetch();
  const machine = counterMachine.provide({ actors: { fetchThing: fx.logic } });
  const actor = recordActor(machine, w.log, { input: { start: 1 }, baseClock: w.clock }).start();
  return { ...w, fx, actor };
}

test("records user intents, effect results (with causation) and timers; not xstate.init", async () => {
  const { log, fx, actor, clock } = await liveSession();
  actor.send({ type: "INC" });
  actor.send({ type: "FETCH", id: "42" });
  fx.calls[0].resolve("thing-42");
  await tick();
  actor.send({ type: "FETCH", id: "43" });
  clock.advance(5000);
  clock.advance(1000);
  await log.flush();
  const ev = (await log.readAll()).events;
  assert.equal(
    ev.map((e) => `${e.origin}:${e.type}`),
    [
      "system:machine.started",
      "user:INC",
      "user:FETCH",
      "effect:xstate.done.actor.fetch",
      "user:FETCH",
      "timer:xstate.after.5000.counter.loading",
      "timer:xstate.after.1000.counter.failed",
    ],
  );
  const fetch = ev[2],
    done = ev[3];
  assert.is(done.causationId, fetch.id, "the result names the event that started the effect");
  assert.equal(done.payload, { output: "thing-42", actorId: "fetch" });
  assert.ok(ev.every((e) => e.machine === undefined || e.machine === "counter"));
  assert.equal(actor.getSnapshot().value, "idle");
});

test("replay drives a fresh machine without re-running effects and ends in the same state", async () => {
  const { log, fx, actor } = await liveSession();
  actor.send({ type: "FETCH", id: "1" });
  fx.calls[0].reject(new Error("boom"));
  await tick();
  actor.send({ type: "INC" });
  await log.flush();
  const calls = fx.calls.length;
  const r = replay((await log.readAll()).events, { counter: counterMachine });
  assert.equal(r.snapshots.counter, summarize(actor));
  assert.is(r.snapshots.counter.context && (r.snapshots.counter.context as { error: string }).error, "Error: boom");
  assert.is(fx.calls.length, calls, "no effect ran during replay");
  assert.equal(r.divergences, []);
  assert.equal(r.unknown, []);
  for (const a of Object.values(r.actors)) a.stop();
});

test("divergence and unknown events are reported", async () => {
  const { log, actor } = await liveSession();
  actor.send({ type: "FETCH", id: "1" });
  log.append("UNHEARD", {}, { machine: "counter", origin: "user" });
  log.append("INC", {}, { machine: "elsewhere", origin: "user" });
  await log.flush();
  const events = (await log.readAll()).events;
  const r1 = replay(events, { counter: counterMachine });
  assert.equal(
    r1.unknown.map((u) => `${u.reason}:${u.type}`),
    ["unknownEvent:UNHEARD", "unknownMachine:INC"],
  );
  // as if the live machine had refused FETCH, which the replayed one takes
  const tampered = events.map((e) => (e.type === "FETCH" ? { ...e, accepted: false } : e));
  const r2 = replay(tampered, { counter: counterMachine });
  assert.is(r2.divergences.length, 1);
  assert.equal([r2.divergences[0].type, r2.divergences[0].state], ["FETCH", "idle"]);
});

type Cmd =
  | { k: "INC" }
  | { k: "FETCH"; id: string }
  | { k: "CANCEL" }
  | { k: "ok"; v: string }
  | { k: "fail" }
  | { k: "wait"; ms: number }
  | { k: "list"; n: number };
const arbCmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.constant({ k: "INC" as const }),
  fc.record({ k: fc.constant("FETCH" as const), id: fc.string({ maxLength: 3 }) }),
  fc.constant({ k: "CANCEL" as const }),
  fc.record({ k: fc.constant("ok" as const), v: fc.string({ maxLength: 4 }) }),
  fc.constant({ k: "fail" as const }),
  fc.record({ k: fc.constant("wait" as const), ms: fc.constantFrom(500, 1000, 5000) }),
  fc.record({ k: fc.constant("list" as const), n: fc.nat(3) }),
);

test("property: replay(log) equals the live state; export -> import -> replay is the identity", async () => {
  const registry = LISTS.registry();
  await fc.assert(
    fc.asyncProperty(fc.array(arbCmd, { maxLength: 25 }), async (cmds) => {
      const { log, fx, actor, clock } = await liveSession();
      let settled = 0;
      for (const c of cmds) {
        if (c.k === "INC" || c.k === "CANCEL") actor.send({ type: c.k });
        else if (c.k === "FETCH") actor.send({ type: "FETCH", id: c.id });
        else if (c.k === "ok" || c.k === "fail") {
          const call = fx.calls[settled];
          if (!call) continue;
          settled++;
          if (c.k === "ok") call.resolve(c.v);
          else call.reject(new Error(`no ${call.id}`));
          await tick();
        } else if (c.k === "wait") clock.advance(c.ms);
        else log.append("news.fetched", { rows: Array.from({ length: c.n }, (_, i) => ({ id: i })) });
      }
      await log.flush();
      const events = (await log.readAll()).events;
      const live = { counter: summarize(actor) };
      const r = replay(events, { counter: counterMachine }, { fold: LISTS.fold });
      assert.equal(r.snapshots, live);
      assert.equal(r.state, log.state());
      assert.equal(r.divergences, []);
      const text = exportLog({ appVersion: "test", machines: ["counter"], exportedAt: 0 }, await log.readRaw());
      const imp = importLog(text, registry);
      assert.ok(imp.ok);
      if (!imp.ok) return;
      assert.equal(imp.events, events);
      const r2 = replay(imp.events, { counter: counterMachine }, { fold: LISTS.fold });
      assert.equal(r2.snapshots, r.snapshots);
      assert.equal(r2.state, r.state);
      actor.stop();
      for (const a of [...Object.values(r.actors), ...Object.values(r2.actors)]) a.stop();
    }),
    { numRuns: 60 },
  );
});

test("each recording session (a tab, a page load) replays into its own actors", async () => {
  const mk = (sessionId: string) => world({ actor: () => ({ clientId: "c", sessionId }) });
  const { log, storage } = mk("tab-A");
  await log.open();
  const a = recordActor(counterMachine, log, { input: { start: 0 } }).start();
  a.send({ type: "INC" });
  a.send({ type: "INC" });
  await log.flush();
  const other = createEventLog({ storage, clock: fakeClock(), ids: fakeIds("b"), actor: () => ({ clientId: "c", sessionId: "tab-B" }) });
  await other.open();
  const b = recordActor(counterMachine, other, { input: { start: 0 } }).start();
  b.send({ type: "INC" });
  await other.flush();
  const r = replay((await other.readAll()).events, { counter: counterMachine });
  assert.equal(r.divergences, []);
  assert.is((r.snapshots.counter.context as { count: number }).count, 1, "the last session keeps the plain key");
  const otherKey = Object.keys(r.snapshots).find((k) => k.startsWith("counter@"));
  assert.is(otherKey, "counter@tab-A");
  assert.is((r.snapshots[otherKey!].context as { count: number }).count, 2, "the other tab's actor");
  const focused = replay((await other.readAll()).events, { counter: counterMachine }, { focus: "tab-A" });
  assert.is((focused.snapshots.counter.context as { count: number }).count, 2, "the focus session (the exporting tab) keeps the plain key");
  assert.ok(focused.snapshots["counter@tab-B"]);
  for (const x of Object.values(focused.actors)) x.stop();
  a.stop();
  b.stop();
  for (const x of Object.values(r.actors)) x.stop();
});

test("inline invoke sources are stubbed too", async () => {
  let runs = 0;
  const m = createMachine({
    id: "inline",
    initial: "a",
    states: {
      a: { on: { GO: "b" } },
      b: {
        invoke: {
          id: "x",
          src: fromPromise(async () => {
            runs++;
            return 1;
          }),
          onDone: "c",
        },
      },
      c: {},
    },
  });
  const { log } = world();
  await log.open();
  const actor = recordActor(m, log).start();
  actor.send({ type: "GO" });
  await tick();
  assert.equal([runs, actor.getSnapshot().value], [1, "c"]);
  await log.flush();
  const r = replay((await log.readAll()).events, { inline: m });
  assert.equal([runs, r.snapshots.inline.value], [1, "c"]);
});

test("import rejects a file that is not a log, with a reason", () => {
  const r = importLog(JSON.stringify({ format: "other" }), createStoreRegistry());
  assert.ok(!r.ok && /format/.test(r.error));
  assert.ok(!importLog("{", createStoreRegistry()).ok);
});

test.run();

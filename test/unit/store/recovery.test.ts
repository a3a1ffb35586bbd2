// A reload for a chunk that cannot load (src/effects/build.ts, the loader machine) keeps what the
// person had open: the open flows' snapshots go to per-tab storage, come back once after the
// reload, and the log records the restored snapshot so a replay reaches the same state.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, waitFor } from "xstate";
import { createBuildEffects, entryOf, RECOVERY_KEY, RECOVERY_MAX_AGE_MS } from "../../../src/effects/build.ts";
import { fakeFetch, memoryKeyValue } from "../../../src/effects/fakes.ts";
import { APP } from "../../../src/features/index.ts";
import { outletFormMachine } from "../../../src/machines/outletForm.machine.ts";
import { shellLoaderMachine, type BuildCheck } from "../../../src/machines/shellLoader.machine.ts";
import { replay } from "../../../src/store/replay.ts";
import { createAppActors, memoryLog } from "../../../src/wiring.ts";

const INDEX = (entry: string) =>
  `<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;

test("entryOf finds the index's module script", () => {
  assert.is(entryOf(INDEX("/assets/main-ABC.js")), "/assets/main-ABC.js");
  assert.is(entryOf("<html>no script</html>"), null);
});

test("the build check: same entry is current, another is replaced, no answer is unreachable; no reload loop", async () => {
  const session = memoryKeyValue();
  let served = "/assets/main-OLD.js";
  let up = true;
  const fetch = async () => {
    if (!up) throw new TypeError("Failed to fetch");
    return new Response(INDEX(served), { status: 200 });
  };
  const effects = () => createBuildEffects({ fetch, running: () => "/assets/main-OLD.js", storage: session, now: () => 1000 });
  const b = effects();
  assert.is(await b.check(), "current");
  served = "/assets/main-NEW.js";
  assert.is(await b.check(), "replaced");
  up = false;
  assert.is(await b.check(), "unreachable");
  up = true;
  // The page reloaded for the new build but still runs the old one (a cache in between): no second reload.
  b.save("replaced", {});
  assert.is(await effects().check(), "current");
});

test("a recovery record is read once, and one older than a minute is ignored", () => {
  const session = memoryKeyValue();
  const at = (now: number) => createBuildEffects({ fetch: fakeFetch({}), running: () => null, storage: session, now: () => now });
  at(1000).save("stuck", { "outletForm:new": { status: "active" } });
  assert.ok(session.getItem(RECOVERY_KEY));
  assert.equal(Object.keys(at(2000).recovered!.flows), ["outletForm:new"]);
  assert.is(session.getItem(RECOVERY_KEY), null, "removed once read");
  assert.is(at(3000).recovered, null);
  at(1000).save("stuck", {});
  assert.is(at(1000 + RECOVERY_MAX_AGE_MS).recovered, null);
});

async function world(build: Parameters<typeof createAppActors>[0]["build"], reload = () => {}) {
  const log = memoryLog();
  await log.open();
  const actors = createAppActors({ fetch: fakeFetch({}), storage: memoryKeyValue(), navigate: () => {}, log, sessionId: "s", build, reload });
  return { log, actors };
}

test("the reload keeps the typed values of an open form; the next page load restores them, and replay does too", async () => {
  const session = memoryKeyValue();
  const effects = (now: number) => createBuildEffects({ fetch: fakeFetch({}), running: () => "/assets/main-A.js", storage: session, now: () => now });
  let reloaded = 0;
  const before = await world(effects(1000), () => {
    reloaded++;
  });
  const input = { id: null, canEdit: true, cached: null };
  const { machine, options } = before.actors.flows.prepare("outletForm:new", outletFormMachine, input);
  const form = createActor(machine, options as never).start();
  form.send({ type: "form.changed", field: "outletname__c", value: "Typed before the reload" });
  // The loader gives up on a chunk: its reload effect runs.
  const loaderFlow = before.actors.flows.prepare("shellLoader:/x", shellLoaderMachine, undefined, {
    actors: {
      load: fromPromise<void, void>(async () => {
        throw new Error("chunk");
      }),
      checkBuild: fromPromise<BuildCheck, void>(async () => "replaced"),
    },
  });
  const loader = createActor(loaderFlow.machine, loaderFlow.options as never).start();
  await waitFor(loader, (s) => s.matches({ reloading: "replaced" }));
  await new Promise((r) => setTimeout(r, 10));
  assert.is(reloaded, 1, "the page reloads once");
  assert.ok(session.getItem(RECOVERY_KEY), "the open flows were kept for the next load");
  const kept = Object.keys((JSON.parse(session.getItem(RECOVERY_KEY)!) as { flows: object }).flows).sort();
  assert.equal(kept, ["outletForm:new"], "not the session, the settings or the loader: their features start them afresh");

  const after = await world(effects(2000));
  const again = after.actors.flows.prepare("outletForm:new", outletFormMachine, input);
  const restored = createActor(again.machine, again.options as never).start();
  assert.is(restored.getSnapshot().context.values.outletname__c, "Typed before the reload");
  assert.ok(restored.getSnapshot().matches({ form: "editing" }));
  const next = after.actors.flows.prepare("outletForm:new", outletFormMachine, input);
  assert.is(
    createActor(next.machine, next.options as never)
      .start()
      .getSnapshot().context.values.outletname__c,
    "",
    "restored once only",
  );

  await after.log.flush();
  const { events } = await after.log.readAll();
  const r = replay(events, APP.machines, { fold: APP.store.fold });
  const replayed = r.actors["outletForm:new"]!.getSnapshot() as { context: { values: { outletname__c: string } } };
  // The last start of the key is the fresh one; the restored one is what the first start recorded.
  const started = events.filter((e) => e.type === "machine.started" && (e.payload as { machine: string }).machine === "outletForm:new");
  assert.is(started.length, 2);
  assert.ok((started[0]!.payload as { snapshot?: unknown }).snapshot, "the restored start carries its snapshot");
  assert.is(replayed.context.values.outletname__c, "");
  const first = replay(
    events.filter((e) => e.seq <= started[0]!.seq),
    APP.machines,
    { fold: APP.store.fold },
  );
  assert.is((first.actors["outletForm:new"]!.getSnapshot() as typeof replayed).context.values.outletname__c, "Typed before the reload");
});

test.run();

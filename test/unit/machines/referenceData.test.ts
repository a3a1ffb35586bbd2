// The reference lists fetched once per sign-in (decision 101): an FCP's device fetches the schools
// a plan may name with the WSS mappings and the articles, so a plan can be made offline on a device
// whose plan form never opened online; a person who plans no workshop never asks for them.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise } from "xstate";
import type { ListFetched } from "../../../src/codecs/lists.ts";
import { referenceDataMachine } from "../../../src/machines/referenceData.machine.ts";

function run(plansWorkshops: boolean) {
  const asked: string[] = [];
  const loader = (name: string) =>
    fromPromise<ListFetched, void>(async () => {
      asked.push(name);
      return { count: 1 };
    });
  const actor = createActor(
    referenceDataMachine.provide({ actors: { loadWss: loader("wss"), loadArticles: loader("articles"), loadSchools: loader("schools") } }),
    { input: { plansWorkshops } },
  );
  actor.start();
  return { actor, asked };
}

const settled = (actor: ReturnType<typeof run>["actor"]) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!actor.getSnapshot().hasTag("loading")) resolve();
    };
    actor.subscribe(check);
    check();
  });

test("an FCP's sign-in fetches the schools beside the WSS mappings and the articles", async () => {
  const { actor, asked } = run(true);
  await settled(actor);
  assert.equal([...asked].sort(), ["articles", "schools", "wss"]);
  assert.equal(actor.getSnapshot().value, { wss: "ready", articles: "ready", schools: "ready" });
  actor.stop();
});

test("a person who plans no workshop never asks for the schools", async () => {
  const { actor, asked } = run(false);
  await settled(actor);
  assert.equal([...asked].sort(), ["articles", "wss"]);
  assert.equal(actor.getSnapshot().value, { wss: "ready", articles: "ready", schools: "none" });
  actor.stop();
});

test("a failed school list is asked again on Try again", async () => {
  let calls = 0;
  const ok = fromPromise<ListFetched, void>(async () => ({ count: 0 }));
  const actor = createActor(
    referenceDataMachine.provide({
      actors: {
        loadWss: ok,
        loadArticles: ok,
        loadSchools: fromPromise<ListFetched, void>(async () => {
          calls += 1;
          if (calls === 1) throw new Error("offline");
          return { count: 2 };
        }),
      },
    }),
    { input: { plansWorkshops: true } },
  ).start();
  await settled(actor);
  assert.is(actor.getSnapshot().matches({ schools: "failed" }), true);
  actor.send({ type: "reference.retry" });
  await settled(actor);
  assert.is(actor.getSnapshot().matches({ schools: "ready" }), true);
  assert.is(calls, 2);
  actor.stop();
});

test.run();

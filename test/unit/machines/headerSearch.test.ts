// The header's suggestions from the server (decision 117): asked once the typing pauses
// SERVER_DELAY_MS, not at each text; an answer for a text since changed is dropped; the same text
// again asks nothing; offline nothing is asked until the connection is back; a lost network on the
// way counts as offline, another failure is kept quietly.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { RecordHit } from "../../../src/codecs/recordSearch.ts";
import { headerSearchMachine, SERVER_DELAY_MS } from "../../../src/machines/headerSearch.machine.ts";

const hit = (id: number, title: string): RecordHit => ({ kind: "workshop", id, title, detail: [], href: `/workshop?id=${id}&source=cmdi` });

/** The flow with a server whose answers the test gives, one per ask, in order. */
function run(online = true) {
  const asked: { q: string; answer: (hits: RecordHit[]) => void; fail: (e: unknown) => void }[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    headerSearchMachine.provide({
      actors: {
        searchServer: fromPromise<readonly RecordHit[], { q: string }>(
          ({ input }) => new Promise((resolve, reject) => asked.push({ q: input.q, answer: resolve, fail: reject })),
        ),
      },
    }),
    { input: { online }, clock },
  );
  actor.start();
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { actor, asked, clock, flush, type: (query: string) => actor.send({ type: "search.typed", query }) };
}

test("asked once the typing pauses; a text too short asks nothing; the same text again asks nothing", async () => {
  const { actor, asked, clock, flush, type } = run();
  type("t");
  clock.increment(SERVER_DELAY_MS);
  assert.is(actor.getSnapshot().value, "idle");
  type("to");
  clock.increment(SERVER_DELAY_MS - 1);
  type("tor");
  clock.increment(SERVER_DELAY_MS - 1);
  assert.equal(asked, [], "still typing: nothing asked");
  clock.increment(1);
  assert.equal(
    asked.map((a) => a.q),
    ["tor"],
  );
  asked[0]!.answer([hit(7, "Toran Workshop - Bhopal")]);
  await flush();
  assert.is(actor.getSnapshot().value, "shown");
  assert.equal(
    actor.getSnapshot().context.hits.map((h) => h.id),
    [7],
  );
  type(" tor ");
  clock.increment(SERVER_DELAY_MS);
  assert.is(asked.length, 1, "the same text: not asked again");
  assert.is(actor.getSnapshot().value, "shown");
  type("");
  assert.is(actor.getSnapshot().value, "idle");
  assert.equal(actor.getSnapshot().context.hits, [], "the box emptied: nothing of the server's left");
  actor.stop();
});

test("an answer for a text since changed is dropped: only the answer for the text now in the box shows", async () => {
  const { actor, asked, clock, flush, type } = run();
  type("tor");
  clock.increment(SERVER_DELAY_MS);
  type("toran");
  asked[0]!.answer([hit(1, "Toy Fair")]);
  await flush();
  assert.is(actor.getSnapshot().value, "waiting");
  assert.equal(actor.getSnapshot().context.hits, [], "the answer for 'tor' is not kept for 'toran'");
  clock.increment(SERVER_DELAY_MS);
  assert.equal(
    asked.map((a) => a.q),
    ["tor", "toran"],
  );
  asked[1]!.answer([hit(7, "Toran Workshop - Bhopal")]);
  await flush();
  assert.equal(actor.getSnapshot().context, {
    query: "toran",
    online: true,
    hits: [hit(7, "Toran Workshop - Bhopal")],
    error: null,
  });
  actor.stop();
});

test("offline: nothing asked; back online, the text in the box is asked; a network lost on the way is offline", async () => {
  const { actor, asked, clock, flush, type } = run(false);
  type("toran");
  clock.increment(SERVER_DELAY_MS * 3);
  assert.is(actor.getSnapshot().value, "offline");
  assert.equal(asked, []);
  actor.send({ type: "search.online" });
  clock.increment(SERVER_DELAY_MS);
  assert.equal(
    asked.map((a) => a.q),
    ["toran"],
  );
  asked[0]!.fail({ kind: "network", message: "Could not reach the server." });
  await flush();
  assert.is(actor.getSnapshot().value, "offline");
  assert.is(actor.getSnapshot().context.online, false);
  actor.send({ type: "search.online" });
  clock.increment(SERVER_DELAY_MS);
  asked[1]!.fail({ kind: "http", status: 500, message: "The server failed." });
  await flush();
  assert.is(actor.getSnapshot().value, "failed");
  assert.ok(actor.getSnapshot().context.error);
  actor.send({ type: "search.offline" });
  type("bhopal");
  clock.increment(SERVER_DELAY_MS);
  assert.is(actor.getSnapshot().value, "offline", "offline, a new text is not asked");
  assert.is(asked.length, 2);
  actor.stop();
});

test.run();

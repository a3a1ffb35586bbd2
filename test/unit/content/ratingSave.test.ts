// The rating machine through the real wiring with a fake server: a first rating's answer
// ('inserted') says 'Feedback is Submitted Successfully', a later one 'Feedback is Updated
// Successfully'; the cached item shows the rating at once; a rating made offline is queued and
// sent once when the network is back; a tap on the rating already given sends nothing, and a
// second one while the first is saved is sent after it; a refusal undoes the change and says why;
// another role cannot rate.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, waitFor } from "xstate";
import { contentSlot, type ContentItem } from "../../../src/codecs/content.ts";
import { fakeFetch, memoryKeyValue, type FakeReply, type FakeRequest } from "../../../src/effects/fakes.ts";
import { contentLibraryMachine } from "../../../src/machines/contentLibrary.machine.ts";
import { FEEDBACK_QUEUED, FEEDBACK_SUBMITTED, FEEDBACK_UPDATED, ratingMachine } from "../../../src/machines/rating.machine.ts";
import type { OnlineSignal } from "../../../src/store/outbox.ts";
import { listOf } from "../../../src/store/state.ts";
import { createAppActors, memoryLog } from "../../../src/wiring.ts";
import { userOf } from "../fixtures.ts";
import { item } from "./fixtures.ts";

const ROW = item(7, { rating_average: 4, rating_count: 2 });

/** A switchable network. */
function network(on = true): OnlineSignal & { set(v: boolean): void } {
  let online = on;
  const subs = new Set<(v: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (fn) => {
      subs.add(fn);
      return () => subs.delete(fn);
    },
    set(v) {
      online = v;
      for (const fn of subs) fn(v);
    },
  };
}

/** The app against a server whose reviews.rate answers `rate` (by default: inserted the first time, updated after). */
async function app(o: { role?: "FCP" | "CMDI"; online?: ReturnType<typeof network>; rate?: (req: FakeRequest, n: number) => FakeReply } = {}) {
  const log = memoryLog();
  await log.open();
  let n = 0;
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      const op = (req.body as { op: string }).op;
      if (op === "content.list") return { status: 200, body: { rows: [ROW] } };
      n += 1;
      const rating = (req.body as { params: { rating: number } }).params.rating;
      return o.rate ? o.rate(req, n) : { status: 200, body: { rows: [{ id: 99, inserted: n === 1, rating }] } };
    },
  });
  const role = o.role ?? "FCP";
  const user = userOf({ role });
  const online = o.online ?? network();
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role }),
    navigate: () => {},
    log,
    online,
    settleMs: 5000,
  });
  actors.outbox.start();
  const lib = actors.flows.prepare("contentLibrary", contentLibraryMachine, { hasCached: false, fresh: false });
  await waitFor(createActor(lib.machine, lib.options as never).start(), (s) => s.matches("ready"));
  const r = actors.flows.prepare("rating:7", ratingMachine, { itemId: 7, canRate: role === "FCP" });
  const rating = createActor(r.machine, r.options as never).start();
  const row = () => listOf(log.state(), contentSlot).find((c) => c.id === 7)! as ContentItem;
  const writes = () => fetch.requests.filter((q) => q.headers["idempotency-key"]);
  return { actors, log, rating, row, writes, online };
}

const noticeIs = (message: string) => (s: { context: { notice: { message: string } | null } }) => s.context.notice?.message === message;

test("first rating: inserted -> 'Feedback is Submitted Successfully'; the next: 'Feedback is Updated Successfully'; the item shows it", async () => {
  const { rating, row, writes } = await app();
  rating.send({ type: "rating.chosen", value: 4, current: null });
  await waitFor(rating, noticeIs(FEEDBACK_SUBMITTED));
  assert.equal([row().my_rating, row().rating_count, row().rating_average], [4, 3, 4]);
  rating.send({ type: "rating.chosen", value: 4.5, current: 4 });
  await waitFor(rating, noticeIs(FEEDBACK_UPDATED));
  assert.equal([row().my_rating, row().rating_count], [4.5, 3], "replaced, not counted twice");
  assert.equal(
    writes().map((w) => (w.body as { params: unknown }).params),
    [
      { content: 7, rating: 4 },
      { content: 7, rating: 4.5 },
    ],
  );
  assert.ok(rating.getSnapshot().matches({ save: "idle" }));
});

test("offline: queued (said so), shown at once, and sent once when the network is back", async () => {
  const online = network(false);
  const { rating, row, writes, log } = await app({ online });
  rating.send({ type: "rating.chosen", value: 2, current: null });
  await waitFor(rating, noticeIs(FEEDBACK_QUEUED));
  assert.is(row().my_rating, 2, "the item shows it before it is sent");
  assert.is(writes().length, 0);
  online.set(true);
  await new Promise<void>((resolve) => {
    const synced = () => log.state().outbox.at(-1)?.status === "synced";
    if (synced()) return resolve();
    const off = log.subscribe(() => {
      if (synced()) {
        off();
        resolve();
      }
    });
  });
  assert.is(writes().length, 1, "sent once");
});

test("a tap on the rating already given sends nothing; another tap while one is saved is sent after it", async () => {
  const { rating, row, writes } = await app();
  rating.send({ type: "rating.chosen", value: 3, current: null });
  rating.send({ type: "rating.chosen", value: 3, current: 3 }); // the double tap: the screen shows 3 already
  await waitFor(rating, noticeIs(FEEDBACK_SUBMITTED));
  assert.is(writes().length, 1);
  rating.send({ type: "rating.chosen", value: 3, current: row().my_rating });
  assert.ok(rating.getSnapshot().matches({ save: "idle" }), "the same rating again does nothing");
  rating.send({ type: "rating.chosen", value: 5, current: 3 });
  rating.send({ type: "rating.chosen", value: 1, current: 5 }); // while 5 is being saved
  await waitFor(rating, (s) => s.matches({ save: "idle" }) && writes().length === 3);
  assert.equal(
    writes().map((w) => (w.body as { params: { rating: number } }).params.rating),
    [3, 5, 1],
    "the last tap wins",
  );
  assert.is(row().my_rating, 1);
});

test("a refusal: the item's rating goes back, and the message shows", async () => {
  const { rating, row } = await app({ rate: () => ({ status: 404, body: { error: "not_found", message: "This content item was not found" } }) });
  rating.send({ type: "rating.chosen", value: 5, current: null });
  await waitFor(rating, (s) => s.context.error !== null);
  assert.is(rating.getSnapshot().context.error, "This content item was not found");
  assert.equal([row().my_rating, row().rating_count], [null, 2], "undone");
});

test("only an FCP rates: another role's tap sends nothing", async () => {
  const { rating, writes } = await app({ role: "CMDI" });
  rating.send({ type: "rating.chosen", value: 4, current: null });
  assert.ok(rating.getSnapshot().matches({ save: "idle" }));
  assert.is(writes().length, 0);
});

test.run();

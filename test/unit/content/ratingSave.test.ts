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
import { contentSlot, ratingSides, reviewsRate, type ContentItem } from "../../../src/codecs/content.ts";
import { conflictMachine } from "../../../src/machines/conflict.machine.ts";
import { conflictOf } from "../../../src/screens/conflicts.ts";
import { refusedRecord } from "../../../src/screens/changesNotSaved/records.ts";
import { fakeFetch, memoryKeyValue, type FakeReply, type FakeRequest } from "../../../src/effects/fakes.ts";
import { contentLibraryMachine } from "../../../src/machines/contentLibrary.machine.ts";
import { FEEDBACK_QUEUED, FEEDBACK_SUBMITTED, FEEDBACK_UPDATED, ratingMachine } from "../../../src/machines/rating.machine.ts";
import { listOf, refusedWrites } from "../../../src/store/state.ts";
import { createAppActors, memoryLog } from "../../../src/wiring.ts";
import { network, userOf } from "../fixtures.ts";
import { item } from "./fixtures.ts";

const ROW = item(7, { rating_average: 4, rating_count: 2 });

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
      // each names the stars it started from (decision 079)
      { content: 7, rating: 4, base: { rating: null } },
      { content: 7, rating: 4.5, base: { rating: 4 } },
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
    writes().map((w) => (w.body as { params: { rating: number; base: { rating: number | null } } }).params),
    [
      { content: 7, rating: 3, base: { rating: null } },
      { content: 7, rating: 5, base: { rating: 3 } },
      // the next one starts from the one saved before it
      { content: 7, rating: 1, base: { rating: 5 } },
    ],
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

/** The server's 409 for a rating whose stored stars are `current` (decision 079). */
const conflictOf2 = (current: string): FakeReply => ({
  status: 409,
  body: {
    error: "conflict",
    message: "Someone else changed this since you started. Choose which values to keep.",
    conflict: { version: 0, current: { rating: current }, fields: ["rating"] },
  },
});

/** Until the log's state passes `ok`. */
const until = (log: Awaited<ReturnType<typeof app>>["log"], ok: () => boolean) =>
  new Promise<void>((resolve) => {
    if (ok()) return resolve();
    const off = log.subscribe(() => {
      if (ok()) {
        off();
        resolve();
      }
    });
  });

test("a conflict (their other phone rated 2 meanwhile): no error, the item's conflict waits; keeping mine is a new rating from the stored stars, and the refusal leaves", async () => {
  let calls = 0;
  const { actors, log, rating, writes } = await app({
    rate: (req) => {
      calls += 1;
      const rating = (req.body as { params: { rating: number } }).params.rating;
      return calls === 1 ? conflictOf2("2") : { status: 200, body: { rows: [{ id: 99, inserted: false, rating }] } };
    },
  });
  rating.send({ type: "rating.chosen", value: 5, current: null });
  await waitFor(rating, (s) => s.matches({ save: "idle" }) && writes().length === 1);
  assert.is(rating.getSnapshot().context.error, null, "the panel asks: no error under the stars");
  const found = conflictOf(log.state(), contentSlot, 7, { sides: ratingSides });
  assert.equal(found && { list: found.list, base: found.base, mine: found.mine, current: found.current, fields: found.fields }, {
    list: "content",
    base: { rating: "" },
    mine: { rating: "5" },
    current: { rating: "2" },
    fields: ["rating"],
  });
  const c = actors.flows.prepare("conflict:content:7", conflictMachine, { conflict: found });
  const flow = createActor(c.machine, c.options as never).start();
  flow.send({ type: "conflict.keepMine" });
  await waitFor(flow, (s) => s.matches("resolved"));
  assert.equal((writes()[1]!.body as { params: unknown }).params, { content: 7, rating: 5, base: { rating: 2 } });
  await until(log, () => refusedWrites(log.state(), undefined).length === 0);
  assert.is(conflictOf(log.state(), contentSlot, 7, { sides: ratingSides }), null);
});

test("offline: a queued rating refused as a conflict when sent reaches 'Changes not saved' as a rating, opening the item's page", async () => {
  const online = network(false);
  const { log, rating } = await app({ online, rate: () => conflictOf2("3") });
  rating.send({ type: "rating.chosen", value: 4, current: null });
  await waitFor(rating, noticeIs(FEEDBACK_QUEUED));
  online.set(true);
  await until(log, () => refusedWrites(log.state(), undefined).length === 1);
  const e = refusedWrites(log.state(), undefined)[0]!;
  const r = refusedRecord(e.op, e.params);
  assert.equal(
    [r.kind, r.values.map((v) => [v.label, v.value]), r.reopen],
    ["Rating", [["Your rating", "4"]], { values: {}, href: "/fevicryl-Details?id=7" }],
  );
  assert.is(conflictOf(log.state(), contentSlot, 7, { sides: ratingSides })?.current.rating, "3");
});

test("a recorded rating without a base (before decision 079) still decodes, and is no conflict case", () => {
  assert.ok(reviewsRate.params.is({ content: 7, rating: 4 }));
  assert.is(ratingSides({ content: 7, rating: 4 }), null);
  assert.equal(ratingSides({ content: 7, rating: 4, base: { rating: null } }), { base: { rating: "" }, mine: { rating: "4" } });
});

test.run();

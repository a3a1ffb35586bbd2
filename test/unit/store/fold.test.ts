import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import type { Envelope } from "../../../src/store/envelope.ts";
import { foldAll as foldWith, MAX_SETTLED } from "../../../src/store/fold.ts";
import { initialState, listOf, writeStatus, type Row, type StoreState } from "../../../src/store/state.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import * as t from "io-ts";
import { userOf } from "../fixtures.ts";
import { ACTOR, LISTS } from "./helpers.ts";

const fold = LISTS.fold;
const foldAll = (events: readonly Envelope[], from?: StoreState) => foldWith(events, from, fold);
const outlets = (s: StoreState) => listOf(s, listSlot("outlets", t.UnknownRecord)) as readonly Row[];

let seq = 0;
const ev = (type: string, payload: unknown, causationId: string | null = null, id = `e${++seq}`): Envelope => ({
  id,
  seq,
  type,
  v: 1,
  at: 1000 + seq,
  actor: ACTOR,
  origin: "system",
  causationId,
  payload,
});

test("session and cached lists fold from events", () => {
  const s = foldAll([
    ev("session.loggedIn", { user: userOf(), role: "FCP" }),
    ev("outlets.fetched", { rows: [{ id: 1 }] }),
    ev("content.fetched", { rows: [{ id: 9 }] }),
    ev("unknown.fetched", { rows: [{ id: 8 }] }),
  ]);
  assert.is(s.session.user?.firstName, "Asha");
  assert.equal(s.lists.outlets, [{ id: 1 }]);
  assert.equal(s.lists.content, [{ id: 9 }]);
  assert.is(s.lists.unknown, undefined, "only registered lists fold");
  assert.ok(typeof s.fetchedAt.outlets === "number");
  const out = fold(s, ev("session.loggedOut", {}));
  assert.is(out.session.user, null);
  assert.is(out.session.role, "FCP", "the role stays remembered");
  assert.equal(out.lists.outlets, [{ id: 1 }]);
});

test("a rejected write is undone by a new event; the history stays", () => {
  const base = foldAll([
    ev("outlets.fetched", {
      rows: [
        { id: 1, name: "A" },
        { id: 2, name: "B" },
      ],
    }),
  ]);
  const q = ev("write.queued", { op: "outlets.save", params: { id: 2, name: "B2" }, optimistic: { list: "outlets", upsert: { id: 2, name: "B2" } } });
  const s1 = fold(base, q);
  assert.equal(s1.lists.outlets, [
    { id: 1, name: "A" },
    { id: 2, name: "B2" },
  ]);
  assert.is(writeStatus(s1, q.id), "pending");
  const s2 = foldAll(
    [ev("write.sent", { attempt: 1 }, q.id), ev("write.rejected", { status: 400, code: "bad_request", message: "Not allowed" }, q.id)],
    s1,
  );
  assert.equal(s2.lists.outlets, [
    { id: 1, name: "A" },
    { id: 2, name: "B" },
  ]);
  assert.is(writeStatus(s2, q.id), "rejected");
  assert.is(s2.outbox[0].refusal?.message, "Not allowed");
  assert.is(s2.outbox[0].attempts, 1);
  // an insert is removed; a removal is restored
  const ins = ev("write.queued", { op: "outlets.create", params: {}, optimistic: { list: "outlets", upsert: { id: 3 } } });
  const del = ev("write.queued", { op: "outlets.delete", params: {}, optimistic: { list: "outlets", remove: 1 } });
  const s3 = foldAll([ins, del], base);
  assert.equal(
    outlets(s3).map((r) => r.id),
    [2, 3],
  );
  const s4 = foldAll(
    [
      ev("write.rejected", { status: 400, code: "bad_request", message: "x" }, ins.id),
      ev("write.rejected", { status: 400, code: "bad_request", message: "y" }, del.id),
    ],
    s3,
  );
  assert.equal(
    outlets(s4)
      .map((r) => r.id)
      .sort(),
    [1, 2],
  );
});

test("a new row is keyed by its write until the server answers with the real key; a refetch keeps pending writes", () => {
  const base = foldAll([ev("outlets.fetched", { rows: [{ id: 1, name: "A" }] })]);
  const ins = ev("write.queued", { op: "outlets.insert", params: {}, optimistic: { list: "outlets", key: "id", upsert: { name: "New" } } });
  const del = ev("write.queued", { op: "outlets.delete", params: {}, optimistic: { list: "outlets", remove: 1 } });
  const s1 = foldAll([ins, del], base);
  assert.equal(s1.lists.outlets, [{ name: "New", id: ins.id }], "first, under the write's id");
  // the server's list does not have the new row yet and still has the deleted one
  const s2 = fold(
    s1,
    ev("outlets.fetched", {
      rows: [
        { id: 1, name: "A" },
        { id: 2, name: "B" },
      ],
    }),
  );
  assert.equal(
    outlets(s2).map((r) => r.id),
    [ins.id, 2],
    "pending writes are applied again on top",
  );
  const s3 = fold(s2, ev("write.acknowledged", { result: [{ id: 41 }] }, ins.id));
  assert.equal(s3.lists.outlets[0], { name: "New", id: 41 });
  assert.is(s3.outbox[0].undo?.keyValue, 41);
  const s4 = fold(
    s3,
    ev("write.rejected", { status: 400, code: "bad_request", message: "Phone number is not valid", field: "mobile_no__c" }, del.id),
  );
  assert.equal([s4.outbox[1].status, s4.outbox[1].refusal?.field], ["rejected", "mobile_no__c"]);
  assert.equal(
    outlets(s4)
      .map((r) => r.id)
      .sort(),
    [1, 2, 41].sort(),
    "the refused delete is undone",
  );
});

test("acknowledgement is idempotent and a late rejection of a synced write changes nothing", () => {
  const q = ev("write.queued", { op: "x", params: {}, optimistic: { list: "news", upsert: { id: 5 } } });
  const s = foldAll([
    q,
    ev("write.acknowledged", { result: { id: 5 } }, q.id),
    ev("write.acknowledged", {}, q.id),
    ev("write.rejected", { status: 400, code: "bad_request", message: "late" }, q.id),
  ]);
  assert.is(writeStatus(s, q.id), "synced");
  assert.equal(s.outbox[0].result, { id: 5 });
  assert.equal(s.lists.news, [{ id: 5 }]);
});

test("settled writes are capped in state (pending ones never)", () => {
  const evs: Envelope[] = [ev("write.queued", { op: "keep", params: {} })];
  for (let i = 0; i < MAX_SETTLED + 5; i++) {
    const q = ev("write.queued", { op: "w", params: i });
    evs.push(q, ev("write.acknowledged", {}, q.id));
  }
  const s = foldAll(evs);
  assert.is(s.outbox.filter((e) => e.status === "synced").length, MAX_SETTLED);
  assert.equal(s.outbox[0].op, "keep");
  assert.equal(s.outbox[1].params, 5, "the oldest settled went first");
});

const NAMES = ["content", "outlets", "news"];
const arbEvent = fc.oneof(
  fc.record({
    type: fc.constantFrom(...NAMES.map((n) => `${n}.fetched`)),
    payload: fc.record({ rows: fc.array(fc.record({ id: fc.nat(5), n: fc.string() }), { maxLength: 4 }) }),
  }),
  fc.record({
    type: fc.constant("write.queued"),
    payload: fc.record({
      op: fc.constant("w"),
      params: fc.nat(),
      optimistic: fc.record({ list: fc.constantFrom(...NAMES), upsert: fc.record({ id: fc.nat(5) }) }),
    }),
  }),
  fc.record({
    type: fc.constantFrom("write.acknowledged", "write.rejected"),
    payload: fc.constant({ status: 400, code: "bad_request", message: "no" }),
    target: fc.nat(20),
  }),
  fc.record({ type: fc.constantFrom("session.loggedIn"), payload: fc.constant({ user: userOf(), role: "CMDI" }) }),
  fc.record({ type: fc.constantFrom("session.loggedOut", "storage.compacted"), payload: fc.constant({ removed: 3, reason: "quota" }) }),
);
const toLog = (xs: Array<{ type: string; payload: unknown; target?: number }>): Envelope[] =>
  xs.map((x, i) => ({
    id: `w${i}`,
    seq: i + 1,
    type: x.type,
    v: 1,
    at: i,
    actor: ACTOR,
    origin: "system",
    causationId: x.target === undefined ? null : `w${x.target}`,
    payload: JSON.parse(JSON.stringify(x.payload)),
  }));

test("property: folding twice gives equal results; snapshot + tail equals a full fold", () => {
  fc.assert(
    fc.property(fc.array(arbEvent, { maxLength: 40 }), fc.nat(40), (xs, cut) => {
      const log = toLog(xs);
      const a = foldAll(log),
        b = foldAll(log);
      assert.equal(a, b);
      const k = Math.min(cut, log.length);
      const snapshot = JSON.parse(JSON.stringify(foldAll(log.slice(0, k))));
      assert.equal(foldAll(log.slice(k), snapshot), JSON.parse(JSON.stringify(a)));
      assert.equal(initialState.outbox, [], "the initial state is never mutated");
    }),
    { numRuns: 200 },
  );
});

test.run();

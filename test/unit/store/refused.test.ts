// "Changes not saved" in the store (issue 48 item 2, decision 081): a refused write stays in the
// device's outbox until the person discards or resends it, whatever screen they were on and
// however many writes are stored after it; a reload (the log read again, its snapshot) shows it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Envelope } from "../../../src/store/envelope.ts";
import { foldAll as foldWith, MAX_SETTLED } from "../../../src/store/fold.ts";
import { listOf, refusedWrites, type Row, type StoreState } from "../../../src/store/state.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import * as t from "io-ts";
import { ACTOR, LISTS, tick, world } from "./helpers.ts";
import { memoryStorage } from "../../../src/store/storage.ts";
import { fakeClock } from "../../../src/store/ports.ts";

const fold = LISTS.fold;
const foldAll = (events: readonly Envelope[], from?: StoreState) => foldWith(events, from, fold);
const outlets = (s: StoreState) => listOf(s, listSlot("outlets", t.UnknownRecord)) as readonly Row[];

let seq = 0;
const ev = (type: string, payload: unknown, causationId: string | null = null, userId = "A"): Envelope => ({
  id: `r${++seq}`,
  seq,
  type,
  v: 1,
  at: 1000 + seq,
  actor: { ...ACTOR, userId },
  origin: "system",
  causationId,
  payload,
});

const refusal = { status: 409, code: "duplicate", message: "This mobile number cannot be used for a new HPA", field: "mobile__c" };
const queued = (op: string, params: unknown, userId = "A") => ev("write.queued", { op, params }, null, userId);

test("a refused write stays in the outbox however many writes are stored after it (the cap drops only stored ones)", () => {
  const q = queued("hpas.add", { values: { name: "Ravi" } });
  const evs: Envelope[] = [q, ev("write.rejected", refusal, q.id)];
  for (let i = 0; i < MAX_SETTLED + 5; i++) {
    const w = queued("w", i);
    evs.push(w, ev("write.acknowledged", {}, w.id));
  }
  const s = foldAll(evs);
  assert.equal(
    refusedWrites(s, "A").map((e) => e.id),
    [q.id],
  );
  assert.equal(refusedWrites(s, "A")[0]!.refusal, refusal);
  assert.is(s.outbox.filter((e) => e.status === "synced").length, MAX_SETTLED);
});

test("each person sees only their own refused writes", () => {
  const a = queued("hpas.add", { values: {} }, "A");
  const b = queued("hpas.add", { values: {} }, "B");
  const s = foldAll([a, b, ev("write.rejected", refusal, a.id), ev("write.rejected", refusal, b.id)]);
  assert.equal(
    refusedWrites(s, "A").map((e) => e.id),
    [a.id],
  );
  assert.equal(
    refusedWrites(s, "B").map((e) => e.id),
    [b.id],
  );
});

test("Discard drops a refused write, and only a refused one", () => {
  const q = queued("hpas.add", { values: {} });
  const p = queued("hpas.add", { values: { n: 2 } });
  const s = foldAll([q, p, ev("write.rejected", refusal, q.id), ev("write.discarded", {}, q.id), ev("write.discarded", {}, p.id)]);
  assert.equal(refusedWrites(s, "A"), []);
  assert.equal(
    s.outbox.map((e) => [e.id, e.status]),
    [[p.id, "pending"]],
    "a pending write is not discarded",
  );
});

test("a reopened refusal is resent by the next write of its operation and record; it leaves once that one is stored", () => {
  const q = queued("outlets.update", { id: 7, values: { name: "Old" } });
  const other = queued("outlets.update", { id: 8, values: {} });
  const again = queued("outlets.update", { id: 7, values: { name: "New" } });
  const before = foldAll([q, ev("write.rejected", refusal, q.id), ev("write.reopened", {}, q.id), other, again]);
  assert.is(before.outbox[0]!.resentAs, again.id, "the write of the same record resends it");
  assert.is(before.outbox.find((e) => e.id === other.id)!.resends, undefined, "another record's write does not");
  assert.is(refusedWrites(before, "A").length, 1, "it waits until the server answers");
  const after = foldAll([ev("write.acknowledged", { result: [{ id: 7 }] }, again.id)], before);
  assert.equal(refusedWrites(after, "A"), []);
});

test("a resend refused again replaces the refusal it resent (the newer values wait)", () => {
  const q = queued("hpas.add", { values: { mobile__c: "1" } });
  const again = queued("hpas.add", { values: { mobile__c: "2" } });
  const s = foldAll([q, ev("write.rejected", refusal, q.id), ev("write.reopened", {}, q.id), again, ev("write.rejected", refusal, again.id)]);
  assert.equal(
    refusedWrites(s, "A").map((e) => e.params),
    [{ values: { mobile__c: "2" } }],
  );
});

test("a conflict's answer (a new write of its record) resends it without a reopen", () => {
  const q = queued("outlets.update", { id: 7, values: { city: "Pune" } });
  const answer = queued("outlets.update", { id: 7, values: { city: "Pune" }, base: { v: "2" } });
  const s = foldAll([
    q,
    ev("write.rejected", { status: 409, code: "conflict", message: "Someone else changed this outlet" }, q.id),
    answer,
    ev("write.acknowledged", { result: [{ id: 7 }] }, answer.id),
  ]);
  assert.equal(refusedWrites(s, "A"), []);
});

test("a rating's conflict is resent by the next rating of the same item only (its record: `content`, decision 079)", () => {
  const q = queued("reviews.rate", { content: 7, rating: 5, base: { rating: null } });
  const other = queued("reviews.rate", { content: 8, rating: 3, base: { rating: null } });
  const conflict = { status: 409, code: "conflict", message: "Someone else changed this since you started. Choose which values to keep." };
  const s = foldAll([q, ev("write.rejected", conflict, q.id), other, ev("write.acknowledged", {}, other.id)]);
  assert.equal(
    refusedWrites(s, "A").map((e) => e.id),
    [q.id],
    "another item's rating leaves it waiting",
  );
  const answer = queued("reviews.rate", { content: 7, rating: 5, base: { rating: 2 } });
  assert.equal(refusedWrites(foldAll([q, ev("write.rejected", conflict, q.id), other, answer, ev("write.acknowledged", {}, answer.id)]), "A"), []);
});

test("a write not reopened is not resent by a later one, and a withdrawn resend lets the refusal wait again", () => {
  const q = queued("hpas.add", { values: {} });
  const later = queued("hpas.add", { values: {} });
  const s = foldAll([q, ev("write.rejected", refusal, q.id), later, ev("write.acknowledged", {}, later.id)]);
  assert.is(refusedWrites(s, "A").length, 1, "not reopened: it stays");
  const resend = queued("hpas.add", { values: { x: 1 } });
  const w = foldAll([ev("write.reopened", {}, q.id), resend, ev("write.withdrawn", {}, resend.id)], s);
  assert.is(w.outbox.find((e) => e.id === q.id)!.resentAs, undefined);
});

test("a refused write's optimistic row is reverted, and a refusal recorded on another screen shows after a reload of the log", async () => {
  const storage = memoryStorage();
  const clock = fakeClock();
  const first = world({ storage, actor: () => ({ ...ACTOR, userId: "A" }) }, clock);
  await first.log.open();
  const { id } = first.log.append(
    "write.queued",
    { op: "outlets.insert", params: { values: { name: "New" } }, optimistic: { list: "outlets", upsert: { name: "New" } } },
    { origin: "user" },
  );
  assert.is(outlets(first.log.state()).length, 1);
  // the outbox sends it while the person is elsewhere: the refusal is recorded with no screen open
  first.log.append("nav.changed", { path: "/somewhereElse", search: "" }, { origin: "user" });
  first.log.append("write.rejected", refusal, { causationId: id, origin: "effect" });
  await first.log.flush();
  await tick();
  assert.is(outlets(first.log.state()).length, 0, "its optimistic row is gone");
  const second = world({ storage, actor: () => ({ ...ACTOR, userId: "A" }) }, clock);
  await second.log.open();
  const waiting = refusedWrites(second.log.state(), "A");
  assert.equal(
    waiting.map((e) => [e.id, e.op, e.params, e.refusal]),
    [[id, "outlets.insert", { values: { name: "New" } }, refusal]],
  );
});

test.run();

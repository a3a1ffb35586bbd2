// Delta sync (decision 050), the device's half: the sketch and its peeling (src/codecs/sync.ts),
// the fold of `<slot>.synced` beside optimistic writes (src/store/fold.ts), and the list loader
// (src/features/lists.ts) against the server's half (server/http/sync.ts) over a fake fetch.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { defineRead, noParams } from "../../../src/codecs/contract.ts";
import { listSlot } from "../../../src/codecs/lists.ts";
import {
  decodeSketch,
  differences,
  encodeSketch,
  listCheck,
  rowDigest,
  SKETCH_CELLS,
  sketchOf,
  SYNC_VERSION,
  type SyncRequest,
  WIDE_CELLS,
} from "../../../src/codecs/sync.ts";
import { createApi } from "../../../src/effects/api.ts";
import { fakeFetch, type FakeRequest } from "../../../src/effects/fakes.ts";
import { heldSketch, loadList } from "../../../src/features/lists.ts";
import type { Envelope } from "../../../src/store/envelope.ts";
import { foldAll } from "../../../src/store/fold.ts";
import { initialState, type StoreState } from "../../../src/store/state.ts";
import { syncAnswer } from "../../../server/http/sync.ts";
import { pageOfRows, windowIndexes } from "../../../src/codecs/window.ts";
import { ACTOR, LISTS, world } from "./helpers.ts";

type Row = { id: number; name: string };
const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Shop ${from + i}` }));
const digests = (rs: readonly unknown[]) => rs.map(rowDigest);

test("a sketch is the same few hundred bytes for 10 rows or 10,000", () => {
  const small = encodeSketch(sketchOf(digests(rows(10))));
  const large = encodeSketch(sketchOf(digests(rows(10_000))));
  assert.is(small.length, large.length);
  assert.ok(small.length <= 500, `${small.length} characters`);
  assert.equal(decodeSketch(large), sketchOf(digests(rows(10_000))));
  for (const bad of ["", "A", "not*base64", "AAAA"]) assert.is(decodeSketch(bad), null, bad);
});

test("peeling: the same set differs in nothing; one changed, one removed and one added row are told apart", () => {
  const device = digests(rows(500));
  assert.equal(differences(sketchOf(device), device), { deviceOnly: [], serverOnly: [] });
  const server = [...device];
  const changed = rowDigest({ id: 7, name: "Renamed" });
  server[6] = changed;
  server.splice(100, 1);
  const added = rowDigest({ id: 501, name: "New" });
  server.push(added);
  const d = differences(decodeSketch(encodeSketch(sketchOf(device)))!, server);
  assert.ok(d);
  assert.equal(new Set(d!.deviceOnly), new Set([device[6], device[100]]));
  assert.equal(new Set(d!.serverOnly), new Set([changed, added]));
});

test("peeling: far more differences than cells cannot be told (null: the whole list)", () => {
  const device = digests(rows(200));
  assert.is(differences(sketchOf(device), digests(rows(200, 1000))), null);
  assert.is(differences(sketchOf(device), digests(rows(SKETCH_CELLS * 2))), null);
});

test("the server's answer: whole without a sketch; a delta against one; whole for another version", () => {
  const list = rows(50);
  const held = (rs: Row[]): SyncRequest => ({ v: SYNC_VERSION, n: rs.length, sketch: encodeSketch(sketchOf(digests(rs))) });
  assert.equal(syncAnswer(list, null), { rows: list, sync: { full: true, n: 50, check: listCheck(digests(list)) } });
  const now = list.map((r) => (r.id === 10 ? { ...r, name: "Renamed" } : r)).filter((r) => r.id !== 20);
  const a = syncAnswer(now, held(list));
  assert.equal(a.rows, [{ id: 10, name: "Renamed" }]);
  assert.equal(a.sync, { full: false, n: 49, check: listCheck(digests(now)), at: [9], removed: a.sync.removed });
  assert.equal(new Set(a.sync.removed), new Set([rowDigest(list[9]), rowDigest(list[19])]));
  assert.is(syncAnswer(now, { ...held(list), v: SYNC_VERSION + 1 }).sync.full, true);
  assert.is(syncAnswer(now, { ...held(list), sketch: "garbage" }).sync.full, true);
  const larger = encodeSketch(sketchOf(digests(list), SKETCH_CELLS * 10));
  assert.is(syncAnswer(now, { ...held(list), sketch: larger }).sync.full, true, "only a sketch of the protocol's size is peeled");
});

test("a large list differing by more than the sketch tells: first `wider`, then the rows by the wider sketch", () => {
  const list = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `Shop ${i + 1} on the long road to the market square` }));
  const now = list.map((r) => (r.id % 25 === 0 ? { ...r, name: `${r.name} (moved)` } : r)); // 20 rows changed
  const d = digests(list);
  const first = syncAnswer(now, { v: SYNC_VERSION, n: 500, sketch: encodeSketch(sketchOf(d)) });
  assert.equal(first.rows, []);
  assert.is(first.sync.wider, WIDE_CELLS);
  const second = syncAnswer(now, { v: SYNC_VERSION, n: 500, sketch: encodeSketch(sketchOf(d, WIDE_CELLS)) });
  assert.is(second.sync.full, false);
  assert.is(second.rows.length, 20);
  assert.is(second.sync.removed!.length, 20);
  assert.is(encodeSketch(sketchOf(d, WIDE_CELLS)).length, 3840);
  // a small list is answered whole at once: cheaper than a second request
  const small = rows(100);
  assert.is(syncAnswer(rows(100, 500), { v: SYNC_VERSION, n: 100, sketch: encodeSketch(sketchOf(digests(small))) }).sync.full, true);
});

test("peeling a made-up sketch ends (random cells: null or a difference the server's set bears out)", () => {
  const server = digests(rows(50));
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) | 0;
    return seed;
  };
  for (let k = 0; k < 200; k++) {
    const s = Int32Array.from({ length: SKETCH_CELLS * 4 }, (_, i) => (i % 4 === 0 ? random() % 3 : i % 4 === 1 ? random() & 0xffff : random()));
    const d = differences(s, server);
    if (d) assert.ok(d.serverOnly.every((x) => server.includes(x)));
  }
});

// --- the fold ---

let seq = 0;
const ev = (type: string, payload: unknown, causationId: string | null = null): Envelope => ({
  id: `e${++seq}`,
  seq,
  type,
  v: 1,
  at: 1000 + seq,
  actor: ACTOR,
  origin: "effect",
  causationId,
  payload,
});
const fetched = (rs: Row[]) => ev("outlets.fetched", { rows: rs, digests: digests(rs) });
/** The `<slot>.synced` the loader records for a server list `now`, against what `held` is. */
function synced(held: Row[], now: Row[]) {
  const a = syncAnswer(now, { v: SYNC_VERSION, n: held.length, sketch: encodeSketch(sketchOf(digests(held))) });
  assert.is(a.sync.full, false);
  const { n, check, at = [], removed = [] } = a.sync;
  return ev("outlets.synced", { removed, rows: a.rows, at, digests: digests(a.rows), n, check });
}
const fold = (events: Envelope[], from: StoreState = initialState) => foldAll(events, from, LISTS.fold);

test("fold: a quiet sync keeps the rows (the same array) and moves fetchedAt", () => {
  const list = rows(5);
  const s1 = fold([fetched(list)]);
  assert.equal(s1.digests.outlets, digests(list));
  const quiet = synced(list, list);
  assert.equal(quiet.payload, { removed: [], rows: [], at: [], digests: [], n: 5, check: listCheck(digests(list)) });
  const s2 = fold([quiet], s1);
  assert.is(s2.lists.outlets, s1.lists.outlets);
  assert.is(s2.fetchedAt.outlets, quiet.at);
});

test("fold: a changed row, a removal and an addition merge into the server's list, in its order", () => {
  const list = rows(6);
  const now = [{ id: 9, name: "New" }, ...list.filter((r) => r.id !== 3).map((r) => (r.id === 5 ? { ...r, name: "Renamed" } : r))];
  const s = fold([fetched(list), synced(list, now)]);
  assert.equal(s.lists.outlets, now);
  assert.equal(s.digests.outlets, digests(now));
});

test("fold: a delta that does not match what the device holds leaves the rows and forgets their versions", () => {
  const list = rows(4);
  const s1 = fold([fetched(list)]);
  const e = synced(list, rows(3));
  const bad = { ...e, payload: { ...(e.payload as object), check: "0000000000000000" } };
  const s2 = fold([bad], s1);
  assert.equal(s2.lists.outlets, list);
  assert.is(s2.digests.outlets, undefined, "the next refresh asks for the whole list");
  assert.is(fold([synced(list, list)], fold([ev("outlets.fetched", { rows: list })])).digests.outlets, undefined, "an old log's list");
});

test("fold: an optimistic change has no server version; the sync after its acknowledgement brings the server's row", () => {
  const list = rows(4);
  const edited = { id: 2, name: "Mine" };
  const queued = ev("write.queued", { op: "outlets.update", params: {}, optimistic: { list: "outlets", upsert: edited } });
  const s1 = fold([fetched(list), queued]);
  assert.equal(s1.lists.outlets, [list[0], edited, list[2], list[3]]);
  assert.equal(s1.digests.outlets, [rowDigest(list[0]), "", rowDigest(list[2]), rowDigest(list[3])]);
  // pending still: a refresh against the rows the device holds from the server re-applies the write on top
  const server = list.map((r) => (r.id === 4 ? { ...r, name: "Other" } : r));
  const held = list.filter((r) => r.id !== 2);
  const s2 = fold([synced(held, server)], s1);
  assert.equal(s2.lists.outlets, [list[0], edited, list[2], server[3]]);
  // acknowledged: the next refresh sends the server's version of the row
  const s3 = fold([ev("write.acknowledged", { result: [{ id: 2 }] }, queued.id)], s2);
  const final = server.map((r) => (r.id === 2 ? { id: 2, name: "Mine (server)" } : r));
  const s4 = fold([synced([list[0]!, list[2]!, server[3]!], final)], s3);
  assert.equal(s4.lists.outlets, final);
  assert.equal(s4.digests.outlets, digests(final));
});

test("fold: a removal queued and rejected keeps the versions in step", () => {
  const list = rows(3);
  const queued = ev("write.queued", { op: "outlets.delete", params: {}, optimistic: { list: "outlets", remove: 2 } });
  const s1 = fold([fetched(list), queued]);
  assert.equal(s1.digests.outlets, [rowDigest(list[0]), rowDigest(list[2])]);
  const s2 = fold([ev("write.rejected", { status: 400, code: "bad_request", message: "no" }, queued.id)], s1);
  assert.is(s2.lists.outlets!.length, 3);
  assert.is(s2.digests.outlets!.length, 3);
  assert.ok(s2.digests.outlets!.includes(""), "the row put back has no server version");
});

// --- the loader against the server's half ---

/** The events the log recorded. */
async function recorded(log: ReturnType<typeof world>["log"]) {
  await log.flush();
  return (await log.readAll()).events;
}

const Shop = t.type({ id: t.number, name: t.string });
const shopsList = defineRead("shops.list", { params: noParams, row: Shop, roles: "any" });
const outlets = listSlot("outlets", Shop);

function server(initial: Row[]) {
  let list = initial;
  const fetch = fakeFetch({
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { sync?: SyncRequest | null };
      return { status: 200, body: body.sync === undefined ? { rows: list } : syncAnswer(list, body.sync) };
    },
  });
  const api = createApi({ fetch, getToken: () => "tok" });
  const sent = () => fetch.requests.map((r) => JSON.stringify(r.body).length);
  return {
    api,
    fetch,
    sent,
    set: (next: Row[]) => {
      list = next;
    },
  };
}

test("loader: a whole list first, then quiet and one-change refreshes, each recorded compactly", async () => {
  const { log } = world();
  await log.open();
  const srv = server(rows(200));
  const w = { api: srv.api, log };
  assert.equal(await loadList(w, outlets, shopsList, {}), { count: 200 });
  assert.equal((srv.fetch.requests[0]!.body as { sync: unknown }).sync, null, "holding nothing, it says so");
  assert.equal(log.state().lists.outlets, rows(200));

  assert.equal(await loadList(w, outlets, shopsList, {}), { count: 200 });
  const quiet = srv.fetch.requests[1]!.body as { sync: SyncRequest };
  assert.is(quiet.sync.n, 200);
  assert.ok(JSON.stringify(quiet).length < 600, "the request is a few hundred bytes");
  const all = await recorded(log);
  assert.is(all.at(-1)!.type, "outlets.synced");
  assert.ok(JSON.stringify(all.at(-1)!.payload).length < 100, "a quiet refresh is recorded in a few dozen bytes");

  const next = rows(200).map((r) => (r.id === 150 ? { ...r, name: "Renamed" } : r));
  srv.set(next);
  await loadList(w, outlets, shopsList, {});
  assert.equal(log.state().lists.outlets, next);
  const one = (await recorded(log)).at(-1)!;
  assert.is(one.type, "outlets.synced");
  assert.equal((one.payload as { rows: unknown[] }).rows, [{ id: 150, name: "Renamed" }]);
  // replay: the recorded events alone give the same list and versions
  const replayed = fold(await recorded(log));
  assert.equal(replayed.lists.outlets, next);
  assert.equal(replayed.digests.outlets, log.state().digests.outlets);
});

test("loader: many changes at once, or an old server without sync: the whole list, recorded as fetched", async () => {
  const { log } = world();
  await log.open();
  const srv = server(rows(100));
  const w = { api: srv.api, log };
  await loadList(w, outlets, shopsList, {});
  srv.set(rows(100, 500));
  await loadList(w, outlets, shopsList, {});
  assert.is((await recorded(log)).at(-1)!.type, "outlets.fetched");
  assert.equal(log.state().lists.outlets, rows(100, 500));

  const old = fakeFetch({ "POST /api/query": () => ({ status: 200, body: { rows: rows(3) } }) });
  await loadList({ api: createApi({ fetch: old, getToken: () => "tok" }), log }, outlets, shopsList, {});
  assert.equal(log.state().lists.outlets, rows(3));
  assert.equal(log.state().digests.outlets, digests(rows(3)));
});

test("loader: many changes to a large list: a second request with the wider sketch, recorded as one sync", async () => {
  const { log } = world();
  await log.open();
  const long = (from: number, tag = "") => rows(600, from).map((r) => ({ ...r, name: `${r.name} on the long road to the market square${tag}` }));
  const srv = server(long(1));
  const w = { api: srv.api, log };
  await loadList(w, outlets, shopsList, {});
  const next = long(1).map((r) => (r.id % 30 === 0 ? { ...r, name: `${r.name} (moved)` } : r)); // 20 rows changed
  srv.set(next);
  await loadList(w, outlets, shopsList, {});
  assert.is(srv.fetch.requests.length, 3, "the whole list, then the sketch and the wider sketch");
  const last = (await recorded(log)).at(-1)!;
  assert.is(last.type, "outlets.synced");
  assert.is((last.payload as { rows: unknown[] }).rows.length, 20);
  assert.equal(log.state().lists.outlets, next);
});

test("loader: a delta that does not merge into what the device holds is not recorded; the whole list is asked for", async () => {
  const { log } = world();
  await log.open();
  let calls = 0;
  const list = rows(20);
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      calls++;
      const body = req.body as { sync: SyncRequest | null };
      if (body.sync === null) return { status: 200, body: syncAnswer(list, null) };
      // a server whose answer does not add up (a wrong check)
      return { status: 200, body: { rows: [], sync: { full: false, n: 20, check: "0000000000000000", at: [], removed: [] } } };
    },
  });
  const w = { api: createApi({ fetch, getToken: () => "tok" }), log };
  await loadList(w, outlets, shopsList, {});
  await loadList(w, outlets, shopsList, {});
  assert.is(calls, 3);
  assert.equal(
    (await recorded(log)).map((e) => e.type),
    ["outlets.fetched", "outlets.fetched"],
  );
});

test("loader: a list smaller than a sketch is asked for whole; a larger one by its sketch", () => {
  const tiny = rows(2);
  assert.is(heldSketch(tiny, digests(tiny)), null);
  const big = rows(30);
  const s = heldSketch(big, digests(big));
  assert.equal(s, { v: SYNC_VERSION, n: 30, sketch: encodeSketch(sketchOf(digests(big))) });
  assert.is(heldSketch(big, undefined), null, "versions unknown: the whole list");
  assert.is(heldSketch(big, digests(big).slice(1)), null, "versions out of step with the rows: the whole list");
  assert.is(heldSketch(big, ["", ...digests(big).slice(1)])!.n, 29, "a row changed here is not one the device holds from the server");
});

test("a windowed list (decision 092): the window with the server's total, kept in the store and by replay; its refresh is a delta of the window", async () => {
  const { log } = world();
  await log.open();
  const win = { cap: 50, open: (r: Row) => r.id % 40 === 0, filters: [], search: ["name"] } as const;
  let list = rows(300);
  const fetch = fakeFetch({
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { sync: SyncRequest | null };
      const held = windowIndexes(list, win).map((i) => list[i]!);
      const a = syncAnswer(held, body.sync);
      return { status: 200, body: { ...a, sync: { ...a.sync, total: list.length } } };
    },
  });
  const w = { api: createApi({ fetch, getToken: () => "tok" }), log };
  assert.equal(await loadList(w, outlets, shopsList, {}), { count: 50, total: 300 });
  const held = log.state().lists.outlets as Row[];
  assert.is(held.length, 50);
  assert.ok(
    [40, 80, 120, 160, 200, 240, 280].every((id) => held.some((r) => r.id === id)),
    "every open row is held",
  );
  assert.is(log.state().totals.outlets, 300);
  list = [...list, { id: 301, name: "Shop 301" }];
  assert.equal(await loadList(w, outlets, shopsList, {}), { count: 50, total: 301 });
  const last = (await recorded(log)).at(-1)!;
  assert.is(last.type, "outlets.synced", "a delta of the window");
  assert.is(log.state().totals.outlets, 301);
  assert.is(fold(await recorded(log)).totals.outlets, 301, "replay keeps the total");
  // a list whole again (no total): the store forgets it
  fetch.requests.length = 0;
  const whole = fakeFetch({
    "POST /api/query": (req: FakeRequest) => ({ status: 200, body: syncAnswer(rows(10), (req.body as { sync: SyncRequest | null }).sync) }),
  });
  await loadList({ api: createApi({ fetch: whole, getToken: () => "tok" }), log }, outlets, shopsList, {});
  assert.is(log.state().totals.outlets, undefined);
});

test("the window: open rows first up to the cap, then the latest in the list's order; a page narrows by the same test", () => {
  const win = { cap: 5, open: (r: Row) => r.id > 18, filters: ["name"], search: ["name"] } as const;
  const list = rows(20);
  assert.equal(windowIndexes(list, win), [0, 1, 2, 18, 19]);
  assert.equal(windowIndexes(rows(4), win), [0, 1, 2, 3], "a list within its cap is whole");
  assert.equal(windowIndexes(list, { ...win, cap: 1 }), [18], "open rows beyond the cap: the first ones");
  const p = pageOfRows(list, win, { offset: 1, limit: 2, search: "shop 1" });
  assert.equal(p, { total: 11, offset: 1, rows: [list[9]!, list[10]!] });
  assert.is(pageOfRows(list, win, { offset: 0, limit: 5, filters: { name: "Shop 7" } }).total, 1);
});

test.run();

// Delta sync of the cached lists (decision 050) through POST /api/query on the seeded demo data
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): a quiet refresh answers nothing but the list's
// length and check; one change, one row; a deletion and a row leaving the person's scope arrive as
// removals; a sketch the server cannot read or peel gets the whole list; every cached list of the
// demo CMDI answers a quiet refresh with no rows.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { FastifyInstance } from "fastify";
import { encodeSketch, listCheck, rowDigest, sketchOf, SYNC_VERSION, type SyncAnswer, WIDE_CELLS } from "../../src/codecs/sync.ts";
import { OUTLET_FIELDS } from "../../src/codecs/outlet.ts";
import { DEMO_CMDI } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
let ravi = "";
let other = "";

type Row = Record<string, unknown>;
interface Answer {
  status: number;
  bytes: number;
  body: { rows: Row[]; sync: SyncAnswer; error?: string };
}

async function sync(app: FastifyInstance, op: string, params: unknown, held: readonly string[] | null, sketch?: string): Promise<Answer> {
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params, sync: held === null ? null : { v: SYNC_VERSION, n: held.length, sketch: sketch ?? encodeSketch(sketchOf(held)) } },
    headers: { authorization: `Bearer ${ravi}` },
  });
  return { status: r.statusCode, bytes: r.rawPayload.length, body: r.json() };
}

/** The device's side: what it held, less the removals, plus the rows at their indexes. */
function merge(held: Row[], a: Answer): Row[] {
  if (a.body.sync.full) return a.body.rows;
  const drop = new Set(a.body.sync.removed);
  const next = held.filter((r) => !drop.has(rowDigest(r)));
  (a.body.sync.at ?? []).forEach((i, j) => {
    next.splice(i, 0, a.body.rows[j]!);
  });
  return next;
}

const outlets = async () => (await sync(s.app, "outlets.list", {}, null)).body.rows;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  other = (await db.db.query("SELECT sfid FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY sfid LIMIT 1", [DEMO_CMDI.sfid]))
    .rows[0].sfid;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("no sync field: the answer is as before ({ rows } only)", async () => {
  const r = await query(s.app, ravi, "outlets.list", {});
  assert.is(r.status, 200);
  assert.equal(Object.keys(r.body), ["rows"]);
});

test("holding nothing: the whole list, with its length and check", async () => {
  const a = await sync(s.app, "outlets.list", {}, null);
  assert.is(a.status, 200);
  assert.ok(a.body.rows.length > 10, "the demo CMDI has outlets");
  assert.equal(a.body.sync, { full: true, n: a.body.rows.length, check: listCheck(a.body.rows.map(rowDigest)) });
});

test("a quiet refresh answers no rows, only the length and check (a few dozen bytes)", async () => {
  const rows = await outlets();
  const a = await sync(s.app, "outlets.list", {}, rows.map(rowDigest));
  assert.is(a.status, 200);
  assert.equal(a.body.rows, []);
  assert.equal(a.body.sync, { full: false, n: rows.length, check: listCheck(rows.map(rowDigest)), at: [], removed: [] });
  assert.ok(a.bytes < 150, `${a.bytes} bytes`);
});

test("one changed row: that row at its index, its old version removed; the merge is the server's list", async () => {
  const rows = await outlets();
  const target = rows[3]!;
  await db.db.query("UPDATE outlets SET outletname__c = 'Renamed Paints', systemmodstamp = now() WHERE id = $1", [target.id]);
  const a = await sync(s.app, "outlets.list", {}, rows.map(rowDigest));
  assert.is(a.body.sync.full, false);
  assert.is(a.body.rows.length, 1);
  assert.is(a.body.rows[0]!.id, target.id);
  assert.is(a.body.rows[0]!.outletname__c, "Renamed Paints");
  assert.equal(a.body.sync.at, [3]);
  assert.equal(a.body.sync.removed, [rowDigest(target)]);
  assert.equal(merge(rows, a), await outlets());
  assert.ok(a.bytes < 1500, `${a.bytes} bytes`);
});

test("a new row arrives at its index", async () => {
  const rows = await outlets();
  const values = Object.fromEntries(OUTLET_FIELDS.map((f) => [f.key, rows[0]![f.key] ?? ""]));
  const add = await query(
    s.app,
    ravi,
    "outlets.insert",
    { values: { ...values, outletname__c: "New Paints", outletcode__c: "NEW001" } },
    {
      "idempotency-key": "sync-test-insert-1",
    },
  );
  assert.is(add.status, 200, JSON.stringify(add.body));
  const a = await sync(s.app, "outlets.list", {}, rows.map(rowDigest));
  const now = await outlets();
  assert.is(a.body.rows.length, 1);
  assert.equal(a.body.sync.at, [now.findIndex((r) => r.id === add.body.rows![0]!.id)]);
  assert.equal(a.body.sync.removed, [], "the list's limit was not reached: nothing fell off");
  assert.equal(merge(rows, a), now);
});

test("a deleted row and a row moved to another CMDI (out of scope) arrive as removals", async () => {
  const rows = await outlets();
  const [gone, moved] = [rows[1]!, rows[2]!];
  const del = await query(s.app, ravi, "outlets.delete", { id: gone.id }, { "idempotency-key": "sync-test-delete-1" });
  assert.is(del.status, 200);
  await db.db.query("UPDATE outlets SET cmdi_name__c = $2 WHERE id = $1", [moved.id, other]);
  const a = await sync(s.app, "outlets.list", {}, rows.map(rowDigest));
  assert.is(a.body.sync.full, false);
  assert.equal(a.body.rows, []);
  assert.equal(new Set(a.body.sync.removed), new Set([rowDigest(gone), rowDigest(moved)]));
  assert.equal(merge(rows, a), await outlets());
});

test("a sketch the server cannot read, of another version, or of a very different list: the whole list", async () => {
  const rows = await outlets();
  const digests = rows.map(rowDigest);
  const other = Array.from({ length: rows.length }, (_, i) => rowDigest({ other: i }));
  // a very different list: the sketch tells too little; the list is large, so the wider one is asked for first
  const first = await sync(s.app, "outlets.list", {}, other);
  assert.is(first.body.sync.wider, WIDE_CELLS);
  for (const a of [
    await sync(s.app, "outlets.list", {}, digests, "not*a*sketch"),
    await sync(s.app, "outlets.list", {}, digests, "AAAA"),
    await sync(s.app, "outlets.list", {}, other, encodeSketch(sketchOf(other, WIDE_CELLS))),
  ]) {
    assert.is(a.status, 200);
    assert.is(a.body.sync.full, true);
    assert.equal(a.body.rows, rows);
  }
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "outlets.list", params: {}, sync: { v: SYNC_VERSION + 1, n: digests.length, sketch: encodeSketch(sketchOf(digests)) } },
    headers: { authorization: `Bearer ${ravi}` },
  });
  assert.is(r.json().sync.full, true);
});

test("a malformed sync is a 400; a write answers no sync", async () => {
  const bad = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "outlets.list", params: {}, sync: { n: "many" } },
    headers: { authorization: `Bearer ${ravi}` },
  });
  assert.is(bad.statusCode, 400);
  const w = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "outlets.delete", params: { id: 1 }, sync: null },
    headers: { authorization: `Bearer ${ravi}`, "idempotency-key": "sync-test-write-1" },
  });
  assert.is(w.statusCode, 400);
  assert.is(w.json().error, "bad_request");
});

test("every list the demo CMDI caches: a quiet refresh answers no rows", async () => {
  const ops: [string, unknown][] = [
    ["outlets.list", {}],
    ["trainings.list", {}],
    ["workshops.mine", {}],
    ["fcps.list", { status: "all" }],
    ["birthdays.list", {}],
    ["news.list", {}],
    ["wss.list", {}],
    ["articles.list", {}],
    ["content.list", {}],
    ["payments.mine", {}],
    ["contacts.mine", {}],
    ["devices.mine", {}],
    ["notifications.mine", {}],
    ["hpas.list", {}],
    ["leads.list", {}],
    ["containers.list", {}],
  ];
  const served: string[] = [];
  for (const [op, params] of ops) {
    const full = await sync(s.app, op, params, null);
    if (full.status === 403) continue; // not a CMDI's list
    served.push(op);
    assert.is(full.status, 200, `${op}: ${JSON.stringify(full.body)}`);
    const quiet = await sync(s.app, op, params, full.body.rows.map(rowDigest));
    assert.equal(quiet.body.rows, [], op);
    assert.is(quiet.body.sync.full, false, op);
    assert.ok(quiet.bytes < 150, `${op}: ${quiet.bytes} bytes`);
  }
  assert.ok(served.length >= 12, served.join(", "));
});

test("twenty outlets changed: the server asks for the wider sketch, which brings the twenty rows", async () => {
  const rows = await outlets();
  const ids = rows
    .filter((_, i) => i % 5 === 0)
    .slice(0, 20)
    .map((r) => r.id);
  await db.db.query("UPDATE outlets SET city_town__c = 'Moved Town', systemmodstamp = now() WHERE id = ANY($1::int[])", [ids]);
  const held = rows.map(rowDigest);
  const first = await sync(s.app, "outlets.list", {}, held);
  assert.equal(first.body.rows, []);
  assert.is(first.body.sync.wider, WIDE_CELLS);
  const second = await sync(s.app, "outlets.list", {}, held, encodeSketch(sketchOf(held, WIDE_CELLS)));
  assert.is(second.body.sync.full, false);
  assert.equal(new Set(second.body.rows.map((r) => r.id)), new Set(ids));
  assert.equal(merge(rows, second), await outlets());
});

test("a change to a joined row (the CMDI's name on her FCPs) reaches every row showing it, though no FCP row was written", async () => {
  const params = { status: "inactive" };
  const before = (await sync(s.app, "fcps.list", params, null)).body.rows;
  assert.ok(before.length > 0);
  await db.db.query("UPDATE product_user__c SET name = 'Ravi K. Renamed' WHERE sfid = $1", [DEMO_CMDI.sfid]);
  const a = await sync(s.app, "fcps.list", params, before.map(rowDigest));
  const now = (await sync(s.app, "fcps.list", params, null)).body.rows;
  assert.ok(now.length === before.length && now.every((r) => r.cmdi_name === "Ravi K. Renamed"));
  assert.equal(merge(before, a), now);
  if (!a.body.sync.full) assert.is(a.body.sync.removed!.length, before.length, "every row's old version removed");
});

test.run();

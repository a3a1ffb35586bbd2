// The super admin's news slides (issue 46 item 3; decision 087), through POST /api/files and
// POST /api/query on the seeded demo data: only the super admin sends a news image (kept without
// its GPS/EXIF like every photo) and calls the news ops; a slide added with its image reaches an
// FCP's device by delta sync and every signed-in person may fetch the image; an edit arrives as one
// changed row; a retired slide leaves the device at its next sync and comes back restored; wrong
// values are refused at their field with the form's own messages; every write is audited.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import exifr from "exifr";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NEWS_MESSAGES as M } from "../../src/codecs/newsAdmin.ts";
import { deltaSync, merge, seededApp, type DemoTokens, type Row } from "./deltaSync.ts";
import { query, type TestApp, type TestDb } from "./harness.ts";

const GPS_JPEG = readFileSync(join(import.meta.dirname, "../fixtures/gps-photo.jpg"));
const JPEG = readFileSync(join(import.meta.dirname, "../fixtures/upload-photo.jpg"));
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

let db: TestDb;
let s: TestApp;
let tok: DemoTokens;
let keyNo = 0;
const write = (op: string, params: unknown, token = tok.super) =>
  query(s.app, token, op, params, { "idempotency-key": `news-admin-test-${++keyNo}-${Date.now()}` });
const values = (over: Record<string, string> = {}) => ({ name: "Diwali workshops", text: "Book your Diwali workshop now", sequence: "1", ...over });

async function upload(token: string, bytes: Buffer) {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/files?kind=news",
    payload: bytes,
    headers: {
      "content-type": "application/octet-stream",
      "x-content-sha256": sha(bytes),
      "x-file-name": "slide.jpg",
      authorization: `Bearer ${token}`,
    },
  });
  return { status: r.statusCode, body: r.json() as { id?: number; sha256?: string } };
}

const sync = (held: readonly Row[] | null) => deltaSync(s.app, tok.fcp, "news.list", held);

seededApp(test, (w) => {
  ({ db, s, tok } = w);
});

test("only the super admin sends a news image and calls the news ops", async () => {
  for (const who of ["fcp", "cmdi", "ammd"] as const) {
    assert.is((await upload(tok[who], JPEG)).status, 403, who);
    assert.is((await query(s.app, tok[who], "news.all", {})).status, 403, who);
    assert.is((await write("news.save", { values: values() }, tok[who])).status, 403, who);
    assert.is((await write("news.retire", { id: 1 }, tok[who])).status, 403, who);
    assert.is((await write("news.restore", { id: 1 }, tok[who])).status, 403, who);
  }
});

test("a slide added with its image reaches an FCP by delta sync, its image without GPS to every role; an edit is one changed row; retired it leaves, restored it returns", async () => {
  let held = merge([], await sync(null));
  const before = held.length;
  assert.ok(before > 0, "the demo has news");
  const up = await upload(tok.super, GPS_JPEG);
  assert.is(up.status, 200, JSON.stringify(up.body));
  // a new slide needs its image
  const none = await write("news.save", { values: values() });
  assert.equal([none.status, none.body.message], [400, M.image]);
  const added = await write("news.save", { values: values(), sha256: up.body.sha256 });
  assert.is(added.status, 200, JSON.stringify(added.body));
  const id = (added.body.rows as { id: number }[])[0]!.id;
  const a1 = await sync(held);
  assert.is(a1.sync.full, false, "a delta, not the whole list");
  assert.is(a1.rows.length, 1, "only the new slide is sent");
  held = merge(held, a1);
  const slide = held.find((r) => r.id === id)!;
  // the carousel's row carries the slide's text (decision 087), as the device draws it
  assert.equal([slide.name, slide.url, slide.text], ["Diwali workshops", `/api/files/${up.body.id}`, values().text]);
  for (const who of ["fcp", "cmdi", "ammd", "super"] as const) {
    const f = await s.app.inject({ method: "GET", url: `/api/files/${up.body.id}`, headers: { authorization: `Bearer ${tok[who]}` } });
    assert.is(f.statusCode, 200, who);
    assert.is(await exifr.gps(f.rawPayload), undefined, `${who}: no GPS`);
  }
  // an edit (a new order, text and image): one changed row; the old image is deleted
  const up2 = await upload(tok.super, JPEG);
  const edited = await write("news.save", { id, values: values({ name: "Diwali workshops open", sequence: "0" }), sha256: up2.body.sha256 });
  assert.is(edited.status, 200, JSON.stringify(edited.body));
  const a2 = await sync(held);
  assert.equal([a2.sync.full, a2.rows.length], [false, 1]);
  held = merge(held, a2);
  assert.is(held[0]!.name, "Diwali workshops open", "order 0 comes first");
  assert.is((await db.db.query("SELECT 1 FROM stored_file WHERE id = $1", [up.body.id])).rows.length, 0, "the replaced image is gone");
  const all = await query(s.app, tok.super, "news.all", {});
  const mine = (all.body.rows as Row[]).find((r) => r.id === id)!;
  assert.equal([mine.text, mine.sequence, mine.active], ["Book your Diwali workshop now", 0, true]);
  // retired: it leaves the device; the super admin still sees it
  assert.is((await write("news.retire", { id })).status, 200);
  assert.is((await write("news.retire", { id })).body.message, M.alreadyRetired);
  const a3 = await sync(held);
  assert.equal([a3.rows.length, a3.sync.removed?.length], [0, 1]);
  held = merge(held, a3);
  assert.is(held.length, before);
  assert.not.ok(held.some((r) => r.id === id));
  const retired = ((await query(s.app, tok.super, "news.all", {})).body.rows as Row[]).find((r) => r.id === id)!;
  assert.is(retired.active, false);
  assert.ok(retired.retired_at);
  const editRetired = await write("news.save", { id, values: values() });
  assert.equal([editRetired.status, editRetired.body.message], [409, M.retired]);
  // restored: it comes back
  assert.is((await write("news.restore", { id })).status, 200);
  held = merge(held, await sync(held));
  assert.ok(held.some((r) => r.id === id));
  const audits = (await db.db.query("SELECT action FROM app_audit WHERE detail->>'news' = $1 ORDER BY id", [String(id)])).rows as Row[];
  assert.equal(
    audits.map((r) => r.action),
    ["news.add", "news.edit", "news.retire", "news.restore"],
  );
});

test("news.all is by the slides' order; news.all.page pages the live or the retired ones, and a slide found there is retired and restored (decision 118)", async () => {
  const all = (await query(s.app, tok.super, "news.all", {})).body.rows as Row[];
  assert.ok(all.length > 1);
  const order = all.map((r) => r.sequence as number);
  assert.equal(
    order,
    [...order].sort((a, b) => a - b),
    "by their order",
  );
  const page = async (active: boolean) => {
    const r = await query(s.app, tok.super, "news.all.page", { offset: 0, limit: 200, filters: { active: String(active) } });
    assert.is(r.status, 200, JSON.stringify(r.body));
    return r.body.rows![0] as { total: number; rows: Row[] };
  };
  const live = await page(true);
  assert.equal(
    live.rows.map((r) => r.id),
    all.filter((r) => r.active).map((r) => r.id),
  );
  const id = live.rows[0]!.id as number;
  assert.is((await write("news.retire", { id })).status, 200);
  assert.ok((await page(false)).rows.some((r) => r.id === id && r.active === false));
  assert.is((await page(true)).total, live.total - 1);
  assert.is((await write("news.restore", { id })).status, 200);
  assert.is((await page(true)).total, live.total);
  assert.is((await query(s.app, tok.super, "news.all.page", { offset: 0, limit: 10, filters: { url: "x" } })).status, 400);
  assert.is((await query(s.app, tok.fcp, "news.all.page", { offset: 0, limit: 10 })).status, 403);
});

test("wrong values are refused at their field with the form's messages; an unknown slide is a 404", async () => {
  const bad = await write("news.save", { values: values({ name: " ", sequence: "x" }) });
  assert.is(bad.status, 400);
  const text = JSON.stringify(bad.body);
  assert.ok(text.includes(M.name) && text.includes(M.order), text);
  const gone = await write("news.retire", { id: 2_000_000 });
  assert.equal([gone.status, gone.body.message], [404, M.notFound]);
  const unsent = await write("news.save", { values: values(), sha256: "0".repeat(64) });
  assert.is(unsent.status, 404);
});

test("fuzz: any params to the news writes are a 200, 400, 404 or 409, never a 500", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("news.save", "news.retire", "news.restore"),
      fc.oneof(
        fc.record({
          values: fc.record({ name: fc.string(), text: fc.string(), sequence: fc.string() }),
          id: fc.option(fc.integer(), { nil: undefined }),
        }),
        fc.record({ id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) }),
        fc.anything(),
      ),
      async (op, params) => {
        const r = await write(op, params);
        assert.ok([200, 400, 404, 409].includes(r.status), `${op} ${JSON.stringify(params)}: ${r.status} ${JSON.stringify(r.body)}`);
      },
    ),
    { numRuns: 60 },
  );
});

test.run();

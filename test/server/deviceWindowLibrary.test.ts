// The device windows of the library's lists (decision 092) on the seeded demo data (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), each with a cap small enough to bite at scale 1: the
// content library (content.list: the items the FCP has not rated kept, then the latest), the
// articles and the schools (pickers, by name: the first ones, the rest by the page's search or
// code) and the FCP's uploads (the latest). A load with `sync` answers the window and the total;
// each page op answers the list's rows narrowed by its filters and search, in the caller's scope
// only (another FCP's uploads never come), and refuses the roles the list refuses.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { contentList, type ContentItem } from "../../src/codecs/content.ts";
import { type Article, articlesList } from "../../src/codecs/reference.ts";
import { type UploadRow, uploadsMine } from "../../src/codecs/upload.ts";
import { type ListWindow, windowed } from "../../src/codecs/window.ts";
import { type School, workshopsSchools } from "../../src/codecs/workshopPlan.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { firstSync, login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

const CAP = 5;
let db: TestDb;
let s: TestApp;
let asha: string;
let ravi: string;
let meera: string;
let otherFcp: string;

const small = <C extends { name: string; window: ListWindow<any> }>(c: C) => windowed(c as never, { ...c.window, cap: CAP });

test.before(async () => {
  db = await openSeededDb();
  const lists = [contentList, articlesList, workshopsSchools, uploadsMine];
  const ops = ALL_OPS.map((op) => {
    const c = lists.find((l) => l.name === op.name);
    return c ? { ...op, contract: small(c) } : op;
  });
  s = await testApp(db.db, { ops });
  asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  meera = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  const other = (
    await db.db.query<{ mobile: string; sfid: string }>(
      `SELECT phone AS mobile, sfid FROM account
        WHERE recordtypeid = $2 AND sfid <> $1 AND phone IS NOT NULL AND active__c IS NOT FALSE AND isdeleted IS NOT TRUE ORDER BY id LIMIT 1`,
      [DEMO_FCP.sfid, FCP_RECORD_TYPE],
    )
  ).rows[0]!;
  otherFcp = (await login(s.app, "FCP", other.mobile)).body.token;
  // uploads: a dozen of Asha's, and one of the other FCP's named so that a search would find it
  for (let i = 0; i < 12; i++)
    await db.db.query(`INSERT INTO uploaded_content__c (name, image_url__c, account__c, createddate) VALUES ($1, $2, $3, $4)`, [
      `Day-2026-01-${String(i + 1).padStart(2, "0")} 10:00:00`,
      `/x/${i}.svg`,
      DEMO_FCP.sfid,
      `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00Z`,
    ]);
  await db.db.query(`INSERT INTO uploaded_content__c (name, image_url__c, account__c, createddate) VALUES ($1, '/x/o.svg', $2, now())`, [
    "Day-2026-01-05 OTHER",
    other.sfid,
  ]);
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const sync = <R>(token: string, op: string) => firstSync<R>(s.app, token, op, {});
async function whole<R>(token: string, op: string): Promise<R[]> {
  const r = await query(s.app, token, op, {});
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows as unknown as R[];
}
async function page<R>(token: string, op: string, params: Record<string, unknown>): Promise<{ total: number; offset: number; rows: R[] }> {
  const r = await query(s.app, token, `${op}.page`, params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows![0] as unknown as { total: number; offset: number; rows: R[] };
}
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

test("content.list: latest first; the window keeps the items the FCP has not rated, then the latest; the total", async () => {
  const all = await whole<ContentItem>(asha, "content.list");
  assert.ok(all.length > CAP * 2, `the demo library has more than ${CAP * 2} items (${all.length})`);
  // latest first: rate the latest items so that they are not open, and see the window skip them
  for (const c of all.slice(0, 3))
    await db.db.query("INSERT INTO content_review__c (customer__c, content_categorization__c, name, rating__c) VALUES ($1, $2, 'r', 4)", [
      DEMO_FCP.sfid,
      c.sfid,
    ]);
  const now = await whole<ContentItem>(asha, "content.list");
  const got = await sync<ContentItem>(asha, "content.list");
  assert.is(got.sync.total, now.length);
  assert.is(got.rows.length, CAP);
  assert.ok(
    got.rows.every((r) => r.my_rating === null),
    "the open rows (not rated by her) fill the window",
  );
  assert.equal(ids(got.rows), ids(now.filter((r) => r.my_rating === null).slice(0, CAP)));
  // a CMDI rates nothing: the latest items
  const cmdi = await sync<ContentItem>(ravi, "content.list");
  assert.equal(ids(cmdi.rows), ids(now.slice(0, CAP)));
});

test("content.list.page: an item by its id (its own page), the library's filters and the name search", async () => {
  const all = await whole<ContentItem>(asha, "content.list");
  const last = all[all.length - 1]!;
  const one = await page<ContentItem>(asha, "content.list", { offset: 0, limit: 1, filters: { id: String(last.id) } });
  assert.is(one.total, 1);
  assert.is(one.rows[0]!.id, last.id);
  const cat = all.find((r) => r.craft_category__c)!.craft_category__c!;
  const inCat = await page<ContentItem>(asha, "content.list", { offset: 0, limit: 200, filters: { craft_category__c: cat } });
  assert.equal(ids(inCat.rows), ids(all.filter((r) => r.craft_category__c === cat)).slice(0, 200));
  const word = String(last.name).split(/\s+/)[0]!;
  const named = await page<ContentItem>(asha, "content.list", { offset: 0, limit: 200, search: word.toUpperCase() });
  assert.ok(named.rows.some((r) => r.id === last.id));
  assert.is((await query(s.app, asha, "content.list.page", { offset: 0, limit: 10, filters: { rating_count: "0" } })).status, 400);
});

test("articles.list and its page: latest first, the latest on the device; one past the window by sfid, code or search", async () => {
  const all = await whole<Article>(meera, "articles.list");
  assert.ok(all.length > CAP, `more than ${CAP} articles (${all.length})`);
  assert.equal(
    ids(all),
    [...ids(all)].sort((a, b) => b - a),
    "latest first",
  );
  const got = await sync<Article>(meera, "articles.list");
  assert.is(got.sync.total, all.length);
  assert.equal(ids(got.rows), ids(all.slice(0, CAP)));
  const last = all[all.length - 1]!;
  const bySfid = await page<Article>(ravi, "articles.list", { offset: 0, limit: 10, filters: { sfid: String(last.sfid) } });
  assert.equal(ids(bySfid.rows), [last.id]);
  const byCode = await page<Article>(asha, "articles.list", { offset: 0, limit: 10, filters: { material_code__c: String(last.material_code__c) } });
  assert.ok(byCode.rows.some((r) => r.id === last.id));
  const found = await page<Article>(ravi, "articles.list", { offset: 0, limit: 200, search: String(last.material_name__c) });
  assert.ok(found.rows.some((r) => r.id === last.id));
});

test("workshops.schools and its page: the first schools on the device; one past the window found by name; the FCP's only", async () => {
  const all = await whole<School>(asha, "workshops.schools");
  assert.ok(all.length > CAP, `more than ${CAP} schools (${all.length})`);
  const got = await sync<School>(asha, "workshops.schools");
  assert.is(got.sync.total, all.length);
  assert.equal(ids(got.rows), ids(all.slice(0, CAP)));
  const last = all[all.length - 1]!;
  const found = await page<School>(asha, "workshops.schools", { offset: 0, limit: 200, search: String(last.name) });
  assert.ok(found.rows.some((r) => r.id === last.id));
  const bySfid = await page<School>(asha, "workshops.schools", { offset: 0, limit: 1, filters: { sfid: last.sfid } });
  assert.equal(ids(bySfid.rows), [last.id]);
  for (const who of [ravi, meera]) assert.is((await query(s.app, who, "workshops.schools.page", { offset: 0, limit: 10 })).status, 403);
});

test("uploads.mine and its page: the latest on the device, the older ones a page at a time, another FCP's never", async () => {
  const all = await whole<UploadRow>(asha, "uploads.mine");
  assert.ok(all.length >= 12);
  const got = await sync<UploadRow>(asha, "uploads.mine");
  assert.is(got.sync.total, all.length);
  assert.equal(ids(got.rows), ids(all.slice(0, CAP)));
  const rest = await page<UploadRow>(asha, "uploads.mine", { offset: CAP, limit: 200 });
  assert.is(rest.total, all.length);
  assert.equal(ids(rest.rows), ids(all.slice(CAP)));
  const other = await page<UploadRow>(asha, "uploads.mine", { offset: 0, limit: 200, search: "OTHER" });
  assert.is(other.total, 0, "another FCP's upload never comes");
  const theirs = await page<UploadRow>(otherFcp, "uploads.mine", { offset: 0, limit: 200, search: "OTHER" });
  assert.is(theirs.total, 1, "the control: its owner finds it");
  for (const who of [ravi, meera]) assert.is((await query(s.app, who, "uploads.mine.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, asha, "uploads.mine.page", { offset: 0, limit: 10, filters: { name: "x" } })).status, 400);
});

test.run();

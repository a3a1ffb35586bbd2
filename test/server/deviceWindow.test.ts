// A cached list's device window (decision 092) on the seeded demo data (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the AMMD's payments (payments.forAmmd) with a cap small enough to bite at
// scale 1. A load with `sync` answers the window only (open rows kept, then the latest) and the
// server's total; a refresh of the window is quiet; the reports' year is not windowed; the page op
// (payments.forAmmd.page) answers the list's rows narrowed by the same filters and search, paged,
// in the AMMD's scope only, and refuses other roles, unknown filters and bad pages.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { digestOf } from "../../src/codecs/sync.ts";
import { paymentsForAmmd, type PaymentRow } from "../../src/codecs/payments.ts";
import { windowed } from "../../src/codecs/window.ts";
import { heldSketch } from "../../src/features/lists.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

const CAP = 12;
let db: TestDb;
let s: TestApp;
let meera: string;
let asha: string;
let ravi: string;
let otherAmmd: string;

test.before(async () => {
  db = await openSeededDb();
  // the same ops, the AMMD's payments windowed at CAP rows
  const small = windowed(paymentsForAmmd, { ...paymentsForAmmd.window, cap: CAP });
  const ops = ALL_OPS.map((op) => (op.name === paymentsForAmmd.name ? { ...op, contract: small } : op));
  s = await testApp(db.db, { ops });
  meera = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  const other = (
    await db.db.query<{ mobile: string }>(
      "SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'AMMD' AND sfid <> $1 ORDER BY id LIMIT 1",
      [DEMO_AMMD.sfid],
    )
  ).rows[0]!;
  otherAmmd = (await login(s.app, "AMMD", other.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

type Synced = { rows: PaymentRow[]; sync: { full: boolean; n: number; check: string; total?: number } };
async function sync(token: string, params: unknown, held: { rows: PaymentRow[]; digests: string[] } | null): Promise<Synced> {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "payments.forAmmd", params, sync: held && heldSketch(held.rows, held.digests) },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.is(r.statusCode, 200, r.body);
  return r.json() as Synced;
}
const page = (token: string, params: Record<string, unknown>) => query(s.app, token, "payments.forAmmd.page", params);
const open = (r: PaymentRow) => paymentsForAmmd.window.open!(r);

test("a load with sync answers the window (open rows kept, then the latest, in the list's order) and the server's total", async () => {
  const whole = (await query(s.app, meera, "payments.forAmmd", {})).body.rows as unknown as PaymentRow[];
  assert.ok(whole.length > CAP, `the demo AMMD has more than ${CAP} payments (${whole.length})`);
  const got = await sync(meera, {}, null);
  assert.is(got.sync.full, true);
  assert.is(got.sync.total, whole.length);
  assert.is(got.rows.length, CAP);
  assert.is(got.sync.n, CAP);
  const ids = whole.map((r) => r.id);
  const at = got.rows.map((r) => ids.indexOf(r.id));
  assert.ok(
    at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!)),
    "rows of the list, in its order",
  );
  const opens = whole.filter(open).length;
  assert.ok(opens > 0, "some payments await the AMMD");
  const kept = got.rows.filter(open).length;
  assert.is(kept, Math.min(opens, CAP), "every open row first, up to the cap");
  // the others are the latest ones: none skipped before the last one kept
  const others = whole
    .filter((r) => !open(r))
    .slice(0, CAP - kept)
    .map((r) => r.id);
  assert.equal(
    got.rows.filter((r) => !open(r)).map((r) => r.id),
    others,
  );
});

test("a refresh of the window is quiet (delta sync covers what the device holds); the reports' year is whole", async () => {
  const first = await sync(meera, {}, null);
  const again = await sync(meera, {}, { rows: first.rows, digests: first.rows.map((r) => digestOf(JSON.stringify(r))) });
  assert.is(again.sync.full, false);
  assert.is(again.rows.length, 0);
  assert.is(again.sync.n, CAP);
  assert.is(again.sync.total, first.sync.total);
  const year = await sync(meera, { year: new Date().getFullYear() - (new Date().getMonth() < 3 ? 1 : 0) }, null);
  assert.is(year.sync.total, undefined, "the reports' year is not windowed");
  assert.ok(year.rows.length > CAP);
});

test("the page op: the list's rows narrowed by the same filters and search, paged, the AMMD's scope only", async () => {
  const whole = (await query(s.app, meera, "payments.forAmmd", {})).body.rows as unknown as PaymentRow[];
  const cmdi = DEMO_CMDI.sfid;
  const theirs = whole.filter((r) => r.assigned_cmdi__c === cmdi);
  assert.ok(theirs.length > 3);
  const p1 = await page(meera, { offset: 0, limit: 3, filters: { assigned_cmdi__c: cmdi } });
  assert.is(p1.status, 200, JSON.stringify(p1.body));
  const one = p1.body.rows![0] as unknown as { total: number; offset: number; rows: PaymentRow[] };
  assert.is(one.total, theirs.length);
  assert.equal(
    one.rows.map((r) => r.id),
    theirs.slice(0, 3).map((r) => r.id),
  );
  const p2 = (await page(meera, { offset: 3, limit: 200, filters: { assigned_cmdi__c: cmdi, accountid: "" } })).body.rows![0] as unknown as {
    rows: PaymentRow[];
  };
  assert.equal(
    p2.rows.map((r) => r.id),
    theirs.slice(3).map((r) => r.id),
  );
  // the search: every word, in the name, the FCP's and the CMDI's names and the invoice
  const name = String(theirs[0]!.fcpname__c);
  const found = (await page(meera, { offset: 0, limit: 200, search: name.toUpperCase() })).body.rows![0] as unknown as { rows: PaymentRow[] };
  assert.ok(
    found.rows.length > 0 &&
      found.rows.every((r) => [r.name, r.fcpname__c, r.cmdi_name__c, r.invoice_number__c].join(" ").toLowerCase().includes(name.toLowerCase())),
  );
  // another AMMD's page holds none of Meera's
  const other = (await page(otherAmmd, { offset: 0, limit: 200, filters: { assigned_cmdi__c: cmdi } })).body.rows![0] as unknown as { total: number };
  assert.is(other.total, 0);
});

test("the page op refuses other roles, unknown filters, bad pages and the list's bad params", async () => {
  for (const who of [asha, ravi]) assert.is((await page(who, { offset: 0, limit: 10 })).status, 403);
  for (const bad of [
    { offset: 0, limit: 10, filters: { stagename: "Paid" } },
    { offset: 0, limit: 10, filters: { "1=1; DROP TABLE opportunity": "" } },
    { offset: -1, limit: 10 },
    { offset: 0, limit: 0 },
    { offset: 0, limit: 201 },
    { offset: 0, limit: 10, search: "x".repeat(101) },
    { offset: 0, limit: 10, params: { year: 1999 } },
    { offset: 0, limit: 10, sql: "SELECT 1" },
  ]) {
    const r = await page(meera, bad);
    assert.is(r.status, 400, JSON.stringify(bad));
    assert.type(r.body.message, "string");
  }
});

test.run();

// The workshop lists' device windows (decision 092) on the seeded demo data (PGlite, or PostgreSQL
// with TEST_DATABASE_URL), each with a cap small enough to bite at scale 1: a CMDI's or an FCP's
// own workshops (workshops.mine), the AMMD's approval list (workshops.ammd) and the super admin's
// view of a person (super.workshops). A load with `sync` answers the open rows and then the latest
// up to the cap, with the server's total; each page op answers the list's rows in its order, by the
// window's filters, in the caller's scope only (another person's rows never come).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { superWorkshops } from "../../src/codecs/superAdmin.ts";
import { openWorkshop, workshopsAmmd, workshopsMine, type WorkshopRow } from "../../src/codecs/workshop.ts";
import { windowed } from "../../src/codecs/window.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { firstSync, login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

const CAP = 5;
let db: TestDb;
let s: TestApp;
const tok: Record<string, string> = {};

test.before(async () => {
  db = await openSeededDb();
  const small = new Map<string, unknown>(
    [workshopsMine, workshopsAmmd, superWorkshops].map((c) => [
      c.name,
      windowed(c as typeof workshopsMine, { ...(c.window as typeof workshopsMine.window), cap: CAP }),
    ]),
  );
  const ops = ALL_OPS.map((op) => (small.has(op.name) ? { ...op, contract: small.get(op.name) } : op)) as typeof ALL_OPS;
  s = await testApp(db.db, { ops });
  tok.meera = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  tok.asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  const other = (
    await db.db.query<{ mobile: string }>(
      "SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid],
    )
  ).rows[0]!;
  tok.otherCmdi = (await login(s.app, "CMDI", other.mobile)).body.token;
  tok.super = (await login(s.app, "AMMD", DEMO_SUPER.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const sync = (token: string, op: string, params: unknown) => firstSync<WorkshopRow>(s.app, token, op, params);
type Paged = { total: number; offset: number; rows: WorkshopRow[] };
const page = async (token: string, op: string, params: Record<string, unknown>): Promise<Paged> => {
  const r = await query(s.app, token, `${op}.page`, params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows![0] as unknown as Paged;
};
const whole = async (token: string, op: string, params: unknown = {}) =>
  (await query(s.app, token, op, params)).body.rows as unknown as WorkshopRow[];

/** The window of a list: its total, the open rows first (up to the cap), then the latest, in the list's order. */
async function assertWindow(token: string, op: string, open: (r: WorkshopRow) => boolean, params: unknown = {}) {
  const all = await whole(token, op, params);
  assert.ok(all.length > CAP, `${op}: more than ${CAP} rows (${all.length})`);
  const got = await sync(token, op, params);
  assert.is(got.sync.total, all.length);
  assert.is(got.rows.length, CAP);
  const ids = all.map((r) => r.id);
  const at = got.rows.map((r) => ids.indexOf(r.id));
  assert.ok(
    at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!)),
    `${op}: rows of the list, in its order`,
  );
  const opens = all.filter(open);
  const kept = got.rows.filter(open);
  assert.is(kept.length, Math.min(opens.length, CAP), `${op}: every open row kept, up to the cap`);
  assert.equal(
    got.rows.filter((r) => !open(r)).map((r) => r.id),
    all
      .filter((r) => !open(r))
      .slice(0, CAP - kept.length)
      .map((r) => r.id),
    `${op}: then the latest others`,
  );
  return all;
}

test("workshops.mine: the CMDI's and the FCP's windows (open work kept, then the latest started) with the total", async () => {
  const open = (r: WorkshopRow) => openWorkshop(r);
  await assertWindow(tok.ravi!, "workshops.mine", open);
  const asha = await whole(tok.asha!, "workshops.mine");
  if (asha.length > CAP) await assertWindow(tok.asha!, "workshops.mine", open);
  else assert.is((await sync(tok.asha!, "workshops.mine", {})).rows.length, asha.length, "a list within the cap is whole");
});

test("an open workshop past the cap is still held: a stage before Paid starting within 30 days either side of today", () => {
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const w = (stagename: string, start: string | null) => ({ stagename, start_date_time__c: start === null ? null : `${start}T10:00:00` });
  assert.ok(openWorkshop(w("Planning", day(0))));
  assert.ok(openWorkshop(w("Account Approved", day(-20))));
  assert.ok(openWorkshop(w("Execution", day(25))));
  assert.not.ok(openWorkshop(w("Paid", day(0))));
  assert.not.ok(openWorkshop(w("Cancelled", day(0))));
  assert.not.ok(openWorkshop(w("Planning", day(-45))));
  assert.not.ok(openWorkshop(w("Planning", day(45))));
  assert.not.ok(openWorkshop(w("Planning", null)));
});

test("workshops.ammd: the Awaiting Approval tab's workshops kept, then the latest; the page by CMDI and stage, the AMMD's only", async () => {
  const open = (r: WorkshopRow) => workshopsAmmd.window.open!(r as never);
  const all = await assertWindow(tok.meera!, "workshops.ammd", open);
  const theirs = all.filter((r) => r.assigned_cmdi__c === DEMO_CMDI.sfid && r.stagename === "CMDI Verification");
  const p = await page(tok.meera!, "workshops.ammd", {
    offset: 0,
    limit: 200,
    filters: { assigned_cmdi__c: DEMO_CMDI.sfid, stagename: "CMDI Verification" },
  });
  assert.is(p.total, theirs.length);
  assert.equal(
    p.rows.map((r) => r.id),
    theirs.map((r) => r.id),
  );
  const p2 = await page(tok.meera!, "workshops.ammd", { offset: 2, limit: 3 });
  assert.is(p2.total, all.length);
  assert.equal(
    p2.rows.map((r) => r.id),
    all.slice(2, 5).map((r) => r.id),
  );
  // the CMDI may not ask it; a filter the window does not declare is refused
  assert.is((await query(s.app, tok.ravi!, "workshops.ammd.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, tok.meera!, "workshops.ammd.page", { offset: 0, limit: 10, filters: { name: "x" } })).status, 400);
});

test("workshops.mine.page: the list in its order, the caller's own only (another CMDI's rows never come)", async () => {
  const all = await whole(tok.ravi!, "workshops.mine");
  const p = await page(tok.ravi!, "workshops.mine", { offset: CAP, limit: 200 });
  assert.is(p.total, all.length);
  assert.equal(
    p.rows.map((r) => r.id),
    all.slice(CAP, CAP + 200).map((r) => r.id),
  );
  const others = await page(tok.otherCmdi!, "workshops.mine", { offset: 0, limit: 200 });
  assert.ok(others.rows.every((r) => r.assigned_cmdi__c !== DEMO_CMDI.sfid));
  assert.is((await query(s.app, tok.meera!, "workshops.mine.page", { offset: 0, limit: 10 })).status, 403);
  assert.is((await query(s.app, tok.ravi!, "workshops.mine.page", { offset: 0, limit: 10, filters: { stagename: "Paid" } })).status, 400);
});

test("super.workshops: the person's window and its page, for the super admin only", async () => {
  const params = { sfid: DEMO_CMDI.sfid, type: "CMDI" };
  const all = await assertWindow(tok.super!, "super.workshops", (r) => openWorkshop(r), params);
  const p = await page(tok.super!, "super.workshops", { offset: 0, limit: 200, params });
  assert.is(p.total, all.length);
  assert.ok(p.rows.every((r) => r.assigned_cmdi__c === DEMO_CMDI.sfid));
  for (const who of [tok.ravi!, tok.meera!])
    assert.is((await query(s.app, who, "super.workshops.page", { offset: 0, limit: 10, params })).status, 403);
});

test.run();

// The device windows of the leads, the HPAs and the containers (decision 092) on the seeded demo data
// (PGlite, or PostgreSQL with TEST_DATABASE_URL), each with a cap small enough to bite at scale 1:
// a load with `sync` answers the window (the open rows kept past the cap's newest, then the newest
// others, in the list's order: newest first) and the server's total; the page op answers the
// list's rows narrowed by the window's filters and search, paged, in the caller's scope only (a
// CMDI never gets another CMDI's), and refuses filters the window does not declare.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { containersList } from "../../src/codecs/container.ts";
import { hpasList } from "../../src/codecs/hpa.ts";
import { leadsList } from "../../src/codecs/lead.ts";
import { type ListWindow, windowed } from "../../src/codecs/window.ts";
import { ALL_OPS } from "../../server/ops/index.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

type Row = { id: number } & Record<string, unknown>;
const CAPS = { "leads.list": 12, "hpas.list": 8, "containers.list": 5 } as const;
const LISTS = [leadsList, hpasList, containersList] as const;
const windowOf = (op: keyof typeof CAPS) => LISTS.find((c) => c.name === op)!.window as ListWindow<Row>;

let db: TestDb;
let s: TestApp;
let ravi: string;
let meera: string;
let asha: string;
let otherCmdi: string;

test.before(async () => {
  db = await openSeededDb();
  // the same ops, each list windowed at its small cap
  const small = new Map<string, unknown>(LISTS.map((c) => [c.name, windowed(c as never, { ...c.window, cap: CAPS[c.name] } as never)]));
  const ops = ALL_OPS.map((op) => (small.has(op.name) ? { ...op, contract: small.get(op.name) as typeof op.contract } : op));
  s = await testApp(db.db, { ops });
  ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  meera = (await login(s.app, "AMMD", DEMO_AMMD.mobile)).body.token;
  asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  const other = (
    await db.db.query<{ mobile: string }>(
      "SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid],
    )
  ).rows[0]!;
  otherCmdi = (await login(s.app, "CMDI", other.mobile)).body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

type Synced = { rows: Row[]; sync: { full: boolean; n: number; total?: number } };
async function load(token: string, op: string): Promise<Synced> {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params: {}, sync: null },
    headers: { authorization: `Bearer ${token}` },
  });
  assert.is(r.statusCode, 200, r.body);
  return r.json() as Synced;
}
const whole = async (token: string, op: string) => (await query(s.app, token, op, {})).body.rows as unknown as Row[];
type PageOf = { total: number; offset: number; rows: Row[] };
async function page(token: string, op: string, params: Record<string, unknown>): Promise<PageOf> {
  const r = await query(s.app, token, `${op}.page`, params);
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows![0] as unknown as PageOf;
}

for (const op of Object.keys(CAPS) as (keyof typeof CAPS)[]) {
  test(`${op}: newest first; a load with sync answers the window (open rows kept, then the newest) and the total`, async () => {
    const cap = CAPS[op];
    const w = windowOf(op);
    const all = await whole(ravi, op);
    assert.ok(all.length > cap, `the demo CMDI has more than ${cap} rows of ${op} (${all.length})`);
    assert.equal(
      all.map((r) => r.id),
      [...all.map((r) => r.id)].sort((a, b) => b - a),
      "the list is newest first (by id)",
    );
    const got = await load(ravi, op);
    assert.is(got.sync.total, all.length);
    assert.is(got.rows.length, cap);
    const isOpen = (r: Row) => w.open?.(r) ?? false;
    const opens = all.filter(isOpen);
    assert.equal(
      got.rows.filter(isOpen).map((r) => r.id),
      opens.slice(0, cap).map((r) => r.id),
      "every open row, whatever its age, up to the cap",
    );
    assert.equal(
      got.rows.filter((r) => !isOpen(r)).map((r) => r.id),
      all
        .filter((r) => !isOpen(r))
        .slice(0, Math.max(0, cap - opens.length))
        .map((r) => r.id),
      "then the newest others",
    );
    // the FCP's own: whole on the device when under the cap, its total what the server holds
    const mine = await load(asha, op);
    const asWhole = await whole(asha, op);
    assert.is(mine.rows.length, Math.min(cap, asWhole.length));
    assert.is(mine.sync.total, asWhole.length);
  });

  test(`${op}.page: the list's rows by the window's search, paged; another CMDI's never come`, async () => {
    const w = windowOf(op);
    const all = await whole(ravi, op);
    const p1 = await page(ravi, op, { offset: 0, limit: 3 });
    assert.is(p1.total, all.length);
    assert.equal(
      p1.rows.map((r) => r.id),
      all.slice(0, 3).map((r) => r.id),
    );
    const p2 = await page(ravi, op, { offset: 3, limit: 200 });
    assert.equal(
      p2.rows.map((r) => r.id),
      all.slice(3, 203).map((r) => r.id),
    );
    // the oldest row (beyond any window) is found by its name
    const oldest = all[all.length - 1]!;
    const name = String(oldest[w.search[0]!]);
    const found = await page(ravi, op, { offset: 0, limit: 200, search: name.toUpperCase() });
    assert.ok(found.rows.some((r) => r.id === oldest.id));
    const words = name.toLowerCase().split(/\s+/).filter(Boolean);
    const text = (r: Row) =>
      w.search
        .map((f) => String(r[f] ?? ""))
        .join(" ")
        .toLowerCase();
    assert.ok(found.rows.every((r) => words.every((x) => text(r).includes(x))));
    // another CMDI's page holds none of Ravi's
    const theirs = await page(otherCmdi, op, { offset: 0, limit: 200 });
    const ravis = new Set(all.map((r) => r.id));
    assert.ok(theirs.rows.every((r) => !ravis.has(r.id)));
    // a filter the window does not declare is refused
    assert.is((await query(s.app, ravi, `${op}.page`, { offset: 0, limit: 10, filters: { createddate: "2026-01-01" } })).status, 400);
  });
}

test("leads.list.page: by status and by FCP, as /viewFCPLeads and the status filter narrow; the AMMD's scope", async () => {
  const all = await whole(ravi, "leads.list");
  const fcp = all.find((l) => l.fcp_id !== null)!.fcp_id as number;
  const byFcp = await page(ravi, "leads.list", { offset: 0, limit: 200, filters: { fcp_id: String(fcp) } });
  assert.equal(
    byFcp.rows.map((r) => r.id),
    all.filter((l) => l.fcp_id === fcp).map((r) => r.id),
  );
  const closed = await page(ravi, "leads.list", { offset: 0, limit: 200, filters: { status: "Not interested", fcp_id: "" } });
  assert.is(closed.total, all.filter((l) => l.status === "Not interested").length);
  assert.ok(closed.rows.every((l) => l.status === "Not interested"));
  // the AMMD's leads hold the CMDI's
  const ammd = await page(meera, "leads.list", { offset: 0, limit: 200, filters: { fcp_id: String(fcp) } });
  assert.is(ammd.total, byFcp.total);
});

test("containers.list.page: one container by its id (one not on the phone opens so); another CMDI's is not found", async () => {
  const all = await whole(ravi, "containers.list");
  const oldest = all[all.length - 1]!;
  const got = await page(ravi, "containers.list", { offset: 0, limit: 100, filters: { id: String(oldest.id) } });
  assert.equal(
    got.rows.map((r) => r.id),
    [oldest.id],
  );
  assert.is((await page(otherCmdi, "containers.list", { offset: 0, limit: 100, filters: { id: String(oldest.id) } })).total, 0);
});

test("hpas.list.page: by type", async () => {
  const all = await whole(ravi, "hpas.list");
  const type = String(all[0]!.type);
  const got = await page(ravi, "hpas.list", { offset: 0, limit: 200, filters: { type } });
  assert.is(got.total, all.filter((h) => h.type === type).length);
  assert.ok(got.rows.every((h) => h.type === type));
});

test.run();

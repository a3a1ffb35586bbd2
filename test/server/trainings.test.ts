// trainings.list through POST /api/query on the seeded demo data (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a CMDI gets their own trainings with a listed status (decision 017), newest
// start first; nobody else's, no other status; other roles are refused.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { Training, TRAINING_STATUSES, TRAINING_TYPES, trainingTabs } from "../../src/codecs/training.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"ravi" | "other" | "asha" | "meera", string> = {} as never;
let other = "";

const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
const listed = async (token: string) => {
  const r = await query(s.app, token, "trainings.list", {});
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.rows!;
};
const expected = async (cmdi: string) =>
  (
    await rows("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY startdate DESC NULLS LAST, id DESC", [
      cmdi,
      [...TRAINING_STATUSES],
    ])
  ).map((r) => r.id as number);

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const c = (
    await rows("SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
    ])
  )[0];
  other = c.sfid;
  const signIn = async (role: string, mobile: string) => (await login(s.app, role, mobile)).body.token;
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.other = await signIn("CMDI", c.mobile);
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("trainings.list: a CMDI gets exactly their own trainings, newest start first, as Training rows", async () => {
  const got = await listed(tok.ravi);
  assert.ok(t.array(Training).is(got));
  assert.equal(
    got.map((r) => r.id),
    await expected(DEMO_CMDI.sfid),
  );
  assert.ok(got.length >= 27, "the demo CMDI has every status and type");
  for (const r of got) {
    assert.match(String(r.startdate), /^\d{4}-\d{2}-\d{2}$/);
    assert.ok((TRAINING_STATUSES as readonly string[]).includes(String(r.status)));
  }
  const theirs = await listed(tok.other);
  assert.equal(
    theirs.map((r) => r.id),
    await expected(other),
  );
  assert.ok(theirs.length > 0);
  assert.not.ok(
    theirs.some((r) => got.some((m) => m.id === r.id)),
    "no training in both lists",
  );
});

test("trainings.list: by status: each tab counts the trainings of its status, grouped by type", async () => {
  const counts = await rows("SELECT status, type, count(*)::int AS n FROM campaign WHERE assigned_cmdi__c = $1 GROUP BY status, type", [
    DEMO_CMDI.sfid,
  ]);
  const n = (status: string, type?: string) =>
    counts.filter((c) => c.status === status && (type === undefined || c.type === type)).reduce((a, c) => a + c.n, 0);
  const tabs = trainingTabs((await listed(tok.ravi)) as Training[]);
  assert.equal(
    tabs.map((x) => [x.label, x.count]),
    [
      ["Pending", n("AMMD Approval")],
      ["Approved", n("Accounts")],
      ["Rejected", n("AMMD Rejected")],
    ],
  );
  for (const [tab, status] of tabs.map((x, i) => [x, TRAINING_STATUSES[i]] as const)) {
    assert.equal(
      tab.groups.map((g) => [g.type, g.rows.length]),
      TRAINING_TYPES.map((type) => [type, n(status, type)]),
    );
    assert.ok(
      tab.groups.every((g) => g.rows.length > 0),
      `${tab.label}: every type has trainings in the demo data`,
    );
  }
});

test("trainings.list: other statuses, and another CMDI's trainings, are never listed", async () => {
  await db.db.query(
    `INSERT INTO campaign (name, type, status, assigned_cmdi__c, startdate) VALUES
    ('Draft TTC', 'TTC', 'Planned', $1, current_date), ('No status', 'ETTC', NULL, $1, current_date),
    ('Theirs', 'TTC', 'AMMD Approval', $2, current_date)`,
    [DEMO_CMDI.sfid, other],
  );
  try {
    const names = (await listed(tok.ravi)).map((r) => r.name);
    assert.not.ok(names.includes("Draft TTC") || names.includes("No status") || names.includes("Theirs"));
    assert.ok((await listed(tok.other)).some((r) => r.name === "Theirs"));
  } finally {
    await db.db.query("DELETE FROM campaign WHERE name IN ('Draft TTC', 'No status', 'Theirs')");
  }
});

test("trainings.list: only a CMDI (403 for FCP and AMMD); the scope is not a parameter (400)", async () => {
  for (const token of [tok.asha, tok.meera]) {
    const r = await query(s.app, token, "trainings.list", {});
    assert.equal([r.status, r.body.error], [403, "forbidden"]);
  }
  const r = await query(s.app, tok.ravi, "trainings.list", { cmdi: other });
  assert.equal([r.status, r.body.error], [400, "bad_request"]);
  assert.is((await query(s.app, null, "trainings.list", {})).status, 401);
});

test.run();

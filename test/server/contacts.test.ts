// Contact Us (contacts.mine) through POST /api/query on the seeded demo data (PGlite, or PostgreSQL
// with TEST_DATABASE_URL): the caller's own CMDI and AMMD chosen from the session for each role (an
// FCP: the account's assigned CMDI and AMMD, an AMMD id of 15 characters included; a CMDI: the AMMD
// they report to; an AMMD: none), an unassigned manager left out, then the helpline; params are a
// 400; the HELPLINE_* settings: their defaults, an override, and a bad value stopping the start.
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as t from "io-ts";
import { ContactRow, DEFAULT_HELPLINE_NAME } from "../../src/codecs/contacts.ts";
import { loadConfig } from "../../server/config.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, testConfig, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tokens: Record<string, string> = {};
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
const staff = async (sfid: string) =>
  (await rows("SELECT name, login_mobile_number__c AS phone, email__c AS email FROM product_user__c WHERE sfid = $1", [sfid]))[0]!;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  for (const a of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER]) tokens[a.name] = (await login(s.app, a.role, a.mobile)).body.token as string;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

const mine = async (who: string, params: unknown = {}, app = s.app, token = tokens[who]!) => query(app, token, "contacts.mine", params);
const HELPLINE = { role: "helpline", name: DEFAULT_HELPLINE_NAME, phone: null, email: null };

test("an FCP: their assigned CMDI and AMMD with name, phone and email, then the helpline (unset: its default name, no number)", async () => {
  const r = await mine(DEMO_FCP.name);
  assert.is(r.status, 200);
  assert.ok(t.array(ContactRow).is(r.body.rows));
  const ravi = await staff(DEMO_CMDI.sfid),
    meera = await staff(DEMO_AMMD.sfid);
  assert.ok(ravi.phone && ravi.email, "the demo CMDI has a phone and an email");
  assert.equal(r.body.rows, [{ role: "CMDI", ...ravi }, { role: "AMMD", ...meera }, HELPLINE]);
  assert.is(r.body.rows![0]!.name, DEMO_CMDI.name);
  assert.is(r.body.rows![1]!.name, DEMO_AMMD.name);
});

test("a CMDI: the AMMD they report to, then the helpline; an AMMD (and a super admin): the helpline only", async () => {
  const cmdi = await mine(DEMO_CMDI.name);
  assert.is(cmdi.status, 200);
  assert.equal(cmdi.body.rows, [{ role: "AMMD", ...(await staff(DEMO_AMMD.sfid)) }, HELPLINE]);
  for (const who of [DEMO_AMMD.name, DEMO_SUPER.name]) {
    const r = await mine(who);
    assert.is(r.status, 200, who);
    assert.equal(r.body.rows, [HELPLINE], who);
  }
});

test("the server decides whose: an AMMD id stored with 15 characters still matches; an unassigned manager is left out", async () => {
  const [a] = await rows("SELECT assigned_cmdi__c, assigned_ammd__c FROM account WHERE sfid = $1", [DEMO_FCP.sfid]);
  try {
    await rows("UPDATE account SET assigned_ammd__c = $2, assigned_cmdi__c = NULL WHERE sfid = $1", [DEMO_FCP.sfid, DEMO_AMMD.sfid.slice(0, 15)]);
    const r = await mine(DEMO_FCP.name);
    assert.equal(
      r.body.rows!.map((x) => [x.role, x.name]),
      [
        ["AMMD", DEMO_AMMD.name],
        ["helpline", DEFAULT_HELPLINE_NAME],
      ],
    );
    await rows("UPDATE account SET assigned_ammd__c = NULL WHERE sfid = $1", [DEMO_FCP.sfid]);
    assert.equal((await mine(DEMO_FCP.name)).body.rows, [HELPLINE], "no manager: the helpline only");
    await rows("UPDATE product_user__c SET reporting_to_ammd__c = NULL WHERE sfid = $1", [DEMO_CMDI.sfid]);
    assert.equal((await mine(DEMO_CMDI.name)).body.rows, [HELPLINE], "a CMDI reporting to nobody: the helpline only");
  } finally {
    await rows("UPDATE account SET assigned_cmdi__c = $2, assigned_ammd__c = $3 WHERE sfid = $1", [
      DEMO_FCP.sfid,
      a!.assigned_cmdi__c,
      a!.assigned_ammd__c,
    ]);
    await rows("UPDATE product_user__c SET reporting_to_ammd__c = $2 WHERE sfid = $1", [DEMO_CMDI.sfid, DEMO_AMMD.sfid]);
  }
});

test("params are refused with a 400 (never a 500), and signed out is a 401", async () => {
  for (const p of [{ id: 3 }, { sfid: DEMO_CMDI.sfid }, [], "x"]) {
    const r = await mine(DEMO_FCP.name, p);
    assert.is(r.status, 400, JSON.stringify(p));
    assert.is(r.body.error, "bad_request");
  }
  assert.is((await query(s.app, null, "contacts.mine", {})).status, 401);
});

test("the helpline settings: defaults when unset, an override shown to every role, a bad value stops the start naming it", async () => {
  assert.equal(loadConfig({}).helpline, { name: DEFAULT_HELPLINE_NAME, phone: null, email: null });
  assert.equal(
    loadConfig({ HELPLINE_NAME: "  ", HELPLINE_PHONE: "", HELPLINE_EMAIL: " " }).helpline,
    { name: DEFAULT_HELPLINE_NAME, phone: null, email: null },
    "blank is unset",
  );
  const set = { name: "Fevicryl Helpline", phone: "+91 1800-266-0000", email: "help@example.in" };
  assert.equal(loadConfig({ HELPLINE_NAME: ` ${set.name} `, HELPLINE_PHONE: set.phone, HELPLINE_EMAIL: set.email }).helpline, set);
  for (const [name, value, message] of [
    ["HELPLINE_PHONE", "call us", /HELPLINE_PHONE must be a phone number/],
    ["HELPLINE_PHONE", "12345", /HELPLINE_PHONE must be a phone number/],
    ["HELPLINE_EMAIL", "help at example", /HELPLINE_EMAIL must be an email address/],
    ["HELPLINE_NAME", "x".repeat(81), /HELPLINE_NAME must be at most 80 characters/],
  ] as const)
    assert.throws(() => loadConfig({ [name]: value }), message);
  const other = await testApp(db.db, { config: { ...testConfig(), helpline: set } });
  try {
    for (const a of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD]) {
      const tok = (await login(other.app, a.role, a.mobile)).body.token as string;
      const r = await mine(a.name, {}, other.app, tok);
      assert.equal(r.body.rows!.at(-1), { role: "helpline", ...set }, a.label);
    }
  } finally {
    await other.app.close();
  }
});

test.run();

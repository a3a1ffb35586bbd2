// Deactivated (active__c false) and deleted (isdeleted, accounts only) users: no sign-in, and an
// open session stops working at the next request. See docs/decisions/005-inactive-users.md.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ACCOUNT_OFF, UNKNOWN_USER } from "../../src/codecs/auth.ts";
import { SESSION_ENDED_MESSAGES } from "../../src/codecs/recovery.ts";
import { DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let s: TestApp;
let fcp: { id: number; mobile: string };
let cmdi: { id: number; mobile: string };

test.before(async () => {
  t = await openSeededDb();
  s = await testApp(t.db);
  // users of their own, so the demo accounts other suites sign in with are never touched
  fcp = (
    await t.db.query("SELECT id, phone AS mobile FROM account WHERE recordtypeid = $1 AND active__c AND phone <> $2 ORDER BY id LIMIT 1", [
      FCP_RECORD_TYPE,
      DEMO_FCP.mobile,
    ])
  ).rows[0];
  cmdi = (
    await t.db.query("SELECT id, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
    ])
  ).rows[0];
});
test.after(async () => {
  await s.app.close();
  await t.close();
});

const setAccount = (set: string) => t.db.query(`UPDATE account SET ${set} WHERE id = $1`, [fcp.id]);
const setStaff = (set: string) => t.db.query(`UPDATE product_user__c SET ${set} WHERE id = $1`, [cmdi.id]);
const me = (token: string) => s.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${token}` } });
const unknownUser = { error: "unknown_user", field: "mobile", message: UNKNOWN_USER };
const switchedOff = { error: "account_off", message: ACCOUNT_OFF };

test("active users sign in, including an account whose active flag is empty (NULL)", async () => {
  assert.is((await login(s.app, "FCP", fcp.mobile)).status, 200);
  assert.is((await login(s.app, "CMDI", cmdi.mobile)).status, 200);
  await setAccount("active__c = NULL, isdeleted = NULL");
  try {
    assert.is((await login(s.app, "FCP", fcp.mobile)).status, 200);
  } finally {
    await setAccount("active__c = true, isdeleted = false");
  }
});

test("a deactivated FCP account cannot sign in and is told so (decision 077); a deleted one is 'no User with this Mobile Number'", async () => {
  for (const [set, body] of [
    ["active__c = false", switchedOff],
    ["isdeleted = true", unknownUser],
    ["active__c = false, isdeleted = true", unknownUser],
  ] as const) {
    await setAccount(set);
    try {
      const r = await login(s.app, "FCP", fcp.mobile);
      assert.is(r.status, 401, set);
      assert.equal(r.body, body as unknown, set);
    } finally {
      await setAccount("active__c = true, isdeleted = false");
    }
  }
});

test("a deactivated staff user (CMDI) cannot sign in and is told the account is switched off (decision 077)", async () => {
  await setStaff("active__c = false");
  try {
    const r = await login(s.app, "CMDI", cmdi.mobile);
    assert.is(r.status, 401);
    assert.equal(r.body, switchedOff as unknown);
  } finally {
    await setStaff("active__c = true");
  }
});

test("an FCP's open session stops at the next request once the account is deactivated or deleted", async () => {
  for (const set of ["active__c = false", "isdeleted = true"]) {
    const { body } = await login(s.app, "FCP", fcp.mobile);
    assert.is((await me(body.token)).statusCode, 200);
    await setAccount(set);
    try {
      const r = await me(body.token);
      assert.is(r.statusCode, 401, set);
      assert.equal(r.json(), { error: "account_deactivated", message: SESSION_ENDED_MESSAGES.deactivated }, "told why (issue 14)");
      const q = await query(s.app, body.token, "news.list", {});
      assert.equal([q.status, q.body.error], [401, "account_deactivated"], set);
    } finally {
      await setAccount("active__c = true, isdeleted = false");
    }
  }
});

test("a staff user's open session stops at the next request once deactivated; reactivated, it works again", async () => {
  const { body } = await login(s.app, "CMDI", cmdi.mobile);
  assert.is((await query(s.app, body.token, "outlets.list", {})).status, 200);
  await setStaff("active__c = false");
  try {
    assert.is((await me(body.token)).statusCode, 401);
    assert.is((await query(s.app, body.token, "outlets.list", {})).status, 401);
    const out = await s.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${body.token}` }, payload: {} });
    assert.is(out.statusCode, 401);
  } finally {
    await setStaff("active__c = true");
  }
  assert.is((await me(body.token)).statusCode, 200, "the session was never revoked, only refused while the user was inactive");
});

test.run();

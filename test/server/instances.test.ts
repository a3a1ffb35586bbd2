// Two server instances over one database (issue 16): what one instance does to a session holds on
// the other at its very next request. On PostgreSQL each instance has its own connection pool, as two
// processes would; on PGlite (one process) they share the embedded database.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let a: TestApp, b: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.before(async () => {
  t = await openSeededDb();
  a = await testApp(t.db);
  b = await testApp(t.second());
});
test.after(async () => {
  await a.app.close();
  await b.app.close();
  await t.close();
});

test("a sign-out on one instance is refused by the other at once; the person's other session stays", async () => {
  const one = (await login(a.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  const two = (await login(b.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  for (const s of [a, b]) assert.is((await query(s.app, one, "outlets.list", {})).status, 200, "both instances know the session");
  assert.is((await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth(one), payload: {} })).statusCode, 204);
  const refused = await query(b.app, one, "outlets.list", {});
  assert.is(refused.status, 401, "the other instance refuses the signed-out session on its next request");
  assert.is((await b.app.inject({ method: "GET", url: "/api/me", headers: auth(one) })).statusCode, 401);
  assert.is((await query(b.app, two, "outlets.list", {})).status, 200, "another session of the person is untouched");
});

test("a session revoked in the database (a password change, an expiry) or a deactivated person: refused by both instances", async () => {
  const cmdi = (await login(a.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
  const fcp = (await login(b.app, "FCP", DEMO_FCP.mobile)).body.token as string;
  for (const s of [a, b]) assert.is((await query(s.app, cmdi, "outlets.list", {})).status, 200);
  // what a password change does to the person's sessions: every one of them revoked
  await t.db.query(
    "UPDATE app_session SET revoked_at = now() WHERE subject_kind = 'product_user' AND revoked_at IS NULL AND subject_id = (SELECT id FROM product_user__c WHERE login_mobile_number__c = $1 AND type__c = 'CMDI')",
    [DEMO_CMDI.mobile],
  );
  for (const s of [a, b]) assert.is((await query(s.app, cmdi, "outlets.list", {})).status, 401);
  for (const s of [a, b]) assert.is((await query(s.app, fcp, "outlets.list", {})).status, 200);
  // an expired session
  await t.db.query("UPDATE app_session SET expires_at = now() - interval '1 second' WHERE subject_kind = 'account' AND revoked_at IS NULL");
  for (const s of [a, b]) assert.is((await query(s.app, fcp, "outlets.list", {})).status, 401);
  // a deactivated person: a fresh session of theirs is refused as soon as the flag is down
  const again = (await login(a.app, "FCP", DEMO_FCP.mobile)).body.token as string;
  assert.is((await query(b.app, again, "outlets.list", {})).status, 200);
  await t.db.query("UPDATE account SET active__c = false WHERE phone = $1", [DEMO_FCP.mobile]);
  try {
    for (const s of [a, b]) assert.is((await query(s.app, again, "outlets.list", {})).status, 401);
  } finally {
    await t.db.query("UPDATE account SET active__c = true WHERE phone = $1", [DEMO_FCP.mobile]);
  }
});

test("a kept session (PostgreSQL): a read under it skips the lookup; any change to sessions or people is heard before the next read", async () => {
  const second = t.second();
  if (!second.sessionWatch) return; // PGlite looks every session up (decision 051)
  let lookups = 0;
  const counted = {
    ...second,
    hot: {
      query: <T>(sql: string, params?: unknown[]) => {
        if (sql.includes("FROM app_session s")) lookups++;
        return second.hot.query<T>(sql, params);
      },
    },
  };
  const c = await testApp(counted);
  try {
    const token = (await login(a.app, "CMDI", DEMO_CMDI.mobile)).body.token as string;
    // the first reads look the session up: it is kept once the connection that serves them listens
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    const warm = lookups;
    assert.ok(warm >= 1 && warm <= 2, `looked up ${warm} times`);
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    assert.is((await query(c.app, token, "outlets.get", { id: 2_000_000_000 })).status, 404);
    assert.is(lookups, warm, "the next reads use the kept session");
    // a change to a person (any column of account or product_user__c), made elsewhere: heard, so looked up again
    await t.db.query("UPDATE product_user__c SET name = name WHERE login_mobile_number__c = $1", [DEMO_CMDI.mobile]);
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    assert.ok(lookups > warm, "a change heard: the session is looked up again");
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    const settled = lookups;
    assert.is((await query(c.app, token, "outlets.list", {})).status, 200);
    assert.is(lookups, settled, "kept again");
    // a write never runs under a kept session
    const write = await query(c.app, token, "outlets.delete", { id: 2_000_000_000 }, { "idempotency-key": "kept-session-write-1" });
    assert.is(write.status, 404);
    assert.is(lookups, settled + 1, "a write looks its session up");
    // signed out on another instance: refused at the next read, though it was kept here
    assert.is((await a.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth(token), payload: {} })).statusCode, 204);
    assert.is((await query(c.app, token, "outlets.list", {})).status, 401);
  } finally {
    await c.app.close();
  }
});

test.run();

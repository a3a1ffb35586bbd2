import { test } from "uvu";
import * as assert from "uvu/assert";
import { INVALID_CREDENTIALS, LoginResponse, MeResponse, UNAUTHENTICATED, UNKNOWN_USER } from "../../src/codecs/auth.ts";
import { hashToken } from "../../server/auth/tokens.ts";
import { DEMO_ACCOUNTS, DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let main: TestApp;

test.before(async () => {
  t = await openSeededDb();
  main = await testApp(t.db, { config: { logLevel: "trace" } });
});
test.after(async () => {
  await main.app.close();
  await t.close();
});

for (const demo of DEMO_ACCOUNTS) {
  test(`login as ${demo.label} ${demo.name}`, async () => {
    const r = await login(main.app, demo.role, demo.mobile);
    assert.is(r.status, 200);
    assert.ok(LoginResponse.is(r.body), "answer matches LoginResponse");
    assert.is(r.body.user.name, demo.name);
    assert.is(r.body.user.firstName, demo.name.split(" ")[0]);
    assert.is(r.body.user.role, demo.role);
    assert.is(r.body.user.sfid, demo.sfid);
    assert.is(r.body.user.superAdmin, demo === DEMO_SUPER);
    assert.is(r.body.user.status, "loggedIn");
    assert.ok(/^[A-Za-z0-9_-]{43}$/.test(r.body.token), "32 random bytes, base64url");
    assert.ok(Date.parse(r.body.expiresAt) > Date.now() + 29 * 86_400_000, "expires in SESSION_DAYS (30)");
    const stored = await t.db.query("SELECT role FROM app_session WHERE token_hash = $1", [hashToken(r.body.token)]);
    assert.equal(stored.rows, [{ role: demo.role }], "only the hash of the token is stored");
    const raw = await t.db.query("SELECT count(*)::int AS n FROM app_session WHERE token_hash = $1", [r.body.token]);
    assert.is(raw.rows[0].n, 0);
  });
}

test("FCP session user carries the account fields of the session user", async () => {
  const r = await login(main.app, "FCP", DEMO_FCP.mobile);
  assert.is(r.body.user.assigned_cmdi__c, DEMO_CMDI.sfid, "Asha is assigned to Ravi");
  assert.is(r.body.user.reporting_to_ammd__c, DEMO_AMMD.sfid);
  assert.is(r.body.user.phone, DEMO_FCP.mobile);
  const ravi = await login(main.app, "CMDI", DEMO_CMDI.mobile);
  assert.is(ravi.body.user.reporting_to_ammd__c, DEMO_AMMD.sfid, "Ravi reports to Meera");
});

test("mobile with surrounding spaces is trimmed", async () => {
  const r = await login(main.app, "FCP", `  ${DEMO_FCP.mobile} `);
  assert.is(r.status, 200);
});

test("wrong password -> 401 invalid_credentials", async () => {
  const r = await login(main.app, "CMDI", DEMO_CMDI.mobile, "demo12345");
  assert.is(r.status, 401);
  assert.equal(r.body, { error: "invalid_credentials", message: INVALID_CREDENTIALS } as unknown);
});

test("unknown mobile -> 401 unknown_user on the mobile field", async () => {
  const r = await login(main.app, "FCP", "9999999999");
  assert.is(r.status, 401);
  assert.equal(r.body, { error: "unknown_user", field: "mobile", message: UNKNOWN_USER } as unknown);
});

test("right mobile, wrong role -> unknown user (staff are not FCP accounts)", async () => {
  assert.is((await login(main.app, "FCP", DEMO_CMDI.mobile)).body.error, "unknown_user");
  assert.is((await login(main.app, "CMDI", DEMO_AMMD.mobile)).body.error, "unknown_user");
});

test("a role outside the three -> 400 with the codec's message", async () => {
  const r = await login(main.app, "ADMIN", DEMO_FCP.mobile);
  assert.is(r.status, 400);
  assert.equal(r.body, { error: "bad_request", field: "role", message: "Should be one of CMDI, FCP, AMMD" } as unknown);
});

test("bad or missing mobile -> 400 with the form messages", async () => {
  assert.equal((await login(main.app, "FCP", "12345")).body, {
    error: "bad_request",
    field: "mobile",
    message: "Phone number is not valid (ten digits, for example 98765 43210)",
  } as unknown);
  assert.equal((await login(main.app, "FCP", " ")).body, { error: "bad_request", field: "mobile", message: "Mobile No. Required" } as unknown);
  const r = await main.app.inject({ method: "POST", url: "/api/auth/login", payload: "[1,2]", headers: { "content-type": "application/json" } });
  assert.is(r.statusCode, 400);
  assert.is(r.json().error, "bad_request");
});

test("the mobile as people type it signs in: +91, 91 or 0 before it, spaces and dashes in it", async () => {
  const m = DEMO_FCP.mobile;
  for (const typed of [`+91 ${m.slice(0, 5)} ${m.slice(5)}`, ` 91${m} `, `0${m.slice(0, 5)}-${m.slice(5)}`]) {
    const r = await login(main.app, "FCP", typed);
    assert.is(r.status, 200, typed);
    assert.is(r.body.user.phone, m, typed);
  }
});

test("GET /api/me without, with a bad and with a good token", async () => {
  const none = await main.app.inject({ method: "GET", url: "/api/me" });
  assert.is(none.statusCode, 401);
  assert.equal(none.json(), { error: "unauthenticated", message: UNAUTHENTICATED });
  const bad = await main.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${"x".repeat(43)}` } });
  assert.is(bad.statusCode, 401);
  const r = await login(main.app, "AMMD", DEMO_AMMD.mobile);
  const me = await main.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${r.body.token}` } });
  assert.is(me.statusCode, 200);
  assert.ok(MeResponse.is(me.json()));
  assert.equal(me.json().user, r.body.user);
});

test("the auth scheme is case-insensitive (RFC 9110): bearer, BEARER and Bearer all carry the token; others are refused (issue 26.6)", async () => {
  const r = await login(main.app, "FCP", DEMO_FCP.mobile);
  const me = (authorization: string) => main.app.inject({ method: "GET", url: "/api/me", headers: { authorization } }).then((x) => x.statusCode);
  for (const scheme of ["bearer", "BEARER", "Bearer", "bEaReR"]) assert.is(await me(`${scheme} ${r.body.token}`), 200, scheme);
  for (const bad of [`Basic ${r.body.token}`, `Bearer${r.body.token}`, `Bearers ${r.body.token}`, r.body.token]) assert.is(await me(bad), 401, bad);
});

test("an expired session is unauthenticated", async () => {
  const r = await login(main.app, "FCP", DEMO_FCP.mobile);
  await t.db.query("UPDATE app_session SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(r.body.token)]);
  const me = await main.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${r.body.token}` } });
  assert.is(me.statusCode, 401);
});

test("logout revokes the session; other sessions stay", async () => {
  const a = await login(main.app, "FCP", DEMO_FCP.mobile);
  const b = await login(main.app, "FCP", DEMO_FCP.mobile);
  const auth = (tok: string) => ({ authorization: `Bearer ${tok}` });
  const out = await main.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth(a.body.token), payload: {} });
  assert.is(out.statusCode, 204);
  assert.is((await main.app.inject({ method: "GET", url: "/api/me", headers: auth(a.body.token) })).statusCode, 401);
  assert.is((await main.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth(a.body.token), payload: {} })).statusCode, 401);
  assert.is((await main.app.inject({ method: "GET", url: "/api/me", headers: auth(b.body.token) })).statusCode, 200);
});

test("logs never contain passwords or tokens", async () => {
  const r = await login(main.app, "FCP", DEMO_FCP.mobile, "demo1234");
  await main.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${r.body.token}` } });
  const logs = main.logs();
  assert.ok(logs.includes("/api/auth/login"), "requests are logged at trace level");
  assert.not.ok(logs.includes("demo1234"));
  assert.not.ok(logs.includes(r.body.token));
});

test("a token sent in the address (?token=, ?resetToken=, ?access_token=) is refused and never written to the log", async () => {
  const r = await login(main.app, "FCP", DEMO_FCP.mobile);
  const secret = r.body.token;
  for (const url of [
    `/api/me?token=${secret}`,
    `/api/files/1?x=1&access_token=${secret}`,
    `/api/nowhere?resetToken=${secret}&w=2`,
    `/api/me?TOKEN=${encodeURIComponent(secret)}`,
  ]) {
    const res = await main.app.inject({ method: "GET", url });
    assert.ok(res.statusCode === 401 || res.statusCode === 404, `${url}: ${res.statusCode}`);
  }
  const logs = main.logs();
  assert.ok(logs.includes("/api/me?token=[redacted]"), "the request is logged, its token redacted");
  assert.ok(logs.includes("/api/files/1?x=1&access_token=[redacted]"), "other query parameters kept");
  assert.not.ok(logs.includes(secret), "the log never holds the token");
});

test.run();

// Forgot password by an SMS code, sessions the server ends, devices registered on sign-in
// (issue 14; docs/decisions/015-account-recovery.md, 016-trusted-devices.md). The SMS are read
// back from the outbox file the server writes when no gateway is configured.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { INVALID_CREDENTIALS, UNAUTHENTICATED } from "../../src/codecs/auth.ts";
import {
  INVALID_OTP,
  OTP_EXPIRED,
  OTP_FORMAT,
  OTP_RATE_LIMITED,
  OTP_TRIES_USED,
  PASSWORD_TOO_SHORT,
  RESET_EXPIRED,
  SESSION_ENDED_MESSAGES,
  SMS_FAILED,
} from "../../src/codecs/recovery.ts";
import { DEFAULT_VAPID_SUBJECT, loadConfig, ConfigError } from "../../server/config.ts";
import { DEMO_PASSWORD, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { gatewaySender, SMS_OUTBOX_FILE, SmsError, type GatewayFetch, type SmsMessage, type SmsSender } from "../../server/sms/sms.ts";
import { otpSecret } from "../../server/auth/recovery.ts";
import { DEFAULT_JOB_SETTINGS, jobDefinitions, JOBS, type JobContext, type JobQueue } from "../../server/jobs/jobs.ts";
import { SMS_CLAIM_SECONDS } from "../../server/sms/otpDelivery.ts";
import { DEVICE_COOKIE } from "../../server/auth/devices.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let s: TestApp;
let clock = new Date();
/** Staff users and FCPs of this suite's own, one per test that changes a password or counts requests. */
let staff: Array<{ id: number; mobile: string; sfid: string }>;
let fcps: Array<{ id: number; mobile: string; sfid: string }>;

test.before(async () => {
  t = await openSeededDb();
  s = await testApp(t.db, { now: () => clock, config: { otpLimitPerMobile: 1000, otpLimitPerAddress: 1000, logLevel: "trace" } });
  staff = (
    await t.db.query(
      "SELECT id, login_mobile_number__c AS mobile, sfid FROM product_user__c WHERE type__c = 'CMDI' AND active__c AND login_mobile_number__c NOT LIKE '900000000%' ORDER BY id LIMIT 9",
    )
  ).rows;
  fcps = (
    await t.db.query(
      "SELECT id, phone AS mobile, sfid FROM account WHERE recordtypeid = $1 AND active__c AND phone NOT LIKE '900000000%' ORDER BY id LIMIT 10",
      [FCP_RECORD_TYPE],
    )
  ).rows;
});
test.after(async () => {
  await s.app.close();
  await t.close();
});

const post = (app: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  app.app
    .inject({ method: "POST", url, payload: payload as object, headers, remoteAddress })
    .then((r) => ({ status: r.statusCode, body: r.body ? r.json() : null, headers: r.headers }));
const askCode = (app: TestApp, role: string, mobile: string, remoteAddress?: string) =>
  post(app, "/api/auth/otp", { role, mobile }, {}, remoteAddress);
const verify = (app: TestApp, role: string, mobile: string, otp: unknown) => post(app, "/api/auth/otp/verify", { role, mobile, otp });
const reset = (app: TestApp, resetToken: string, password: string, token?: string) =>
  post(app, "/api/auth/password", { resetToken, password }, token ? { authorization: `Bearer ${token}` } : {});
const me = (token: string) =>
  s.app
    .inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${token}` } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

/** The SMS in an app's outbox file, oldest first. */
function outbox(app: TestApp): Array<{ to: string; text: string; at: string }> {
  const file = join(app.dataDir, SMS_OUTBOX_FILE);
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
}
/** The code of the last SMS to `mobile`. */
function lastCode(app: TestApp, mobile: string): string {
  const msg = outbox(app)
    .filter((m) => m.to === mobile)
    .at(-1);
  assert.ok(msg, `an SMS to ${mobile}`);
  const m = /^(\d{6}) is your OTP to Login to the App\. Thanks\.$/.exec(msg!.text);
  assert.ok(m, `the spec's text: ${msg!.text}`);
  return m![1]!;
}
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

test("the whole flow: code by SMS (outbox file), verify, new password; the old one is refused, the new one signs in", async () => {
  const u = staff[0]!;
  const r = await askCode(s, "CMDI", u.mobile);
  assert.is(r.status, 200);
  assert.equal(r.body, { sent: true, expiresInMinutes: 10 });
  const code = lastCode(s, u.mobile);
  const line = outbox(s)
    .filter((m) => m.to === u.mobile)
    .at(-1)!;
  assert.ok(!Number.isNaN(Date.parse(line.at)), "each line has its time");
  const v = await verify(s, "CMDI", u.mobile, code);
  assert.is(v.status, 200);
  assert.ok(typeof v.body.resetToken === "string" && v.body.resetToken.length >= 40);
  assert.is((await reset(s, v.body.resetToken, "new-secret-1")).status, 204);
  assert.equal((await login(s.app, "CMDI", u.mobile, DEMO_PASSWORD)).body.message, INVALID_CREDENTIALS, "the old password is refused");
  assert.is((await login(s.app, "CMDI", u.mobile, "new-secret-1")).status, 200, "the new one signs in");
  // the token and the code are used up
  assert.equal((await reset(s, v.body.resetToken, "another-secret")).body, { error: "reset_expired", message: RESET_EXPIRED });
  assert.is((await verify(s, "CMDI", u.mobile, code)).body.message, INVALID_OTP);
  // the code is nowhere but in the SMS: not in the log, not in the database, not in the audit trail
  assert.not.ok(s.logs().includes(code), "the log never holds the code");
  assert.ok(s.logs().includes("one-time code sent by SMS"), "the log says an SMS went to the outbox");
  const stored =
    JSON.stringify((await t.db.query("SELECT * FROM app_otp")).rows) + JSON.stringify((await t.db.query("SELECT * FROM app_audit")).rows);
  assert.not.ok(stored.includes(code), "the database holds no code");
});

test("a code with letters, too long, empty, or wrong: a clear message on the code field", async () => {
  const u = staff[1]!;
  await askCode(s, "CMDI", u.mobile);
  const code = lastCode(s, u.mobile);
  for (const bad of ["12a456", "1234567", "12345"]) {
    assert.equal((await verify(s, "CMDI", u.mobile, bad)).body, { error: "bad_request", field: "otp", message: OTP_FORMAT }, bad);
  }
  assert.equal((await verify(s, "CMDI", u.mobile, wrong(code))).body, { error: "invalid_otp", field: "otp", message: INVALID_OTP });
  assert.is((await verify(s, "CMDI", u.mobile, ` ${code} `)).status, 200, "the right code, spaces around it, after a wrong one");
});

test("the code expires after ten minutes (controlled clock)", async () => {
  const u = staff[2]!;
  await askCode(s, "CMDI", u.mobile);
  const code = lastCode(s, u.mobile);
  later(10 * 60_000 + 1000);
  assert.equal((await verify(s, "CMDI", u.mobile, code)).body, { error: "otp_expired", field: "otp", message: OTP_EXPIRED });
  await askCode(s, "CMDI", u.mobile);
  const fresh = lastCode(s, u.mobile);
  later(9 * 60_000);
  assert.is((await verify(s, "CMDI", u.mobile, fresh)).status, 200, "a new code, used within its ten minutes");
});

test("five tries: after five wrong codes even the right one is refused, until a new code", async () => {
  const u = staff[3]!;
  await askCode(s, "CMDI", u.mobile);
  const code = lastCode(s, u.mobile);
  for (let i = 0; i < 5; i++) assert.is((await verify(s, "CMDI", u.mobile, wrong(code))).body.message, INVALID_OTP, `try ${i + 1}`);
  assert.equal((await verify(s, "CMDI", u.mobile, code)).body, { error: "otp_tries_used", field: "otp", message: OTP_TRIES_USED });
  await askCode(s, "CMDI", u.mobile);
  const fresh = lastCode(s, u.mobile);
  assert.is((await verify(s, "CMDI", u.mobile, fresh)).status, 200);
});

test("parallel guesses cannot pass the five tries", async () => {
  const u = staff[4]!;
  await askCode(s, "CMDI", u.mobile);
  const code = lastCode(s, u.mobile);
  const answers = await Promise.all(Array.from({ length: 12 }, () => verify(s, "CMDI", u.mobile, wrong(code))));
  assert.is(answers.filter((a) => a.body.message === INVALID_OTP).length, 5);
  assert.is(answers.filter((a) => a.body.message === OTP_TRIES_USED).length, 7);
});

test("a new request replaces the code; one within 30 s of the last sends nothing (a double tap)", async () => {
  const u = staff[5]!;
  await askCode(s, "CMDI", u.mobile);
  const first = lastCode(s, u.mobile);
  const before = outbox(s).length;
  const burst = await Promise.all(Array.from({ length: 4 }, () => askCode(s, "CMDI", u.mobile)));
  assert.ok(
    burst.every((b) => b.status === 200),
    "each gets the same answer",
  );
  assert.is(outbox(s).length, before, "nothing sent twice");
  later(31_000);
  await askCode(s, "CMDI", u.mobile);
  assert.is(outbox(s).length, before + 1);
  const second = lastCode(s, u.mobile);
  if (second !== first) assert.is((await verify(s, "CMDI", u.mobile, first)).body.message, INVALID_OTP, "the old code no longer works");
  assert.is((await verify(s, "CMDI", u.mobile, second)).status, 200);
});

test("an unknown number: the same answer, nothing sent, and no code ever works", async () => {
  const known = await askCode(s, "FCP", fcps[0]!.mobile);
  const before = outbox(s).length;
  const unknown = await askCode(s, "FCP", "9876543210");
  assert.is(unknown.status, known.status);
  assert.equal(unknown.body, known.body);
  assert.is(outbox(s).length, before, "no SMS to a number with no user");
  assert.is((await verify(s, "FCP", "9876543210", "123456")).body.message, INVALID_OTP);
  // a staff user's number asked for as an FCP is unknown too
  await askCode(s, "FCP", staff[6]!.mobile);
  assert.is(outbox(s).filter((m) => m.to === staff[6]!.mobile).length, 0);
});

test("bad requests: the sign-in form's messages, a 400 never a 500", async () => {
  assert.equal((await askCode(s, "FCP", "12345")).body, {
    error: "bad_request",
    field: "mobile",
    message: "Phone number is not valid (ten digits, for example 98765 43210)",
  });
  assert.equal((await askCode(s, "FCP", "")).body, { error: "bad_request", field: "mobile", message: "Mobile No. Required" });
  assert.equal((await askCode(s, "BOSS", fcps[0]!.mobile)).body, {
    error: "bad_request",
    field: "role",
    message: "Should be one of CMDI, FCP, AMMD",
  });
  assert.is((await post(s, "/api/auth/otp", [1])).status, 400);
  assert.equal((await reset(s, "x".repeat(43), "short")).body, { error: "bad_request", field: "password", message: PASSWORD_TOO_SHORT });
  assert.equal((await reset(s, "x".repeat(43), "long enough")).body, { error: "reset_expired", message: RESET_EXPIRED });
});

test("rate limits: per mobile number and per address, with the window's retry-after", async () => {
  const app = await testApp(t.db, { now: () => clock, config: { otpLimitPerMobile: 3, otpLimitPerAddress: 5 } });
  try {
    const mobile = fcps[1]!.mobile;
    for (let i = 0; i < 3; i++) assert.is((await askCode(app, "FCP", mobile, "10.0.0.1")).status, 200);
    const r = await askCode(app, "FCP", mobile, "10.0.0.2");
    assert.equal([r.status, r.body], [429, { error: "rate_limited", message: OTP_RATE_LIMITED }], "a fourth request for the number, from anywhere");
    assert.ok(Number(r.headers["retry-after"]) > 0);
    assert.is(outbox(app).filter((m) => m.to === mobile).length, 1, "and only one SMS (the others came within 30 s)");
    // other numbers from the first address: two more, then the address is over its five
    assert.is((await askCode(app, "FCP", fcps[2]!.mobile, "10.0.0.1")).status, 200);
    assert.is((await askCode(app, "FCP", fcps[3]!.mobile, "10.0.0.1")).status, 200);
    assert.is((await askCode(app, "FCP", fcps[4]!.mobile, "10.0.0.1")).status, 429);
    assert.is((await askCode(app, "FCP", fcps[4]!.mobile, "10.0.0.3")).status, 200, "another address is not held up");
  } finally {
    await app.app.close();
  }
});

test("a password change ends every other session at once, saying why; the one that changed it stays", async () => {
  const u = staff[7]!;
  const a = (await login(s.app, "CMDI", u.mobile)).body.token;
  const b = (await login(s.app, "CMDI", u.mobile)).body.token;
  await askCode(s, "CMDI", u.mobile);
  const v = await verify(s, "CMDI", u.mobile, lastCode(s, u.mobile));
  assert.is((await reset(s, v.body.resetToken, "changed-pass-7", a)).status, 204);
  assert.is((await me(a)).status, 200, "the session that changed it");
  const other = await me(b);
  assert.is(other.status, 401);
  assert.equal(other.body, { error: "session_ended", message: SESSION_ENDED_MESSAGES.password_changed });
  const q = await s.app.inject({ method: "POST", url: "/api/query", payload: { op: "me", params: {} }, headers: { authorization: `Bearer ${b}` } });
  assert.is(q.json().error, "session_ended", "the query call says it too (a queued write stops on it)");
});

test("a forgot-password change (no session) ends every session of the person", async () => {
  const u = fcps[5]!;
  const a = (await login(s.app, "FCP", u.mobile)).body.token;
  await askCode(s, "FCP", u.mobile);
  const v = await verify(s, "FCP", u.mobile, lastCode(s, u.mobile));
  assert.is((await reset(s, v.body.resetToken, "changed-pass-5")).status, 204);
  assert.is((await me(a)).body.error, "session_ended");
});

/** Signs `mobile` in as `role` on a device of its own (a fresh fieldops_device cookie): its token and cookie. */
async function signInOnDevice(role: string, mobile: string, password = DEMO_PASSWORD) {
  const cookie = `${DEVICE_COOKIE}=${randomBytes(32).toString("base64url")}`;
  const r = await s.app.inject({ method: "POST", url: "/api/auth/login", payload: { role, mobile, password }, headers: { cookie } });
  assert.is(r.statusCode, 200, r.body);
  return { token: r.json().token as string, cookie };
}
const trustedDevices = async (sfidOrId: { kind: string; id: number }) =>
  Number((await t.db.query("SELECT count(*)::int AS n FROM app_trusted_device WHERE subject = $1", [`${sfidOrId.kind}:${sfidOrId.id}`])).rows[0].n);

test("a password change deletes the person's trusted devices (decision 010): none survive a forgot-password reset; the in-app reset keeps its own", async () => {
  // forgot password, no session: every trusted device goes, so none keeps a sign-in budget of its own
  const u = fcps[8]!;
  await signInOnDevice("FCP", u.mobile);
  const phone = await signInOnDevice("FCP", u.mobile);
  assert.is(((await query(s.app, phone.token, "devices.mine", {})).body.rows as unknown[]).length, 2);
  await askCode(s, "FCP", u.mobile);
  const v = await verify(s, "FCP", u.mobile, lastCode(s, u.mobile));
  const resetOn = `${DEVICE_COOKIE}=${randomBytes(32).toString("base64url")}`; // a third device, which proves the code
  assert.is((await post(s, "/api/auth/password", { resetToken: v.body.resetToken, password: "changed-pass-8" }, { cookie: resetOn })).status, 204);
  const hashOf = (cookie: string) =>
    createHash("sha256")
      .update(`device:${cookie.split("=")[1]}`)
      .digest("hex");
  const left = (await t.db.query("SELECT device_hash FROM app_trusted_device WHERE subject = $1", [`account:${u.id}`])).rows.map(
    (x) => x.device_hash,
  );
  assert.equal(left, [hashOf(resetOn)], "no device trusted before the reset survives it; the one that proved the code is trusted (decision 044)");
  assert.is(await trustedDevices({ kind: "account", id: u.id }), 1);
  // Reset Password from a signed-in session: that session's device stays, the others go
  const w = staff[8]!;
  const asking = await signInOnDevice("CMDI", w.mobile);
  await signInOnDevice("CMDI", w.mobile);
  await askCode(s, "CMDI", w.mobile);
  const v2 = await verify(s, "CMDI", w.mobile, lastCode(s, w.mobile));
  // the browser sends its device cookie with the reset, as with every /api/auth request
  const headers = { authorization: `Bearer ${asking.token}`, cookie: asking.cookie };
  assert.is((await post(s, "/api/auth/password", { resetToken: v2.body.resetToken, password: "changed-pass-s8" }, headers)).status, 204);
  assert.equal(
    ((await query(s.app, asking.token, "devices.mine", {})).body.rows as Array<{ current: boolean }>).map((r) => r.current),
    [true],
  );
});

test("a neighbour on the owner's address spends its sign-in budget: the owner's new device gets out through the SMS code, which trusts it (decision 044)", async () => {
  const shared = await testApp(t.db, {
    now: () => clock,
    config: { loginLimitPerMobile: 10, loginLimitPerAddress: 50, otpLimitPerMobile: 5, otpLimitPerAddress: 20 },
  });
  try {
    const u = fcps[9]!;
    const at = "203.0.113.26"; // one carrier address shared by many phones
    const signIn = (password: string, cookie?: string) =>
      shared.app
        .inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { role: "FCP", mobile: u.mobile, password },
          remoteAddress: at,
          headers: cookie ? { cookie } : {},
        })
        .then((r) => ({ status: r.statusCode, cookie: String(r.headers["set-cookie"] ?? "") }));
    for (let i = 0; i < 10; i++) assert.is((await signIn(`wrong-${i}`)).status, 401);
    assert.is((await signIn(DEMO_PASSWORD)).status, 429, "the owner's new device, right password: refused for the window (decision 010)");
    // the way out: the code by SMS to the owner's phone, from the same address
    assert.is((await askCode(shared, "FCP", u.mobile, at)).status, 200);
    const v = await post(shared, "/api/auth/otp/verify", { role: "FCP", mobile: u.mobile, otp: lastCode(shared, u.mobile) }, {}, at);
    assert.is(v.status, 200);
    const done = await post(shared, "/api/auth/password", { resetToken: v.body.resetToken, password: "neighbour-proof-9" }, {}, at);
    assert.is(done.status, 204);
    const cookie = /^(fieldops_device=[A-Za-z0-9_-]{43});/.exec(String(done.headers["set-cookie"] ?? ""))?.[1];
    assert.ok(cookie, `the device that proved the code is trusted: ${done.headers["set-cookie"]}`);
    assert.is((await signIn("neighbour-proof-9", cookie)).status, 200, "it signs in at once, past the address's spent budget");
    assert.is((await signIn("neighbour-proof-9")).status, 429, "another new device on that address still waits: the budget stands for strangers");
  } finally {
    await shared.app.close();
  }
});

test("a person whose role changed is signed out on the next request and told why", async () => {
  const u = staff[6]!;
  const token = (await login(s.app, "CMDI", u.mobile)).body.token;
  await t.db.query("UPDATE product_user__c SET type__c = 'AMMD' WHERE id = $1", [u.id]);
  try {
    assert.equal((await me(token)).body, { error: "role_changed", message: SESSION_ENDED_MESSAGES.role_changed });
  } finally {
    await t.db.query("UPDATE product_user__c SET type__c = 'CMDI' WHERE id = $1", [u.id]);
  }
  assert.is((await me(token)).body.error, "role_changed", "changing it back does not revive the ended session");
  assert.is((await login(s.app, "CMDI", u.mobile)).status, 200);
});

test("a deactivated person's session answers 401 with the reason", async () => {
  const u = fcps[6]!;
  const token = (await login(s.app, "FCP", u.mobile)).body.token;
  await t.db.query("UPDATE account SET active__c = false WHERE id = $1", [u.id]);
  try {
    assert.equal((await me(token)).body, { error: "account_deactivated", message: SESSION_ENDED_MESSAGES.deactivated });
  } finally {
    await t.db.query("UPDATE account SET active__c = true WHERE id = $1", [u.id]);
  }
  assert.equal((await me("A".repeat(43))).body, { error: "unauthenticated", message: UNAUTHENTICATED }, "an unknown token is unauthenticated");
});

test("the device row (spec section 6) is inserted once under concurrent sign-ins of one device", async () => {
  const u = fcps[7]!;
  const id = randomBytes(32).toString("base64url");
  const cookie = `${DEVICE_COOKIE}=${id}`;
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      s.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { role: "FCP", mobile: u.mobile, password: DEMO_PASSWORD },
        headers: { cookie, "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36" },
      }),
    ),
  );
  assert.ok(answers.every((a) => a.statusCode === 200));
  const rows = (await t.db.query("SELECT name, devices_id__c FROM device__c WHERE account__c = $1 AND name = 'Chrome on Android'", [u.sfid])).rows;
  assert.is(rows.length, 1, "one row for the device, however many sign-ins raced");
  assert.is(rows[0].devices_id__c, createHash("sha256").update(`device:${id}`).digest("hex"), "the row keeps the id's hash, never the id");
  const staffRow = await login(s.app, "CMDI", staff[0]!.mobile, "new-secret-1");
  assert.is(staffRow.status, 200);
  const st = (await t.db.query("SELECT count(*)::int AS n FROM device__c WHERE product_user__c = $1 AND account__c IS NULL", [staff[0]!.sfid]))
    .rows[0];
  assert.ok(st.n >= 1, "a staff user's device is registered against the user");
});

test("a person's devices: named from the browser, this one marked; signing one out ends its sessions at once, never another person's", async () => {
  const u = fcps[4]!;
  const signInOn = async (ua: string) => {
    const id = randomBytes(32).toString("base64url");
    const r = await s.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { role: "FCP", mobile: u.mobile, password: DEMO_PASSWORD },
      headers: { cookie: `${DEVICE_COOKIE}=${id}`, "user-agent": ua },
    });
    return r.json().token as string;
  };
  const phone = await signInOn("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36");
  const laptop = await signInOn("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0");
  const list = await query(s.app, phone, "devices.mine", {});
  assert.is(list.status, 200);
  const rows = list.body.rows as Array<{ id: number; name: string; current: boolean; firstSeen: string; lastSeen: string }>;
  assert.equal(rows.map((r) => [r.name, r.current]).sort(), [
    ["Chrome on Android", true],
    ["Firefox on Windows", false],
  ]);
  assert.ok(rows.every((r) => !Number.isNaN(Date.parse(r.firstSeen)) && !Number.isNaN(Date.parse(r.lastSeen))));
  const other = rows.find((r) => !r.current)!;
  // another person cannot sign it out (nor learn it exists)
  const stranger = (await login(s.app, "FCP", fcps[3]!.mobile)).body.token;
  assert.equal((await query(s.app, stranger, "devices.signOut", { id: other.id }, { "idempotency-key": "k-stranger-1" })).body, {
    error: "not_found",
    message: "This device was not found",
  });
  assert.is((await me(laptop)).status, 200);
  const out = await query(s.app, phone, "devices.signOut", { id: other.id }, { "idempotency-key": "k-owner-1" });
  assert.equal(out.body.rows, [{ id: other.id }]);
  assert.equal((await me(laptop)).body, { error: "session_ended", message: SESSION_ENDED_MESSAGES.device_signed_out });
  assert.is((await me(phone)).status, 200, "this device stays");
  assert.equal(
    ((await query(s.app, phone, "devices.mine", {})).body.rows as Array<{ name: string }>).map((r) => r.name),
    ["Chrome on Android"],
  );
});

test("the lock screen's unlock: the session's own password, wrong ones limited per session", async () => {
  const app = await testApp(t.db, { config: { loginLimitPerMobile: 3 } });
  try {
    const token = (await login(app.app, "FCP", fcps[3]!.mobile)).body.token;
    const unlock = (password: unknown, tok = token) => post(app, "/api/auth/unlock", { password }, { authorization: `Bearer ${tok}` });
    assert.is((await unlock(DEMO_PASSWORD)).status, 204);
    assert.equal((await unlock("wrong")).body, { error: "invalid_credentials", field: "password", message: INVALID_CREDENTIALS });
    assert.equal((await unlock("")).body, { error: "bad_request", field: "password", message: "Enter your password" });
    assert.is((await unlock("wrong")).status, 401);
    assert.is((await unlock("wrong")).status, 401);
    assert.is((await unlock(DEMO_PASSWORD)).status, 429, "past the limit: the session waits out the window");
    const other = (await login(app.app, "FCP", fcps[3]!.mobile)).body.token;
    assert.is((await unlock(DEMO_PASSWORD, other)).status, 204, "another session of the person is not held up");
    assert.is((await post(app, "/api/auth/unlock", { password: DEMO_PASSWORD })).status, 401, "no session: nothing to unlock");
  } finally {
    await app.app.close();
  }
});

test("a gateway failure tells the person to try again later, and its code does not stand", async () => {
  const failing = {
    where: "a broken gateway",
    send: () => Promise.reject(new SmsError("the SMS gateway at sms.example failed: it cannot be reached")),
  };
  const app = await testApp(t.db, { now: () => clock, sms: failing, config: { logLevel: "info" } });
  later(31_000); // past the double-tap guard of the codes asked for above
  try {
    const r = await askCode(app, "FCP", fcps[0]!.mobile);
    assert.equal([r.status, r.body], [503, { error: "sms_failed", message: SMS_FAILED }]);
    assert.ok(app.logs().includes("one-time code not sent"), "the failure is logged");
    assert.is((await t.db.query("SELECT count(*)::int AS n FROM app_otp WHERE key = $1", [`FCP:${fcps[0]!.mobile}`])).rows[0].n, 0);
  } finally {
    await app.app.close();
  }
});

test("the gateway adapter: a GET with number, text, sender id PILAAC and key; failures name neither key nor text", async () => {
  const seen: string[] = [];
  const ok: GatewayFetch = async (url) => {
    seen.push(url);
    return { ok: true, status: 200, text: async () => "{}" };
  };
  await gatewaySender({ url: "https://sms.example/send", key: "k-secret" }, ok).send({
    to: "9000000001",
    text: "123456 is your OTP to Login to the App. Thanks.",
  });
  const u = new URL(seen[0]!);
  assert.equal(Object.fromEntries(u.searchParams), {
    to: "9000000001",
    text: "123456 is your OTP to Login to the App. Thanks.",
    sender: "PILAAC",
    key: "k-secret",
  });
  const refused: GatewayFetch = async () => ({ ok: false, status: 500, text: async () => "boom" });
  const err = await gatewaySender({ url: "https://sms.example/send?k={key}&n={to}&m={text}", key: "k-secret" }, refused)
    .send({ to: "9000000001", text: "654321 is your OTP" })
    .catch((e: unknown) => e);
  assert.ok(err instanceof SmsError);
  assert.is((err as Error).message, "the SMS gateway at sms.example answered HTTP 500");
  const down: GatewayFetch = async () => {
    throw new TypeError("fetch failed k-secret");
  };
  const err2 = await gatewaySender({ url: "https://sms.example/send", key: "k-secret" }, down)
    .send({ to: "9000000001", text: "654321" })
    .catch((e: unknown) => e as Error);
  assert.not.ok(JSON.stringify({ m: (err2 as Error).message, c: String((err2 as Error).cause) }).includes("k-secret"));
});

test("the gateway configuration is validated at start and its key never printed", () => {
  const cfg = loadConfig({ SMS_GATEWAY_URL: "https://sms.example/send", SMS_GATEWAY_KEY: "the-key" });
  assert.equal(cfg.smsGateway, { url: "https://sms.example/send", key: "the-key" });
  assert.is(loadConfig({}).smsGateway, null, "none: the outbox file");
  assert.throws(
    () => loadConfig({ SMS_GATEWAY_URL: "ftp://x", SMS_GATEWAY_KEY: "k" }),
    (e: unknown) => e instanceof ConfigError && e.variable === "SMS_GATEWAY_URL",
  );
  assert.throws(
    () => loadConfig({ SMS_GATEWAY_URL: "https://sms.example/send" }),
    (e: unknown) => e instanceof ConfigError && e.variable === "SMS_GATEWAY_KEY",
  );
  try {
    loadConfig({ OTP_SECRET: "too-short-secret-value" });
    assert.unreachable();
  } catch (e) {
    assert.ok(e instanceof ConfigError);
    assert.not.ok((e as Error).message.includes("too-short-secret-value"), "a secret's value is never shown");
  }
});

test("a code's SMS sent again (its server killed before it recorded the send) is the same code with the same client reference; only that code verifies; a replaced code's job sends nothing (issue 43 item 5)", async () => {
  const mobile = (
    await t.db.query<{ phone: string }>(
      "SELECT phone FROM account WHERE recordtypeid = $1 AND active__c AND phone NOT LIKE '900000000%' ORDER BY id OFFSET 10 LIMIT 1",
      [FCP_RECORD_TYPE],
    )
  ).rows[0]!.phone;
  // the request's own try fails (the gateway is down), so the code waits for its job
  const queued: Array<{ data: Record<string, unknown>; singletonKey: string | undefined }> = [];
  const jobs = {
    send: async (name: string, data: Record<string, unknown>, options?: { singletonKey?: string }) => {
      if (name === JOBS.smsCode) queued.push({ data, singletonKey: options?.singletonKey });
      return "job";
    },
    wake() {},
  } as unknown as JobQueue;
  const down: SmsSender = {
    where: "a gateway that is down",
    send: () => Promise.reject(new SmsError("the SMS gateway at test failed: it cannot be reached")),
  };
  const app = await testApp(t.db, { now: () => clock, sms: down, jobs });
  // the gateway the job reaches: the first send it takes and never answers (its server is killed meanwhile)
  const sent: SmsMessage[] = [];
  let answerFirst = () => {};
  const gateway: SmsSender = {
    where: "the test gateway",
    send: (m) => {
      sent.push(m);
      return sent.length === 1 ? new Promise<void>((resolve) => (answerFirst = resolve)) : Promise.resolve();
    },
  };
  const ctx: JobContext = {
    db: t.db,
    sms: gateway,
    otpSecret: () => otpSecret(t.db, undefined),
    now: () => clock,
    push: { configured: null, subject: DEFAULT_VAPID_SUBJECT },
    log: () => {},
  };
  const job = jobDefinitions(DEFAULT_JOB_SETTINGS).find((d) => d.name === JOBS.smsCode)!;
  const run = (data: Record<string, unknown>) => job.run(ctx, data, jobs);
  const codeOf = (m: SmsMessage) => /^(\d{6}) is your OTP/.exec(m.text)![1]!;
  let killed: Promise<unknown> = Promise.resolve();
  try {
    later(31_000);
    assert.is((await askCode(app, "FCP", mobile)).status, 200);
    assert.is(queued.length, 1);
    const first = queued[0]!.data;
    // run 1 hands the code to the gateway, which takes it and has not answered when the server dies
    killed = run(first);
    for (const end = Date.now() + 20_000; sent.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
    assert.is(sent.length, 1, "run 1 sent");
    // pg-boss gives the job to another server once it expires; the row's hold has lapsed by then
    later((SMS_CLAIM_SECONDS + 1) * 1000);
    assert.equal(await run(first), { delivery: "sent" });
    assert.is(sent.length, 2, "run 2 sent again: at least once, not exactly once");
    const [a, b] = sent as [SmsMessage, SmsMessage];
    assert.is(codeOf(b), codeOf(a), "the same code");
    assert.ok(typeof a.ref === "string" && /^[0-9a-f]{16}$/.test(a.ref), `a client reference: ${a.ref}`);
    assert.is(b.ref, a.ref, "the same client reference, so the gateway can drop the repeat");
    assert.is(first.ref, a.ref, "the job names its code's reference");
    assert.equal(await run(first), { delivery: "nothing" }, "a third run: sent already");
    // the one code the person got twice is the only one that verifies
    assert.is((await verify(s, "FCP", mobile, wrong(codeOf(a)))).status, 400);
    assert.is((await verify(s, "FCP", mobile, codeOf(a))).status, 200);

    // a new code replaces it: the old code's job sends nothing, even run again; the new one's sends the new code
    later(31_000);
    assert.is((await askCode(app, "FCP", mobile)).status, 200);
    assert.is(queued.length, 2);
    const second = queued[1]!;
    assert.is.not(second.singletonKey, queued[0]!.singletonKey, "a job per code: the new one is not dropped as the old one's twin");
    assert.equal(await run(first), { delivery: "nothing" }, "the replaced code's job");
    assert.is(sent.length, 2);
    assert.equal(await run(second.data), { delivery: "sent" });
    const c = sent[2]!;
    assert.is.not(c.ref, a.ref);
    assert.is.not(codeOf(c), codeOf(a));
    assert.is((await verify(s, "FCP", mobile, codeOf(a))).status, 400, "the old code no longer works");
    assert.is((await verify(s, "FCP", mobile, codeOf(c))).status, 200);
  } finally {
    // the first send's answer, long after: its run records nothing over the codes since
    answerFirst();
    await killed;
    await app.app.close();
  }
});

test("the gateway adapter sends a message's client reference where the URL asks for it ({ref}) and as Idempotency-Key; never as an extra parameter", async () => {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  const ok: GatewayFetch = async (url, init) => {
    seen.push({ url, headers: init.headers });
    return { ok: true, status: 200, text: async () => "{}" };
  };
  const m = { to: "9000000001", text: "123456 is your OTP to Login to the App. Thanks.", ref: "0123456789abcdef" };
  await gatewaySender({ url: "https://sms.example/send?k={key}&n={to}&m={text}&cref={ref}", key: "k" }, ok).send(m);
  await gatewaySender({ url: "https://sms.example/send", key: "k" }, ok).send(m);
  assert.is(new URL(seen[0]!.url).searchParams.get("cref"), "0123456789abcdef");
  assert.is(new URL(seen[1]!.url).searchParams.has("ref"), false);
  assert.equal([seen[0]!.headers["idempotency-key"], seen[1]!.headers["idempotency-key"]], ["0123456789abcdef", "0123456789abcdef"]);
  assert.is(
    loadConfig({ SMS_GATEWAY_URL: "https://sms.example/s?n={to}&m={text}&r={ref}", SMS_GATEWAY_KEY: "k" }).smsGateway?.url,
    "https://sms.example/s?n={to}&m={text}&r={ref}",
  );
});

test.run();

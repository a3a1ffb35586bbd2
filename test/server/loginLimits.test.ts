// Sign-in rate limits, kept in the database (docs/decisions/010-login-limits.md): failed sign-ins
// per (mobile number, address), a slowdown per number that never locks its owner out, devices that
// signed in before trusted past both, every attempt per client address, and which address counts
// as the client's (TRUST_PROXY). Also: an unknown number costs the same argon2 work as a wrong password.
import { test } from "uvu";
import argon2 from "argon2";
import * as assert from "uvu/assert";
import { RATE_LIMITED } from "../../server/auth/routes.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
test.before(async () => {
  t = await openSeededDb();
});
test.after(async () => {
  await t.close();
});

/** An app with fresh counters and the given limits; closed after `fn`. */
async function withApp(config: Partial<Config>, fn: (a: TestApp) => Promise<void>): Promise<void> {
  await t.db.query("DELETE FROM app_rate_limit");
  const a = await testApp(t.db, { config });
  try {
    await fn(a);
  } finally {
    await a.app.close();
  }
}

const statuses = (rs: Array<{ status: number }>) => rs.map((r) => r.status);

/** A sign-in from `address`, with the device cookie `cookie` when given; the cookie the answer sets, if any. */
async function signIn(app: TestApp["app"], role: string, mobile: string, password: string, address: string, cookie?: string) {
  const r = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { role, mobile, password },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });
  const set = r.headers["set-cookie"];
  return { status: r.statusCode, body: r.json() as { error?: string; message?: string }, cookie: typeof set === "string" ? set : undefined };
}
const cookieOf = (setCookie: string | undefined) => setCookie?.split(";")[0];

/** An app whose slowdown timer records the waits it is asked for (and waits none). */
async function withWatchedApp(config: Partial<Config>, fn: (a: TestApp, waits: number[]) => Promise<void>): Promise<void> {
  await t.db.query("DELETE FROM app_rate_limit");
  const waits: number[] = [];
  const a = await testApp(t.db, {
    config,
    loginHooks: {
      delay: async (ms) => {
        waits.push(ms);
      },
    },
  });
  try {
    await fn(a, waits);
  } finally {
    await a.app.close();
  }
}

test("strangers cannot lock a person out: failures from other addresses only slow the number; its owner signs in", () =>
  withWatchedApp({ loginLimitPerMobile: 3, loginLimitPerAddress: 100 }, async ({ app }, waits) => {
    for (let i = 0; i < 9; i++) assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "wrong", `10.0.0.${i + 1}`)).status, 401, `guess ${i + 1}`);
    assert.equal(waits, [250, 500, 1000, 2000, 4000, 5000], "past three failures, each stranger waits longer, at most 5 s");
    waits.length = 0;
    const owner = await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.0.99");
    assert.is(owner.status, 200, "the right password from a new device and address still signs in");
    assert.equal(waits, [5000], "slowed, not refused");
    assert.is((await login(app, "AMMD", DEMO_AMMD.mobile, "demo1234", "10.0.0.99")).status, 200, "another number is not slowed");
  }));

test("failures are limited per (mobile number, address): a fourth guess from one address is refused, even with the right password", () =>
  withWatchedApp({ loginLimitPerMobile: 3, loginLimitPerAddress: 100 }, async ({ app }) => {
    for (let i = 0; i < 3; i++) assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "wrong", "10.0.3.1")).status, 401);
    const r = await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.3.1");
    assert.is(r.status, 429);
    assert.equal(r.body, { error: "rate_limited", message: RATE_LIMITED } as unknown);
    assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.3.2")).status, 200, "from another address the owner signs in");
    assert.is((await signIn(app, "FCP", DEMO_FCP.mobile, "demo1234", "10.0.3.1")).status, 200, "another number from that address is not blocked");
  }));

test("a device that signed in before is trusted past every limit strangers can run up, and only for the person it signed in as", () =>
  withWatchedApp({ loginLimitPerMobile: 3, loginLimitPerAddress: 3 }, async ({ app }, waits) => {
    const first = await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.4.1");
    assert.is(first.status, 200);
    assert.match(first.cookie!, /^fieldops_device=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const device = cookieOf(first.cookie)!;
    // strangers: the number's failures from other addresses, and the owner's own address used up
    for (let i = 0; i < 4; i++) await signIn(app, "CMDI", DEMO_CMDI.mobile, "wrong", `10.0.5.${i + 1}`);
    for (let i = 0; i < 2; i++) await signIn(app, "FCP", `98765432${10 + i}`, "x", "10.0.4.1");
    assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.4.1")).status, 429, "without the cookie, the address is over its limit");
    waits.length = 0;
    const again = await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.4.1", device);
    assert.is(again.status, 200, "with it, the owner signs in at once");
    assert.equal(waits, [], "and is not slowed");
    assert.is(cookieOf(again.cookie), device, "the device keeps its id");
    assert.is(
      (await signIn(app, "AMMD", DEMO_AMMD.mobile, "demo1234", "10.0.4.1", device)).status,
      429,
      "the cookie trusts the device for Ravi only",
    );
    // the trusted device's own failures are limited like an address's
    for (let i = 0; i < 3; i++) assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "wrong", `10.0.6.${i + 1}`, device)).status, 401);
    assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.6.9", device)).status, 429);
    const forged = `fieldops_device=${"A".repeat(43)}`;
    assert.is((await signIn(app, "CMDI", DEMO_CMDI.mobile, "demo1234", "10.0.4.1", forged)).status, 429, "a made-up device id is not trusted");
    const stored = await t.db.query("SELECT count(*)::int AS n FROM app_trusted_device WHERE device_hash = $1", [device.split("=")[1]]);
    assert.is(stored.rows[0].n, 0, "only the id's hash is stored");
  }));

test("per (mobile, address): successful sign-ins do not use up the budget", () =>
  withApp({ loginLimitPerMobile: 3, loginLimitPerAddress: 100 }, async ({ app }) => {
    for (let i = 0; i < 8; i++) assert.is((await login(app, "FCP", DEMO_FCP.mobile, "demo1234", "10.0.1.50")).status, 200, `sign-in ${i + 1}`);
    // two failures, a success, a third failure: three failures in all, so the next attempt is the one refused
    const mixed = [];
    for (const password of ["wrong", "wrong", "demo1234", "wrong", "demo1234"])
      mixed.push(await login(app, "FCP", DEMO_FCP.mobile, password, "10.0.1.50"));
    assert.equal(statuses(mixed), [401, 401, 200, 401, 429]);
  }));

test("per (mobile, address): a malformed request does not count; an unknown number's failures do", () =>
  withApp({ loginLimitPerMobile: 2, loginLimitPerAddress: 100 }, async ({ app }) => {
    for (let i = 0; i < 4; i++) assert.is((await login(app, "ADMIN", DEMO_FCP.mobile, "wrong")).status, 400);
    assert.is((await login(app, "FCP", DEMO_FCP.mobile)).status, 200);
    const unknown = [];
    for (let i = 0; i < 3; i++) unknown.push(await login(app, "FCP", "9876543210", "x"));
    assert.equal(statuses(unknown), [401, 401, 429]);
  }));

test("per (mobile, address): parallel wrong guesses cannot overrun the budget", () =>
  withApp({ loginLimitPerMobile: 3, loginLimitPerAddress: 100 }, async ({ app }) => {
    const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => login(app, "CMDI", DEMO_CMDI.mobile, `guess${i}`, "10.0.2.1")));
    assert.equal(statuses(rs).sort(), [401, 401, 401, 429, 429, 429, 429, 429]);
  }));

test("sign-in does the same argon2 work for an unknown number as for a wrong password", async () => {
  await t.db.query("DELETE FROM app_rate_limit");
  const calls: string[] = [];
  const a = await testApp(t.db, {
    loginHooks: {
      verify: (hash, password) => {
        calls.push(hash);
        return argon2.verify(hash, password);
      },
    },
  });
  try {
    const params = (hash: string) => /^\$argon2id\$v=\d+\$[a-z]=\d+(,[a-z]=\d+)*\$/.exec(hash)?.[0];
    const stored = (await t.db.query("SELECT password_hash FROM app_credential LIMIT 1")).rows[0].password_hash as string;
    assert.ok(params(stored), stored.slice(0, 40));
    for (const [what, role, mobile] of [
      ["wrong password", "CMDI", DEMO_CMDI.mobile],
      ["unknown number", "CMDI", "9876500000"],
      ["wrong role", "FCP", DEMO_CMDI.mobile],
    ] as const) {
      calls.length = 0;
      const r = await login(a.app, role, mobile, "not-the-password");
      assert.is(r.status, 401, what);
      assert.is(calls.length, 1, `${what}: one argon2 verification`);
      assert.is(params(calls[0]!), params(stored), `${what}: with the stored hashes' parameters`);
    }
  } finally {
    await a.app.close();
  }
});

test("per client address: every attempt counts, shared by every instance through the database", async () => {
  await t.db.query("DELETE FROM app_rate_limit");
  const one = await testApp(t.db, { config: { loginLimitPerMobile: 100, loginLimitPerAddress: 4 } });
  const two = await testApp(t.db, { config: { loginLimitPerMobile: 100, loginLimitPerAddress: 4 } });
  try {
    for (let i = 0; i < 3; i++) assert.is((await login(i % 2 ? one.app : two.app, "FCP", `98765000${10 + i}`, "x", "10.1.1.1")).status, 401);
    assert.is((await login(two.app, "FCP", DEMO_FCP.mobile, "demo1234", "10.1.1.1")).status, 200);
    const r = await login(one.app, "FCP", DEMO_FCP.mobile, "demo1234", "10.1.1.1");
    assert.is(r.status, 429, "the success counted for the address");
    assert.is(r.body.message, RATE_LIMITED);
    assert.is((await login(two.app, "FCP", DEMO_FCP.mobile, "demo1234", "10.1.1.2")).status, 200, "another address is not blocked");
  } finally {
    await one.app.close();
    await two.app.close();
  }
});

/** Three failed sign-ins from one peer (a load balancer at 10.2.0.1), each forwarded for a different client. */
async function forwarded(config: Partial<Config>, peer = "10.2.0.1", chains = ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
  const out: number[] = [];
  await withApp({ loginLimitPerMobile: 100, loginLimitPerAddress: 2, ...config }, async ({ app }) => {
    for (const [i, chain] of chains.entries()) {
      const r = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: peer,
        headers: { "x-forwarded-for": chain },
        payload: { role: "FCP", mobile: `98765001${10 + i}`, password: "x" },
      });
      out.push(r.statusCode);
    }
  });
  return out;
}
const trust = (value: string) => ({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy });

test("X-Forwarded-For is ignored without TRUST_PROXY: everyone behind the balancer shares its budget", async () => {
  assert.equal(await forwarded({}), [401, 401, 429]);
  assert.equal(await forwarded(trust("false")), [401, 401, 429]);
});

test("X-Forwarded-For is honoured with TRUST_PROXY: each client has its own budget", async () => {
  for (const value of ["true", "1", "10.2.0.1", "10.2.0.0/16, 192.168.0.1"]) assert.equal(await forwarded(trust(value)), [401, 401, 401], value);
  const last = await t.db.query<{ address: string }>("SELECT address FROM app_audit WHERE action = 'login.unknown_user' ORDER BY id DESC LIMIT 1");
  assert.is(last.rows[0]!.address, "203.0.113.3", "the audit trail records the client, not the balancer");
});

test("TRUST_PROXY: a peer outside the list is not trusted; a hop count trusts only that many hops", async () => {
  assert.equal(await forwarded(trust("10.3.0.1")), [401, 401, 429], "10.2.0.1 is not a listed proxy");
  // one trusted hop: the client is the address the balancer appended, whatever the client put before it
  const spoofed = ["1.1.1.1, 203.0.113.9", "2.2.2.2, 203.0.113.9", "3.3.3.3, 203.0.113.9"];
  assert.equal(await forwarded(trust("1"), "10.2.0.1", spoofed), [401, 401, 429]);
  assert.equal(await forwarded(trust("2"), "10.2.0.1", spoofed), [401, 401, 401], "two hops trust the client's own entry");
});

test.run();

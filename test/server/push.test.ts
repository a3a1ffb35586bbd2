// Web push (issue 27 item 2; decision 046) without the internet: a local HTTPS server (a
// self-signed certificate for 127.0.0.1, test/fixtures/push) stands in for the push service.
// A device's keys are made here as a browser makes them (P-256 ECDH and 16 random auth bytes);
// what arrives after a workshop transition is decrypted with them (aes128gcm, http_ece) and read.
// A 410 removes the subscription; unsubscribe works for one's own device only; bad input is a 400
// at its field; a notification is pushed once, and old ones not at all.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { DEMO_CMDI, DEMO_FCP } from "../../server/db/demo.ts";
import {
  allowedPushHost,
  PUSH_HOST_REFUSED,
  PUSH_PER_SESSION,
  pushRound,
  startPushSender,
  vapidKeys,
  type PushOptions,
} from "../../server/ops/push.ts";
import { ConfigError, DEFAULT_PUSH_HOSTS, DEFAULT_VAPID_SUBJECT, loadConfig } from "../../server/config.ts";
import webpush from "web-push";
import { startJobs } from "../../server/jobs/jobs.ts";
import { demoWorld, login, type TestApp, type TestDb } from "./harness.ts";
import hi from "../../src/codecs/catalogue.hi.json" with { type: "json" };
import { WORKSHOP_NOTICES } from "../../src/codecs/notices.ts";

const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(body: Buffer, params: { version: "aes128gcm"; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

const NOW = new Date("2026-11-22T06:00:00Z");
const FIXTURES = new URL("../fixtures/push/", import.meta.url);
const CERT = readFileSync(new URL("standin-cert.pem", FIXTURES));

let db: TestDb;
let s: TestApp;
let tok: Record<"asha" | "ravi", string>;
let standin: Server;
let base = "";
/** what the stand-in answers next */
let answer = 201;
const arrived: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];
let options: PushOptions;

/** A browser's subscription: its endpoint on the stand-in and its keys (kept to decrypt). */
function device(name: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return { ecdh, auth, sub: { endpoint: `${base}/push/${name}-${randomUUID()}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } } };
}

let keyNo = 0;
async function call(who: keyof typeof tok, op: string, params: unknown) {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params },
    headers: { authorization: `Bearer ${tok[who]}`, "idempotency-key": `push-test-${++keyNo}-${process.pid}` },
  });
  return { status: r.statusCode, body: r.json() as { rows?: Array<Record<string, unknown>>; field?: string; message?: string } };
}
const subscriptions = async (owner: string) =>
  (await db.db.query<{ endpoint: string }>("SELECT endpoint FROM app_push_subscription WHERE owner = $1 ORDER BY id", [owner])).rows.map(
    (r) => r.endpoint,
  );

test.before(async () => {
  const w = await demoWorld(NOW);
  ({ db, s } = w);
  tok = { asha: w.tok.asha, ravi: w.tok.ravi };
  standin = createServer({ key: readFileSync(new URL("standin-key.pem", FIXTURES)), cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      arrived.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => standin.listen(0, "127.0.0.1", r));
  base = `https://127.0.0.1:${(standin.address() as AddressInfo).port}`;
  options = { keys: await vapidKeys(db.db, null), subject: DEFAULT_VAPID_SUBJECT, agent: new Agent({ ca: CERT }), now: () => NOW };
});
test.after(async () => {
  await new Promise<void>((r) => standin.close(() => r()));
  await s.app.close();
  await db.close();
});

test("the public key: made once, kept, the same to everyone; 65 bytes of P-256", async () => {
  const a = await call("asha", "push.key", {});
  const b = await call("ravi", "push.key", {});
  assert.is(a.status, 200);
  const key = a.body.rows![0]!.publicKey as string;
  assert.is(Buffer.from(key, "base64url").length, 65);
  assert.is(b.body.rows![0]!.publicKey, key);
  assert.is(options.keys.publicKey, key, "the sender signs with the kept pair");
  const kept = await db.db.query("SELECT value FROM app_secret WHERE name = 'vapid'");
  assert.is(kept.rows.length, 1);
});

test("bad subscriptions are a 400 at their field", async () => {
  const d = device("bad");
  const cases: Array<[unknown, string]> = [
    [{ ...d.sub, endpoint: "http://push.example.org/x" }, "endpoint"],
    [{ ...d.sub, endpoint: "https://user:pw@push.example.org/x" }, "endpoint"],
    [{ ...d.sub, endpoint: `https://push.example.org/${"x".repeat(2100)}` }, "endpoint"],
    [{ ...d.sub, keys: { ...d.sub.keys, p256dh: d.sub.keys.p256dh.slice(1) } }, "p256dh"],
    [{ ...d.sub, keys: { ...d.sub.keys, auth: `${"a+b/".repeat(5)}==` } }, "auth"],
  ];
  for (const [params, field] of cases) {
    const r = await call("asha", "push.subscribe", { subscription: params });
    assert.is(r.status, 400, JSON.stringify(params).slice(0, 80));
    assert.is(r.body.field, field, r.body.message);
  }
  assert.is((await call("asha", "push.subscribe", { subscription: { ...d.sub, keys: { ...d.sub.keys, extra: "x" } } })).status, 400);
  // the server posts to the endpoint: an address that is not a known push service is refused
  for (const endpoint of [
    "https://169.254.169.254/latest/meta-data",
    "https://fcm.googleapis.com.attacker.example/x",
    "https://notify.windows.com/x",
    "https://push.example.org/x",
  ]) {
    const r = await call("asha", "push.subscribe", { subscription: { ...d.sub, endpoint } });
    assert.is(r.status, 400, endpoint);
    assert.is(r.body.field, "endpoint");
    assert.is(r.body.message, PUSH_HOST_REFUSED);
  }
  assert.ok(allowedPushHost("https://wns2-pn1p.notify.windows.com/w/?token=x", DEFAULT_PUSH_HOSTS), "a service's hosts under its suffix");
  assert.ok(allowedPushHost("https://FCM.googleapis.com/fcm/send/x", DEFAULT_PUSH_HOSTS));
  assert.equal(await subscriptions(DEMO_FCP.sfid), []);
});

test("a workshop sent back reaches the FCP's device only, encrypted for it and signed with the server's key; pushed once", async () => {
  const phone = device("asha");
  const ravisPhone = device("ravi");
  assert.is((await call("asha", "push.subscribe", { subscription: phone.sub })).status, 200);
  assert.is((await call("ravi", "push.subscribe", { subscription: ravisPhone.sub })).status, 200);
  // again from the same device: still one subscription
  assert.is((await call("asha", "push.subscribe", { subscription: phone.sub })).status, 200);
  assert.equal(await subscriptions(DEMO_FCP.sfid), [phone.sub.endpoint]);

  const [w] = (
    await db.db.query(
      `INSERT INTO opportunity (sfid, heroku_id__c, name, accountid, stagename, start_date_time__c, end_date_time__c, assigned_cmdi__c, assigned_ammd__c)
       SELECT 'PUSHTEST0000000001', $1, 'Push test workshop', a.sfid, 'Awaiting Workshop Confirmation', '2026-12-10T10:00:00', '2026-12-10T13:00:00',
              a.assigned_cmdi__c, a.assigned_ammd__c FROM account a WHERE a.sfid = $2 RETURNING id`,
      [randomUUID(), DEMO_FCP.sfid],
    )
  ).rows;
  const moved = await call("ravi", "workshops.transition", { id: w.id, event: "workshop.sendBack", version: 0, reason: "Add the venue" });
  assert.is(moved.status, 200, moved.body.message);

  const round = await pushRound(db.db, options);
  assert.equal(round, { notifications: 1, sent: 1, gone: 0, failed: 0 });
  assert.is(arrived.length, 1, "only the FCP's device");
  const got = arrived[0]!;
  assert.is(got.path, new URL(phone.sub.endpoint).pathname);
  assert.is(got.headers["content-encoding"], "aes128gcm");
  assert.is(got.headers.ttl, "86400");
  const payload = JSON.parse(ece.decrypt(got.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8"));
  assert.equal(payload, {
    title: "Plan sent back",
    body: "Push test workshop was sent back by your CMDI. Reason: Add the venue",
    link: `/workshop?id=${w.id}`,
  });
  // the VAPID token: for this push service, signed by the server's key
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization));
  assert.ok(m, String(got.headers.authorization).slice(0, 20));
  assert.is(m![2], options.keys.publicKey);
  const [h, p, sig] = m![1]!.split(".") as [string, string, string];
  const claims = JSON.parse(Buffer.from(p, "base64url").toString());
  assert.is(claims.aud, base);
  assert.is(claims.sub, DEFAULT_VAPID_SUBJECT);
  const raw = Buffer.from(options.keys.publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  assert.ok(verify("sha256", Buffer.from(`${h}.${p}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(sig, "base64url")), "signed by the server");

  // pushed once
  assert.equal(await pushRound(db.db, options), { notifications: 0, sent: 0, gone: 0, failed: 0 });
  assert.is(arrived.length, 1);
  const [n] = (await db.db.query("SELECT pushed_at FROM app_notification WHERE link = $1", [`/workshop?id=${w.id}`])).rows;
  assert.ok(n.pushed_at, "marked pushed");
});

test("another person's device is not theirs to turn off; one's own is, once", async () => {
  const [ashas] = await subscriptions(DEMO_FCP.sfid);
  const [ravis] = await subscriptions(DEMO_CMDI.sfid);
  assert.ok(ashas && ravis);
  const r = await call("ravi", "push.unsubscribe", { endpoint: ashas });
  assert.is(r.status, 404);
  assert.is(r.body.message, "This device gets no notifications");
  assert.equal(await subscriptions(DEMO_FCP.sfid), [ashas]);
  assert.is((await call("ravi", "push.unsubscribe", { endpoint: ravis })).status, 200);
  assert.equal(await subscriptions(DEMO_CMDI.sfid), []);
  assert.is((await call("ravi", "push.unsubscribe", { endpoint: ravis })).status, 404);
});

test("a subscription the push service says is gone (410) is removed; a notification older than a day is not pushed", async () => {
  const notify = (at: Date) =>
    db.db.query("INSERT INTO app_notification (recipient, kind, title, body, link, created_at) VALUES ($1, 'test', 'T', 'B', '/', $2)", [
      DEMO_FCP.sfid,
      at.toISOString(),
    ]);
  await notify(new Date(NOW.getTime() - 2 * 86_400_000));
  assert.equal(await pushRound(db.db, options), { notifications: 0, sent: 0, gone: 0, failed: 0 }, "old news is not pushed");
  const before = arrived.length;
  answer = 410;
  await notify(NOW);
  assert.equal(await pushRound(db.db, options), { notifications: 1, sent: 0, gone: 1, failed: 0 });
  assert.is(arrived.length, before + 1);
  assert.equal(await subscriptions(DEMO_FCP.sfid), []);
  // a failure of another kind keeps the subscription and is not retried
  answer = 500;
  const again = device("asha2");
  assert.is((await call("asha", "push.subscribe", { subscription: again.sub })).status, 200);
  await notify(NOW);
  assert.equal(await pushRound(db.db, options), { notifications: 1, sent: 0, gone: 0, failed: 1 });
  assert.equal(await subscriptions(DEMO_FCP.sfid), [again.sub.endpoint]);
  assert.equal(await pushRound(db.db, options), { notifications: 0, sent: 0, gone: 0, failed: 0 });
});

test("the sender loop of a running server delivers a new notification by itself, and stops", async () => {
  answer = 201;
  // her other devices turned off: this one only
  for (const endpoint of await subscriptions(DEMO_FCP.sfid)) assert.is((await call("asha", "push.unsubscribe", { endpoint })).status, 200);
  const phone = device("loop");
  assert.is((await call("asha", "push.subscribe", { subscription: phone.sub })).status, 200);
  const before = arrived.length;
  const sender = startPushSender(db.db, { configured: null, subject: DEFAULT_VAPID_SUBJECT, agent: options.agent, now: () => NOW, pollMs: 50 });
  try {
    await db.db.query(
      "INSERT INTO app_notification (recipient, kind, title, body, link, created_at) VALUES ($1, 'test', 'Loop', 'By itself', '/x', $2)",
      [DEMO_FCP.sfid, NOW.toISOString()],
    );
    const deadline = Date.now() + 20_000;
    while (arrived.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  } finally {
    await sender.stop();
  }
  const got = arrived.at(-1)!;
  assert.is(arrived.length, before + 1);
  assert.equal(JSON.parse(ece.decrypt(got.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8")), {
    title: "Loop",
    body: "By itself",
    link: "/x",
  });
});

test("a push comes in its recipient's account language (decision 074): a workshop notice in Hindi, the name and reason as written", async () => {
  answer = 201;
  for (const endpoint of await subscriptions(DEMO_FCP.sfid)) assert.is((await call("asha", "push.unsubscribe", { endpoint })).status, 200);
  const phone = device("hindi");
  assert.is((await call("asha", "push.subscribe", { subscription: phone.sub })).status, 200);
  assert.is((await call("asha", "account.language", { language: "hi" })).status, 200);
  try {
    const notice = WORKSHOP_NOTICES["workshop.sendBack"];
    await db.db.query(
      "INSERT INTO app_notification (recipient, kind, title, body, link, created_at) VALUES ($1, 'workshop.sendBack', $2, $3, '/workshop?id=1', $4)",
      [DEMO_FCP.sfid, notice.title, `Diwali diyas${notice.text}Move it to a Saturday`, NOW.toISOString()],
    );
    const before = arrived.length;
    assert.equal(await pushRound(db.db, options), { notifications: 1, sent: 1, gone: 0, failed: 0 });
    assert.is(arrived.length, before + 1);
    const got = JSON.parse(
      ece.decrypt(arrived.at(-1)!.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8"),
    );
    assert.equal(got, {
      title: hi["Plan sent back"],
      body: hi["{name} was sent back by your CMDI. Reason: {reason}"].replace("{name}", "Diwali diyas").replace("{reason}", "Move it to a Saturday"),
      link: "/workshop?id=1",
    });
  } finally {
    assert.is((await call("asha", "account.language", { language: "en" })).status, 200);
  }
});

test("the push.round job of a server's job queue (decision 048) delivers a new notification by itself, once", async () => {
  answer = 201;
  for (const endpoint of await subscriptions(DEMO_FCP.sfid)) assert.is((await call("asha", "push.unsubscribe", { endpoint })).status, 200);
  const phone = device("job");
  assert.is((await call("asha", "push.subscribe", { subscription: phone.sub })).status, 200);
  const before = arrived.length;
  const jobs = await startJobs(
    {
      db: db.db,
      sms: { where: "nowhere", send: () => Promise.reject(new Error("no SMS here")) },
      otpSecret: async () => "x".repeat(32),
      now: () => NOW,
      push: { configured: null, subject: DEFAULT_VAPID_SUBJECT, agent: options.agent, now: () => NOW },
      log: () => undefined,
    },
    { schedules: false, pushEveryMs: 1000, pollSeconds: 0.5 },
  );
  try {
    await db.db.query(
      "INSERT INTO app_notification (recipient, kind, title, body, link, created_at) VALUES ($1, 'test', 'Job', 'By the queue', '/j', $2)",
      [DEMO_FCP.sfid, NOW.toISOString()],
    );
    const deadline = Date.now() + 20_000;
    while (arrived.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    assert.is(arrived.length, before + 1, "pushed");
    // later rounds (one a second) push it no more
    const rounds = async () =>
      (await db.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'push.round' AND state = 'completed'")).rows[0]!.n;
    const seen = await rounds();
    while ((await rounds()) < seen + 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    assert.ok((await rounds()) >= seen + 2, "two more rounds ran");
  } finally {
    await jobs.stop(2000);
  }
  assert.is(arrived.length, before + 1, "once");
  const got = arrived.at(-1)!;
  assert.equal(JSON.parse(ece.decrypt(got.body, { version: "aes128gcm", privateKey: phone.ecdh, authSecret: phone.auth }).toString("utf8")), {
    title: "Job",
    body: "By the queue",
    link: "/j",
  });
});

test("a device subscribed in a session that ended (signed out) gets nothing more, and its subscription goes", async () => {
  answer = 201;
  for (const endpoint of await subscriptions(DEMO_FCP.sfid)) assert.is((await call("asha", "push.unsubscribe", { endpoint })).status, 200);
  const shared = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  const phone = device("shared");
  const sub = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op: "push.subscribe", params: { subscription: phone.sub } },
    headers: { authorization: `Bearer ${shared}`, "idempotency-key": `push-shared-${process.pid}` },
  });
  assert.is(sub.statusCode, 200);
  const out = await s.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${shared}` } });
  assert.ok(out.statusCode < 300, String(out.statusCode));
  const before = arrived.length;
  await db.db.query("INSERT INTO app_notification (recipient, kind, title, body, link, created_at) VALUES ($1, 'test', 'T', 'B', '/', $2)", [
    DEMO_FCP.sfid,
    NOW.toISOString(),
  ]);
  assert.equal(await pushRound(db.db, options), { notifications: 1, sent: 0, gone: 0, failed: 0 });
  assert.is(arrived.length, before);
  assert.equal(await subscriptions(DEMO_FCP.sfid), []);
});

test("one session keeps at most PUSH_PER_SESSION subscriptions, its newest: subscribing again and again fans nothing out further", async () => {
  const before = await subscriptions(DEMO_CMDI.sfid);
  const devices = Array.from({ length: 12 }, (_, i) => device(`again-${i}`));
  for (const d of devices) assert.is((await call("ravi", "push.subscribe", { subscription: d.sub })).status, 200);
  const now = (await subscriptions(DEMO_CMDI.sfid)).filter((e) => !before.includes(e) || devices.some((d) => d.sub.endpoint === e));
  assert.equal(
    now.sort(),
    devices
      .slice(-PUSH_PER_SESSION)
      .map((d) => d.sub.endpoint)
      .sort(),
  );
  assert.ok((await subscriptions(DEMO_CMDI.sfid)).length <= PUSH_PER_SESSION, "none of the session's older ones is left either");
});

test("settings: a VAPID pair given is used as it is; one half alone, a wrong length or a bad subject is refused, the private key never shown; the push services allowed", async () => {
  const pair = webpush.generateVAPIDKeys();
  const cfg = loadConfig({
    VAPID_PUBLIC_KEY: pair.publicKey,
    VAPID_PRIVATE_KEY: pair.privateKey,
    VAPID_SUBJECT: "https://fieldops.example.org/contact",
  });
  assert.equal(cfg.vapid, pair);
  assert.is(cfg.vapidSubject, "https://fieldops.example.org/contact");
  assert.equal(await vapidKeys(db.db, cfg.vapid), pair, "the settings' pair, not the kept one");
  assert.is(loadConfig({}).vapid, null);
  const refused = (env: Record<string, string>, variable: string) => {
    try {
      loadConfig(env);
    } catch (e) {
      assert.ok(e instanceof ConfigError && e.variable === variable, String(e));
      assert.not.ok((e as Error).message.includes(pair.privateKey), "the private key is not shown");
      return;
    }
    assert.unreachable(`${JSON.stringify(Object.keys(env))} was accepted`);
  };
  refused({ VAPID_PUBLIC_KEY: pair.publicKey }, "VAPID_PRIVATE_KEY");
  refused({ VAPID_PRIVATE_KEY: pair.privateKey }, "VAPID_PUBLIC_KEY");
  refused({ VAPID_PUBLIC_KEY: pair.publicKey.slice(2), VAPID_PRIVATE_KEY: pair.privateKey }, "VAPID_PUBLIC_KEY");
  refused({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${pair.privateKey}AA` }, "VAPID_PRIVATE_KEY");
  refused({ VAPID_SUBJECT: "http://fieldops.example.org" }, "VAPID_SUBJECT");
  // the push services allowed: the browsers' own unless set
  assert.equal(loadConfig({}).pushHosts, DEFAULT_PUSH_HOSTS);
  assert.equal(loadConfig({ PUSH_SERVICE_HOSTS: " push.example.org, .Push.Example.net " }).pushHosts, ["push.example.org", ".push.example.net"]);
  refused({ PUSH_SERVICE_HOSTS: "https://push.example.org" }, "PUSH_SERVICE_HOSTS");
  refused({ PUSH_SERVICE_HOSTS: " , " }, "PUSH_SERVICE_HOSTS");
});

test.run();

// The job queue (issue 29, decision 048) on the suite's database: pg-boss on PGlite (one process)
// or on PostgreSQL with TEST_DATABASE_URL, with the same definitions. A code's SMS that the
// gateway refuses is sent later by the queue, once; an expired one never; a job sent to two
// servers' workers runs once; the sweeps drop what has expired and only that; `npm run jobs` shows
// each queue. Every wait polls the database or the sender, never a fixed sleep.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_VAPID_SUBJECT } from "../../server/config.ts";
import type { Db } from "../../server/db/db.ts";
import { DEMO_FCP } from "../../server/db/demo.ts";
import PgBoss from "pg-boss";
import { JOBS, bossDb, jobStatus, jobStatusText, startJobs, startRace, type JobContext, type JobQueue } from "../../server/jobs/jobs.ts";
import { otpSecret } from "../../server/auth/recovery.ts";
import { deliverCode, sealCode } from "../../server/sms/otpDelivery.ts";
import { SmsError, type SmsMessage, type SmsSender } from "../../server/sms/sms.ts";
import { IMPORT_MESSAGES } from "../../src/codecs/bulkImport.ts";
import { openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";

let t: TestDb;
let clock = new Date();
/** what the stand-in gateway took, and how many times it refuses before it takes */
const sent: SmsMessage[] = [];
let refusals = 0;
let tries = 0;
const gateway: SmsSender = {
  where: "the test gateway",
  async send(m) {
    tries++;
    if (refusals > 0) {
      refusals--;
      throw new SmsError("the SMS gateway at test failed: it cannot be reached");
    }
    sent.push(m);
  },
};
const logs: string[] = [];
const context = (db: Db): JobContext => ({
  db,
  sms: gateway,
  otpSecret: () => otpSecret(db, undefined),
  now: () => clock,
  push: { configured: null, subject: DEFAULT_VAPID_SUBJECT },
  log: (_level, _fields, message) => void logs.push(message),
});
const FAST = { smsFirstTrySeconds: 1, smsRetryDelaySeconds: 1, pollSeconds: 0.5, schedules: false };

let a: JobQueue;
let b: JobQueue;
let s: TestApp;

/** Polls `probe` until it gives a truthy value (within `ms`), and gives that value. */
async function until<T>(what: string, probe: () => Promise<T> | T, ms = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test.before(async () => {
  t = await openSeededDb();
  // two servers' queues: on PostgreSQL each on its own connections, as two processes; on PGlite one process
  a = await startJobs(context(t.db), FAST);
  b = await startJobs(context(t.second()), FAST);
  s = await testApp(t.db, { jobs: a, sms: gateway, now: () => clock, config: { smsRetrySeconds: 1 } });
});
test.after(async () => {
  await s.app.close();
  await a.stop(2000);
  await b.stop(2000);
  await t.close();
});

const jobState = async (id: string) =>
  (
    await t.db.query<{ state: string; retry_count: number }>(
      "SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = $1 UNION ALL SELECT state::text, retry_count FROM pgboss.archive WHERE id = $1",
      [id],
    )
  ).rows[0];

test("pg-boss runs on this database: its schema, the eleven queues, each with its schedule", async () => {
  const rows = await jobStatus(t.db);
  assert.equal(
    rows.map((r) => r.name),
    [
      JOBS.smsCode,
      JOBS.pushRound,
      JOBS.sweepExpired,
      JOBS.sweepFiles,
      JOBS.purgeObjects,
      JOBS.sweepStray,
      JOBS.dayReached,
      JOBS.reminders,
      JOBS.importCheck,
      JOBS.importRun,
      JOBS.importFailed,
    ].sort(),
  );
  assert.match(jobStatusText(rows), /^reminders\.scan\s+\*\/15 \* \* \* \*\s/m);
  const text = jobStatusText(rows);
  assert.match(text, /^job\s+schedule \(UTC\)\s+queued\s+running\s+failed \(7 days\)\s+last run$/m);
  assert.match(text, /^sms\.code\s+on demand\s+\d+\s+\d+\s+\d+\s+/m);
});

test("a code the gateway refuses is sent by the queue once it takes it, once; the code then works", async () => {
  const before = sent.length;
  refusals = 2; // the request's own try, then the queue's first
  tries = 0;
  clock = new Date();
  const r = await s.app.inject({ method: "POST", url: "/api/auth/otp", payload: { role: "FCP", mobile: DEMO_FCP.mobile } });
  assert.equal([r.statusCode, r.json()], [200, { sent: true, expiresInMinutes: 10 }], "the person is told it is on its way");
  const msg = await until("the SMS", () => sent.slice(before).find((m) => m.to === DEMO_FCP.mobile));
  assert.ok(tries >= 3, `refused twice, then taken (${tries} tries)`);
  const code = /^(\d{6}) is your OTP/.exec(msg.text)![1];
  const v = await s.app.inject({ method: "POST", url: "/api/auth/otp/verify", payload: { role: "FCP", mobile: DEMO_FCP.mobile, otp: code } });
  assert.is(v.statusCode, 200, "the queued code is the one that verifies");
  // the job is finished; nothing sends it again however long the queues run
  const key = `FCP:${DEMO_FCP.mobile}`;
  await until("the job's end", async () => {
    const j = await t.db.query<{ n: number; all: number }>(
      // its singleton key is the code's row key and its reference (issue 43 item 5); there is one such job, now completed
      "SELECT count(*) FILTER (WHERE state < 'completed')::int AS n, count(*)::int AS all FROM pgboss.job WHERE name = $1 AND singleton_key LIKE $2",
      [JOBS.smsCode, `${key}:%`],
    );
    return j.rows[0]!.n === 0 && j.rows[0]!.all >= 1;
  });
  const row = (await t.db.query<{ sealed: string | null }>("SELECT sms_sealed AS sealed FROM app_otp WHERE key = $1", [key])).rows[0];
  assert.is(row?.sealed ?? null, null, "the sealed code is gone once sent");
  assert.is(sent.slice(before).filter((m) => m.to === DEMO_FCP.mobile).length, 1, "sent exactly once");
});

test("a code whose SMS could not be sent before it expired is never sent, and its sealed copy goes", async () => {
  const secret = await otpSecret(t.db, undefined);
  const key = `FCP:9111${randomBytes(3).toString("hex").replace(/\D/g, "7").padEnd(6, "7").slice(0, 6)}`;
  const at = new Date();
  await t.db.query("INSERT INTO app_otp (key, subject, code_hash, sent_at, expires_at, sms_sealed) VALUES ($1, 'account:1', 'x', $2, $3, $4)", [
    key,
    at,
    new Date(at.getTime() + 600_000),
    sealCode(secret, "123456"),
  ]);
  const before = sent.length;
  assert.is(await deliverCode(t.db, gateway, secret, key, new Date(at.getTime() + 601_000)), "expired");
  assert.is(sent.length, before, "nothing sent");
  assert.is(await deliverCode(t.db, gateway, secret, key, at), "nothing", "its sealed copy is gone: nothing left to send");
});

test("jobs sent to two servers' workers: each runs once (the SMS of 20 codes, one each)", async () => {
  const secret = await otpSecret(t.db, undefined);
  const keys: string[] = [];
  const at = new Date();
  clock = at;
  for (let i = 0; i < 20; i++) {
    const key = `CMDI:92000000${String(i).padStart(2, "0")}`;
    keys.push(key);
    await t.db.query(
      `INSERT INTO app_otp (key, subject, code_hash, sent_at, expires_at, sms_sealed) VALUES ($1, 'account:1', 'x', $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET sms_sealed = EXCLUDED.sms_sealed, expires_at = EXCLUDED.expires_at, sms_claimed_until = NULL`,
      [key, at, new Date(at.getTime() + 600_000), sealCode(secret, String(100000 + i))],
    );
  }
  const before = sent.length;
  refusals = 0;
  // sent half through each server, each waking its own worker; both servers' workers take jobs
  for (const [i, key] of keys.entries()) {
    const q = i % 2 ? a : b;
    assert.ok(await q.send(JOBS.smsCode, { key }, { singletonKey: key }), "queued");
    q.wake(JOBS.smsCode);
  }
  await until("20 SMS", () => sent.length - before >= 20);
  await until("every job's end", async () => {
    const j = await t.db.query<{ n: number; all: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state < 'completed'", [
      JOBS.smsCode,
    ]);
    return j.rows[0]!.n === 0;
  });
  const mine = sent.slice(before).filter((m) => m.to.startsWith("92000000"));
  assert.is(mine.length, 20, "20 sent");
  assert.is(new Set(mine.map((m) => m.text)).size, 20, "each code once");
  console.log(`  jobs: 20 SMS jobs over two servers' workers: ${mine.length} sent, ${new Set(mine.map((m) => m.text)).size} distinct`);
});

test("the sweeps, run as jobs: expired rows and unattached files go, live ones and attached files stay", async () => {
  clock = new Date();
  await t.db.query(`INSERT INTO app_session (token_hash, subject_kind, subject_id, role, expires_at, revoked_at) VALUES
    ('jobs-dead', 'account', 1, 'FCP', now() - interval '8 days', NULL), ('jobs-live', 'account', 1, 'FCP', now() + interval '1 day', NULL)`);
  await t.db.query(
    "INSERT INTO app_idempotency (subject, key, op, created_at) VALUES ('account:1', 'jobs-old', 'x', now() - interval '8 days'), ('account:1', 'jobs-new', 'x', now())",
  );
  const file = async (name: string, age: string) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO stored_file (owner_sfid, uploaded_by, kind, sha256, mime, size, file_name, uploaded_at)
         VALUES ($1, 'account:1', 'image', $2, 'image/png', 3, $3, now() - $4::interval) RETURNING id`,
        [DEMO_FCP.sfid, randomBytes(32).toString("hex"), name, age],
      )
    ).rows[0]!.id;
  const stale = await file("stale.png", "25 hours");
  const fresh = await file("fresh.png", "1 hour");
  const kept = await file("kept.png", "25 hours");
  await t.db.query("INSERT INTO file_bytes (file_id, bytes) VALUES ($1, $2), ($3, $2)", [stale, Buffer.from("abc"), kept]);
  await t.db.query("UPDATE account SET ettc_file_id = $1 WHERE sfid = $2", [kept, DEMO_FCP.sfid]);
  const ids = [await a.send(JOBS.sweepExpired, {}), await b.send(JOBS.sweepFiles, {})];
  a.wake(JOBS.sweepExpired);
  b.wake(JOBS.sweepFiles);
  for (const id of ids) await until("the sweep's end", async () => (await jobState(id!))?.state === "completed");
  const left = async (sql: string) => (await t.db.query<{ k: string }>(sql)).rows.map((r) => String(r.k)).sort();
  assert.equal(await left("SELECT token_hash AS k FROM app_session WHERE token_hash LIKE 'jobs-%'"), ["jobs-live"]);
  assert.equal(await left("SELECT key AS k FROM app_idempotency WHERE key LIKE 'jobs-%'"), ["jobs-new"]);
  assert.equal(await left(`SELECT file_name AS k FROM stored_file WHERE id IN (${stale}, ${fresh}, ${kept})`), ["fresh.png", "kept.png"]);
  assert.equal(await left(`SELECT file_id AS k FROM file_bytes WHERE file_id IN (${stale}, ${kept})`), [String(kept)], "the bytes went with it");
  const status = await jobStatus(t.db);
  for (const name of [JOBS.sweepExpired, JOBS.sweepFiles])
    assert.is(status.find((r) => r.name === name)?.lastRun?.state, "completed", `${name}'s last run shows`);
});

test("push rounds are jobs: every server asks, rounds run and show their last run", async () => {
  await until("a push round's end", async () => (await jobStatus(t.db)).find((r) => r.name === JOBS.pushRound)?.lastRun?.state === "completed");
});

test("npm run jobs prints each job with its schedule, counts and last run (PostgreSQL: read while servers run)", async () => {
  if (!t.url) return; // the PGlite pass: an in-memory database no other process can open
  const r = spawnSync(process.execPath, ["--import", "tsx", "server/jobs/jobsCli.ts", "--url", t.url], { encoding: "utf8" });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /^Job queue on PostgreSQL:/);
  assert.match(r.stdout, /^sweep\.expired\s+17 \* \* \* \*\s+0\s+0\s+0\s+\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ completed$/m);
  assert.match(r.stdout, /^workshops\.day-reached\s+\*\/5 \* \* \* \*\s+\d+\s+\d+\s+0\s+never$/m);
  const json = spawnSync(process.execPath, ["--import", "tsx", "server/jobs/jobsCli.ts", "--url", t.url, "--json"], { encoding: "utf8" });
  const parsed = JSON.parse(json.stdout) as { jobs: Array<{ name: string }> };
  assert.is(parsed.jobs.length, Object.keys(JOBS).length);
});

test("a queue that has stopped answers what pg-boss still sends without the database: a fetch finds no job, a complete or fail of a running job changed none (it crashed the process)", async () => {
  const boss = new PgBoss({ db: bossDb(t.db, () => true) });
  const id = randomUUID();
  assert.equal(await boss.fail("sms.code", id, { error: "stopped" }), { jobs: [id], requested: 1, affected: 0 });
  assert.equal(await boss.complete("sms.code", id), { jobs: [id], requested: 1, affected: 0 });
  assert.equal(await boss.fetch("sms.code"), []);
});

test("an import whose job the queue gives up on is marked failed by the dead letter, with its message; one that ended stays as it is", async () => {
  const queues = await t.db.query<{ name: string; dead_letter: string | null }>(
    "SELECT name, dead_letter FROM pgboss.queue WHERE name IN ($1, $2) ORDER BY name",
    [JOBS.importCheck, JOBS.importRun],
  );
  assert.equal(
    queues.rows.map((r) => r.dead_letter),
    [JOBS.importFailed, JOBS.importFailed],
  );
  const made = await t.db.query<{ id: number }>(
    "INSERT INTO bulk_import (kind, owner_subject, owner_sfid, file_name, status) VALUES ('hpa', 'test', 'x', 'h.csv', 'importing'), ('hpa', 'test', 'x', 'd.csv', 'done') RETURNING id",
  );
  const [stuck, ended] = made.rows.map((r) => r.id);
  // a job on its last try that fails: pg-boss moves it to failed and sends its data to the dead letter
  const jobId = await a.send(JOBS.importRun, { id: stuck }, { retryLimit: 0, startAfter: 3600 });
  await a.boss.fail(JOBS.importRun, jobId!);
  await until(
    "the import marked failed by the dead letter's job",
    async () => (await t.db.query<{ status: string }>("SELECT status FROM bulk_import WHERE id = $1 AND status = 'failed'", [stuck])).rows[0],
  );
  await a.runNow(JOBS.importFailed, { id: ended });
  const after = await t.db.query<{ status: string; message: string | null }>(
    "SELECT status, message FROM bulk_import WHERE id = ANY($1::int[]) ORDER BY id",
    [[stuck, ended]],
  );
  assert.equal(after.rows, [
    { status: "failed", message: IMPORT_MESSAGES.stopped },
    { status: "done", message: null },
  ]);
});

test("a set-up that meets another server's (a unique violation, a deadlock) is done again; any other failure stops the start", () => {
  assert.ok(startRace(Object.assign(new Error('duplicate key value violates unique constraint "queue_pkey"'), { code: "23505" })));
  assert.ok(startRace(Object.assign(new Error("deadlock detected"), { code: "40P01" })));
  assert.not.ok(startRace(new Error('password authentication failed for user "app"')));
  assert.not.ok(startRace(null));
});

test.run();

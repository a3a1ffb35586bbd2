// npm run bench:jobs: the job queue's throughput (decision 048) on PostgreSQL (a throwaway cluster,
// or a database made on DATABASE_URL's server), and on PGlite in memory for comparison, with the
// server's own job code (server/jobs/jobs.ts: startJobs, as server/start.ts starts it, one worker
// per job per server) and two "servers" (two JobQueues; on PostgreSQL each on its own pool):
//   - enqueue: `sms.code` jobs sent one at a time (what a code request does), per second;
//   - run: JOBS codes waiting in their rows, one `sms.code` job each, drained by both servers'
//     workers (claim the row, send to an in-memory gateway, clear the sealed code): jobs per second,
//     and that every code was sent once.
// Prints figures, never passes or fails. JOBS (default 1000) changes the run.
import { performance } from "node:perf_hooks";
import { DEFAULT_VAPID_SUBJECT } from "../server/config.ts";
import { openPGlite, openPostgres, type Db } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";
import { JOB_SCHEMA, JOBS, startJobs, type JobQueue } from "../server/jobs/jobs.ts";
import { sealCode } from "../server/sms/otpDelivery.ts";
import type { SmsSender } from "../server/sms/sms.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const COUNT = Number(process.env.JOBS) || 1000;
const SECRET = "bench-secret-bench-secret-bench-secret";

/** Waits (polling the job table) until no `sms.code` job is left unfinished. */
async function drained(db: Db): Promise<void> {
  for (;;) {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state < 'completed'`, [
      JOBS.smsCode,
    ]);
    if (r.rows[0]!.n === 0) return;
    await new Promise((res) => setTimeout(res, 20));
  }
}

async function measure(label: string, dbs: [Db, Db]) {
  await migrate(dbs[0]);
  const sent: string[] = [];
  const gateway: SmsSender = { where: "memory", send: async (m) => void sent.push(m.to) };
  const start = (db: Db) =>
    startJobs(
      {
        db,
        sms: gateway,
        otpSecret: async () => SECRET,
        now: () => new Date(),
        push: { configured: null, subject: DEFAULT_VAPID_SUBJECT },
        log: (level, fields, message) => (level === "error" ? console.error(message, fields) : undefined),
      },
      { schedules: false, smsFirstTrySeconds: 0 },
    );
  const servers: JobQueue[] = [await start(dbs[0]), await start(dbs[1])];
  // the codes, waiting in their rows
  const at = new Date();
  const keys = Array.from({ length: COUNT }, (_, i) => `FCP:95${String(i).padStart(8, "0")}`);
  await dbs[0].query(
    `INSERT INTO app_otp (key, subject, code_hash, sent_at, expires_at, sms_sealed)
     SELECT k, 'account:1', 'x', $2, $3, $4 FROM unnest($1::text[]) AS k`,
    [keys, at, new Date(at.getTime() + 600_000), sealCode(SECRET, "123456")],
  );
  // enqueued one at a time, each after the last (as requests do), half through each server; the
  // workers are stopped meanwhile so the enqueue is measured alone
  for (const s of servers) await s.boss.offWork(JOBS.smsCode);
  let t0 = performance.now();
  for (const [i, key] of keys.entries()) await servers[i % 2]!.send(JOBS.smsCode, { key }, { singletonKey: key });
  const enqueue = COUNT / ((performance.now() - t0) / 1000);
  for (const s of servers) await s.stop(5000);
  // then run: both servers' workers start on the full queue
  t0 = performance.now();
  const running: JobQueue[] = [await start(dbs[0]), await start(dbs[1])];
  for (const s of running) s.wake(JOBS.smsCode);
  await drained(dbs[0]);
  const run = COUNT / ((performance.now() - t0) / 1000);
  for (const s of running) await s.stop(5000);
  console.log(
    `${label}: enqueue ${fmt(enqueue)} jobs/s (one send at a time); run ${fmt(run)} jobs/s (2 servers, 1 worker each, batch 1; ` +
      `${sent.length} SMS for ${COUNT} codes, ${new Set(sent).size} distinct)`,
  );
}

async function main() {
  console.log(`Job queue throughput (pg-boss 10, the server's sms.code job): ${COUNT} jobs`);
  const pg = await benchDatabase("bench_jobs");
  try {
    const a = openPostgres(pg.url, 10);
    const b = openPostgres(pg.url, 10);
    try {
      await measure(`PostgreSQL ${pg.version}`, [a, b]);
    } finally {
      await a.close();
      await b.close();
    }
  } finally {
    await pg.drop();
  }
  const lite = await openPGlite();
  try {
    // one process, one connection: both "servers" share it
    await measure("PGlite (in memory, one connection)", [lite, lite]);
  } finally {
    await lite.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

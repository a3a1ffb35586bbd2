// npm run bench:jobs: the job queue's throughput (decision 048) on PostgreSQL (a throwaway cluster,
// or a database made on DATABASE_URL's server), and on PGlite in memory for comparison. pg-boss on
// the server's own connection adapter (server/jobs/jobs.ts), as the servers run it:
//   - enqueue: jobs sent one at a time (what a request does), per second;
//   - run: JOBS jobs drained by two "servers" (two pg-boss instances, each on its own pool on
//     PostgreSQL) with WORKERS workers each, batch size 1 as the server's workers take them: a no-op
//     job, and the real `sms.code` job (claim the code's row, send to an in-memory gateway, clear).
// Prints figures, never passes or fails. JOBS (default 2000), WORKERS (default 4) change the run.
import { performance } from "node:perf_hooks";
import PgBoss from "pg-boss";
import { openPGlite, openPostgres, type Db } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";
import { bossDb, JOB_SCHEMA } from "../server/jobs/jobs.ts";
import { deliverCode, sealCode } from "../server/sms/otpDelivery.ts";
import type { SmsSender } from "../server/sms/sms.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const JOBS = Number(process.env.JOBS) || 2000;
const WORKERS = Number(process.env.WORKERS) || 4;
const SECRET = "bench-secret-bench-secret-bench-secret";

async function boss(db: Db): Promise<PgBoss> {
  const b = new PgBoss({ db: bossDb(db), schema: JOB_SCHEMA, supervise: false, schedule: false });
  b.on("error", (e) => console.error("pg-boss:", e instanceof Error ? e.message : e));
  await b.start();
  return b;
}

/** Waits (polling the job table) until no job of `name` is left unfinished. */
async function drained(db: Db, name: string): Promise<void> {
  for (;;) {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state < 'completed'`, [name]);
    if (r.rows[0]!.n === 0) return;
    await new Promise((res) => setTimeout(res, 20));
  }
}

async function measure(label: string, dbs: [Db, Db]) {
  await migrate(dbs[0]);
  const bosses = [await boss(dbs[0]), await boss(dbs[1])];
  const [one] = bosses;
  await one!.createQueue("bench.noop", { name: "bench.noop", retryLimit: 0 });
  await one!.createQueue("bench.sms", { name: "bench.sms", policy: "stately", retryLimit: 3 });

  // enqueue, one at a time
  let t0 = performance.now();
  for (let i = 0; i < JOBS; i++) await one!.send("bench.noop", { i });
  const enqueue = JOBS / ((performance.now() - t0) / 1000);

  // drain a no-op queue
  let done = 0;
  t0 = performance.now();
  for (const b of bosses)
    for (let w = 0; w < WORKERS; w++)
      await b.work("bench.noop", { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
        done++;
      });
  await drained(dbs[0], "bench.noop");
  const noop = JOBS / ((performance.now() - t0) / 1000);

  // the real SMS job: JOBS code rows, one job each
  const sent: string[] = [];
  const gateway: SmsSender = { where: "memory", send: async (m) => void sent.push(m.to) };
  const at = new Date();
  const keys = Array.from({ length: JOBS }, (_, i) => `FCP:95${String(i).padStart(8, "0")}`);
  await dbs[0].query(
    `INSERT INTO app_otp (key, subject, code_hash, sent_at, expires_at, sms_sealed)
     SELECT k, 'account:1', 'x', $2, $3, $4 FROM unnest($1::text[]) AS k`,
    [keys, at, new Date(at.getTime() + 600_000), sealCode(SECRET, "123456")],
  );
  t0 = performance.now();
  for (const key of keys) await one!.send("bench.sms", { key }, { singletonKey: key });
  const smsEnqueue = JOBS / ((performance.now() - t0) / 1000);
  t0 = performance.now();
  for (const [i, b] of bosses.entries())
    for (let w = 0; w < WORKERS; w++)
      await b.work<{ key: string }>("bench.sms", { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) =>
        deliverCode(dbs[i]!, gateway, SECRET, job!.data.key),
      );
  await drained(dbs[0], "bench.sms");
  const sms = JOBS / ((performance.now() - t0) / 1000);
  for (const b of bosses) await b.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
  console.log(
    `${label}: enqueue ${fmt(enqueue)} jobs/s (one send at a time); no-op jobs run ${fmt(noop)} jobs/s (${done} run); ` +
      `sms.code enqueue ${fmt(smsEnqueue)} jobs/s, run ${fmt(sms)} jobs/s (${sent.length} SMS for ${JOBS} codes, ${new Set(sent).size} distinct)`,
  );
}

async function main() {
  console.log(`Job queue throughput: ${JOBS} jobs, 2 servers x ${WORKERS} workers, batch size 1 (pg-boss 10)`);
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

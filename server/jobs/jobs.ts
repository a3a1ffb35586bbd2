// The job queue (issue 29; docs/decisions/048-job-queue.md): every piece of background work is a
// pg-boss job in the database the server uses, so any number of servers share one queue and each
// job runs once (pg-boss takes a job with FOR UPDATE SKIP LOCKED; a schedule fires on one server a
// minute). On PostgreSQL the queue is pg-boss's tables in schema `pgboss`; on the embedded PGlite
// the same pg-boss, on the same definitions, runs over the server's one PGlite connection.
//
// The jobs, each idempotent (a second run finds nothing left to do):
//   workshops.day-reached    every 5 minutes: workshops whose day came move to AMMD Confirmation
//                            (the AMMD's list still runs the same step when it is read)
//   sms.code                 a one-time code's SMS: retried with back-off until sent or expired
//   push.round               one round of web push delivery (decision 046), every PUSH_POLL_MS
//   sweep.expired            hourly: expired codes, sessions, idempotency records, rate-limit counters
//   sweep.unattached-files   daily: stored files no record shows, a day after their upload
//   files.purge-objects      every 5 minutes, with a bucket: the objects of dropped and moved files
//                            (listed by a trigger in the transaction that dropped them; decision 049)
//   files.sweep-stray        daily, with a bucket: objects no row names, a day old (a server died
//                            between writing an upload's object and its row)
//   reminders.scan           every 15 minutes: the reminders due (the day before a workshop, a
//                            follow-up due today, an approval waiting past REMINDER_APPROVAL_HOURS
//                            to its approver and past REMINDER_ESCALATION_HOURS to their manager),
//                            asked of Today's rules, written as notifications keyed by person,
//                            reason, record and India's day (a unique index: made once however many
//                            servers scan), pushed by push.round, in quiet hours (21:00-08:00 IST)
//                            at 08:00 (server/jobs/reminders.ts; decision 083)
//   imports.check            a bulk import's file checked row by row (decision 086)
//   imports.run              a confirmed bulk import's rows written, batch by batch (decision 086)
//   imports.failed           the dead letter of both: an import whose job the queue gave up on
//                            (its tries spent, or timed out) is marked failed, so its page says so
import PgBoss from "pg-boss";
import type { Db, NoRows, Queryable } from "../db/db.ts";
import { housekeeping } from "../db/housekeeping.ts";
import { PUSH_BATCH, PUSH_POLL_MS, pushRound, vapidKeys, type PushOptions, type VapidKeys } from "../ops/push.ts";
import { applyDueEverywhere, DUE_SWEEP_BATCH } from "../ops/workshopLifecycle.ts";
import { deliverCode, SMS_CLAIM_SECONDS } from "../sms/otpDelivery.ts";
import type { SmsSender } from "../sms/sms.ts";
import { purgeGoneObjects, sweepStrayObjects, type ObjectStore } from "../files/objectStore.ts";
import { DEFAULT_REMINDER_SETTINGS, scanReminders, type ReminderSettings } from "./reminders.ts";
import { checkImport, failStopped, runImport } from "../imports/bulkImport.ts";
import { DEFAULT_PROGRAMME } from "../ops/registry.ts";
import { invitationSender } from "../sms/invitations.ts";

export const JOB_SCHEMA = "pgboss";

export const JOBS = {
  dayReached: "workshops.day-reached",
  smsCode: "sms.code",
  pushRound: "push.round",
  sweepExpired: "sweep.expired",
  sweepFiles: "sweep.unattached-files",
  purgeObjects: "files.purge-objects",
  sweepStray: "files.sweep-stray",
  reminders: "reminders.scan",
  importCheck: "imports.check",
  importRun: "imports.run",
  importFailed: "imports.failed",
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** How long a stored file may stay unattached (uploaded, no record shows it) before the sweep drops it. */
export const UNATTACHED_FILE_HOURS = 24;

export interface JobContext {
  db: Db;
  sms: SmsSender;
  /** the one-time codes' secret (OTP_SECRET or the one kept in app_secret) */
  otpSecret: () => Promise<string>;
  now: () => Date;
  push: Omit<PushOptions, "keys"> & { configured: VapidKeys | null };
  /** told of what a job did or why it failed (never a code, a number or an endpoint) */
  log: (level: "info" | "warn" | "error", fields: Record<string, unknown>, message: string) => void;
  /** the bucket of file bytes (decision 049), when one is configured: its dropped files' objects are purged */
  objects?: ObjectStore | null;
  /** when an approval's reminders go out (REMINDER_APPROVAL_HOURS, REMINDER_ESCALATION_HOURS); absent: 48 and 96 hours */
  reminders?: ReminderSettings;
}

export interface JobSettings {
  /** when the queued SMS job first runs, in seconds (the request's own try comes first) */
  smsFirstTrySeconds: number;
  /** the SMS job's retry delay, doubled at each retry (with jitter) */
  smsRetryDelaySeconds: number;
  /** how often each server's workers look for work, in seconds (a job sent by this server wakes them at once) */
  pollSeconds: number;
  /** how often this server asks for a push round (one per interval across every server) */
  pushEveryMs: number;
  /** whether this server fires the schedules (tests that run jobs by hand turn it off) */
  schedules: boolean;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  smsFirstTrySeconds: SMS_CLAIM_SECONDS,
  smsRetryDelaySeconds: 5,
  pollSeconds: 2,
  pushEveryMs: PUSH_POLL_MS,
  schedules: true,
};

interface JobDef {
  name: JobName;
  /** what it does, for `npm run jobs` */
  what: string;
  queue: Omit<PgBoss.Queue, "name">;
  cron?: string;
  /** seconds between this server's looks for it (a scheduled job needs no haste) */
  poll?: number;
  run(ctx: JobContext, data: Record<string, unknown>, queue: JobQueue): Promise<Record<string, unknown>>;
}

/** The definitions: the same on PostgreSQL and PGlite. */
export function jobDefinitions(s: JobSettings): JobDef[] {
  return [
    {
      name: JOBS.dayReached,
      what: "moves each workshop whose day came from Awaiting AMMD Approval to AMMD Confirmation",
      queue: { policy: "short", retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
      cron: "*/5 * * * *",
      poll: 30,
      async run(ctx) {
        let moved = 0;
        for (;;) {
          const n = await applyDueEverywhere(ctx.db, ctx.now());
          moved += n;
          if (n < DUE_SWEEP_BATCH) break;
        }
        return { moved };
      },
    },
    {
      name: JOBS.smsCode,
      what: "sends a one-time code's SMS, retried with back-off until sent or expired",
      // one waiting and one running per code (singletonKey: the row's key and the code's reference)
      queue: { policy: "stately", retryLimit: 10, retryDelay: s.smsRetryDelaySeconds, retryBackoff: true, expireInSeconds: 60 },
      async run(ctx, data) {
        const key = String(data.key);
        // the code the job was queued for (a job queued before issue 43 names none: the row's code)
        const ref = typeof data.ref === "string" ? data.ref : undefined;
        const delivery = await deliverCode(ctx.db, ctx.sms, await ctx.otpSecret(), key, ctx.now(), ref);
        // another server is sending it right now: look again later (its send may fail)
        if (delivery === "held") throw new Error("another server is sending this code");
        if (delivery === "sent") ctx.log("info", { via: ctx.sms.where }, "one-time code sent by SMS (queued)");
        if (delivery === "expired") ctx.log("warn", { via: ctx.sms.where }, "one-time code expired before its SMS could be sent");
        return { delivery };
      },
    },
    {
      name: JOBS.pushRound,
      what: "pushes new notifications to their people's devices",
      queue: { policy: "standard", retryLimit: 0, expireInSeconds: 120, retentionMinutes: 10 },
      async run(ctx, _data, queue) {
        const keys = await vapidKeys(ctx.db, ctx.push.configured);
        const round = await pushRound(ctx.db, { ...ctx.push, keys });
        // a full batch: more are waiting, another round at once
        if (round.notifications === PUSH_BATCH) await queue.send(JOBS.pushRound, { again: true });
        return { ...round };
      },
    },
    {
      name: JOBS.sweepExpired,
      what: "drops expired codes, sessions, idempotency records, rate-limit counters and trusted devices",
      queue: { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
      cron: "17 * * * *",
      poll: 30,
      async run(ctx) {
        return { ...(await housekeeping(ctx.db)) };
      },
    },
    {
      name: JOBS.sweepFiles,
      what: `drops stored files no record shows, ${UNATTACHED_FILE_HOURS} hours after their upload`,
      queue: { policy: "short", retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
      cron: "41 2 * * *",
      poll: 30,
      async run(ctx) {
        // an object-stored file's object is listed for the purge by a trigger as its row goes
        const ids = await sweepUnattachedFiles(ctx.db, ctx.now());
        return { dropped: ids.length };
      },
    },
    {
      name: JOBS.purgeObjects,
      what: "deletes from the bucket the objects of dropped and moved files (with object storage)",
      queue: { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
      cron: "*/5 * * * *",
      poll: 30,
      async run(ctx) {
        if (!ctx.objects) return { deleted: 0 };
        let deleted = 0;
        for (let n = await purgeGoneObjects(ctx.db, ctx.objects); n > 0; n = await purgeGoneObjects(ctx.db, ctx.objects)) deleted += n;
        return { deleted };
      },
    },
    {
      name: JOBS.sweepStray,
      what: "deletes from the bucket objects no file names, a day after they were written (with object storage)",
      queue: { policy: "short", retryLimit: 2, retryDelay: 300, expireInSeconds: 3600 },
      cron: "53 3 * * *",
      poll: 30,
      async run(ctx) {
        return { deleted: ctx.objects ? await sweepStrayObjects(ctx.db, ctx.objects, ctx.now()) : 0 };
      },
    },
    {
      name: JOBS.reminders,
      what: "writes the reminders due (a workshop tomorrow, a follow-up due, an approval waiting), each once a day",
      queue: { policy: "short", retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
      cron: "*/15 * * * *",
      poll: 30,
      async run(ctx) {
        return { ...(await scanReminders(ctx.db, ctx.now(), ctx.reminders ?? DEFAULT_REMINDER_SETTINGS)) };
      },
    },
    {
      // before the queues that name it as their dead letter (pg-boss's foreign key)
      name: JOBS.importFailed,
      what: "marks failed a bulk import whose check or write the queue gave up on",
      queue: { policy: "standard", retryLimit: 5, retryDelay: 10, expireInSeconds: 300 },
      async run(ctx, data) {
        await failStopped(ctx.db, Number(data.id));
        ctx.log("warn", { import: Number(data.id) }, "a bulk import's job gave up; the import is marked failed");
        return { id: Number(data.id) };
      },
    },
    {
      name: JOBS.importCheck,
      what: "checks a bulk import's file row by row with the forms' rules (the preview)",
      // taken again after a crash, the check starts over; one job per import (singletonKey); its
      // tries spent, the dead letter marks the import failed
      queue: { policy: "standard", retryLimit: 2, retryDelay: 5, expireInSeconds: 1800, deadLetter: JOBS.importFailed },
      async run(ctx, data) {
        await checkImport(ctx.db, Number(data.id));
        return { id: Number(data.id) };
      },
    },
    {
      name: JOBS.importRun,
      what: "writes a confirmed bulk import's rows, batch by batch",
      // taken again after a crash, it goes on with the rows not yet written
      queue: { policy: "standard", retryLimit: 2, retryDelay: 5, expireInSeconds: 3600, deadLetter: JOBS.importFailed },
      async run(ctx, data, queue) {
        // a person import's invitations go as the form's do: queued as sms.code, then tried (decision 077)
        const secret = await ctx.otpSecret();
        const sendCode = invitationSender(ctx.db, ctx.sms, queue, { configuredSecret: secret, firstTrySeconds: s.smsFirstTrySeconds, now: ctx.now });
        await runImport(ctx.db, Number(data.id), { helpline: DEFAULT_PROGRAMME.helpline, otpSecret: secret, sendCode });
        return { id: Number(data.id) };
      },
    },
  ];
}

/**
 * Drops the stored files (their bytes in the database cascade) that no record shows: not a
 * submission's image, an ETTC, a training photo or a workshop photo, uploaded more than
 * UNATTACHED_FILE_HOURS ago (an upload waits for its record's op; a phone offline for a while
 * sends the record later, and the same bytes sent again are the same file). Gives their ids.
 */
export async function sweepUnattachedFiles(db: Queryable, now: Date, hours = UNATTACHED_FILE_HOURS): Promise<number[]> {
  const r = await db.query<{ id: number }>(
    `DELETE FROM stored_file f
      WHERE f.uploaded_at < $1::timestamptz - make_interval(hours => $2)
        AND NOT EXISTS (SELECT 1 FROM uploaded_content__c u WHERE u.stored_file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM account a WHERE a.ettc_file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM training_photo t WHERE t.stored_file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM workshop_photo__c w WHERE w.stored_file_id = f.id)
      RETURNING f.id`,
    [now.toISOString(), hours],
  );
  return r.rows.map((x) => x.id);
}

/** The advisory lock the queues are created under (migrations take 727_001). */
const QUEUES_LOCK = 727_002;

/**
 * Creates the queues that are missing and sets each one's retry and expiry options, in one
 * transaction under an advisory lock: pg-boss's create_queue attaches a partition to its job table,
 * and two servers starting at once each creating queues deadlock on those locks (the two-server
 * test met it), so one server at a time does this; the next finds them made.
 */
async function ensureQueues(db: Db, defs: JobDef[]): Promise<void> {
  await db.tx(async (q) => {
    await q.query<NoRows>("SELECT pg_advisory_xact_lock($1)", [QUEUES_LOCK]);
    for (const d of defs) {
      const o = d.queue;
      const exists = await q.query<{ name: string }>(`SELECT name FROM ${JOB_SCHEMA}.queue WHERE name = $1`, [d.name]);
      if (exists.rows.length === 0) {
        await q.query<NoRows>(`SELECT ${JOB_SCHEMA}.create_queue($1, $2::json)`, [
          d.name,
          JSON.stringify({
            policy: o.policy ?? "standard",
            retryLimit: o.retryLimit ?? 2,
            retryDelay: o.retryDelay ?? 0,
            retryBackoff: o.retryBackoff ?? false,
            expireInSeconds: o.expireInSeconds ?? 900,
            retentionMinutes: o.retentionMinutes ?? 14 * 24 * 60,
            deadLetter: o.deadLetter,
          }),
        ]);
      } else {
        await q.query<NoRows>(
          `UPDATE ${JOB_SCHEMA}.queue SET retry_limit = $2, retry_delay = $3, retry_backoff = $4, expire_seconds = $5,
             retention_minutes = COALESCE($6, retention_minutes), dead_letter = $7, updated_on = now() WHERE name = $1`,
          [
            d.name,
            o.retryLimit ?? 2,
            o.retryDelay ?? 0,
            o.retryBackoff ?? false,
            o.expireInSeconds ?? 900,
            o.retentionMinutes ?? null,
            o.deadLetter ?? null,
          ],
        );
      }
    }
  });
}

/** How pg-boss's job commands (complete, fail, cancel, delete, resume, retry) end: they answer a count. */
const STOPPED_COMMAND = /SELECT\s+COUNT\(\*\)\s+FROM\s+results\s*$/i;

/** pg-boss's connection: the server's own database (its pool on PostgreSQL, its one connection on PGlite). */
export function bossDb(db: Db, stopped: () => boolean = () => false): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      // once this server's queue has stopped, a statement pg-boss still sends (a worker's fetch,
      // or its complete or fail of a job that was running) must not reach a database being
      // closed: a fetch finds nothing to do, a command changed no job (pg-boss reads a command's
      // answer as one row with its count, and throws outside any handler when the row is missing)
      if (stopped()) return STOPPED_COMMAND.test(text) ? { rows: [{ count: "0" }] } : { rows: [] };
      // pg-boss's locked commands are several statements in one text (BEGIN; ...; COMMIT), without
      // parameters and without rows read: the simple protocol runs them (PGlite's exec)
      if ((!values || values.length === 0) && /^\s*BEGIN\s*;/i.test(text)) {
        await db.exec(text);
        return { rows: [] };
      }
      return db.query<Record<string, unknown>>(text, values);
    },
  };
}

export interface JobQueue {
  send(name: JobName, data: Record<string, unknown>, options?: PgBoss.SendOptions): Promise<string | null>;
  /** wakes this server's worker of `name` (a job just sent runs at once here, or wherever a worker looks first) */
  wake(name: JobName): void;
  /** runs job `name` now on this server, outside the queue (tests, the bench) */
  runNow(name: JobName, data?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** stops taking jobs, waits up to `timeoutMs` for those running, then stops pg-boss */
  stop(timeoutMs?: number): Promise<void>;
  readonly boss: PgBoss;
}

/**
 * Starts pg-boss on `ctx.db` (creating or migrating its schema under its own advisory lock, so
 * servers starting at once are safe), creates the queues, sets the schedules and starts this
 * server's workers.
 */
export async function startJobs(ctx: JobContext, over: Partial<JobSettings> = {}): Promise<JobQueue> {
  // servers starting at once set up pg-boss's schema, queues and schedules side by side; the set-up
  // is idempotent, and a race inside pg-boss's own (a unique violation or a deadlock between two
  // servers' statements) is met by doing it again, at most three times
  for (let attempt = 1; ; attempt++) {
    try {
      return await startJobsOnce(ctx, over);
    } catch (e) {
      if (attempt >= 3 || !startRace(e)) throw e;
      ctx.log("warn", { attempt, error: e instanceof Error ? e.message : String(e) }, "the job queue's set-up met another server's; trying again");
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.floor(Math.random() * 200)));
    }
  }
}

/** Whether `e` is what two servers setting up the queue at once can meet (unique violation, deadlock). */
export function startRace(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  return code === "23505" || code === "40P01" || /duplicate key value|deadlock detected/.test(message);
}

async function startJobsOnce(ctx: JobContext, over: Partial<JobSettings>): Promise<JobQueue> {
  const s = { ...DEFAULT_JOB_SETTINGS, ...over };
  let stopped = false;
  const boss = new PgBoss({
    db: bossDb(ctx.db, () => stopped),
    schema: JOB_SCHEMA,
    schedule: s.schedules,
    supervise: true,
    // a finished job is kept in the job table for an hour (`npm run jobs` reads its last run there
    // or in the archive), the archive for three days
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 3,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", (e) => ctx.log("error", { error: e instanceof Error ? e.message : String(e) }, "the job queue failed"));
  try {
    await boss.start();
    return await workOn(boss, ctx, s, () => {
      stopped = true;
    });
  } catch (e) {
    // a set-up cut short leaves nothing running: this pg-boss stops (the database stays open)
    await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
    stopped = true;
    throw e;
  }
}

/** Creates the queues, records the schedules and starts this server's workers on `boss`. */
async function workOn(boss: PgBoss, ctx: JobContext, s: JobSettings, onStopped: () => void): Promise<JobQueue> {
  const defs = jobDefinitions(s);
  const byName = new Map(defs.map((d) => [d.name, d]));
  await ensureQueues(ctx.db, defs);
  const workers = new Map<JobName, string>();
  let pushTimer: NodeJS.Timeout | null = null;
  const queue: JobQueue = {
    boss,
    send: (name, data, options = {}) => boss.send(name, data, options),
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    async runNow(name, data = {}) {
      return byName.get(name)!.run(ctx, data, queue);
    },
    async stop(timeoutMs = 10_000) {
      if (pushTimer) clearInterval(pushTimer);
      // graceful: workers stop fetching, jobs under way finish (within timeoutMs); the database stays open
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      onStopped();
    },
  };
  for (const d of defs) {
    // the schedule is recorded either way (npm run jobs shows it); `schedules` says whether this server fires them
    if (d.cron) await boss.schedule(d.name, d.cron, {}, { tz: "UTC" });
    const id = await boss.work<Record<string, unknown>>(
      d.name,
      { batchSize: 1, pollingIntervalSeconds: Math.max(s.pollSeconds, d.poll ?? 0) },
      async ([job]) => {
        // pg-boss 10's worker waits its polling interval after every fetch, even one that found a
        // job; woken, it looks again at once, so a queue with work drains at the database's pace
        queue.wake(d.name);
        try {
          return await d.run(ctx, job!.data ?? {}, queue);
        } catch (e) {
          ctx.log("warn", { job: d.name, error: e instanceof Error ? e.message : String(e) }, "a job failed (retried when its queue allows)");
          throw e;
        }
      },
    );
    workers.set(d.name, id);
  }
  // one push round per interval across every server (the throttle's slot), each server asking
  const askPush = () =>
    boss
      .send(JOBS.pushRound, {}, { singletonKey: "tick", singletonSeconds: Math.max(1, Math.round(s.pushEveryMs / 1000)) })
      .then((id) => {
        if (id) queue.wake(JOBS.pushRound);
      })
      .catch((e: unknown) => ctx.log("warn", { error: e instanceof Error ? e.message : String(e) }, "a push round was not queued"));
  pushTimer = setInterval(askPush, s.pushEveryMs);
  pushTimer.unref();
  void askPush();
  return queue;
}

export interface JobStatus {
  name: string;
  schedule: string | null;
  /** waiting to run (created, or waiting for a retry) */
  queued: number;
  active: number;
  /** failed for good in the last 7 days */
  failed: number;
  lastRun: { at: string; state: string } | null;
}

/** What `npm run jobs` shows: each queue's waiting, running and failed jobs and its last run. */
export async function jobStatus(db: Queryable): Promise<JobStatus[]> {
  const has = await db.query<{ ok: boolean }>("SELECT to_regclass($1) IS NOT NULL AS ok", [`${JOB_SCHEMA}.queue`]);
  if (!has.rows[0]?.ok) return [];
  const r = await db.query<{
    name: string;
    cron: string | null;
    queued: number;
    active: number;
    failed: number;
    at: string | null;
    state: string | null;
  }>(
    `SELECT q.name, s.cron,
            (SELECT count(*) FROM ${JOB_SCHEMA}.job j WHERE j.name = q.name AND j.state IN ('created', 'retry'))::int AS queued,
            (SELECT count(*) FROM ${JOB_SCHEMA}.job j WHERE j.name = q.name AND j.state = 'active')::int AS active,
            (SELECT count(*) FROM (SELECT completed_on FROM ${JOB_SCHEMA}.job WHERE name = q.name AND state = 'failed'
                                   UNION ALL SELECT completed_on FROM ${JOB_SCHEMA}.archive WHERE name = q.name AND state = 'failed') f
              WHERE f.completed_on > now() - interval '7 days')::int AS failed,
            l.at, l.state
       FROM ${JOB_SCHEMA}.queue q
       LEFT JOIN ${JOB_SCHEMA}.schedule s ON s.name = q.name
       LEFT JOIN LATERAL (
         SELECT to_char(completed_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, state::text AS state FROM (
           SELECT completed_on, state FROM ${JOB_SCHEMA}.job WHERE name = q.name AND state IN ('completed', 'failed')
           UNION ALL SELECT completed_on, state FROM ${JOB_SCHEMA}.archive WHERE name = q.name AND state IN ('completed', 'failed')
         ) x ORDER BY completed_on DESC LIMIT 1) l ON true
      WHERE q.name NOT LIKE '\\_\\_%'
      ORDER BY q.name`,
  );
  return r.rows.map((x) => ({
    name: x.name,
    schedule: x.cron,
    queued: x.queued,
    active: x.active,
    failed: x.failed,
    lastRun: x.at ? { at: x.at, state: x.state ?? "" } : null,
  }));
}

/** jobStatus as the lines `npm run jobs` prints. */
export function jobStatusText(rows: JobStatus[]): string {
  if (rows.length === 0) return "No job queue in this database yet (a server makes it when it starts).";
  const head = ["job", "schedule (UTC)", "queued", "running", "failed (7 days)", "last run"];
  const body = rows.map((r) => [
    r.name,
    r.schedule ?? "on demand",
    String(r.queued),
    String(r.active),
    String(r.failed),
    r.lastRun ? `${r.lastRun.at} ${r.lastRun.state}` : "never",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  return [head, ...body]
    .map((cols) =>
      cols
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

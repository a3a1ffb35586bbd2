// Starting the server, step by step, each failure a StartupError naming the setting and the fix:
// every setting is checked (the configuration, then HOST and PORT by a trial listen, then the
// database: DATA_DIR's folder or DATABASE_URL's server) before any migration runs.
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "./app.ts";
import type { Config, LogLevel } from "./config.ts";
import { openDataFolder } from "./db/dataDir.ts";
import { openPostgres, PG_CONNECT_TIMEOUT_MS, type Db, type NoRows } from "./db/db.ts";
import { housekeeping } from "./db/housekeeping.ts";
import { migrate, MigrationError } from "./db/migrate.ts";
import { smsSenderOf } from "./sms/sms.ts";
import { startJobs, type JobQueue } from "./jobs/jobs.ts";
import { storesOf } from "./files/objectStore.ts";
import { otpSecret } from "./auth/recovery.ts";
import { holdsNoRows, isEmpty, seed } from "./db/seed.ts";
import { loggableError } from "./http/errors.ts";
import { codeOf, StartupError } from "./startupError.ts";

export interface Started {
  app: FastifyInstance;
  db: Db;
  /** the job queue this server works on (decision 048) */
  jobs: JobQueue;
  /** http://host:port it listens on */
  url: string;
  stop(): Promise<void>;
}

/** Listens on HOST:PORT for a moment, so a bad HOST or a taken PORT stops the start before the database is touched. */
export async function checkListen(host: string, port: number): Promise<void> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ host, port, exclusive: true }, () => resolve());
    });
  } catch (e) {
    throw listenError(host, port, e);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function listenError(host: string, port: number, e: unknown): StartupError {
  const code = codeOf(e);
  switch (code) {
    case "EADDRINUSE":
      return new StartupError("PORT", `PORT ${port} is already in use on HOST ${host} (another server?): stop it, or set PORT to a free port`, {
        cause: e,
      });
    case "EACCES":
      return new StartupError("PORT", `PORT ${port} on HOST ${host} needs privileges this process does not have: set PORT to 1024 or above`, {
        cause: e,
      });
    case "EADDRNOTAVAIL":
      return new StartupError(
        "HOST",
        `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0 to listen on all of them`,
        { cause: e },
      );
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
    case "EAI_NONAME":
      return new StartupError("HOST", `HOST ${host} cannot be resolved to an address: set HOST to an address of this machine (or 0.0.0.0 for all)`, {
        cause: e,
      });
    default:
      return new StartupError(
        "HOST",
        `cannot listen on HOST ${host}, PORT ${port} (${code || (e instanceof Error ? e.message : String(e))}): check HOST and PORT`,
        { cause: e },
      );
  }
}

/** DATABASE_URL without its password, for messages. */
export function describeUrl(url: string): { where: string; user: string; database: string } {
  try {
    const u = new URL(url);
    return {
      where: `${u.hostname || "localhost"}:${u.port || "5432"}`,
      user: decodeURIComponent(u.username) || "(default user)",
      database: decodeURIComponent(u.pathname.slice(1)) || "(default database)",
    };
  } catch {
    return { where: "(unreadable URL)", user: "?", database: "?" };
  }
}

/** Opens DATABASE_URL's pool and proves it works with one query; a failure is a StartupError naming DATABASE_URL. */
export async function connectPostgres(url: string, prepare = true): Promise<Db> {
  const db = openPostgres(url, undefined, { prepare });
  try {
    await db.query<NoRows>("SELECT 1");
    return db;
  } catch (e) {
    await db.close().catch(() => undefined);
    const { where, user, database } = describeUrl(url);
    const code = codeOf(e);
    const say = (what: string) => new StartupError("DATABASE_URL", `DATABASE_URL: ${what}`, { cause: e });
    if (code === "ECONNREFUSED")
      throw say(`no PostgreSQL server accepts connections at ${where}: start it, or correct the host and port in DATABASE_URL`);
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") throw say(`the host of ${where} cannot be resolved: correct the host in DATABASE_URL`);
    if (code === "28P01" || code === "28000")
      throw say(
        `PostgreSQL at ${where} refused the user "${user}" (wrong password, or not allowed to connect): correct the user and password in DATABASE_URL`,
      );
    if (code === "3D000")
      throw say(
        `the database "${database}" does not exist at ${where}: create it (createdb ${database}), or correct the database name in DATABASE_URL`,
      );
    if (code === "ETIMEDOUT" || /timeout/i.test(e instanceof Error ? e.message : ""))
      throw say(`no answer from ${where} within ${PG_CONNECT_TIMEOUT_MS / 1000} s: check the host, port and network in DATABASE_URL`);
    throw say(`cannot use the database at ${where} (${code || "error"}: ${String(loggableError(e).message)}): check DATABASE_URL`);
  }
}

export interface StartOptions extends Pick<AppOptions, "staticDir" | "logStream"> {
  /** where progress lines go (default console.log) */
  say?: (line: string) => void;
}

/**
 * Starts the server: checks HOST and PORT, opens the database (DATA_DIR held by this process, or
 * DATABASE_URL), migrates, loads the demo data into a database this server created empty, and
 * listens. Throws a StartupError (nothing left running) when it cannot.
 */
/** Where new uploads' bytes go, as the start says it. */
export const filesWhere = (config: Pick<Config, "fileStore" | "s3">): string =>
  config.fileStore === "s3" && config.s3
    ? `the bucket ${config.s3.bucket} at ${config.s3.endpoint ?? `AWS S3 (${config.s3.region})`}`
    : `the database${config.s3 ? ` (the bucket ${config.s3.bucket} is read too)` : ""}`;

export async function startServer(config: Config, { say = console.log, ...appOptions }: StartOptions = {}): Promise<Started> {
  let stopping = false;
  await checkListen(config.host, config.port);
  const folder = config.databaseUrl ? null : await openDataFolder(config.dataDir);
  const db = folder ? folder.db : await connectPostgres(config.databaseUrl!, config.pgPrepare === "on");
  let app: FastifyInstance | null = null;
  let jobs: JobQueue | null = null;
  try {
    const applied = await migrate(db).catch((e: unknown) => {
      if (e instanceof MigrationError) {
        throw new StartupError(
          config.databaseUrl ? "DATABASE_URL" : "DATA_DIR",
          `the database ${config.databaseUrl ? "at DATABASE_URL" : `in DATA_DIR ${JSON.stringify(config.dataDir)}`} could not be migrated (${e.migration}: ${String(loggableError(e.cause).message)}); it was left as it was`,
          { cause: e },
        );
      }
      throw e;
    });
    if (applied.length) say(`Applied migrations: ${applied.join(", ")}`);
    // Demo data goes only into a database this server created (a new data folder), or a
    // PostgreSQL database holding no row at all; never into one that held data.
    const fresh = folder ? folder.isNew && (await holdsNoRows(db)) : await holdsNoRows(db);
    if (fresh) {
      say("Empty database: loading the demo data...");
      const counts = await seed(db);
      say(`Loaded ${Object.values(counts).reduce((a, b) => a + b, 0)} rows.`);
    } else if (await isEmpty(db)) {
      say(
        `The database has no users. Demo data loads only into a new database; to load it here: npm run seed${config.databaseUrl ? "" : ` -- --data-dir ${config.dataDir}`}`,
      );
    }
    folder?.settle();
    // where the one-time codes go: the gateway (its host only, never the key) or the outbox file
    say(`SMS go to ${smsSenderOf(config).where}${config.smsGateway ? "" : " (no SMS_GATEWAY_URL set)"}.`);
    // where uploaded files go: the database, or the bucket (its name and endpoint, never the keys; decision 049)
    say(`Files go to ${filesWhere(config)}.`);
    await housekeeping(db);
    // the job queue on the same database: every server works on it, each job runs once (decision 048)
    const sms = smsSenderOf(config);
    // the stores of file bytes: the app serves from them, the queue purges the bucket's dropped objects
    const files = storesOf(config);
    let secret: Promise<string> | null = null;
    jobs = await startJobs(
      {
        db,
        sms,
        otpSecret: () => (secret ??= otpSecret(db, config.otpSecret)),
        now: () => new Date(),
        push: { configured: config.vapid, subject: config.vapidSubject, log: (fields, message) => app?.log.warn(fields, message) },
        log: (level, fields, message) => (app ? app.log[level](fields, message) : level === "info" ? undefined : console.error(message, fields)),
        objects: files.s3,
        reminders: { approvalHours: config.reminderApprovalHours, escalationHours: config.reminderEscalationHours },
      },
      { smsRetryDelaySeconds: config.smsRetrySeconds },
    );
    app = await buildApp({ db, config, stopping: () => stopping, sms, jobs, files, ...appOptions });
    // the bucket's client (and its kept-alive connections) goes with the app
    if (files.s3) app.addHook("onClose", async () => files.s3?.client.destroy());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (e) {
      throw listenError(config.host, config.port, e);
    }
  } catch (e) {
    await app?.close().catch(() => undefined);
    await jobs?.stop(1000).catch(() => undefined);
    await db.close().catch(() => undefined);
    throw e;
  }
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const running = app;
  const queue = jobs!;
  return {
    app: running,
    db,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    jobs: queue,
    // SIGTERM: /readyz says so at once; requests in flight finish (each within its time limit), the
    // jobs under way finish (within 10 s; one cut short is taken again by another server when its
    // time runs out), then the database closes
    async stop() {
      stopping = true;
      await running.close().catch(() => undefined);
      await queue.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
    },
  };
}

/** The one line a failed start prints: the StartupError's message, or the error's first line (and where to see more). */
export function startupFailureLine(e: unknown): string {
  if (e instanceof StartupError) return `Cannot start: ${e.message}`;
  const first = String(loggableError(e).message).split("\n")[0];
  return `Cannot start: ${first} (set LOG_LEVEL=debug to see the details)`;
}

/** What `npm start` prints when the start fails: the line, and at LOG_LEVEL debug or trace the stack traces (the error's and its causes'). */
export function startupFailureText(e: unknown, logLevel: LogLevel): string {
  const out = [startupFailureLine(e)];
  if (logLevel === "debug" || logLevel === "trace") {
    for (let c: unknown = e; c; c = c instanceof Error ? c.cause : undefined) out.push(c instanceof Error ? (c.stack ?? c.message) : String(c));
  }
  return out.join("\n");
}

// Server test harness: one database per test file (PGlite in memory, or a fresh database on
// the PostgreSQL server at TEST_DATABASE_URL, dropped at the end), migrated and seeded once,
// and apps built on it for app.inject.
import type { ImportRow } from "../../src/codecs/bulkImport.ts";
import argon2 from "argon2";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../server/app.ts";
import { DEFAULT_PUSH_HOSTS, loadConfig, type Config } from "../../server/config.ts";
import { openPGlite, openPostgres, type Db } from "../../server/db/db.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_PASSWORD, DEMO_SUPER } from "../../server/db/demo.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import type { Op } from "../../server/ops/registry.ts";
import type { LoginResponse } from "../../src/codecs/auth.ts";

/**
 * The database as the tests read it to check what the server wrote: their probes name no row type
 * (Queryable.query has no `any` default; the server's own queries each name theirs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProbeDb = Omit<Db, "query"> & { query<T = any>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }> };

export interface TestDb {
  db: ProbeDb;
  close(): Promise<void>;
  /** Another connection pool to the same database, as a second server instance has (PostgreSQL); the same db on PGlite (one process). */
  second(): Db;
  /** The database's URL on PostgreSQL (undefined on PGlite). */
  url?: string;
}

export async function openTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPGlite();
    return { db, close: () => db.close(), second: () => db };
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = openPostgres(u.toString(), 4);
  const others: Db[] = [];
  return {
    db,
    url: u.toString(),
    second() {
      const d = openPostgres(u.toString(), 4);
      others.push(d);
      return d;
    },
    async close() {
      for (const d of others) await d.close();
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let hashOnce: Promise<string> | null = null;
/**
 * The demo password's argon2id hash, computed once per process, with small costs (4 MiB, 2 passes,
 * 1 lane) so the many sign-ins of the server suites take milliseconds, not a few hundred each. The
 * sign-in code is the same: it verifies whatever argon2 hash is stored (and its dummy hash for an
 * unknown number takes the stored hashes' parameters). `npm start` and the e2e suite seed with
 * hashPassword's defaults.
 */
export const demoHash = () => (hashOnce ??= argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 }));

/** A migrated database with the demo data (scale 1, seed 42, today). */
export async function openSeededDb(): Promise<TestDb> {
  const t = await openTestDb();
  await migrate(t.db);
  await seed(t.db, { seed: 42, scale: 1, passwordHash: await demoHash() });
  return t;
}

export function testConfig(over: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: "silent", ROW_CHECK: "every" }),
    loginLimitPerMobile: 1000,
    loginLimitPerAddress: 1000,
    otpLimitPerMobile: 1000,
    otpLimitPerAddress: 1000,
    writeLimitPerMinute: 100_000,
    // the push tests' stand-in push service listens here
    pushHosts: [...DEFAULT_PUSH_HOSTS, "127.0.0.1"],
    ...over,
  };
}

/** A tiny built client: index.html and one hashed asset. */
export function fakeWww(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "www-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Field Ops</title><div id=root></div>");
  writeFileSync(join(dir, "assets", "main-ABC123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `dataDir`: the app's data folder (a fresh temporary one unless the config names one; SMS land there in sms-outbox.jsonl). */
export interface TestApp {
  app: FastifyInstance;
  logs(): string;
  dataDir: string;
}

export async function testApp(
  db: Db,
  o: {
    config?: Partial<Config>;
    ops?: readonly Op[];
    staticDir?: string;
    now?: () => Date;
    /** a test's own routes, added before the app is ready */
    routes?: (app: FastifyInstance) => void;
  } & Pick<AppOptions, "timeouts" | "loginHooks" | "sms" | "stopping" | "jobs"> = {},
): Promise<TestApp> {
  let text = "";
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      text += String(chunk);
      cb();
    },
  });
  const config = testConfig({ dataDir: mkdtempSync(join(tmpdir(), "fieldops-data-")), ...o.config });
  const app = await buildApp({
    db,
    config,
    ops: o.ops,
    staticDir: o.staticDir ?? join(tmpdir(), "no-www"),
    logStream,
    timeouts: o.timeouts,
    loginHooks: o.loginHooks,
    now: o.now,
    sms: o.sms,
    stopping: o.stopping,
    jobs: o.jobs,
  });
  o.routes?.(app);
  app.addHook("onClose", async () => {
    if (!o.config?.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, logs: () => text, dataDir: config.dataDir };
}

export async function login(app: FastifyInstance, role: string, mobile: string, password = DEMO_PASSWORD, remoteAddress = "127.0.0.1") {
  const r = await app.inject({ method: "POST", url: "/api/auth/login", payload: { role, mobile, password }, remoteAddress });
  return { status: r.statusCode, body: r.json() as LoginResponse & { error?: string; message?: string; field?: string } };
}

export async function query(app: FastifyInstance, token: string | null, op: unknown, params?: unknown, headers: Record<string, string> = {}) {
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params },
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: r.statusCode, body: r.json() as { rows?: Record<string, unknown>[]; error?: string; message?: string }, headers: r.headers };
}

/** A cached list's first load as the device asks it (with `sync`, nothing held): a windowed list answers its window and `total` (decision 092). */
export async function firstSync<R>(app: FastifyInstance, token: string, op: string, params: unknown) {
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params, sync: null },
    headers: { authorization: `Bearer ${token}` },
  });
  if (r.statusCode !== 200) throw new Error(`${op}: ${r.statusCode} ${r.body}`);
  return r.json() as { rows: R[]; sync: { full: boolean; n: number; total?: number } };
}

/** A bulk import's file sent as its bytes (decision 086): the answer's status and body. */
export async function sendImport(app: FastifyInstance, token: string, csv: string, kind = "outlet", name = `${kind}s.csv`) {
  const r = await app.inject({
    method: "POST",
    url: `/api/imports?kind=${kind}`,
    payload: Buffer.from(csv, "utf8"),
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv", "x-file-name": encodeURIComponent(name) },
  });
  return { status: r.statusCode, body: r.json() as { id?: number; message?: string } };
}

/** The four demo people signed in: their tokens. */
export async function demoTokens(app: FastifyInstance): Promise<Record<"fcp" | "cmdi" | "ammd" | "super", string>> {
  const token = async (d: typeof DEMO_FCP) => (await login(app, d.role, d.mobile)).body.token as string;
  return { fcp: await token(DEMO_FCP), cmdi: await token(DEMO_CMDI), ammd: await token(DEMO_AMMD), super: await token(DEMO_SUPER) };
}

/** Polls until `check` passes, or fails naming `what` after `ms` (a deadline, not a wait). */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Polls an import until it is no longer `not` (its job runs in the background of the test's server). */
export async function importUntil(app: FastifyInstance, token: string, id: number, not: string): Promise<ImportRow> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const r = await query(app, token, "imports.get", { id });
    const row = r.body.rows?.[0] as ImportRow | undefined;
    if (row && row.status !== not) return row;
    if (Date.now() > deadline) throw new Error(`import ${id} stayed ${not}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * The demo data seeded on a fresh test database at `today`, two apps over it (the second on its own
 * connections, for races) with the clock at `now`, and the demo people signed in: Asha (FCP), Ravi
 * (CMDI), Meera (AMMD) and Sunil (the super admin). The lifecycle and training-approval tests share it.
 */
export async function demoWorld(now: Date, today = new Date(2026, 10, 22)) {
  const db = await openTestDb();
  await migrate(db.db);
  await seed(db.db, { seed: 42, scale: 1, today, passwordHash: await demoHash() });
  const s = await testApp(db.db, { now: () => now });
  const s2 = await testApp(db.second(), { now: () => now });
  const signIn = async (role: string, mobile: string): Promise<string> => (await login(s.app, role, mobile)).body.token;
  const tok = {
    asha: await signIn("FCP", DEMO_FCP.mobile),
    ravi: await signIn("CMDI", DEMO_CMDI.mobile),
    meera: await signIn("AMMD", DEMO_AMMD.mobile),
    sunil: await signIn("AMMD", DEMO_SUPER.mobile),
  };
  const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows;
  return { db, s, s2, tok, signIn, rows };
}

// Every read op of the registry through the app beside the same SQL run directly (printed, never
// asserted): `npm run bench:server`. ONLY=outlets.get,outlets.list limits the ops; CALLS sets the
// calls per measure (default 800).
//
// A throwaway PostgreSQL cluster (scripts/pgcluster.mjs; or DATABASE_URL, where a database is made
// for the run and dropped), the demo data at --scale 10 (seed 42), the server's own app (buildApp,
// as server/main.ts builds it, its pool of 10) on a free port. For each read op, with a typical
// parameter and a demo person who may call it, called as a device calls it (the mode, printed per op
// and a column of the table; decision 092): a windowed list (its contract's window,
// windowOfContract) as a device's first load, the request's `sync` what an empty slot sends
// (src/features/lists.ts), answered with the device window and its total; any other read whole, a
// plain call; each windowed list's page op (`<op>.page`) twice, a first page of PAGE_ROWS rows with
// no filter and one searching a word of the list's own rows ("<op>.page (search)"):
// - through the app: POST /api/query over HTTP keep-alive from a worker thread (so the clients'
//   JSON parsing is not on the server's thread; node:http with a keep-alive agent, whose CPU per call
//   is a fraction of fetch's on the same 2 cores), 16 and then 64 concurrent: session check, params,
//   SQL, row codec, JSON;
// - directly: the very statements the op ran for that person in that mode (recorded through the
//   registry as the route calls it, with their parameters: a windowed op whose window is in its SQL
//   runs only the window's, one windowed in the route's memory its whole list's) through a node-postgres pool of the same size, 16 and 64 at a time, prepared
//   (named) as the app prepares them (Db.hot, PG_PREPARE);
// - the floor: an empty Fastify route answering a one-row body, over the same client: what HTTP
//   alone costs on this machine, the most any op can reach;
// - for a one-row read, its statement route: the same bare server answering the op's own
//   statements run on the direct pool, with their rows: HTTP and the SQL in one process, nothing
//   of the app's (session, params, codec), the most that read can reach (decision 057).
// A one-row read and its floors are measured over ONE_ROW_CALLS calls (default 4,000).
// in the same run, each side warmed up first. Latency is from send to the parsed answer.
// Then a write: outlets.update through the app from a stale version (decision 079: the versioned
// update, the locked read and the field merge, then the update; session, idempotency record, its audit
// row, the stored answer, in one transaction) beside the same statements run directly in one
// transaction, each call a new key; and the load test's mixed load (test/server/load.test.ts: 64
// clients, 30% idempotent outlet inserts of which a quarter sent twice, 30% outlets.list, 20%
// workshops.ammd, 20% news.list) for MIXED_SECONDS (default 30), its p50/p99 overall and per kind,
// then its floor: the same mix from as many clients, each request the statements the app runs for it
// run directly on a pool of the app's size (no HTTP, session or JSON), its p50/p99 beside.
// WRITE_BASE=none sends the write without its base (no conflict check: the figure before decision 079);
// WARMUP=n calls before each measure (default 100); SCALE=k seeds at scale k (default 10); LEVELS=16 measures at 16 concurrent only; READS_ONLY=1 leaves
// out the write and the mixed load; P99_JSON=file writes each read op's figures for bench/scales.ts,
// which sets them side by side per scale (issue 50 item 3: `node --import tsx bench/scales.ts`).
// Targets (issue 28): one-row reads >= 0.75 of the HTTP floor, list reads >= 0.6 of their SQL run
// directly, the write >= 0.5 of its statements run directly, the mixed load's p99 <= 250 ms.
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import Fastify from "fastify";
import * as t from "io-ts";
import pg from "pg";
import { mayCall } from "../src/codecs/contract.ts";
import type { Role } from "../src/codecs/role.ts";
import { currentFinancialYear, programmeDate } from "../src/codecs/calendar.ts";
import { TRAINING_STATUSES } from "../src/codecs/training.ts";
import { type ListWindow, windowOfContract } from "../src/codecs/window.ts";
import { heldSketch } from "../src/features/lists.ts";
import { buildApp } from "../server/app.ts";
import { resolveSession, type Session } from "../server/auth/sessions.ts";
import { loadConfig } from "../server/config.ts";
import { openPostgres, PLAN_EACH_RUN_OPTION, type Queryable } from "../server/db/db.ts";
import { DEMO_ACCOUNTS, DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_PASSWORD, DEMO_SUPER, FCP_RECORD_TYPE, type DemoAccount } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { ALL_OPS } from "../server/ops/index.ts";
import { createRegistry } from "../server/ops/registry.ts";
import { validOutletValues } from "../test/server/opParams.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const CALLS = Number(process.env.CALLS) || 800;
/** calls per measure of a one-row read and of its floors: 800 of them took a fifth of a second, too short to be steady */
const ONE_ROW_CALLS = Number(process.env.ONE_ROW_CALLS) || 4000;
const WARMUP = Number(process.env.WARMUP) || 100;
/** calls of each op measured, untimed, before the first measure */
const SERVER_WARMUP = Number(process.env.SERVER_WARMUP) || 300;
const POOL = 10; // the server's pool (openPostgres default)
const LEVELS = process.env.LEVELS ? process.env.LEVELS.split(",").map(Number) : [16, 64];
/** the demo data's scale (issue 50 item 3 compares 1, 10 and 100) */
const SCALE = Number(process.env.SCALE) || 10;
/** READS_ONLY=1: the read ops alone (no write, no mixed load) */
const READS_ONLY = process.env.READS_ONLY === "1";
/** P99_JSON=file: each read op's app p50/p99 and calls/s per level written there, for bench/scales.ts */
const P99_JSON = process.env.P99_JSON;
/**
 * How an op is called, as a device calls it (decision 092): "window", a windowed list's first load on
 * a device (the request carries `sync`: what src/features/lists.ts sends for a slot that holds
 * nothing, FIRST_LOAD), answered with the list's device window and its total; "whole", a plain call
 * (`sync` absent: an op without a window for these params); "page" and "page search", a windowed
 * list's page op: the first PAGE_ROWS rows, no filter, without and with a search word.
 */
type Mode = "whole" | "window" | "page" | "page search";
const MODES: Record<Mode, string> = {
  whole: "a plain call (no sync: the whole answer)",
  window: "a device's first load of a windowed list (sync as an empty slot sends it: the device window and its total)",
  page: "a first page (offset 0, no filter, no search)",
  "page search": "a first page of a search by one word (offset 0, no filter)",
};
/** What a device's first load of a cached list sends as `sync`: the client's own request for a slot that holds nothing. */
const FIRST_LOAD = heldSketch([], undefined);
/** A windowed list's page op is named after it (pageOf). */
const PAGE = ".page";
/** The rows of a measured page: what a screen's "Show more from the server" asks. */
const PAGE_ROWS = 50;
interface Plan {
  /** the op's name, and " (search)" for a page's search */
  label: string;
  op: (typeof ALL_OPS)[number];
  params: unknown;
  mode: Mode;
  /** a page op's list: its name, params and window */
  list?: { name: string; params: unknown; window: ListWindow };
  /** why it is not measured */
  skip?: string;
}
/**
 * A word to search a windowed list by: the first of three letters or more in a field the window
 * searches, from the list's last row up (the oldest in its order, the likeliest to be off the device).
 */
function searchWordOf(rows: readonly unknown[], w: ListWindow): string | null {
  for (let i = rows.length - 1; i >= 0; i--)
    for (const f of w.search) {
      const m = /\p{L}{3,}/u.exec(String((rows[i] as Record<string, unknown>)[f] ?? ""));
      if (m) return m[0].toLowerCase();
    }
  return null;
}
/**
 * CAPS_FROM=file (another run's P99_JSON): each windowed list's device cap set, in this process, to
 * the rows its first load answered there, so a first load here answers as many rows: issue 50
 * item 3's restated target, the same op answering as many rows over a larger table (decision 114).
 */
const CAPS_FROM = process.env.CAPS_FROM;
if (CAPS_FROM) {
  const { figures } = JSON.parse(readFileSync(CAPS_FROM, "utf8")) as { figures: Array<{ op: string; mode: string; rows: number }> };
  for (const f of figures) {
    const w = (ALL_OPS.find((o) => o.name === f.op)?.contract as { window?: { cap: number } } | undefined)?.window;
    if (f.mode === "window" && w) w.cap = Math.max(1, f.rows);
  }
}
/**
 * CALLERS=peers: each op called as an ordinary person of the demo person's role (the first AMMD by
 * sfid other than the demo's and the super admin, her first CMDI, his first active FCP; the super
 * admin is one), whose scope the seed does not grow with the scale (about 3 CMDIs, 10 FCPs); absent,
 * the demo people, whose scopes it does (the demo CMDI's FCPs 33 at scale 1, 2,462 at 100).
 */
const PEERS = process.env.CALLERS === "peers";
/** CALLERS=peers' people (see PEERS), found in the seeded data; each signs in with the demo password as every seeded person does. */
async function peersOf(q: pg.Pool): Promise<Record<"FCP" | "CMDI" | "AMMD" | "SUPER", DemoAccount>> {
  const one = async (what: string, sql: string, args: unknown[]) => {
    const r = (await q.query<{ sfid: string; name: string; mobile: string }>(sql, args)).rows[0];
    if (!r) throw new Error(`CALLERS=peers: the data has no ${what}`);
    return r;
  };
  const ammd = await one(
    "AMMD besides the demo's",
    "SELECT sfid, name, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'AMMD' AND active__c AND super_admin__c IS NOT TRUE AND sfid <> $1 ORDER BY sfid LIMIT 1",
    [DEMO_AMMD.sfid],
  );
  const cmdi = await one(
    "CMDI of that AMMD",
    "SELECT sfid, name, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND active__c AND reporting_to_ammd__c = $1 ORDER BY sfid LIMIT 1",
    [ammd.sfid],
  );
  // an FCP with a workshop in Execution first (workshops.execution and its photos are measured on one)
  const fcp = await one(
    "active FCP of that CMDI",
    `SELECT a.sfid, a.name, a.phone AS mobile FROM account a WHERE a.recordtypeid = $2 AND a.assigned_cmdi__c = $1 AND a.active__c
     ORDER BY EXISTS (SELECT 1 FROM opportunity o WHERE o.accountid = a.sfid AND o.stagename = 'Execution') DESC, a.sfid LIMIT 1`,
    [cmdi.sfid, FCP_RECORD_TYPE],
  );
  return {
    FCP: { label: "FCP", role: "FCP", ...fcp },
    CMDI: { label: "CMDI", role: "CMDI", ...cmdi },
    AMMD: { label: "AMMD", role: "AMMD", ...ammd },
    SUPER: DEMO_SUPER,
  };
}
const ONLY = process.env.ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);

interface Measure {
  ms: number[];
  wall: number;
  rows: number;
  /** over HTTP: a windowed list's rows on the server in all (its load's sync.total), or a page's matching rows */
  total?: number;
  /** the main thread's busy ms per call (the server's, or the direct pool's, own CPU: its event loop utilisation, warm-up included) */
  busy?: number;
}
/** `run`'s result with the main thread's busy ms per call over it: a figure the machine's other load moves far less than calls/s. */
async function busyPerCall(calls: number, run: () => Promise<Measure>): Promise<Measure> {
  const e0 = performance.eventLoopUtilization();
  const m = await run();
  return { ...m, busy: performance.eventLoopUtilization(e0).active / calls };
}
const busy = (m: Measure) => (m.busy === undefined ? "-" : fmt(m.busy, 3));
/** A row's cells comparing the app's calls with the same work done directly: calls/s of each, their ratio, p50 and p99 of each. */
const againstDirect = (api: Measure & { ms: number[] }, raw: Measure & { ms: number[] }) => [
  fmt(perSecond(api)),
  fmt(perSecond(raw)),
  fmt(perSecond(api) / perSecond(raw), 2),
  fmt(pct(api.ms, 50), 1),
  fmt(pct(api.ms, 99), 1),
  fmt(pct(raw.ms, 50), 1),
  fmt(pct(raw.ms, 99), 1),
];
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const perSecond = (m: Measure) => (m.ms.length / m.wall) * 1000;

/** Runs `call` CALLS times, `concurrency` at a time. */
async function load(call: () => Promise<number>, concurrency: number, calls = CALLS): Promise<Measure> {
  for (let i = 0; i < WARMUP; i++) await call();
  let next = 0,
    rows = 0;
  const ms: number[] = [];
  const worker = async () => {
    while (next < calls) {
      next++;
      const t0 = performance.now();
      rows = await call();
      ms.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms, wall: performance.now() - t0, rows };
}

/** The HTTP clients, in a worker thread: the same loop as `load`, over fetch. */
const CLIENTS = `
const { parentPort, workerData: w } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: w.concurrency });
const target = new URL(w.url);
const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(w.body), authorization: "Bearer " + w.token, "accept-encoding": "identity" };
let calls = 0, total;
const call = () => new Promise((resolve, reject) => {
  const h = w.keyPrefix ? { ...headers, "idempotency-key": w.keyPrefix + "-" + calls++ } : headers;
  const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers: h }, (res) => {
    const chunks = [];
    res.on("data", (c) => chunks.push(c));
    res.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (res.statusCode !== 200) return reject(new Error("HTTP " + res.statusCode + ": " + text));
      const body = JSON.parse(text);
      // a page op's one row is its page: its rows counted, and how many match in all; a windowed
      // list's load tells how many rows the server holds (sync.total)
      const page = w.page ? body.rows[0] : null;
      total = page ? page.total : body.sync && body.sync.total;
      resolve(page ? page.rows.length : body.rows.length);
    });
    res.on("error", reject);
  });
  req.on("error", reject);
  req.end(w.body);
});
(async () => {
  for (let i = 0; i < w.warmup; i++) await call();
  let next = 0, rows = 0; const ms = [];
  const worker = async () => { while (next < w.calls) { next++; const t0 = performance.now(); rows = await call(); ms.push(performance.now() - t0); } };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: w.concurrency }, worker));
  agent.destroy();
  parentPort.postMessage({ ms, wall: performance.now() - t0, rows, total });
})().catch((e) => { throw e; });
`;
const overHttp = (workerData: Record<string, unknown>) =>
  busyPerCall(
    (workerData.calls as number) + (workerData.warmup as number),
    () =>
      new Promise<Measure>((resolve, reject) => {
        const w = new Worker(CLIENTS, { eval: true, workerData });
        w.once("message", resolve);
        w.once("error", reject);
      }),
  );

const directNames = new Map<string, string>();
const directName = (sql: string) => directNames.get(sql) ?? directNames.set(sql, `direct_${directNames.size}`).get(sql)!;

/** A Queryable that runs through `q` and keeps each statement with its parameters. */
function recording(
  q: Queryable,
  statements: Array<{ sql: string; params: unknown[] }> = [],
): Queryable & { statements: Array<{ sql: string; params: unknown[] }> } {
  return {
    statements,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return q.query(sql, params);
    },
  };
}

const MIXED_SECONDS = process.env.MIXED_SECONDS === undefined ? 30 : Number(process.env.MIXED_SECONDS);

type Statement = { sql: string; params: unknown[] };

interface RecordedRead {
  answer: readonly unknown[];
  /** what the HTTP route's call runs (asText: rows the database writes as JSON where the op can) */
  statements: Statement[];
  /** the same read asked for objects (rows as columns) */
  asRows: Statement[];
}
/** The registry the statements are recorded through: the app's own path of a read (decode, run, row check). */
const recordingRegistry = createRegistry(ALL_OPS, undefined, "first");
/**
 * The statements read op `name` runs for `session`, recorded through the registry as the query
 * route calls it: `window`, a cached list's load (a request with `sync`), where an op whose window
 * is in its SQL runs only the window's (decision 092). Run once unrecorded first: a read that has a
 * step of its own to take (the lifecycle's day-reached step, decision 024) takes it then, so the
 * statements recorded are the ones every later call runs.
 */
async function recordRead(name: string, session: Session, params: unknown, window = false): Promise<RecordedRead> {
  const run = async (hot: Queryable, asText: boolean) => {
    const r = await recordingRegistry.execute({ ...db, hot }, session, name, params, null, asText, window);
    if (!r.ok) throw new Error(`${name}: ${r.message}`);
    return r.rows;
  };
  await run(db.hot, true);
  const rec = recording(db.hot);
  const answer = await run(rec, true);
  const recRows = recording(db.hot);
  await run(recRows, false);
  return { answer, statements: rec.statements, asRows: recRows.statements };
}

/** `statements` run one after another on the direct pool, prepared as the app's reads are (Db.hot): a like-for-like baseline. */
function viaSqlOf(statements: readonly Statement[]): () => Promise<number> {
  const rowsOf = rowsViaSqlOf(statements);
  return async () => (await rowsOf()).length;
}
/** `statements` run one after another on the direct pool, prepared; the last one's rows. */
function rowsViaSqlOf(statements: readonly Statement[]): () => Promise<unknown[]> {
  const named = statements.map((s) => ({ name: directName(s.sql), text: s.sql, values: s.params as unknown[] }));
  return async () => {
    let rows: unknown[] = [];
    for (const s of named) rows = (await direct.query(s)).rows;
    return rows;
  };
}

/**
 * The statements one write through the app's own code runs in its transaction (the registry's
 * idempotency record, the write, its audit, the stored answer), run under `key`: a new key records
 * a first write; a key already used records what a repeat runs (the stored answer read back).
 */
async function recordWrite(session: Session, opName: string, params: unknown, key: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const recordingDb = {
    ...db,
    tx: <R>(fn: (q: Queryable) => Promise<R>) => db.tx((q) => fn(recording(q, statements))),
  };
  const r = await createRegistry(ALL_OPS).execute(recordingDb, session, opName, params, key);
  if (!r.ok) throw new Error(`${opName}: ${r.message}`);
  return statements;
}

/** Runs `statements` directly in one transaction on the direct pool, with `key` wherever the recorded call had `was`. */
async function directTx(statements: readonly Statement[], was: string, key: string): Promise<void> {
  const c = await direct.connect();
  try {
    await c.query("BEGIN");
    for (const st of statements)
      await c.query(
        st.sql,
        st.params.map((v) => (v === was ? key : v)),
      );
    await c.query("COMMIT");
  } finally {
    c.release();
  }
}

/**
 * outlets.update through the app, a new key each call, beside the same statements (recorded from
 * one call through the app's own code) run directly in one transaction, a new key each time.
 */
async function writeRows(http: string, token: string, id: number): Promise<string[][]> {
  const session = (await resolveSession(db, token))!;
  const op = ALL_OPS.find((o) => o.name === "outlets.update")!;
  // from a version the outlet has left (decision 079): every call takes the conflict check's longer
  // way (the versioned UPDATE finds nothing, the row is read locked and merged, then written), the
  // most the check costs a write that meets no conflict
  const values = validOutletValues("Bench outlet");
  const first = await createRegistry(ALL_OPS).execute(db, session, "outlets.update", { id, values }, `bench-write-first-${process.pid}`);
  if (!first.ok) throw new Error(`outlets.update: ${first.message}`);
  // the values as stored (the form's codec tidies what is typed): what the base says the writer saw
  const stored = (await direct.query("SELECT * FROM outlets WHERE id = $1", [id])).rows[0] as Record<string, string | null>;
  const base = { version: 1, values: Object.fromEntries(Object.keys(values).map((k) => [k, stored[k] ?? ""])) };
  // WRITE_BASE=none: the update as before decision 079 (no base: no check, the last write wins), the check's cost beside it
  const params = process.env.WRITE_BASE === "none" ? { id, values } : { id, values, base };
  const probeKey = `bench-write-probe-${process.pid}`;
  const statements = await recordWrite(session, op.name, params, probeKey);
  let n = 0;
  const viaSql = async () => {
    await directTx(statements, probeKey, `bench-direct-${process.pid}-${n++}`);
    return 1;
  };
  const body = JSON.stringify({ op: op.name, params });
  const out: string[][] = [];
  for (const c of LEVELS) {
    const api = await overHttp({
      url: `${http}/api/query`,
      token,
      body,
      calls: CALLS,
      concurrency: c,
      warmup: WARMUP,
      keyPrefix: `bench-app-${process.pid}-${c}`,
    });
    const raw = await busyPerCall(CALLS + WARMUP, () => load(viaSql, c));
    out.push([
      "outlets.update (write)",
      "write",
      "-",
      `${api.rows}`,
      "-",
      `${c}`,
      ...againstDirect(api, raw),
      "-",
      `${statements.length + 2}`,
      "-",
      "-",
      "-",
      busy(api),
      busy(raw),
    ]);
    console.log(out.at(-1)!.join("  "));
  }
  return out;
}

/**
 * The load test's mix: what client `n` sends as its `i`th request (30% idempotent outlet inserts, a
 * quarter of them sent twice, 30% outlets.list, 20% workshops.ammd, 20% news.list). Plain arithmetic:
 * its source is also the worker's.
 */
const mixKind = (n: number, i: number) => {
  const pick = (n + i) % 10;
  return pick < 3 ? "write" : pick < 6 ? "outlets.list" : pick < 8 ? "workshops.ammd" : "news.list";
};
type MixKind = ReturnType<typeof mixKind>;
const NEWS_PARAMS = { limit: 20 };
const MIX_CLIENTS = 64;
/** Each kind's times (ms), empty: the worker's and the direct run's record. */
type MixTimes = Record<MixKind, number[]>;
const mixTimes = (): MixTimes => ({ write: [], "outlets.list": [], "workshops.ammd": [], "news.list": [] });

/** The load test's mixed load, over node:http keep-alive from a worker thread: its p50/p99. */
const MIXED = `
const NEWS_PARAMS = ${JSON.stringify(NEWS_PARAMS)};
const { parentPort, workerData: w } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: w.clients });
const target = new URL(w.url);
const post = (token, op, params, key) => new Promise((resolve, reject) => {
  const body = JSON.stringify({ op, params });
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: "Bearer " + token, "accept-encoding": "identity" };
  if (key) headers["idempotency-key"] = key;
  const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers }, (res) => {
    const chunks = [];
    res.on("data", (c) => chunks.push(c));
    res.on("end", () => { JSON.parse(Buffer.concat(chunks).toString("utf8")); resolve(res.statusCode); });
    res.on("error", reject);
  });
  req.on("error", reject);
  req.end(body);
});
(async () => {
  const ms = ${JSON.stringify(mixTimes())};
  const statuses = {};
  const timed = async (kind, f) => { const t0 = performance.now(); const s = await f(); ms[kind].push(performance.now() - t0); statuses[s] = (statuses[s] || 0) + 1; };
  const until = performance.now() + w.seconds * 1000;
  const mixKind = ${mixKind.toString()};
  const client = async (n) => {
    for (let i = 0; performance.now() < until; i++) {
      const kind = mixKind(n, i);
      if (kind === "write") {
        const params = { values: { ...w.values, outletname__c: w.run + " c" + n + " w" + i } };
        const key = w.run + "-" + n + "-" + i;
        await timed("write", () => post(w.tokens.CMDI, "outlets.insert", params, key));
        if (i % 4 === 0) await timed("write", () => post(w.tokens.CMDI, "outlets.insert", params, key));
      } else if (kind === "outlets.list") await timed("outlets.list", () => post(w.tokens.CMDI, "outlets.list", {}));
      else if (kind === "workshops.ammd") await timed("workshops.ammd", () => post(w.tokens.AMMD, "workshops.ammd", {}));
      else await timed("news.list", () => post(w.tokens.FCP, "news.list", NEWS_PARAMS));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: w.clients }, (_, n) => client(n)));
  agent.destroy();
  parentPort.postMessage({ ms, statuses, wall: performance.now() - t0 });
})().catch((e) => { throw e; });
`;

/** The mix over HTTP through the app: its worker's times, statuses and wall time. */
function mixedThroughApp(http: string, tokens: Map<DemoAccount, string>) {
  return new Promise<{ ms: MixTimes; statuses: Record<string, number>; wall: number }>((resolve, reject) => {
    const w = new Worker(MIXED, {
      eval: true,
      workerData: {
        url: `${http}/api/query`,
        clients: MIX_CLIENTS,
        seconds: MIXED_SECONDS,
        run: `M${process.pid}x${Date.now().toString(36)}`,
        values: validOutletValues("-"),
        tokens: { CMDI: tokens.get(DEMO_CMDI), AMMD: tokens.get(DEMO_AMMD), FCP: tokens.get(DEMO_FCP) },
      },
    });
    w.once("message", resolve);
    w.once("error", reject);
  });
}

/**
 * The mix's floor: the same requests in the same order from as many clients for as long, each one
 * the statements the app's own call runs (recorded as in the rows above: a read's as the route asks
 * them, a first write's transaction, a repeat's), run directly on a pool of the app's size, with no
 * HTTP, session or JSON. What the database and the driver alone cost this machine for the mix.
 */
async function mixedDirect(tokens: Map<DemoAccount, string>): Promise<{ ms: MixTimes; wall: number }> {
  const as = async (d: DemoAccount) => (await resolveSession(db, tokens.get(d)!))!;
  const cmdi = await as(DEMO_CMDI);
  const reads: Record<Exclude<MixKind, "write">, () => Promise<number>> = {
    "outlets.list": viaSqlOf((await recordRead("outlets.list", cmdi, {})).statements),
    "workshops.ammd": viaSqlOf((await recordRead("workshops.ammd", await as(DEMO_AMMD), {})).statements),
    "news.list": viaSqlOf((await recordRead("news.list", await as(DEMO_FCP), NEWS_PARAMS)).statements),
  };
  const probeKey = `bench-mix-probe-${process.pid}`;
  const insert = { values: validOutletValues("Bench mix outlet") };
  const first = await recordWrite(cmdi, "outlets.insert", insert, probeKey);
  const repeat = await recordWrite(cmdi, "outlets.insert", insert, probeKey);
  const run = `D${process.pid}x${Date.now().toString(36)}`;
  const ms = mixTimes();
  const timed = async (kind: MixKind, f: () => Promise<unknown>) => {
    const t0 = performance.now();
    await f();
    ms[kind].push(performance.now() - t0);
  };
  const until = performance.now() + MIXED_SECONDS * 1000;
  const client = async (n: number) => {
    for (let i = 0; performance.now() < until; i++) {
      const kind = mixKind(n, i);
      if (kind === "write") {
        const key = `${run}-${n}-${i}`;
        await timed("write", () => directTx(first, probeKey, key));
        if (i % 4 === 0) await timed("write", () => directTx(repeat, probeKey, key));
      } else await timed(kind, reads[kind]);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: MIX_CLIENTS }, (_, n) => client(n)));
  return { ms, wall: performance.now() - t0 };
}

/** The load test's mixed load through the app, then its floor (the same statements run directly): p50/p99 of each. */
async function mixedLoad(http: string, tokens: Map<DemoAccount, string>): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  const app = await mixedThroughApp(http, tokens);
  const appLoad = load();
  const floor = await mixedDirect(tokens);
  const p99s = { app: pct(Object.values(app.ms).flat(), 99), floor: pct(Object.values(floor.ms).flat(), 99) };
  const report = (what: string, m: { ms: MixTimes; wall: number }, tail: string) => {
    const all = Object.values(m.ms).flat();
    console.log(
      `\n${what}, ${MIX_CLIENTS} clients for ${MIXED_SECONDS} s: ${all.length} requests, ${fmt((all.length / m.wall) * 1000)}/s; ` +
        `p50 ${fmt(pct(all, 50), 1)} ms, p99 ${fmt(pct(all, 99), 1)} ms${tail}`,
    );
    for (const [kind, xs] of Object.entries(m.ms))
      if (xs.length)
        console.log(`  ${kind.padEnd(15)} ${String(xs.length).padStart(6)} requests  p50 ${fmt(pct(xs, 50), 1)} ms  p99 ${fmt(pct(xs, 99), 1)} ms`);
  };
  report(
    "mixed load (the load test's mix) through the app",
    app,
    ` (target p99 <= 250 ms); statuses ${JSON.stringify(app.statuses)}; load average ${appLoad}`,
  );
  report(
    "its floor: the same mix, each request the statements the app runs for it, directly on a pool of the same size",
    floor,
    `; load average ${load()}`,
  );
  console.log(
    `  the app's p99 over the floor's: ${fmt(p99s.app / p99s.floor, 2)} (${fmt(p99s.app, 1)} / ${fmt(p99s.floor, 1)} ms)` +
      (p99s.floor > 250 ? "; the target (p99 <= 250 ms) is below this floor's p99" : ""),
  );
}

// SEEDED_URL: a database already seeded at SCALE (`npm run seed -- --scale N --url ...`), used as it
// is and kept (a scale-100 seed takes minutes on a shared machine); else one made for the run
const SEEDED_URL = process.env.SEEDED_URL;
const pgdb = SEEDED_URL ? { url: SEEDED_URL, version: "", drop: async () => {} } : await benchDatabase("bench_server");
const db = openPostgres(pgdb.url, POOL);
// its statements planned as the app's are (Db.hot: each run for its own values)
const direct = new pg.Pool({ connectionString: pgdb.url, max: POOL, options: PLAN_EACH_RUN_OPTION });
// the database dropped at the end ends its idle connections: not an error of the run's
direct.on("error", () => {});
try {
  await migrate(db);
  const seeded = Date.now();
  const counts = SEEDED_URL
    ? Object.fromEntries(
        await Promise.all(
          ["outlets", "opportunity"].map(async (t) => [t, Number((await direct.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n)] as const),
        ),
      )
    : await seed(db, { seed: 42, scale: SCALE });
  if (SEEDED_URL) pgdb.version = (await direct.query("SHOW server_version")).rows[0].server_version;
  // the planner's statistics and the visibility map, as autovacuum would leave them on a live server
  // (else autovacuum's pass over the freshly seeded tables shares the cores with the first measures)
  await direct.query("VACUUM ANALYZE");
  const loadAtStart = loadavg();
  console.log(
    `load average ${loadAtStart.map((l) => l.toFixed(2)).join(" ")} (2 cores shared); PostgreSQL ${pgdb.version}; ` +
      `scale ${SCALE} ${SEEDED_URL ? "(seeded before)" : "seeded"} in ${Date.now() - seeded} ms (${counts.outlets} outlets, ${counts.opportunity} workshops); ${CALLS} calls per measure (${ONE_ROW_CALLS} for a one-row read and its floors) after ${WARMUP} to warm up; pools of ${POOL}`,
  );
  if (CAPS_FROM) console.log(`windowed lists' caps: the rows each first load answered in ${CAPS_FROM}`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pgdb.url,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    LOGIN_LIMIT_PER_ADDRESS: "10000",
    LOGIN_LIMIT_PER_MOBILE: "10000",
    WRITE_LIMIT_PER_MINUTE: "1000000",
  });
  const app = await buildApp({ db, config, staticDir: "/nonexistent" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const http = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens = new Map<DemoAccount, string>();
    const callers = PEERS ? await peersOf(direct) : { FCP: DEMO_FCP, CMDI: DEMO_CMDI, AMMD: DEMO_AMMD, SUPER: DEMO_SUPER };
    if (PEERS) console.log(`callers: ${[callers.FCP, callers.CMDI, callers.AMMD].map((c) => `${c.label} ${c.name} (${c.sfid})`).join(", ")}`);
    for (const d of new Set([...DEMO_ACCOUNTS, callers.FCP, callers.CMDI, callers.AMMD])) {
      const r = await fetch(`${http}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ role: d.role, mobile: d.mobile, password: DEMO_PASSWORD }),
      });
      tokens.set(d, ((await r.json()) as { token: string }).token);
    }
    const first = async (sql: string, params: unknown[]) => (await direct.query(sql, params)).rows[0];
    // a typical parameter per op: a record of the caller's own (ops without one take {})
    const outlet = await first("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [callers.CMDI.sfid]);
    const workshop = await first("SELECT id FROM opportunity WHERE assigned_ammd__c = $1 ORDER BY id LIMIT 1", [callers.AMMD.sfid]);
    const fcp = await first("SELECT id FROM account WHERE assigned_cmdi__c = $1 AND recordtypeid = $2 ORDER BY id LIMIT 1", [
      callers.CMDI.sfid,
      FCP_RECORD_TYPE,
    ]);
    const training = await first("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
      callers.CMDI.sfid,
      [...TRAINING_STATUSES],
    ]);
    const hpa = await first("SELECT id FROM hpa__c WHERE fcp__c = $1 ORDER BY id LIMIT 1", [callers.FCP.sfid]);
    const executing = await first("SELECT id FROM opportunity WHERE accountid = $1 AND stagename = 'Execution' ORDER BY id LIMIT 1", [
      callers.FCP.sfid,
    ]);
    const TYPICAL: Record<string, unknown> = {
      "outlets.get": { id: outlet?.id },
      "outlets.search": { q: "paint" },
      "news.list": {},
      "workshops.details": { id: workshop?.id },
      "super.workshops": { sfid: callers.CMDI.sfid, type: "CMDI" },
      "fcps.profile": { id: fcp?.id },
      "fcps.list": { status: "all" },
      "trainingPhotos.list": { training: training?.id },
      "workshops.execution": { id: executing?.id },
      "workshopPhotos.list": { workshop: executing?.id },
      "hpas.get": { id: hpa?.id },
      "search.records": { q: "paint" },
      "payments.ammdReport": { year: currentFinancialYear(new Date()).startYear },
      "targets.progress": { month: programmeDate(new Date()).slice(0, 7) },
    };
    const rows: string[][] = [];
    // the floor: HTTP, Fastify and the client alone, with no session, no SQL and no codec; measured
    // first, and again right before each one-row read (the load of a shared machine moves within a
    // run: /floor is against the floor measured next to it)
    const bare = Fastify({ logger: false });
    bare.post("/api/query", async () => ({ rows: [{ id: 1 }] }));
    // the statement route: the same bare server answering a one-row read's own statements, run on
    // the direct pool, with their rows: HTTP and the SQL in one process, and nothing of the app's
    let statements: () => Promise<unknown[]> = async () => [];
    bare.post("/api/statements", async () => ({ rows: await statements() }));
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareAt = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const floorBody = JSON.stringify({ op: "-", params: {} });
    const floorAt = (c: number) =>
      overHttp({ url: `${bareAt}/api/query`, token: "-", body: floorBody, calls: ONE_ROW_CALLS, concurrency: c, warmup: WARMUP });
    const statementRouteAt = (c: number) =>
      overHttp({ url: `${bareAt}/api/statements`, token: "-", body: floorBody, calls: ONE_ROW_CALLS, concurrency: c, warmup: WARMUP });
    for (const c of LEVELS) {
      const m = await floorAt(c);
      rows.push([
        "HTTP floor (empty route)",
        "-",
        "-",
        `${m.rows}`,
        "-",
        `${c}`,
        fmt(perSecond(m)),
        "-",
        "-",
        fmt(pct(m.ms, 50), 1),
        fmt(pct(m.ms, 99), 1),
        "-",
        "-",
        "-",
        "0",
        "-",
        "1.00",
        "-",
        busy(m),
        "-",
      ]);
      console.log(rows.at(-1)!.join("  "));
    }
    const figures: Array<{
      op: string;
      mode: Mode;
      kind: string;
      rows: number;
      total?: number;
      concurrent: number;
      perSecond: number;
      p50: number;
      p99: number;
      busy: number;
    }> = [];
    // every read op, and each windowed list's page op twice (a first page; a search), each with the
    // mode a device calls it in (above: Mode)
    const plans: Plan[] = [];
    for (const op of ALL_OPS.filter((o) => !o.write && (!ONLY || ONLY.includes(o.name)))) {
      const list = op.name.endsWith(PAGE) ? ALL_OPS.find((o) => o.name === op.name.slice(0, -PAGE.length)) : undefined;
      const listWindow = list && (list.contract as { window?: ListWindow }).window;
      if (list && listWindow) {
        const listParams = TYPICAL[list.name];
        const params = { offset: 0, limit: PAGE_ROWS, ...(listParams === undefined ? {} : { params: listParams }) };
        plans.push({ label: op.name, op, params, mode: "page", list: { name: list.name, params: listParams ?? {}, window: listWindow } });
        plans.push({
          label: `${op.name} (search)`,
          op,
          params,
          mode: "page search",
          list: { name: list.name, params: listParams ?? {}, window: listWindow },
        });
        continue;
      }
      const params = TYPICAL[op.name] ?? {};
      plans.push({ label: op.name, op, params, mode: windowOfContract(op.contract as { window?: unknown }, params) ? "window" : "whole" });
    }
    const bodyOf = (p: Plan) => JSON.stringify({ op: p.op.name, params: p.params, ...(p.mode === "window" ? { sync: FIRST_LOAD } : {}) });
    // each op's caller: the CMDI first (most ops are theirs), then the AMMD, the FCP, the super admin;
    // the first the op answers (a role may call an op that still refuses it, as audit.list refuses a CMDI)
    const callerOf = new Map<string, DemoAccount>();
    for (const p of plans) {
      const decoded = p.op.decode(p.params);
      if (!decoded.ok) continue;
      for (const d of [callers.CMDI, callers.AMMD, callers.FCP, callers.SUPER]) {
        if (!mayCall(p.op.roles, { role: d.role as Role, superAdmin: d === callers.SUPER })) continue;
        const session = (await resolveSession(db, tokens.get(d)!))!;
        const ok = await recordRead(p.op.name, session, decoded.value, p.mode === "window").then(
          () => true,
          () => false,
        );
        if (!ok) continue;
        callerOf.set(p.label, d);
        // a page's search: a word of the list's own rows (its caller's whole list), one a person
        // looking past the window might type
        if (p.mode === "page search" && p.list) {
          const word = p.list.window.search.length
            ? searchWordOf((await recordRead(p.list.name, session, p.list.params)).answer, p.list.window)
            : null;
          if (word === null) p.skip = p.list.window.search.length ? "no word to search by in the list's rows" : "the list's window searches no field";
          else p.params = { ...(p.params as object), search: word };
        }
        break;
      }
    }
    // the server's request path warmed once through every op measured before the first measure:
    // the first op measured was otherwise measured on a cold path (me.account, first in ALL_OPS,
    // was at half of outlets.get's calls/s while its CPU per call, warm, is the same or less)
    for (const p of plans) {
      const caller = callerOf.get(p.label);
      if (!caller || p.skip || !p.op.decode(p.params).ok) continue;
      await overHttp({
        url: `${http}/api/query`,
        token: tokens.get(caller)!,
        body: bodyOf(p),
        page: p.mode.startsWith("page"),
        calls: 0,
        concurrency: 16,
        warmup: SERVER_WARMUP,
      });
    }
    for (const p of plans) {
      const { op, params } = p;
      const decoded = op.decode(params);
      const caller = callerOf.get(p.label);
      if (!decoded.ok || !caller || p.skip) {
        console.log(`${p.label}: not measured (${!decoded.ok ? decoded.message : (p.skip ?? "no caller may call it")})`);
        continue;
      }
      const token = tokens.get(caller)!;
      const session = (await resolveSession(db, token))!;
      let read: RecordedRead;
      try {
        read = await recordRead(op.name, session, decoded.value, p.mode === "window");
      } catch (e) {
        console.log(`${p.label}: not measured (${e instanceof Error ? e.message : String(e)})`);
        continue;
      }
      const page = p.mode.startsWith("page");
      const answer = page ? ((read.answer[0] as { rows?: unknown[] } | undefined)?.rows ?? []) : read.answer;
      const kind = page ? "page" : answer.length <= 1 ? "one-row" : "list";
      console.log(
        `${p.label}: measured as ${MODES[p.mode]}; ${JSON.stringify(params)} as the ${caller.role}${caller === callers.SUPER ? " (super admin)" : ""}`,
      );
      const viaSql = viaSqlOf(read.statements);
      // an op whose rows the database writes as JSON: its SQL returning the rows as columns too,
      // what the op ran before (decision 051), beside the app
      const asRows = read.statements.some((st, i) => st.sql !== read.asRows[i]?.sql) ? viaSqlOf(read.asRows) : null;
      const body = bodyOf(p);
      // the row codec's share: decoding and encoding this answer's rows, as the registry does per call
      const codec = t.array(op.row);
      const c0 = performance.now();
      for (let i = 0; i < 100; i++) {
        const d = codec.decode(read.answer);
        if (d._tag === "Right") codec.encode(d.right);
      }
      const codecMs = (performance.now() - c0) / 100;
      statements = rowsViaSqlOf(read.statements);
      const calls = kind === "one-row" ? ONE_ROW_CALLS : CALLS;
      for (const c of LEVELS) {
        const fm = kind === "one-row" ? await floorAt(c) : null;
        const floor = fm === null ? null : { perS: perSecond(fm), m: fm };
        const route = kind === "one-row" ? await statementRouteAt(c) : null;
        const api = await overHttp({ url: `${http}/api/query`, token, body, page, calls, concurrency: c, warmup: WARMUP });
        const raw = await busyPerCall(calls + WARMUP, () => load(viaSql, c, calls));
        const plain = asRows === null ? null : await load(asRows, c);
        figures.push({
          op: p.label,
          mode: p.mode,
          kind,
          rows: api.rows,
          ...(api.total === undefined ? {} : { total: api.total }),
          concurrent: c,
          perSecond: perSecond(api),
          p50: pct(api.ms, 50),
          p99: pct(api.ms, 99),
          busy: api.busy ?? NaN,
        });
        rows.push([
          p.label,
          kind,
          p.mode,
          `${api.rows}`,
          api.total === undefined ? "-" : `${api.total}`,
          `${c}`,
          ...againstDirect(api, raw),
          plain === null ? "-" : `${fmt(perSecond(api) / perSecond(plain), 2)} of ${fmt(perSecond(plain))}`,
          `${read.statements.length}`,
          fmt(codecMs, 3),
          floor === null
            ? "-"
            : `${fmt(perSecond(api) / floor.perS, 2)} of ${fmt(floor.perS)} (${busy(floor.m)} ms), bound ${fmt(perSecond(raw) / (floor.perS + perSecond(raw)), 2)}`,
          route === null ? "-" : `${fmt(perSecond(api) / perSecond(route), 2)} of ${fmt(perSecond(route))} (${busy(route)} ms)`,
          busy(api),
          busy(raw),
        ]);
        console.log(rows.at(-1)!.join("  "));
      }
    }
    await bare.close();
    if (P99_JSON) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        P99_JSON,
        JSON.stringify(
          { scale: SCALE, postgres: pgdb.version, calls: CALLS, oneRowCalls: ONE_ROW_CALLS, load: loadAtStart, loadAtEnd: loadavg(), figures },
          null,
          1,
        ),
      );
    }
    if (!READS_ONLY && (!ONLY || ONLY.includes("outlets.update")))
      rows.push(...(await writeRows(http, tokens.get(DEMO_CMDI)!, outlet?.id as number)));
    const head = [
      "op",
      "kind",
      "mode",
      "rows",
      "total",
      "concurrent",
      "app/s",
      "SQL/s",
      "ratio",
      "app p50",
      "app p99",
      "SQL p50",
      "SQL p99",
      "vs row SQL",
      "statements",
      "codec",
      "/floor",
      "/route",
      "app busy",
      "SQL busy",
    ];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
    console.log(`\n${line(head)}\n${rows.map(line).join("\n")}`);
    console.log(
      "targets (issue 28): one-row reads /floor >= 0.75; list reads ratio >= 0.60; the write ratio >= 0.50; times in ms;\n" +
        "mode: how the op was called, as a device calls it (decision 092): window, a windowed list's first load (sync " +
        `${JSON.stringify(FIRST_LOAD)}, what a slot that holds nothing sends), its rows the device window and total the rows the server holds; ` +
        `whole, a plain call (no sync); page / page search, a windowed list's page op, its first ${PAGE_ROWS} rows without and with a search word, ` +
        "rows the page's and total the matching rows; SQL: the statements the op runs in that mode, recorded through the registry;\n" +
        "vs row SQL: for an op whose rows the database writes as JSON (decision 051), app/s over its SQL returning the rows as columns (calls/s), run directly;\n" +
        "HTTP floor: an empty Fastify route over the same client, the most any op can reach here; /floor: a one-row read's app/s over the floor's measured right before it (calls/s);\n" +
        "bound: the most /floor can be when the request's HTTP and its statements share these cores, each costing what it costs alone: SQL/s over (floor + SQL/s) (decision 051);\n" +
        "/route: a one-row read's app/s over its statement route's, measured right before it: the bare server answering the op's own statements, run on the direct pool, with their rows (HTTP and the SQL in one process, nothing of the app's; decision 057);\n" +
        "codec: the CPU ms of checking one answer's rows against the row codec (decode and encode), as each call does;\n" +
        "app busy / SQL busy: the server's main thread (or the direct pool's) busy ms per call, its event loop utilisation: less moved by the machine's other load than calls/s",
    );
    if (MIXED_SECONDS > 0 && !READS_ONLY) await mixedLoad(http, tokens);
  } finally {
    await app.close();
  }
} finally {
  await direct.end();
  await db.close();
  await pgdb.drop();
}

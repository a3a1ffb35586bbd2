// The AMMD list op on PostgreSQL (printed, never asserted): `npm run bench:workshops-server`.
// A throwaway PostgreSQL cluster (scripts/pgcluster.mjs; or DATABASE_URL), the demo data at
// --scale 10 (seed 42), the server's own app (buildApp, as server/main.ts builds it, with its pool
// of 10) listening on a free port. The demo AMMD's `workshops.ammd` is called over HTTP by 16
// concurrent clients (keep-alive) from a worker thread (so the clients' JSON parsing is not on the
// server's thread), then the same SQL with the same parameters runs directly through a
// node-postgres pool of the same size, 16 at a time, in the same run. Each side warms up first;
// latency per call is measured from send to the parsed answer.
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openPostgres } from "../server/db/db.ts";
import { DEMO_AMMD, DEMO_PASSWORD } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { AMMD_LIST_ORDER, AMMD_LIST_WHERE, ammdListParams, WORKSHOP_COLUMNS } from "../server/ops/workshops.ts";
import { startCluster } from "../scripts/pgcluster.mjs";
import { fmt } from "./figures.ts";

const CONCURRENCY = 16;
const CALLS = Number(process.env.CALLS) || 1600;
const WARMUP = 160;
const POOL = 10; // the server's pool (openPostgres default)

const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!; };

/** Runs `call` CALLS times, CONCURRENCY at a time; the latencies (ms) and the wall time. */
async function load(call: () => Promise<number>): Promise<{ ms: number[]; wall: number; rows: number }> {
  let next = 0, rows = 0;
  const ms: number[] = [];
  const worker = async () => {
    while (next < CALLS) {
      next++;
      const t0 = performance.now();
      rows = await call();
      ms.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ms, wall: performance.now() - t0, rows };
}

/** The HTTP clients, in a worker thread: CALLS calls of `body`, CONCURRENCY at a time. */
const CLIENTS = `
const { parentPort, workerData: w } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const call = async () => {
  const r = await fetch(w.url, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer " + w.token, "accept-encoding": "identity" }, body: w.body });
  if (!r.ok) throw new Error("HTTP " + r.status + ": " + (await r.text()));
  return (await r.json()).rows.length;
};
(async () => {
  for (let i = 0; i < w.warmup; i++) await call();
  let next = 0, rows = 0; const ms = [];
  const worker = async () => { while (next < w.calls) { next++; const t0 = performance.now(); rows = await call(); ms.push(performance.now() - t0); } };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: w.concurrency }, worker));
  parentPort.postMessage({ ms, wall: performance.now() - t0, rows });
})().catch((e) => { throw e; });
`;
const overHttp = (workerData: Record<string, unknown>) => new Promise<{ ms: number[]; wall: number; rows: number }>((resolve, reject) => {
  const w = new Worker(CLIENTS, { eval: true, workerData });
  w.once("message", resolve);
  w.once("error", reject);
});

const report = (label: string, r: { ms: number[]; wall: number; rows: number }) =>
  console.log(`${label}: p50 ${fmt(pct(r.ms, 50), 1)} ms, p99 ${fmt(pct(r.ms, 99), 1)} ms, mean ${fmt(r.ms.reduce((a, b) => a + b, 0) / r.ms.length, 1)} ms; ` +
    `${fmt((r.ms.length / r.wall) * 1000)} calls/s; ${r.rows} rows per answer [n ${r.ms.length}, max ${fmt(Math.max(...r.ms), 1)} ms]`);

const cluster = process.env.DATABASE_URL ? null : await startCluster();
const base = process.env.DATABASE_URL ?? cluster?.url;
if (!base) throw new Error("no PostgreSQL: set DATABASE_URL or install postgresql");
const url = new URL(base);
const admin = new pg.Client({ connectionString: base });
await admin.connect();
const name = `bench_workshops_${process.pid}`;
await admin.query(`CREATE DATABASE ${name}`);
url.pathname = `/${name}`;
const db = openPostgres(url.toString(), POOL);
const direct = new pg.Pool({ connectionString: url.toString(), max: POOL });
try {
  await migrate(db);
  const seeded = Date.now();
  const counts = await seed(db, { seed: 42, scale: 10 });
  await direct.query("ANALYZE"); // the planner's statistics, as autovacuum would gather them on a live server
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(" ")} (2 cores shared); ${(await admin.query("SHOW server_version")).rows[0].server_version}; ` +
    `scale 10: ${counts.opportunity} workshops seeded in ${Date.now() - seeded} ms; ${CONCURRENCY} concurrent, ${CALLS} calls each way after ${WARMUP} to warm up`);
  const config = loadConfig({ ...process.env, DATABASE_URL: url.toString(), HOST: "127.0.0.1", LOG_LEVEL: "warn", LOGIN_LIMIT_PER_ADDRESS: "10000" });
  const app = await buildApp({ db, config, staticDir: "/nonexistent" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const http = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${http}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ role: "AMMD", mobile: DEMO_AMMD.mobile, password: DEMO_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const body = JSON.stringify({ op: "workshops.ammd", params: {} });
    const sql = `SELECT ${WORKSHOP_COLUMNS} FROM opportunity o WHERE ${AMMD_LIST_WHERE} ORDER BY ${AMMD_LIST_ORDER}`;
    const params = ammdListParams(DEMO_AMMD.sfid, new Date());
    const viaSql = async () => (await direct.query(sql, params)).rows.length;

    const api = await overHttp({ url: `${http}/api/query`, token, body, calls: CALLS, concurrency: CONCURRENCY, warmup: WARMUP });
    for (let i = 0; i < WARMUP; i++) await viaSql();
    const raw = await load(viaSql);
    report("workshops.ammd through the app (HTTP, session check, params, SQL, row codec, JSON)", api);
    report("the same SQL directly through node-postgres (pool of 10)", raw);
    console.log(`overhead of the app at p50: ${fmt(pct(api.ms, 50) - pct(raw.ms, 50), 1)} ms`);
    // Where the app's time goes: one call at a time, in this process (app.inject, no socket), this
    // process's CPU per call: the SQL alone, the op through the app, and with the answer compressed.
    const serial = async (label: string, call: () => Promise<unknown>, n = 200) => {
      for (let i = 0; i < 20; i++) await call();
      const cpu0 = process.cpuUsage(), t0 = performance.now();
      for (let i = 0; i < n; i++) await call();
      const cpu = process.cpuUsage(cpu0);
      console.log(`  one at a time, ${label}: ${fmt((performance.now() - t0) / n, 2)} ms, CPU ${fmt((cpu.user + cpu.system) / 1000 / n, 2)} ms per call`);
    };
    const inject = (encoding: string) => () => app.inject({ method: "POST", url: "/api/query", payload: body, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "accept-encoding": encoding } });
    await serial("the SQL through node-postgres", viaSql);
    await serial("workshops.ammd through the app, uncompressed", inject("identity"));
    await serial("workshops.ammd through the app, as a browser asks (brotli)", inject("gzip, deflate, br, zstd"));
    const plan = await direct.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log("plan:\n" + plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n"));
  } finally {
    await app.close();
  }
} finally {
  await direct.end();
  await db.close();
  // a cluster of its own goes whole; on a given server, the database made for the run
  if (cluster) cluster.stop();
  else await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end().catch(() => {});
}

// Every read op of the registry through the app beside the same SQL run directly (printed, never
// asserted): `npm run bench:server`. ONLY=outlets.get,outlets.list limits the ops; CALLS sets the
// calls per measure (default 800).
//
// A throwaway PostgreSQL cluster (scripts/pgcluster.mjs; or DATABASE_URL, where a database is made
// for the run and dropped), the demo data at --scale 10 (seed 42), the server's own app (buildApp,
// as server/main.ts builds it, its pool of 10) on a free port. For each read op, with a typical
// parameter and a demo person who may call it:
// - through the app: POST /api/query over HTTP keep-alive from a worker thread (so the clients'
//   JSON parsing is not on the server's thread; node:http with a keep-alive agent, whose CPU per call
//   is a fraction of fetch's on the same 2 cores), 16 and then 64 concurrent: session check, params,
//   SQL, row codec, JSON;
// - directly: the very statements the op ran for that person (recorded from the op itself, with
//   their parameters) through a node-postgres pool of the same size, 16 and 64 at a time, prepared
//   (named) as the app prepares them (Db.hot, PG_PREPARE);
// - the floor: an empty Fastify route answering a one-row body, over the same client: what HTTP
//   alone costs on this machine, the most any op can reach.
// in the same run, each side warmed up first. Latency is from send to the parsed answer.
// Targets (issue 16): throughput ratio >= 0.5 for one-row reads and >= 0.6 for list reads, p99
// <= 20 ms for one-row reads at 64 concurrent.
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import Fastify from "fastify";
import * as t from "io-ts";
import pg from "pg";
import { DEFAULT_PROGRAMME } from "../server/ops/registry.ts";
import { mayCall } from "../src/codecs/contract.ts";
import type { Role } from "../src/codecs/role.ts";
import { TRAINING_STATUSES } from "../src/codecs/training.ts";
import { buildApp } from "../server/app.ts";
import { resolveSession } from "../server/auth/sessions.ts";
import { loadConfig } from "../server/config.ts";
import { openPostgres, type Queryable } from "../server/db/db.ts";
import { DEMO_ACCOUNTS, DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_PASSWORD, DEMO_SUPER, FCP_RECORD_TYPE, type DemoAccount } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { ALL_OPS } from "../server/ops/index.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const CALLS = Number(process.env.CALLS) || 800;
const WARMUP = 100;
const POOL = 10; // the server's pool (openPostgres default)
const LEVELS = [16, 64];
const ONLY = process.env.ONLY?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);

interface Measure {
  ms: number[];
  wall: number;
  rows: number;
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const perSecond = (m: Measure) => (m.ms.length / m.wall) * 1000;

/** Runs `call` CALLS times, `concurrency` at a time. */
async function load(call: () => Promise<number>, concurrency: number): Promise<Measure> {
  for (let i = 0; i < WARMUP; i++) await call();
  let next = 0,
    rows = 0;
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
const call = () => new Promise((resolve, reject) => {
  const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: "POST", headers }, (res) => {
    const chunks = [];
    res.on("data", (c) => chunks.push(c));
    res.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (res.statusCode !== 200) return reject(new Error("HTTP " + res.statusCode + ": " + text));
      resolve(JSON.parse(text).rows.length);
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
  parentPort.postMessage({ ms, wall: performance.now() - t0, rows });
})().catch((e) => { throw e; });
`;
const overHttp = (workerData: Record<string, unknown>) =>
  new Promise<Measure>((resolve, reject) => {
    const w = new Worker(CLIENTS, { eval: true, workerData });
    w.once("message", resolve);
    w.once("error", reject);
  });

const directNames = new Map<string, string>();
const directName = (sql: string) => directNames.get(sql) ?? directNames.set(sql, `direct_${directNames.size}`).get(sql)!;

/** A Queryable that runs through `q` and keeps each statement with its parameters. */
function recording(q: Queryable): Queryable & { statements: Array<{ sql: string; params: unknown[] }> } {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  return {
    statements,
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return q.query(sql, params);
    },
  };
}

const pgdb = await benchDatabase("bench_server");
const db = openPostgres(pgdb.url, POOL);
const direct = new pg.Pool({ connectionString: pgdb.url, max: POOL });
try {
  await migrate(db);
  const seeded = Date.now();
  const counts = await seed(db, { seed: 42, scale: 10 });
  await direct.query("ANALYZE"); // the planner's statistics, as autovacuum would gather them on a live server
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (2 cores shared); PostgreSQL ${pgdb.version}; ` +
      `scale 10 seeded in ${Date.now() - seeded} ms (${counts.outlets} outlets, ${counts.opportunity} workshops); ${CALLS} calls per measure after ${WARMUP} to warm up; pools of ${POOL}`,
  );
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pgdb.url,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    LOGIN_LIMIT_PER_ADDRESS: "10000",
    LOGIN_LIMIT_PER_MOBILE: "10000",
  });
  const app = await buildApp({ db, config, staticDir: "/nonexistent" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const http = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const tokens = new Map<DemoAccount, string>();
    for (const d of DEMO_ACCOUNTS) {
      const r = await fetch(`${http}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ role: d.role, mobile: d.mobile, password: DEMO_PASSWORD }),
      });
      tokens.set(d, ((await r.json()) as { token: string }).token);
    }
    const first = async (sql: string, params: unknown[]) => (await direct.query(sql, params)).rows[0];
    // a typical parameter per op: a record of the caller's own (ops without one take {})
    const outlet = await first("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [DEMO_CMDI.sfid]);
    const workshop = await first("SELECT id FROM opportunity WHERE assigned_ammd__c = $1 ORDER BY id LIMIT 1", [DEMO_AMMD.sfid]);
    const fcp = await first("SELECT id FROM account WHERE assigned_cmdi__c = $1 AND recordtypeid = $2 ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
      FCP_RECORD_TYPE,
    ]);
    const training = await first("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
      DEMO_CMDI.sfid,
      [...TRAINING_STATUSES],
    ]);
    const executing = await first("SELECT id FROM opportunity WHERE accountid = $1 AND stagename = 'Execution' ORDER BY id LIMIT 1", [DEMO_FCP.sfid]);
    const TYPICAL: Record<string, unknown> = {
      "outlets.get": { id: outlet?.id },
      "outlets.search": { q: "paint" },
      "news.list": {},
      "workshops.details": { id: workshop?.id },
      "super.workshops": { sfid: DEMO_CMDI.sfid, type: "CMDI" },
      "fcps.profile": { id: fcp?.id },
      "fcps.list": { status: "all" },
      "trainingPhotos.list": { training: training?.id },
      "workshops.execution": { id: executing?.id },
      "workshopPhotos.list": { workshop: executing?.id },
    };
    const rows: string[][] = [];
    // the floor: HTTP, Fastify and the client alone, with no session, no SQL and no codec
    const bare = Fastify({ logger: false });
    bare.post("/api/query", async () => ({ rows: [{ id: 1 }] }));
    await bare.listen({ port: 0, host: "127.0.0.1" });
    try {
      const at = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/query`;
      for (const c of LEVELS) {
        const m = await overHttp({
          url: at,
          token: "-",
          body: JSON.stringify({ op: "-", params: {} }),
          calls: CALLS,
          concurrency: c,
          warmup: WARMUP,
        });
        rows.push([
          "HTTP floor (empty route)",
          "-",
          `${m.rows}`,
          `${c}`,
          fmt(perSecond(m)),
          "-",
          "-",
          fmt(pct(m.ms, 50), 1),
          fmt(pct(m.ms, 99), 1),
          "-",
          "-",
          "0",
          "-",
        ]);
        console.log(rows.at(-1)!.join("  "));
      }
    } finally {
      await bare.close();
    }
    for (const op of ALL_OPS.filter((o) => !o.write && (!ONLY || ONLY.includes(o.name)))) {
      const params = TYPICAL[op.name] ?? {};
      const decoded = op.decode(params);
      // the CMDI first (most ops are theirs), then the AMMD, the FCP, the super admin
      const caller = [DEMO_CMDI, DEMO_AMMD, DEMO_FCP, DEMO_SUPER].find((d) =>
        mayCall(op.roles, { role: d.role as Role, superAdmin: d === DEMO_SUPER }),
      );
      if (!decoded.ok || !caller) {
        console.log(`${op.name}: not measured (${decoded.ok ? "no demo person may call it" : decoded.message})`);
        continue;
      }
      const token = tokens.get(caller)!;
      const session = (await resolveSession(db, token))!;
      const rec = recording(db);
      let answer: readonly unknown[];
      try {
        // once unrecorded first: a read that has a step of its own to take (the lifecycle's
        // day-reached step, decision 024) takes it then, so the statements recorded are the ones
        // every later call runs
        await op.run({ db, user: session.user, subject: session.subject, now: new Date(), programme: DEFAULT_PROGRAMME }, decoded.value);
        answer = await op.run(
          { db: rec, user: session.user, subject: session.subject, now: new Date(), programme: DEFAULT_PROGRAMME },
          decoded.value,
        );
      } catch (e) {
        console.log(`${op.name}: not measured (${e instanceof Error ? e.message : String(e)})`);
        continue;
      }
      const kind = answer.length <= 1 ? "one-row" : "list";
      // prepared, as the app's session check and read ops are (Db.hot): a like-for-like baseline
      const named = rec.statements.map((s) => ({ name: directName(s.sql), text: s.sql, values: s.params as unknown[] }));
      const viaSql = async () => {
        let n = 0;
        for (const s of named) n = (await direct.query(s)).rows.length;
        return n;
      };
      const body = JSON.stringify({ op: op.name, params });
      // the row codec's share: decoding and encoding this answer's rows, as the registry does per call
      const codec = t.array(op.row);
      const c0 = performance.now();
      for (let i = 0; i < 100; i++) {
        const d = codec.decode(answer);
        if (d._tag === "Right") codec.encode(d.right);
      }
      const codecMs = (performance.now() - c0) / 100;
      for (const c of LEVELS) {
        const api = await overHttp({ url: `${http}/api/query`, token, body, calls: CALLS, concurrency: c, warmup: WARMUP });
        const raw = await load(viaSql, c);
        rows.push([
          op.name,
          kind,
          `${api.rows}`,
          `${c}`,
          fmt(perSecond(api)),
          fmt(perSecond(raw)),
          fmt(perSecond(api) / perSecond(raw), 2),
          fmt(pct(api.ms, 50), 1),
          fmt(pct(api.ms, 99), 1),
          fmt(pct(raw.ms, 50), 1),
          fmt(pct(raw.ms, 99), 1),
          `${rec.statements.length}`,
          fmt(codecMs, 3),
        ]);
        console.log(rows.at(-1)!.join("  "));
      }
    }
    const head = ["op", "kind", "rows", "concurrent", "app/s", "SQL/s", "ratio", "app p50", "app p99", "SQL p50", "SQL p99", "statements", "codec"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) => r.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
    console.log(`\n${line(head)}\n${rows.map(line).join("\n")}`);
    console.log(
      "targets: ratio >= 0.50 (one-row), >= 0.60 (list); app p99 <= 20 ms for one-row reads at 64 concurrent; times in ms;\n" +
        "HTTP floor: an empty Fastify route over the same client, the most any op can reach here;\n" +
        "codec: the CPU ms of checking one answer's rows against the row codec (decode and encode), as each call does",
    );
  } finally {
    await app.close();
  }
} finally {
  await direct.end();
  await db.close();
  await pgdb.drop();
}

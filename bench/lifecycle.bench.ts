// The workshop transition op (issue 15, decision 024), printed, never asserted:
// `npm run bench:lifecycle`. CALLS sets the transitions per measure (default 800).
//
// A throwaway PostgreSQL cluster (scripts/pgcluster.mjs; or DATABASE_URL, where a database is made
// for the run and dropped), the demo data at scale 10 (seed 42), the server's own app (buildApp, its
// pool of 10) on a free port. Each call is a real, different transition: the super admin (acting
// for accounts) cancels a workshop with a reason (row lock, facts, version, `refusalOf`, the update
// and its history row, the idempotency record, in one transaction), each workshop once, over HTTP
// keep-alive from this thread, 1 and then 16 at a time. Latency is from send to the parsed answer.
// The machine check (actorOf, eventOf, refusalOf over the loaded facts) is timed apart, in process,
// over the same workshops' facts, and given as a share of the op's serial mean.
import { performance } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { actorOf, eventOf, refusalOf } from "../src/codecs/workshopLifecycle.ts";
import type { SessionUser } from "../src/codecs/session.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openPostgres } from "../server/db/db.ts";
import { DEMO_PASSWORD, DEMO_SUPER } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { loadLifecycle } from "../server/ops/workshopLifecycle.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const CALLS = Number(process.env.CALLS) || 800;
const WARMUP = 100;
const POOL = 10;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const pgdb = await benchDatabase("bench_lifecycle");
const db = openPostgres(pgdb.url, POOL);
try {
  await migrate(db);
  const seeded = Date.now();
  const counts = await seed(db, { seed: 42, scale: 10 });
  await db.query("ANALYZE");
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (2 cores shared); PostgreSQL ${pgdb.version}; ` +
      `scale 10 seeded in ${Date.now() - seeded} ms (${counts.opportunity} workshops); ${CALLS} transitions per measure after ${WARMUP} to warm up; pool of ${POOL}`,
  );
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
    const login = await fetch(`${http}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ role: DEMO_SUPER.role, mobile: DEMO_SUPER.mobile, password: DEMO_PASSWORD }),
    });
    const { token, user } = (await login.json()) as { token: string; user: SessionUser };
    // workshops accounts may cancel, that the server's own step does not move first
    const ids = (
      await db.query<{ id: number }>(
        "SELECT id FROM opportunity WHERE stagename NOT IN ('Paid', 'Cancelled', 'Awaiting AMMD Approval') ORDER BY id LIMIT $1",
        [2 * (CALLS + WARMUP)],
      )
    ).rows.map((r) => r.id);
    if (ids.length < 2 * (CALLS + WARMUP)) throw new Error(`only ${ids.length} workshops to move`);
    let next = 0,
      key = 0,
      refused = 0;
    const call = async () => {
      const id = ids[next++]!;
      const r = await fetch(`${http}/api/query`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": `bench-${process.pid}-${++key}` },
        body: JSON.stringify({ op: "workshops.transition", params: { id, event: "workshop.cancel", version: 0, reason: "Benchmark cancellation" } }),
      });
      await r.json();
      if (r.status !== 200) refused++;
    };
    const measure = async (concurrency: number) => {
      for (let i = 0; i < WARMUP; i++) await call();
      const ms: number[] = [];
      let left = CALLS;
      const worker = async () => {
        while (left-- > 0) {
          const t0 = performance.now();
          await call();
          ms.push(performance.now() - t0);
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: concurrency }, worker));
      return { ms, wall: performance.now() - t0 };
    };
    // the machine check over the facts of workshops like those moved (loaded as the op loads them)
    const sample = (
      await db.query<{ id: number }>(
        "SELECT id FROM opportunity WHERE stagename NOT IN ('Paid', 'Cancelled', 'Awaiting AMMD Approval') ORDER BY id DESC LIMIT 200",
      )
    ).rows;
    const loaded = await Promise.all(sample.map((r) => loadLifecycle(db, r.id, user, new Date(), false)));
    const person = { role: user.role, sfid: user.sfid, superAdmin: user.superAdmin };
    const params = { event: "workshop.cancel" as const, reason: "Benchmark cancellation" };
    const checkUs: number[] = [];
    for (let round = 0; round < 50; round++) {
      const t0 = performance.now();
      for (const w of loaded) refusalOf(w!.stagename, w!.facts, eventOf(params, actorOf(person, w!)));
      checkUs.push(((performance.now() - t0) * 1000) / loaded.length);
    }
    const check = pct(checkUs, 50);

    const serial = await measure(1);
    const concurrent = await measure(16);
    const history = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM workshop_history WHERE event = 'workshop.cancel'")).rows[0]!.n;
    for (const [label, m] of [
      ["1 at a time", serial],
      ["16 concurrent", concurrent],
    ] as const) {
      console.log(
        `workshops.transition (accounts cancel), ${label}: p50 ${fmt(pct(m.ms, 50), 2)} ms, p99 ${fmt(pct(m.ms, 99), 2)} ms, mean ${fmt(mean(m.ms), 2)} ms, ${fmt((m.ms.length / m.wall) * 1000)} /s`,
      );
    }
    console.log(
      `machine check (actorOf + eventOf + refusalOf): ${fmt(check, 2)} µs per transition (median of 50 rounds over ${loaded.length} workshops) = ` +
        `${fmt((check / 1000 / mean(serial.ms)) * 100, 3)}% of the serial mean, ${fmt((check / 1000 / pct(concurrent.ms, 50)) * 100, 3)}% of the 16-concurrent p50`,
    );
    console.log(`answers other than 200: ${refused}; history rows written: ${history} (expected ${2 * (CALLS + WARMUP)})`);
  } finally {
    await app.close();
  }
} finally {
  await db.close();
  await pgdb.drop();
}

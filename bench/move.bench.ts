// Issue 46's figure: the time from a move (the super admin moves an FCP to another CMDI,
// `people.move`, decision 077) to the new CMDI's device showing the FCP, by delta sync (decision
// 050). The demo data (seed 42, SCALE, default 1) on PGlite (the embedded default) and on
// PostgreSQL (a throwaway cluster, or DATABASE_URL's server), the server's own app, each call as
// the device makes it (POST /api/query). The new CMDI's device holds its FCPs (fcps.list, all) and
// its workshops (workshops.mine), fetched whole once; then, RUNS times (the FCP moved to the other
// CMDI and back in turn): the move as the super admin sends it, and the new CMDI's next refresh of
// both lists with their sketches: the FCP arrives as one sent row, their workshops as sent rows.
// The device asks at its next refresh (opening the list, the app coming back, the connection
// back): nothing pushes a move, so what is measured is the server's part of the way. The floor, in
// the same run: the same two refreshes when nothing moved (a quiet delta sync). Printed, never
// asserted. Run: `npm run bench:move`.
import { loadavg } from "node:os";
import { rowDigest } from "../src/codecs/sync.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_PASSWORD, DEMO_SUPER } from "../server/db/demo.ts";
import { openPGlite, openPostgres, type Db } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { demoHash, login, testApp } from "../test/server/harness.ts";
import { call, type Row } from "./cachedLists.ts";
import { fmt, median } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const SCALE = Number(process.env.SCALE) || 1;
const RUNS = Number(process.env.RUNS) || 9;

async function measure(db: Db, label: string) {
  await migrate(db);
  await seed(db, { seed: 42, scale: SCALE, passwordHash: await demoHash() });
  const { app } = await testApp(db);
  // the demo CMDI's first active FCP, and another active CMDI of Meera's to move them to
  const fcp = (
    await db.query<{ id: number; sfid: string }>(
      "SELECT id, sfid FROM account WHERE assigned_cmdi__c = $1 AND active__c ORDER BY id OFFSET 1 LIMIT 1",
      [DEMO_CMDI.sfid],
    )
  ).rows[0]!;
  const other = (
    await db.query<{ sfid: string; mobile: string }>(
      `SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c
        WHERE type__c = 'CMDI' AND reporting_to_ammd__c = $1 AND sfid <> $2 AND active__c IS NOT FALSE ORDER BY id LIMIT 1`,
      [DEMO_AMMD.sfid, DEMO_CMDI.sfid],
    )
  ).rows[0]!;
  const token = async (role: string, mobile: string) => (await login(app, role, mobile, DEMO_PASSWORD)).body.token as string;
  const superAdmin = await token(DEMO_SUPER.role, DEMO_SUPER.mobile);
  const devices = { [DEMO_CMDI.sfid]: await token("CMDI", DEMO_CMDI.mobile), [other.sfid]: await token("CMDI", other.mobile) };
  const LISTS = [
    ["fcps.list", { status: "all" }],
    ["workshops.mine", {}],
  ] as const;
  // what each CMDI's device holds, per list: fetched whole once, then kept in step by each refresh
  const held = new Map<string, { rows: Row[]; digests: string[] }>();
  const key = (cmdi: string, op: string) => `${cmdi} ${op}`;
  for (const [cmdi, t] of Object.entries(devices))
    for (const [op, params] of LISTS) {
      const c = await call(app, t, op, params, null);
      held.set(key(cmdi, op), { rows: c.rows, digests: c.rows.map(rowDigest) });
    }
  /** The device's refresh of every list: the time, the bytes, whether `fcpId` is now among its FCPs. */
  const refresh = async (cmdi: string, fcpId: number) => {
    let ms = 0;
    let bytes = 0;
    let shows = false;
    for (const [op, params] of LISTS) {
      const k = key(cmdi, op);
      const t0 = performance.now();
      const c = await call(app, devices[cmdi]!, op, params, held.get(k));
      ms += performance.now() - t0;
      bytes += c.sent + c.got;
      if (op === "fcps.list") shows = c.rows.some((r) => r.id === fcpId);
      // what the device holds now, for the next run, outside the time (the device folds the delta;
      // the fold's own time is bench:store's)
      const now = c.sync && !c.sync.full ? await call(app, devices[cmdi]!, op, params, null) : c;
      held.set(k, { rows: now.rows, digests: now.rows.map(rowDigest) });
    }
    return { ms, bytes, shows };
  };
  const moves: number[] = [];
  const refreshes: number[] = [];
  const quiet: number[] = [];
  const bytes: number[] = [];
  const quietBytes: number[] = [];
  let to = other.sfid;
  for (let i = 0; i < RUNS; i++) {
    const q = await refresh(to, fcp.id);
    quiet.push(q.ms);
    quietBytes.push(q.bytes);
    const t0 = performance.now();
    const r = await app.inject({
      method: "POST",
      url: "/api/query",
      payload: { op: "people.move", params: { kind: "FCP", id: fcp.id, values: { to } } },
      headers: { authorization: `Bearer ${superAdmin}`, "idempotency-key": `bench-move-${i}-${Date.now()}` },
    });
    if (r.statusCode !== 200) throw new Error(`people.move: ${r.statusCode} ${r.body.slice(0, 200)}`);
    moves.push(performance.now() - t0);
    const a = await refresh(to, fcp.id);
    if (!a.shows) throw new Error("the new CMDI's refresh did not bring the FCP");
    refreshes.push(a.ms);
    bytes.push(a.bytes);
    to = to === other.sfid ? DEMO_CMDI.sfid : other.sfid;
  }
  const total = moves.map((m, i) => m + refreshes[i]!);
  console.log(
    `${label} (scale ${SCALE}, ${RUNS} moves, load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}): move to the new CMDI's refresh showing the FCP ${fmt(median(total), 1)} ms ` +
      `(the move ${fmt(median(moves), 1)} ms + the refresh of fcps.list and workshops.mine ${fmt(median(refreshes), 1)} ms, ${fmt(median(bytes))} B); ` +
      `floor: the same refresh with nothing moved ${fmt(median(quiet), 1)} ms, ${fmt(median(quietBytes))} B`,
  );
  await app.close();
}

const lite = await openPGlite();
try {
  await measure(lite, "PGlite");
} finally {
  await lite.close();
}
const pgdb = await benchDatabase("bench_move");
const pgDb = openPostgres(pgdb.url, 4);
try {
  await measure(pgDb, `PostgreSQL ${pgdb.version}`);
} finally {
  await pgDb.close();
  await pgdb.drop();
}

// What a device may hold, by person (issue 50 item 2's figures): the demo data at SCALE (default
// 100) on PostgreSQL (a throwaway cluster, or DATABASE_URL's server), with LARGE_REGION=1 the demo
// AMMD's large region too (`npm run seed -- --large-region`, server/db/gen/largeRegion.ts). For
// each demo person, every cached list of bench/cachedLists.ts the server lets them read, loaded
// whole as a device with nothing cached loads it (POST /api/query with `sync: null`): its records
// and its JSON bytes as answered (what the store keeps, before IndexedDB's own overhead), summed per
// person, and the time the server took for each. An upper bound of the device's cache: a list the
// person's screens never open is counted when the server answers it. Printed, never asserted.
// Run: `npm run bench:device` (SCALE=1 for the demo size; LARGE_REGION=1 for the large region).
import { loadavg } from "node:os";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, type DemoAccount } from "../server/db/demo.ts";
import { openPostgres } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { demoHash, login, testApp } from "../test/server/harness.ts";
import { cachedLists, call, type Person } from "./cachedLists.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const SCALE = Number(process.env.SCALE) || 100;
const LARGE = process.env.LARGE_REGION === "1";
// SEEDED_URL: a database already seeded so (`npm run seed -- --url .. --scale K [--large-region]`),
// measured as it is (migrated, not seeded again, not dropped): the seed takes minutes at scale 100
const kept = process.env.SEEDED_URL;
const pgdb = kept ? { url: kept, version: "(SEEDED_URL)", drop: async () => {} } : await benchDatabase("bench_device");
const db = openPostgres(pgdb.url, 4);
try {
  await migrate(db);
  const started = Date.now();
  const counts = kept
    ? {
        opportunity: Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM opportunity")).rows[0]!.n),
        account: Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM account")).rows[0]!.n),
      }
    : await seed(db, { seed: 42, scale: SCALE, largeRegion: LARGE, passwordHash: await demoHash() });
  const seeded = Date.now() - started;
  const { app } = await testApp(db);
  const token = async (d: DemoAccount) => (await login(app, d.role, d.mobile)).body.token as string;
  const who: Record<Person, string> = {
    CMDI: await token(DEMO_CMDI),
    FCP: await token(DEMO_FCP),
    AMMD: await token(DEMO_AMMD),
    Super: await token(DEMO_SUPER),
  };
  const lists = await cachedLists(app, db, who);
  // every distinct list, tried for every person: what the server lets each read
  const distinct = new Map(lists.map(([, slot, op, params]) => [`${op} ${JSON.stringify(params)}`, { slot, op, params }]));
  console.log(
    `# What a device may hold (PostgreSQL ${pgdb.version}; seed 42, scale ${SCALE}${LARGE ? ", large region" : ""}: ${fmt(counts.opportunity)} workshops, ${fmt(counts.account)} accounts, seeded in ${fmt(seeded / 1000, 1)} s; load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")})\n`,
  );
  console.log("| person | lists | records | MB (JSON) | largest list | windowed lists: server holds | first sync (server time, sum) |");
  console.log("|---|---:|---:|---:|---|---:|---:|");
  const detail: string[] = []; // PER_LIST=1: each list's rows and bytes, by person
  for (const person of ["FCP", "CMDI", "AMMD", "Super"] as const) {
    let records = 0;
    let bytes = 0;
    let ms = 0;
    let n = 0;
    let largest = { slot: "", rows: 0 };
    let server = 0;
    for (const { slot, op, params } of distinct.values()) {
      const t0 = performance.now();
      const c = await call(app, who[person], op, params, null).catch(() => null);
      if (!c) continue; // not this person's
      ms += performance.now() - t0;
      n++;
      records += c.rows.length;
      if (c.sync?.total !== undefined) server += c.sync.total; // a windowed list (decision 092): its rows on the server in all
      bytes += c.got;
      if (process.env.PER_LIST === "1") detail.push(`${person} ${slot} (${op}): ${fmt(c.rows.length)} rows, ${fmt(c.got / 1024, 0)} KB`);
      if (c.rows.length > largest.rows) largest = { slot: `${slot} (${op})`, rows: c.rows.length };
    }
    console.log(
      `| ${person} | ${n} | ${fmt(records)} | ${fmt(bytes / 1024 / 1024, 2)} | ${largest.slot}: ${fmt(largest.rows)} | ${server ? fmt(server) : "-"} | ${fmt(ms)} ms |`,
    );
  }
  if (detail.length) console.log(`\n${detail.join("\n")}`);
  console.log("\nThe issue's bound: no device over 10,000 records or 20 MB of cached data.");
  await app.close();
} finally {
  await db.close();
  await pgdb.drop();
}

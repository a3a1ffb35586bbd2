// The bytes of a cached list's refresh (issue 28 item 1, decision 050): `npm run bench:sync`.
// SCALE=k seeds the demo data at scale k (default 1, what `npm start` and the e2e suite serve).
//
// The demo data (seed 42) on PGlite, the server's own app (buildApp), each demo person signed in.
// For every list the app caches that the person may read, through POST /api/query (bodies as
// JSON, decoded: what the issue's 77 KB counts; request and answer, headers aside):
// - before: the answer of the op without sync: what every reload moved before delta sync;
// - first: the whole list with its sync answer (a device holding nothing);
// - quiet: a refresh with nothing changed (the request's sketch + the answer);
// - one change: a refresh where one row changed since the device's copy (the device holds the
//   middle row in an older version: the server sees exactly what it sees after a write to it);
//   for outlets.list also a real write (an UPDATE of one outlet), measured the same way;
// - log: what the event log records: `<slot>.fetched` for the whole list, `<slot>.synced` for a
//   quiet and a one-change refresh.
// Printed, never asserted; the server tests (test/server/sync.test.ts) assert the behaviour.
import { encodeSketch, rowDigest, sketchOf, SYNC_VERSION, type SyncAnswer, WIDE_CELLS } from "../src/codecs/sync.ts";
import { heldSketch } from "../src/features/lists.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, type DemoAccount } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { demoHash, login, openTestDb, testApp } from "../test/server/harness.ts";
import { fmt } from "./figures.ts";
import { healthReportOf } from "../test/unit/fixtures.ts";
import { call, cachedLists, type Call, type Row } from "./cachedLists.ts";

const SCALE = Number(process.env.SCALE) || 1;

/** What the loader records for an answer: `<slot>.fetched { rows, digests }` or `<slot>.synced {...}`. */
function logged(c: Call): number {
  if (!c.sync || c.sync.full) return JSON.stringify({ rows: c.rows, digests: c.rows.map(rowDigest) }).length;
  const { n, check, at = [], removed = [] } = c.sync;
  return JSON.stringify({ removed, rows: c.rows, at, digests: c.rows.map(rowDigest), n, check }).length;
}

const kb = (b: number) => (b < 1024 ? `${b} B` : `${fmt(b / 1024, 1)} KB`);

async function main() {
  const test = await openTestDb();
  await migrate(test.db);
  await seed(test.db, { seed: 42, scale: SCALE, passwordHash: await demoHash() });
  const { app } = await testApp(test.db);
  const token = async (d: DemoAccount) => (await login(app, d.role, d.mobile)).body.token;
  const who = { CMDI: await token(DEMO_CMDI), FCP: await token(DEMO_FCP), AMMD: await token(DEMO_AMMD), Super: await token(DEMO_SUPER) };
  const lists = await cachedLists(app, test.db, who);

  console.log(`# Refresh bytes per cached list (demo data, seed 42, scale ${SCALE}; JSON bodies, decoded, headers aside)\n`);
  console.log(
    "| person | list (op) | rows | before: every reload | first load | quiet refresh (sent + answer) | one change (sent + answer) | log: whole / quiet / one change |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  let worstQuiet = 0;
  let worstOne = 0;
  for (const [person, slot, op, params] of lists) {
    const t = who[person];
    const before = await call(app, t, op, params);
    const whole = await call(app, t, op, params, null);
    const held = { rows: whole.rows, digests: whole.rows.map(rowDigest) };
    const quiet = await call(app, t, op, params, held);
    const small = heldSketch(held.rows, held.digests) === null; // smaller than a sketch: asked for whole
    let one: Call | null = null;
    if (held.rows.length > 0) {
      const k = held.rows.length >> 1;
      const older = { ...whole.rows[k], older: true };
      one = await call(app, t, op, params, {
        rows: held.rows.map((r, i) => (i === k ? older : r)),
        digests: held.digests.map((d, i) => (i === k ? rowDigest(older) : d)),
      });
      if (!small && (one.sync?.full !== false || one.rows.length !== 1)) throw new Error(`${op}: a one-row change did not come as one row`);
    }
    if (!small && (quiet.sync?.full !== false || quiet.rows.length !== 0)) throw new Error(`${op}: a quiet refresh sent rows`);
    worstQuiet = Math.max(worstQuiet, quiet.sent + quiet.got);
    if (one) worstOne = Math.max(worstOne, one.sent + one.got);
    console.log(
      `| ${person} | ${slot} (${op}) | ${whole.rows.length}${small ? " (whole: smaller than a sketch)" : ""} | ${kb(before.got)} (${fmt(before.got)} B) | ${kb(whole.got)} | ${kb(quiet.sent + quiet.got)} (${quiet.sent} + ${quiet.got}) | ${
        one ? `${kb(one.sent + one.got)} (${one.sent} + ${one.got})` : "— (no rows)"
      } | ${kb(logged(whole))} / ${kb(logged(quiet))} / ${one ? kb(logged(one)) : "—"} |`,
    );
  }

  // a real write: one outlet renamed on the server since the demo CMDI's copy
  const copy = await call(app, who.CMDI, "outlets.list", {}, null);
  const target = copy.rows[Math.floor(copy.rows.length / 2)]!;
  await test.db.query("UPDATE outlets SET outletname__c = outletname__c || ' (renamed)', systemmodstamp = now() WHERE id = $1", [target.id]);
  const real = await call(app, who.CMDI, "outlets.list", {}, { rows: copy.rows, digests: copy.rows.map(rowDigest) });
  console.log(
    `\nA real one-row write (UPDATE of outlet ${target.id}), then the CMDI's refresh of outlets.list: ${kb(real.sent + real.got)} (${real.sent} sent + ${real.got} answer; ${real.rows.length} row, ${real.sync?.removed?.length ?? 0} removed digest)`,
  );
  // the device's health report riding on a refresh (decision 078): what it adds to the request, beside the refresh's own bytes
  {
    const report = healthReportOf({
      build: "1.0.0+a1b2c3d",
      up: Date.now() - 60_000,
      down: Date.now(),
      waiting: 14,
      refusals: 2,
      storage: 48_213_504,
    });
    const err = { message: 'TypeError: Cannot read properties of undefined (reading "…")', top: "/assets/app-5KQ2ZC7B.js:2:48213", at: Date.now() };
    const copy = await call(app, who.FCP, "workshops.mine", {}, null);
    const held = heldSketch(copy.rows, copy.rows.map(rowDigest));
    const quiet = async (health?: unknown) => {
      const body = JSON.stringify({ op: "workshops.mine", params: {}, sync: held, ...(health ? { health } : {}) });
      const r = await app.inject({
        method: "POST",
        url: "/api/query",
        payload: body,
        headers: { authorization: `Bearer ${who.FCP}`, "content-type": "application/json" },
      });
      return { sent: Buffer.byteLength(body), got: r.rawPayload.length };
    };
    const bare = await quiet();
    const withReport = await quiet(report);
    const withError = await quiet({ ...report, errors: [err] });
    const added = withReport.sent + withReport.got - (bare.sent + bare.got);
    console.log(
      `\nBytes a health report adds to a sync (the FCP's quiet refresh of workshops.mine, ${kb(bare.sent + bare.got)}: ${bare.sent} sent + ${bare.got} answer): +${added} B sent (answer unchanged: ${withReport.got} B); with one uncaught error +${withError.sent + withError.got - (bare.sent + bare.got)} B; at most one report a minute rides (src/effects/health.ts)`,
    );
  }
  // many changes: twenty outlets changed since the copy (a day away): the sketch, then the wider sketch
  const before20 = await call(app, who.CMDI, "outlets.list", {}, null);
  const ids = before20.rows
    .filter((_, i) => i % 5 === 0)
    .slice(0, 20)
    .map((r) => r.id);
  await test.db.query("UPDATE outlets SET city_town__c = city_town__c || ' (moved)', systemmodstamp = now() WHERE id = ANY($1::int[])", [ids]);
  const held20 = { rows: before20.rows, digests: before20.rows.map(rowDigest) };
  const ask = await call(app, who.CMDI, "outlets.list", {}, held20);
  const wide = held20.digests;
  const body = JSON.stringify({
    op: "outlets.list",
    params: {},
    sync: { v: SYNC_VERSION, n: wide.length, sketch: encodeSketch(sketchOf(wide, WIDE_CELLS)) },
  });
  const r = await app.inject({
    method: "POST",
    url: "/api/query",
    payload: body,
    headers: { authorization: `Bearer ${who.CMDI}`, "content-type": "application/json" },
  });
  const twenty = r.json() as { rows: Row[]; sync: SyncAnswer };
  console.log(
    `Twenty outlets changed since the CMDI's copy: ${kb(ask.sent + ask.got + body.length + r.rawPayload.length)} in two requests (the sketch ${ask.sent} + ${ask.got} answering wider: ${ask.sync?.wider}; the wider sketch ${body.length} + ${r.rawPayload.length}, ${twenty.rows.length} rows), against ${kb(before20.got)} whole`,
  );
  console.log(`Largest quiet refresh: ${kb(worstQuiet)} (target <= 1 KB per list); largest one-change refresh: ${kb(worstOne)} (target <= 2 KB)`);
  await app.close();
  await test.close();
}

await main();

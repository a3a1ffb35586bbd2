// npm run explain:scale [-- --scale 100] [--url postgres://...] [--keep]
// Every read op's statements under EXPLAIN on a big database (issue 50 item 3, decision 088): each
// read op of ALL_OPS is called as every demo person who may call it (the FCP, the CMDI, the AMMD,
// the super admin), with the params the authorization matrix sends it (test/server/opParams.ts, aimed
// at another CMDI's records) and with the caller's own records, its statements recorded; each
// statement is then run under EXPLAIN (FORMAT JSON) with the parameters it ran with, and the check
// fails (exit 1) on a Seq Scan of any table holding more than MAX_ROWS rows.
//
// The database: --url (or DATABASE_URL) when given, else a throwaway cluster (scripts/pgcluster.mjs).
// One with no users is migrated and seeded at --scale (default 100, seed 42); one already seeded is
// only migrated (so a migration's new index is checked without seeding again) and analysed.
// Not part of `npm test`: seeding scale 100 takes longer than the whole PostgreSQL suite (decision 088).
import { parseArgs } from "node:util";
import pg from "pg";
import { mayCall } from "../src/codecs/contract.ts";
import type { Role } from "../src/codecs/role.ts";
import { TRAINING_STATUSES } from "../src/codecs/training.ts";
import { findUserForLogin } from "../server/auth/sessions.ts";
import { openPostgres, type Queryable } from "../server/db/db.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, FCP_RECORD_TYPE, type DemoAccount } from "../server/db/demo.ts";
import { migrate } from "../server/db/migrate.ts";
import { isEmpty, seed } from "../server/db/seed.ts";
import { ALL_OPS } from "../server/ops/index.ts";
import { DEFAULT_PROGRAMME } from "../server/ops/registry.ts";
import { windowOfContract } from "../src/codecs/window.ts";
import { OP_PARAMS, validOutletValues, validPlanValues, type Targets } from "../test/server/opParams.ts";
import { startCluster } from "./pgcluster.mjs";

/** A table over this many rows may not be read whole by any read op (issue 50 item 3). */
export const MAX_ROWS = 10_000;

/**
 * Whole-table reads accepted, each with why (decision 088): a read whose answer is most of the table
 * (the super admin's lists of everyone), a caller whose scope is a large share of the table in the
 * demo data (where the planner rightly prefers the scan), a substring search no btree can serve
 * (ILIKE '%q%' on an expression no trigram index of migration 045 holds).
 * Any other Seq Scan of a table over MAX_ROWS fails the check; an entry here is printed each run.
 */
export const ACCEPTED: ReadonlyArray<{ op: string; tables: readonly string[]; callers?: readonly string[]; why: string }> = [
  { op: "super.people", tables: ["account"], callers: ["Super Admin"], why: "every person: the answer is the table" },
  { op: "fieldDevices.list", tables: ["account"], callers: ["Super Admin"], why: "every person's devices: the answer is the table" },
  { op: "targets.progress", tables: ["account"], callers: ["Super Admin"], why: "every FCP's progress of the month" },
  {
    op: "containers.list",
    tables: ["container__c"],
    callers: ["CMDI", "AMMD"],
    why: "the demo CMDI's and AMMD's FCPs hold a fifth of the containers",
  },
  {
    op: "workshops.mine",
    tables: ["opportunity"],
    callers: ["CMDI"],
    why: "the demo CMDI's year of workshops is 10,272 of 56,023 rows: the plan flips with ANALYZE's sample",
  },
  {
    op: "workshops.mine",
    tables: ["account"],
    callers: ["CMDI"],
    why: "a plain call answers the demo CMDI's whole year (10,272 workshops), each with its school: one hash of the accounts (713 pages) costs less than a lookup per workshop (a device's window of 1,500 takes the lookups)",
  },
  // decisions 092, 094: a windowed list's window, pages and count in its SQL; these scopes or searches no index serves
  {
    op: "leads.list",
    tables: ["account"],
    callers: ["CMDI", "AMMD"],
    why: "the leads are read by index (decision 094), but the leads of no live FCP are found by checking each of the CMDI's leads (the demo CMDI's 14,568 of 77,813) against the FCP accounts, which the planner reads once (14,901) rather than look up 14,568 times",
  },
  { op: "leads.list.page", tables: ["account"], callers: ["CMDI", "AMMD"], why: "the same scope as leads.list" },
  { op: "hpas.list", tables: ["hpa__c"], callers: ["CMDI", "AMMD"], why: "windowed (decision 092): the demo CMDI's HPAs are 11,644 of 64,817" },
  { op: "hpas.list.page", tables: ["hpa__c"], why: "the windowed list's scope, its filters and substring search in SQL (decision 094)" },
  { op: "containers.list.page", tables: ["container__c"], why: "the windowed list's scope, its filters and substring search in SQL (decision 094)" },
  { op: "outlets.search", tables: ["outlets"], why: "ILIKE '%q%' within the CMDI's outlets, a third of the table in the demo data" },
  {
    op: "search.records",
    tables: ["outlets", "hpa__c", "lead__c", "account", "opportunity", "app_credential"],
    why: "ILIKE '%q%' on names: the trigram indexes (migration 045) serve the lists' page searches, not these expressions",
  },
  { op: "audit.list", tables: ["account"], why: "the person filter: ILIKE '%q%' on names (no trigram index on this expression)" },
];
const accepted = (s: { op: string; table: string; caller: string }) =>
  ACCEPTED.some((a) => a.op === s.op && a.tables.includes(s.table) && (!a.callers || a.callers.includes(s.caller)));

interface Statement {
  sql: string;
  params: unknown[];
}
/** A statement whose plan costs more than the database's `jit_above_cost`: PostgreSQL compiles it (JIT) on each run. */
export interface Compiled {
  op: string;
  caller: string;
  cost: number;
  sql: string;
}
export interface SeqScan {
  op: string;
  caller: string;
  table: string;
  rows: number;
  /** the scan's filter, as the plan gives it: what an index would have to serve */
  filter: string;
  sql: string;
}

/** The plan's nodes that read a table whole. */
function seqScans(plan: Record<string, unknown>, out: Array<{ table: string; filter: string }> = []): Array<{ table: string; filter: string }> {
  if (typeof plan["Node Type"] === "string" && (plan["Node Type"] as string).endsWith("Seq Scan") && typeof plan["Relation Name"] === "string")
    out.push({ table: plan["Relation Name"] as string, filter: typeof plan.Filter === "string" ? plan.Filter : "(no filter)" });
  for (const child of (plan.Plans as Array<Record<string, unknown>> | undefined) ?? []) seqScans(child, out);
  return out;
}

/** Records of another CMDI's scope (read only: nothing is marked, unlike the matrix), as the matrix's params aim at. */
async function targetsOf(q: Queryable): Promise<Targets> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows[0]!;
  const cmdi = await one<{ sfid: string }>(
    "SELECT sfid FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND reporting_to_ammd__c IS DISTINCT FROM $2 ORDER BY id LIMIT 1",
    [DEMO_CMDI.sfid, DEMO_AMMD.sfid],
  );
  const outlet = await one<{ id: number; outletcode__c: string | null; outletname__c: string | null }>(
    "SELECT id, outletcode__c, outletname__c FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1",
    [cmdi.sfid],
  );
  const fcp = await one<{ id: number; sfid: string }>(
    "SELECT id, sfid FROM account WHERE recordtypeid = $1 AND assigned_cmdi__c = $2 ORDER BY id LIMIT 1",
    [FCP_RECORD_TYPE, cmdi.sfid],
  );
  const hpa = (await q.query<{ id: number; mobile__c: string }>("SELECT id, mobile__c FROM hpa__c ORDER BY id LIMIT 1")).rows[0];
  const container = (await q.query<{ id: number }>("SELECT id FROM container__c ORDER BY id LIMIT 1")).rows[0];
  const lead = (
    await q.query<{ id: number; mobile__c: string }>("SELECT id, mobile__c FROM lead__c WHERE cmdi__c = $1 ORDER BY id LIMIT 1", [cmdi.sfid])
  ).rows[0];
  const workshop = await one<{ id: number }>("SELECT id FROM opportunity WHERE assigned_cmdi__c = $1 ORDER BY id LIMIT 1", [cmdi.sfid]);
  const content = await one<{ id: number }>("SELECT id FROM content_categorization__c WHERE active__c ORDER BY id LIMIT 1");
  const training = await one<{ id: number }>("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
    cmdi.sfid,
    [...TRAINING_STATUSES],
  ]);
  const article = await one<{ sfid: string }>("SELECT sfid FROM article__c WHERE active__c ORDER BY id LIMIT 1");
  return {
    foreign: {
      outletId: outlet.id,
      outletCode: outlet.outletcode__c ?? "X",
      // a word of a real outlet's name: a search that finds rows, as a person's would
      marker: (outlet.outletname__c ?? "Paints").split(/\s+/)[0]!,
      workshopId: workshop.id,
      cmdiSfid: cmdi.sfid,
      contentId: content.id,
      fcpId: fcp.id,
      trainingId: training.id,
      trainingPhotoId: 2_000_000_000,
      hpaId: hpa?.id ?? 2_000_000_000,
      hpaMobile: hpa?.mobile__c ?? "5999999999",
      containerId: container?.id ?? 2_000_000_000,
      leadId: lead?.id ?? 2_000_000_000,
      leadMobile: lead?.mobile__c ?? "5999999998",
    },
    outletValues: validOutletValues("Explain Paints"),
    planValues: validPlanValues(article.sfid),
  };
}

/** Params aimed at the caller's own records (what the person's own screens send), beside the matrix's. */
async function ownParams(q: Queryable): Promise<Map<string, unknown[]>> {
  const one = async (sql: string, params: unknown[] = []) => (await q.query<{ id: number }>(sql, params)).rows[0]?.id;
  const outlet = await one("SELECT id FROM outlets WHERE cmdi_name__c = $1 ORDER BY id LIMIT 1", [DEMO_CMDI.sfid]);
  const workshop = await one("SELECT id FROM opportunity WHERE assigned_ammd__c = $1 ORDER BY id LIMIT 1", [DEMO_AMMD.sfid]);
  const fcp = await one("SELECT id FROM account WHERE assigned_cmdi__c = $1 AND recordtypeid = $2 ORDER BY id LIMIT 1", [
    DEMO_CMDI.sfid,
    FCP_RECORD_TYPE,
  ]);
  const training = await one("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [
    DEMO_CMDI.sfid,
    [...TRAINING_STATUSES],
  ]);
  const executing = await one("SELECT id FROM opportunity WHERE accountid = $1 ORDER BY id LIMIT 1", [DEMO_FCP.sfid]);
  return new Map<string, unknown[]>([
    ["outlets.get", [{ id: outlet }]],
    ["outlets.search", [{ q: "paint" }]],
    ["workshops.details", [{ id: workshop }, { id: executing }]],
    ["super.workshops", [{ sfid: DEMO_CMDI.sfid, type: "CMDI" }]],
    ["fcps.profile", [{ id: fcp }]],
    ["trainingPhotos.list", [{ training }]],
    ["workshops.execution", [{ id: executing }]],
    ["workshopPhotos.list", [{ workshop: executing }]],
    ["search.records", [{ q: "paint" }]],
  ]);
}

/**
 * Calls every read op as every demo person who may call it and EXPLAINs each statement it ran on
 * `url`'s database (already seeded and analysed). Returns the Seq Scans of tables over MAX_ROWS and
 * how many statements were explained.
 */
export async function explainReads(
  url: string,
  log: (s: string) => void = () => {},
): Promise<{ scans: SeqScan[]; accepted: SeqScan[]; compiled: Compiled[]; explained: number; calls: number }> {
  const db = openPostgres(url, 2);
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  try {
    const sizes = new Map<string, number>(
      (
        await direct.query<{ relname: string; n: string }>(
          "SELECT c.relname, c.reltuples::bigint AS n FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace",
        )
      ).rows.map((r) => [r.relname, Number(r.n)]),
    );
    const big = [...sizes].filter(([, n]) => n > MAX_ROWS).sort((a, b) => b[1] - a[1]);
    log(`tables over ${MAX_ROWS} rows: ${big.map(([t, n]) => `${t} ${n}`).join(", ")}`);
    // a plan above jit_above_cost is compiled on every run (workshops.details' photos: ~18 ms a call; decision 114)
    const jit = (
      await direct.query<{ jit: string; above: string }>("SELECT current_setting('jit') AS jit, current_setting('jit_above_cost') AS above")
    ).rows[0]!;
    const jitAbove = jit.jit === "on" && Number(jit.above) >= 0 ? Number(jit.above) : Number.POSITIVE_INFINITY;
    const compiled: Compiled[] = [];
    const targets = await targetsOf(db);
    const own = await ownParams(db);
    const scans: SeqScan[] = [];
    const seen = new Set<string>();
    let explained = 0,
      calls = 0;
    for (const op of ALL_OPS.filter((o) => !o.write)) {
      const paramsList = [...(OP_PARAMS.get(op.name)?.(targets) ?? [{}]), ...(own.get(op.name) ?? [])];
      for (const d of [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER] as DemoAccount[]) {
        if (!mayCall(op.roles, { role: d.role as Role, superAdmin: d === DEMO_SUPER })) continue;
        const found = await findUserForLogin(db, d.role as Role, d.mobile);
        if (!found) throw new Error(`no demo ${d.label} in the database`);
        for (const params of paramsList) {
          const decoded = op.decode(params);
          if (!decoded.ok) continue;
          const statements: Statement[] = [];
          const rec: Queryable = {
            query: (sql, p = []) => {
              statements.push({ sql, params: p });
              return db.hot.query(sql, p);
            },
          };
          calls++;
          const ctx = (asText: boolean) => ({
            db: rec,
            user: found.user,
            subject: found.subject,
            now: new Date(),
            programme: DEFAULT_PROGRAMME,
            asText,
          });
          for (const asText of [true, false]) await op.run(ctx(asText), decoded.value).catch(() => {}); // a refusal (another scope's record): the statements it ran before are still checked
          // a windowed list's first load on a device: its window and total in SQL (decision 094)
          const w = op.window ? windowOfContract(op.contract as { window?: unknown }, decoded.value) : undefined;
          if (w) await op.window!(ctx(true), decoded.value, w).catch(() => {});
          for (const st of statements) {
            if (!/^\s*(WITH|SELECT|UPDATE|INSERT|DELETE)\b/i.test(st.sql)) continue;
            const key = `${st.sql}\u0000${JSON.stringify(st.params)}`;
            if (seen.has(key)) continue;
            seen.add(key);
            explained++;
            const r = await direct.query<{ "QUERY PLAN": Array<{ Plan: Record<string, unknown> }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
            const cost = Number(r.rows[0]!["QUERY PLAN"][0]!.Plan["Total Cost"]);
            if (cost > jitAbove) compiled.push({ op: op.name, caller: d.label, cost, sql: st.sql.replace(/\s+/g, " ").trim() });
            for (const { table, filter } of seqScans(r.rows[0]!["QUERY PLAN"][0]!.Plan)) {
              const rows = sizes.get(table) ?? 0;
              if (rows > MAX_ROWS) scans.push({ op: op.name, caller: d.label, table, rows, filter, sql: st.sql.replace(/\s+/g, " ").trim() });
            }
          }
        }
      }
    }
    return { scans: scans.filter((x) => !accepted(x)), accepted: scans.filter(accepted), compiled, explained, calls };
  } finally {
    await direct.end();
    await db.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { scale: { type: "string" }, url: { type: "string" }, keep: { type: "boolean" } } });
  const scale = Number(values.scale ?? 100);
  const cluster = values.url || process.env.DATABASE_URL ? null : await startCluster();
  const url = values.url ?? (process.env.DATABASE_URL || cluster?.url);
  if (!url) throw new Error("no PostgreSQL: pass --url, set DATABASE_URL or install postgresql");
  try {
    const db = openPostgres(url, 2);
    try {
      await migrate(db);
      if (await isEmpty(db)) {
        const t0 = Date.now();
        const counts = await seed(db, { seed: 42, scale });
        console.log(
          `seeded scale ${scale} (seed 42) in ${Math.round((Date.now() - t0) / 1000)} s: ${counts.outlets} outlets, ${counts.account} accounts`,
        );
      } else console.log("the database already has users: migrated, not seeded");
      await db.exec("SET default_statistics_target = 1000; ANALYZE");
    } finally {
      await db.close();
    }
    const t0 = Date.now();
    const { scans, accepted: allowed, compiled, explained, calls } = await explainReads(url, console.log);
    console.log(`${calls} read op calls, ${explained} distinct statements explained in ${Math.round((Date.now() - t0) / 1000)} s`);
    const allowedBy = new Map<string, Set<string>>();
    for (const a of allowed) allowedBy.set(`${a.op} (${a.table})`, (allowedBy.get(`${a.op} (${a.table})`) ?? new Set()).add(a.caller));
    console.log(`accepted whole-table reads (ACCEPTED): ${allowed.length} statement plans`);
    for (const [k, who] of allowedBy) console.log(`  ${k} as ${[...who].join(", ")}`);
    // printed, not failed: a device's loads are windows; a plain call of the demo CMDI's whole year is costed above it
    console.log(`statements costed above jit_above_cost (compiled on each run): ${compiled.length}`);
    for (const c of compiled) console.log(`  ${c.op} as ${c.caller}: cost ${Math.round(c.cost)}: ${c.sql.slice(0, 160)}`);
    const byStatement = new Map<string, SeqScan[]>();
    for (const s of scans)
      byStatement.set(`${s.table}\u0000${s.filter}\u0000${s.sql}`, [...(byStatement.get(`${s.table}\u0000${s.filter}\u0000${s.sql}`) ?? []), s]);
    for (const list of byStatement.values()) {
      const s = list[0]!;
      const who = [...new Set(list.map((x) => `${x.op} as ${x.caller}`))].join(", ");
      console.log(`\nSeq Scan on ${s.table} (${s.rows} rows): ${who}\n  filter: ${s.filter}\n  ${s.sql.slice(0, 300)}`);
    }
    console.log(
      scans.length
        ? `\nFAILED: ${byStatement.size} statements read a table over ${MAX_ROWS} rows whole`
        : `\nok: no read op reads a table over ${MAX_ROWS} rows whole`,
    );
    process.exitCode = scans.length ? 1 : 0;
  } finally {
    if (!values.keep) cluster?.stop();
    else if (cluster) console.log(`cluster kept: ${url}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.stack : String(e));
    process.exit(1);
  });

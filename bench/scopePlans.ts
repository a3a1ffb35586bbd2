// URL=postgres://.../db [MOBILE=<a CMDI's login mobile> [ROLE=AMMD|FCP]] [WORKSHOP=<workshops.details' id>] [OPS=workshops.ammd,...] node --import tsx bench/scopePlans.ts
// The statements the leads' and HPAs' lists and pages run for a manager (decision 094), each under
// EXPLAIN (ANALYZE, BUFFERS) on a seeded database: its time, the buffers it touched (the work, less
// moved by the machine's load than a time) and the tables it read whole. Callers: the demo CMDI and
// AMMD (and the FCP and the super admin when OPS is given), or the CMDI who signs in with MOBILE; each op as the
// callers it allows. OPS: the ops of CASES measured (default: the leads' and HPAs'). PLAN=1 prints
// each statement and its whole plan; GENERIC=1 the generic plan of each (a prepared statement's).
// Figures in docs/bench/095-leads-scope.md and 097-sql-rest.md.
import { findUserForLogin } from "../server/auth/sessions.ts";
import { openPostgres, type Queryable } from "../server/db/db.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER, type DemoAccount } from "../server/db/demo.ts";
import { ALL_OPS } from "../server/ops/index.ts";
import { DEFAULT_PROGRAMME } from "../server/ops/registry.ts";
import { currentFinancialYear, programmeDate } from "../src/codecs/calendar.ts";
import { mayCall } from "../src/codecs/contract.ts";
import type { Role } from "../src/codecs/role.ts";
import { windowOfContract } from "../src/codecs/window.ts";

const db = openPostgres(process.env.URL!, 2);
const page = { offset: 0, limit: 50 };
const CASES: ReadonlyArray<readonly [op: string, params: object, window: boolean]> = [
  ["leads.list", {}, true],
  ["leads.list.page", page, false],
  ["leads.list.page", { ...page, search: "sharma" }, false],
  ["hpas.list", {}, true],
  ["hpas.list.page", page, false],
  ["hpas.list.page", { ...page, search: "sharma" }, false],
  ["workshops.ammd", {}, true],
  ["payments.forAmmd", {}, true],
  ["workshops.mine", {}, true],
  ["workshops.ammd.page", page, false],
  ["payments.ammdReport", { year: currentFinancialYear(new Date()).startYear }, false],
  ["targets.progress", { month: programmeDate(new Date()).slice(0, 7) }, false],
  ["content.all", {}, false],
  ["workshops.details", { id: Number(process.env.WORKSHOP ?? 1) }, false],
  ["people.list", {}, true],
  ["people.list.page", page, false],
  ["people.list.page", { ...page, search: "sharma" }, false],
  ["people.list.page", { ...page, search: process.env.WORD ?? "yamini" }, false],
  ["super.people", {}, true],
  ["super.people.page", page, false],
  ["super.people.page", { ...page, search: "sharma" }, false],
  ["content.list", {}, true],
  ["content.list.page", page, false],
  ["workshops.schools.page", page, false],
];
const ops = process.env.OPS?.split(",") ?? ["leads.list", "leads.list.page", "hpas.list", "hpas.list.page"];
const callers: ReadonlyArray<Pick<DemoAccount, "role" | "mobile"> & { label: string }> = process.env.MOBILE
  ? [{ role: (process.env.ROLE ?? "CMDI") as Role, label: `another ${process.env.ROLE ?? "CMDI"}`, mobile: process.env.MOBILE }]
  : process.env.OPS
    ? [DEMO_FCP, DEMO_CMDI, DEMO_AMMD, DEMO_SUPER]
    : [DEMO_CMDI, DEMO_AMMD];
/** GENERIC=1: the statement's generic plan, as a prepared statement run often (the app's Db.hot) may come to use. */
const generic = (sql: string, params: unknown[]) =>
  db.tx(async (q) => {
    await q.query("SET LOCAL plan_cache_mode = force_generic_plan");
    await q.query(`PREPARE scope_plan AS ${sql}`);
    const lit = (v: unknown) => (v === null ? "NULL" : `'${(typeof v === "object" ? JSON.stringify(v) : String(v)).replace(/'/g, "''")}'`);
    const r = await q.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE scope_plan(${params.map(lit).join(", ")})`);
    await q.query("DEALLOCATE scope_plan");
    return r;
  });
try {
  for (const d of callers) {
    const found = await findUserForLogin(db, d.role as "FCP" | "CMDI" | "AMMD", d.mobile);
    if (!found) throw new Error(`no ${d.label} signs in with ${d.mobile}`);
    for (const [name, params, window] of CASES) {
      const op = ALL_OPS.find((o) => o.name === name)!;
      if (!ops.includes(name) || !mayCall(op.roles, { role: d.role as Role, superAdmin: d === DEMO_SUPER })) continue;
      const decoded = op.decode(params);
      if (!decoded.ok) throw new Error(decoded.message);
      const statements: Array<{ sql: string; params: unknown[] }> = [];
      const rec: Queryable = {
        query: (sql, p = []) => {
          statements.push({ sql, params: p });
          return db.hot.query(sql, p);
        },
      };
      const ctx = { db: rec, user: found.user, subject: found.subject, now: new Date(), programme: DEFAULT_PROGRAMME, asText: true };
      if (window) await op.window!(ctx, decoded.value, windowOfContract(op.contract as { window?: unknown }, decoded.value)!);
      else await op.run(ctx, decoded.value);
      for (const s of statements) {
        const plan = (
          process.env.GENERIC === "1"
            ? await generic(s.sql, s.params)
            : await db.hot.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.sql}`, s.params)
        ).rows.map((r) => r["QUERY PLAN"]);
        const time = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "");
        const buffers = plan
          .find((l) => l.trim().startsWith("Buffers"))
          ?.trim()
          .replace("Buffers: ", "");
        const whole = plan.filter((l) => l.includes("Seq Scan on")).map((l) => l.replace(/.*Seq Scan on (\S+).*/, "$1"));
        console.log(`${d.label}  ${name} ${JSON.stringify(params)}  ${time}  ${buffers}  read whole: ${whole.join(", ") || "-"}`);
        if (process.env.PLAN === "1") console.log(`${s.sql}\n${JSON.stringify(s.params)}\n${plan.join("\n")}\n`);
      }
    }
  }
} finally {
  await db.close();
}

// URL=postgres://.../db [MOBILE=<a CMDI's login mobile>] node --import tsx bench/scopePlans.ts
// The statements the leads' and HPAs' lists and pages run for a manager (decision 094), each under
// EXPLAIN (ANALYZE, BUFFERS) on a seeded database: its time, the buffers it touched (the work, less
// moved by the machine's load than a time) and the tables it read whole. Callers: the demo CMDI and
// AMMD, or the CMDI who signs in with MOBILE. Figures in docs/bench/095-leads-scope.md.
import { findUserForLogin } from "../server/auth/sessions.ts";
import { openPostgres, type Queryable } from "../server/db/db.ts";
import { DEMO_AMMD, DEMO_CMDI, type DemoAccount } from "../server/db/demo.ts";
import { ALL_OPS } from "../server/ops/index.ts";
import { DEFAULT_PROGRAMME } from "../server/ops/registry.ts";
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
];
const callers: ReadonlyArray<Pick<DemoAccount, "role" | "mobile"> & { label: string }> = process.env.MOBILE
  ? [{ role: "CMDI", label: "another CMDI", mobile: process.env.MOBILE }]
  : [DEMO_CMDI, DEMO_AMMD];
try {
  for (const d of callers) {
    const found = await findUserForLogin(db, d.role as "CMDI" | "AMMD", d.mobile);
    if (!found) throw new Error(`no ${d.label} signs in with ${d.mobile}`);
    for (const [name, params, window] of CASES) {
      const op = ALL_OPS.find((o) => o.name === name)!;
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
        const plan = (await db.hot.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.sql}`, s.params)).rows.map(
          (r) => r["QUERY PLAN"],
        );
        const time = plan.find((l) => l.startsWith("Execution Time"))?.replace("Execution Time: ", "");
        const buffers = plan
          .find((l) => l.trim().startsWith("Buffers"))
          ?.trim()
          .replace("Buffers: ", "");
        const whole = plan.filter((l) => l.includes("Seq Scan on")).map((l) => l.replace(/.*Seq Scan on (\S+).*/, "$1"));
        console.log(`${d.label}  ${name} ${JSON.stringify(params)}  ${time}  ${buffers}  read whole: ${whole.join(", ") || "-"}`);
      }
    }
  }
} finally {
  await db.close();
}

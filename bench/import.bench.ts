// npm run bench:import: a bulk import of 10,000 outlets (decision 086) on PGlite (in memory) and on
// PostgreSQL (a throwaway cluster, or a database made on DATABASE_URL's server), with the server's
// own code (server/imports/bulkImport.ts: the check job's and the write job's work, run here
// directly): the check (parse, the form's codec on every row, the preview's rows stored), the
// import (every row written in batches, each looked up again under the CMDI's lock), and the same
// file again (check, then nothing written). Beside them the floor: the same 10,000 rows inserted by
// one direct SQL statement. Then 10,000 HPAs (an FCP's, keyed by mobile) checked, imported and sent
// again. Prints figures, never passes or fails. ROWS (default 10000) changes the files.
import { performance } from "node:perf_hooks";
import { importTemplate, type ImportKind } from "../src/codecs/bulkImport.ts";
import { OUTLET_FIELDS } from "../src/codecs/outlet.ts";
import { openPGlite, openPostgres, type Db } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";
import { checkImport, createImport, runImport } from "../server/imports/bulkImport.ts";
import { fmt } from "./figures.ts";
import { benchDatabase } from "./postgres.ts";

const ROWS = Number(process.env.ROWS) || 10_000;
const CMDI = "a0BBENCHCMDI000001";
const FLOOR_CMDI = "a0BBENCHCMDI000002";
const FCP = "a0BBENCHFCP0000001";

/** The HPA template's header and ROWS valid HPAs (a mobile each). */
function hpaFile(): string {
  const head = importTemplate("hpa")
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!;
  const lines = [head];
  for (let i = 0; i < ROWS; i++) lines.push(`Bench Hpa ${i},Art Maker,9${String(i).padStart(9, "0")},,Jaipur,Rajasthan,Bench Institute ${i % 50}`);
  return `${lines.join("\r\n")}\r\n`;
}

/** The template's header and ROWS valid rows (a code each, every phone given). */
function file(): string {
  const head = importTemplate("outlet")
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!;
  const lines = [head];
  for (let i = 0; i < ROWS; i++) {
    const n = String(i).padStart(5, "0");
    lines.push(
      `Bench Outlet ${n},BENCH-${n},98765${n},"${i} Market Road, Ward ${i % 40}",Jaipur,Jaipur,Rajasthan,North,WSS ${i % 90},W${i % 90},9876543211,TTY ${i % 70},T${i % 70},9876543212,Cluster ${i % 20},9876543213,C${i % 20},RSM ${i % 5},9876543214`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const r = await fn();
  return [performance.now() - t0, r];
}

async function once(
  db: Db,
  text: string,
  kind: ImportKind = "outlet",
  sfid = CMDI,
): Promise<{ check: number; run: number; created: number; unchanged: number }> {
  const id = await createImport(db, { kind, subject: "product_user:1", sfid, fileName: "bench.csv", text });
  const [check] = await timed(() => checkImport(db, id));
  await db.query("UPDATE bulk_import SET status = 'importing' WHERE id = $1", [id]);
  const [run] = await timed(() => runImport(db, id));
  const r = await db.query<{ created: number; unchanged: number; status: string }>(
    "SELECT created, unchanged, status FROM bulk_import WHERE id = $1",
    [id],
  );
  if (r.rows[0]!.status !== "done") throw new Error(`the import ended ${r.rows[0]!.status}`);
  return { check, run, created: r.rows[0]!.created, unchanged: r.rows[0]!.unchanged };
}

async function measure(label: string, db: Db) {
  await migrate(db);
  const text = file();
  console.log(`\n${label}: ${fmt(ROWS)} outlets, a file of ${fmt(text.length / 1024 / 1024, 1)} MB`);
  const first = await once(db, text);
  console.log(`  first import:  check ${fmt(first.check)} ms, import ${fmt(first.run)} ms (${fmt(first.created)} created)`);
  const again = await once(db, text);
  console.log(
    `  same file again: check ${fmt(again.check)} ms, import ${fmt(again.run)} ms (${fmt(again.created)} created, ${fmt(again.unchanged)} unchanged)`,
  );
  // the floor: the same rows, already valid, inserted by one statement
  const keys = OUTLET_FIELDS.map((f) => f.key);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = String(i).padStart(5, "0");
    return Object.fromEntries(
      keys.map((k) => [k, k === "outletcode__c" ? `BENCH-${n}` : k === "outletname__c" ? `Bench Outlet ${n}` : "9876543210"]),
    );
  });
  const [floor] = await timed(() =>
    db.query(
      `INSERT INTO outlets (cmdi_name__c, ${keys.join(", ")}) SELECT $1, ${keys.map((k) => `v->>'${k}'`).join(", ")} FROM json_array_elements($2::json) AS v`,
      [FLOOR_CMDI, JSON.stringify(rows)],
    ),
  );
  console.log(`  floor (one INSERT of the same ${fmt(ROWS)} rows by direct SQL): ${fmt(floor)} ms`);
  const hpas = hpaFile();
  console.log(`  ${fmt(ROWS)} HPAs, a file of ${fmt(hpas.length / 1024 / 1024, 1)} MB`);
  const firstHpas = await once(db, hpas, "hpa", FCP);
  console.log(`  first import:  check ${fmt(firstHpas.check)} ms, import ${fmt(firstHpas.run)} ms (${fmt(firstHpas.created)} created)`);
  const hpasAgain = await once(db, hpas, "hpa", FCP);
  console.log(
    `  same file again: check ${fmt(hpasAgain.check)} ms, import ${fmt(hpasAgain.run)} ms (${fmt(hpasAgain.created)} created, ${fmt(hpasAgain.unchanged)} unchanged)`,
  );
}

async function main() {
  const lite = await openPGlite();
  try {
    await measure("PGlite (in memory)", lite);
  } finally {
    await lite.close();
  }
  const pg = await benchDatabase("bench_import");
  try {
    const db = openPostgres(pg.url, 4);
    try {
      await measure(`PostgreSQL ${pg.version}`, db);
    } finally {
      await db.close();
    }
  } finally {
    await pg.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});

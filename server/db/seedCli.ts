// npm run seed -- [--seed N] [--scale K] [--large-region] [--today YYYY-MM-DD] [--url postgres://...] [--data-dir DIR] [--reset]
// Migrates, then loads the demo data. Without --url it uses DATABASE_URL, else the data folder
// --data-dir (default DATA_DIR or ./data), opened as `npm start` opens it, so
// `DATA_DIR=<dir> npm start` serves what `--data-dir <dir>` seeded (and, like the server, it holds
// the folder's lock while it runs and refuses a damaged folder). A database that already has
// users is left alone unless --reset is given (which empties every seeded table, credentials and
// sessions first). --large-region also gives the demo AMMD a region of 1,000 FCPs under 40 CMDIs
// with 50,000 workshops over three financial years (issue 50; gen/largeRegion.ts).
import { parseArgs } from "node:util";
import { openDataFolder } from "./dataDir.ts";
import { openPostgres, type Db } from "./db.ts";
import { migrate } from "./migrate.ts";
import { DEFAULT_SEED, isEmpty, seed } from "./seed.ts";
import { SEED_TABLES } from "./gen/index.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    scale: { type: "string" },
    today: { type: "string" },
    url: { type: "string" },
    "data-dir": { type: "string" },
    reset: { type: "boolean" },
    "large-region": { type: "boolean" },
  },
});

function num(name: string, v: string | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number (got ${JSON.stringify(v)})`);
  return n;
}

async function main() {
  const seedN = num("seed", values.seed, DEFAULT_SEED);
  const scale = num("scale", values.scale, 1);
  const today = values.today ? new Date(`${values.today}T00:00:00`) : new Date();
  if (Number.isNaN(today.getTime())) throw new Error(`--today must be a date YYYY-MM-DD (got ${JSON.stringify(values.today)})`);
  const url = values.url ?? (process.env.DATABASE_URL || undefined);
  const dataDir = values["data-dir"] ?? (process.env.DATA_DIR || "./data");
  const folder = url ? null : await openDataFolder(dataDir);
  const db: Db = folder ? folder.db : openPostgres(url!);
  try {
    await migrate(db);
    if (!(await isEmpty(db))) {
      if (!values.reset) throw new Error("the database already has users; pass --reset to replace the demo data");
      await db.exec(
        `TRUNCATE ${[...SEED_TABLES, "app_credential", "app_session", "app_idempotency", "app_trusted_device", "workshop_history"].join(", ")} RESTART IDENTITY`,
      );
    }
    const started = Date.now();
    const largeRegion = values["large-region"] ?? false;
    const counts = await seed(db, { seed: seedN, scale, today, largeRegion });
    folder?.settle(); // the folder holds data now: the server will not load its demo data into it
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Seeded ${total} rows (seed ${seedN}, scale ${scale}${largeRegion ? ", large region" : ""}) in ${Date.now() - started} ms on ${url ? "PostgreSQL" : `PGlite in ${dataDir}`}:`,
    );
    for (const [t, n] of Object.entries(counts)) console.log(`  ${t.padEnd(28)} ${n}`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});

// npm run jobs [-- --url postgres://... | --data-dir DIR] [--json]: what the job queue holds, per
// job (decision 048): its schedule, how many wait (queued or waiting for a retry), run and failed
// in the last 7 days, and its last run; then the last failures with their errors. Reads
// DATABASE_URL, else the data folder (DATA_DIR or ./data), which a running server holds: on PGlite
// it reads the queue only while the server is stopped.
import { parseArgs } from "node:util";
import { inspectDataDir, openDataFolder } from "../db/dataDir.ts";
import { openPostgres, type Db } from "../db/db.ts";
import { StartupError } from "../startupError.ts";
import { JOB_SCHEMA, jobStatus, jobStatusText } from "./jobs.ts";

const { values } = parseArgs({ options: { url: { type: "string" }, "data-dir": { type: "string" }, json: { type: "boolean" } } });

async function main() {
  const url = values.url ?? (process.env.DATABASE_URL || undefined);
  const dataDir = values["data-dir"] ?? (process.env.DATA_DIR || "./data");
  if (!url && inspectDataDir(dataDir).state === "absent")
    throw new Error(`No database in DATA_DIR ${dataDir} (set DATA_DIR, --data-dir or DATABASE_URL to the server's)`);
  let db: Db;
  try {
    db = url ? openPostgres(url, 2) : (await openDataFolder(dataDir)).db;
  } catch (e) {
    if (e instanceof StartupError)
      throw new Error(
        `${e.message}\nOn PGlite the running server holds the data folder and its queue: stop it to read the queue here (on PostgreSQL, npm run jobs reads it while servers run).`,
      );
    throw e;
  }
  try {
    const rows = await jobStatus(db);
    const failures = rows.length
      ? (
          await db.query<{ name: string; at: string; output: unknown; retries: number }>(
            `SELECT name, to_char(completed_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, output, retry_count AS retries FROM (
               SELECT name, completed_on, output, retry_count FROM ${JOB_SCHEMA}.job WHERE state = 'failed'
               UNION ALL SELECT name, completed_on, output, retry_count FROM ${JOB_SCHEMA}.archive WHERE state = 'failed') f
             WHERE completed_on > now() - interval '7 days' ORDER BY completed_on DESC LIMIT 10`,
          )
        ).rows
      : [];
    if (values.json) {
      console.log(JSON.stringify({ jobs: rows, failures }, null, 2));
      return;
    }
    console.log(`Job queue on ${url ? "PostgreSQL" : `PGlite in ${dataDir}`}:\n`);
    console.log(jobStatusText(rows));
    if (failures.length) {
      console.log("\nLast failures:");
      for (const f of failures) {
        const message = (f.output as { message?: string } | null)?.message ?? JSON.stringify(f.output);
        console.log(`  ${f.at}  ${f.name}  after ${f.retries} retries: ${message}`);
      }
    }
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});

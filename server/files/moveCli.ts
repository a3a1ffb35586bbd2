// npm run files:move -- --to s3|db: moves the bytes of every stored file to the S3 bucket (the
// S3_ settings) or back into the database (decision 049). Idempotent and resumable: run it again
// after a failure and it takes up the files still in the old store; every file stays readable
// throughout. On PostgreSQL (DATABASE_URL) the servers may keep running; the embedded PGlite of
// DATA_DIR is held by one process, so stop the server first. Set FILE_STORE to the new store when
// starting the servers again (before the move, on PostgreSQL, so no new file lands in the old one).
import { parseArgs } from "node:util";
import { configOrExit } from "../config.ts";
import { inspectDataDir, openDataFolder } from "../db/dataDir.ts";
import { openPostgres, type Db } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { moveFiles } from "./move.ts";
import { storesOf } from "./objectStore.ts";
import { FILE_STORES } from "../config.ts";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: "string" }, batch: { type: "string" } } });
  const to = values.to;
  if (to !== "s3" && to !== "db") {
    console.error(`--to must be one of ${FILE_STORES.join(", ")} (npm run files:move -- --to s3)`);
    return 2;
  }
  const batch = values.batch === undefined ? 100 : Number(values.batch);
  if (!Number.isInteger(batch) || batch < 1 || batch > 10_000) {
    console.error("--batch must be a whole number from 1 to 10000");
    return 2;
  }
  const config = configOrExit();
  // the stores as this command's settings give them; writing goes nowhere here
  const stores = storesOf({ ...config, fileStore: "db" });
  if (!stores.s3) {
    console.error("S3_BUCKET is not set: moving files to or from the bucket needs the S3_ settings (see the README, Object storage)");
    return 2;
  }
  if (!config.databaseUrl && inspectDataDir(config.dataDir).state === "absent") {
    console.error(`There is no database in DATA_DIR ${JSON.stringify(config.dataDir)} (set DATA_DIR or DATABASE_URL)`);
    return 2;
  }
  const db: Db = config.databaseUrl ? openPostgres(config.databaseUrl) : (await openDataFolder(config.dataDir)).db;
  try {
    await migrate(db);
    await stores.s3.check();
    const from = to === "s3" ? stores.of("db")! : stores.s3;
    const target = to === "s3" ? stores.s3 : stores.of("db")!;
    const started = performance.now();
    const r = await moveFiles(db, from, target, { batch, say: (line) => console.log(line) });
    console.log(
      `Moved ${r.moved} file(s) to ${to} in ${((performance.now() - started) / 1000).toFixed(1)} s; ${r.failed.length} failed; ${r.left} left in ${from.name}` +
        (r.purged ? `; ${r.purged} old object(s) deleted from the bucket` : ""),
    );
    if (r.left > 0) console.log("Run the command again to move the files left (each failure is named above).");
    return r.failed.length > 0 || r.left > 0 ? 1 : 0;
  } finally {
    stores.s3.client.destroy();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(
      `files:move failed: ${e instanceof Error ? e.message : String(e)} (every file is still readable where it was; run the command again)`,
    );
    process.exit(1);
  },
);

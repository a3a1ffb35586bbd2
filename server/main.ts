// npm start: configuration, database (PGlite in DATA_DIR, held by this process, or PostgreSQL at
// DATABASE_URL), migrations, demo data into a new database, then listen and print the URL and
// demo logins.
import { configOrExit } from "./config.ts";
import { openDataFolder } from "./db/dataDir.ts";
import { openPostgres, type Db } from "./db/db.ts";
import { demoLoginsText } from "./db/demo.ts";
import { migrate } from "./db/migrate.ts";
import { housekeeping } from "./db/housekeeping.ts";
import { holdsNoRows, isEmpty, seed } from "./db/seed.ts";
import { buildApp } from "./app.ts";
import { loggableError } from "./http/errors.ts";
import { StartupError } from "./startupError.ts";

async function main() {
  const config = configOrExit();
  const folder = config.databaseUrl ? null : await openDataFolder(config.dataDir);
  const db: Db = folder ? folder.db : openPostgres(config.databaseUrl!);
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  // Demo data goes only into a database this server created (a new data folder), or a
  // PostgreSQL database holding no row at all; never into one that held data.
  const fresh = folder ? folder.isNew && (await holdsNoRows(db)) : await holdsNoRows(db);
  if (fresh) {
    console.log("Empty database: loading the demo data...");
    const counts = await seed(db);
    console.log(`Loaded ${Object.values(counts).reduce((a, b) => a + b, 0)} rows.`);
  } else if (await isEmpty(db)) {
    console.log(`The database has no users. Demo data loads only into a new database; to load it here: npm run seed${config.databaseUrl ? "" : ` -- --data-dir ${config.dataDir}`}`);
  }
  folder?.settle();
  await housekeeping(db);
  const hourly = setInterval(() => housekeeping(db).catch((e: unknown) => console.error("housekeeping failed", JSON.stringify(loggableError(e)))), 3_600_000);
  hourly.unref();
  const app = await buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr ? addr.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`\nField Ops dashboard on http://${host}:${port} (${db.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"})`);
  console.log(demoLoginsText());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(hourly);
    console.log(`${signal}: stopping`);
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((e: unknown) => {
  // a data folder in use or damaged is told in one line; other failures still print their stack (for now)
  console.error(e instanceof StartupError ? `Cannot start: ${e.message}` : e instanceof Error ? e.stack ?? e.message : String(e));
  process.exit(1);
});

// npm start: configuration, database (PGlite in DATA_DIR or PostgreSQL at DATABASE_URL),
// migrations, demo data on first start, then listen and print the URL and demo logins.
import { configOrExit } from "./config.ts";
import { openDataDir, openPostgres, type Db } from "./db/db.ts";
import { demoLoginsText } from "./db/demo.ts";
import { migrate } from "./db/migrate.ts";
import { housekeeping } from "./db/housekeeping.ts";
import { isEmpty, seed } from "./db/seed.ts";
import { buildApp } from "./app.ts";
import { loggableError } from "./http/errors.ts";

async function main() {
  const config = configOrExit();
  const db: Db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openDataDir(config.dataDir);
  const applied = await migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  if (await isEmpty(db)) {
    console.log("Empty database: loading the demo data...");
    const counts = await seed(db);
    console.log(`Loaded ${Object.values(counts).reduce((a, b) => a + b, 0)} rows.`);
  }
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
  console.error(e instanceof Error ? e.stack ?? e.message : String(e));
  process.exit(1);
});

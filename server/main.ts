// npm start: configuration, then startServer (server/start.ts): HOST and PORT, the database (PGlite
// in DATA_DIR, held by this process, or PostgreSQL at DATABASE_URL), migrations, demo data into a
// new database, listen; then the banner (the URL and demo logins) in one block, and only then the
// server's JSON log, held until the banner is out (server/startLog.ts, decision 069). A failure to
// start is one line naming the setting and the fix (with the stack trace only when LOG_LEVEL is
// debug or trace).
import { configOrExit } from "./config.ts";
import { startServer, startupFailureLine, startupFailureText } from "./start.ts";
import { startThenBanner } from "./startLog.ts";

async function main() {
  const config = configOrExit();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    // the log (pino's stdout destination, as Fastify's default) is held until the banner is out
    server = await startThenBanner((io) => startServer(config, io), config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`);
  } catch (e) {
    console.error(startupFailureText(e, config.logLevel));
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((e: unknown) => {
  console.error(startupFailureLine(e));
  process.exit(1);
});

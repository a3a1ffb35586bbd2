// What the Chromium benches of the app share: the production build (built when www/ is missing,
// older than src/ or a development build), copied to the bench's own folder (so another session
// rebuilding www/ mid-run cannot break the pages), demo data seeded once into the bench's data
// folder (kept between runs), and the server's own app (buildApp, as server/main.ts builds it)
// serving both on a free port (or on another database: serveDb, a kept PostgreSQL one); or the
// production server entry (server/main.ts, as `npm start` runs it) in a process of its own: serveApart.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { getPriority } from "node:os";
import { dirname, join, resolve } from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { Db } from "../server/db/db.ts";
import { openDataDir } from "../server/db/dataDir.ts";
import { migrate } from "../server/db/migrate.ts";
import type { Browser } from "playwright-core";
import { newPage, signIn, type DemoAccount } from "../test/e2e/harness.ts";

const newest = (p: string): number =>
  statSync(p).isDirectory() ? Math.max(0, ...readdirSync(p).map((f) => newest(join(p, f)))) : statSync(p).mtimeMs;
const html = () => readFileSync("www/index.html", "utf8");
const entry = () => /src="\/(assets\/[^"]+\.js)"/.exec(html())?.[1] ?? "none";

/** A kept build to bench instead of www/ (BENCH_WWW=dir: a before/after pair run back to back). */
const KEPT = process.env.BENCH_WWW;

/** Builds www/ unless it is an up-to-date production build (or BENCH_WWW names a kept one); says which. */
export function freshBuild(): string {
  if (KEPT) return `BENCH_WWW=${KEPT}`;
  if (
    !existsSync("www/index.html") ||
    Math.max(newest("src"), newest("index.html"), newest("esbuild.config.mjs"), newest("scripts/clientBuild")) > statSync("www/index.html").mtimeMs ||
    !existsSync(`www/${entry()}`) ||
    readFileSync(`www/${entry()}`, "utf8").includes("sourceMappingURL=data:")
  ) {
    execFileSync(process.execPath, ["esbuild.config.mjs", "build"], { stdio: "inherit" });
    return "built now";
  }
  return "up to date";
}

/** Copies www/ (or BENCH_WWW; without source maps) to `to`, waiting out a build that is still writing it. */
export async function copyWww(to: string): Promise<void> {
  if (KEPT) {
    rmSync(to, { recursive: true, force: true });
    cpSync(KEPT, to, { recursive: true, filter: (f) => !f.endsWith(".map") });
    return;
  }
  for (let i = 0; ; i++) {
    const before = html();
    rmSync(to, { recursive: true, force: true });
    cpSync("www", to, { recursive: true, filter: (f) => !f.endsWith(".map") });
    if (html() === before && existsSync(`${to}/${entry()}`)) return;
    if (i === 5) throw new Error("www/ keeps changing (another build running?)");
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Seeds `dataDir` at `scale` unless it already has its database. */
export function seedOnce(dataDir: string, scale: number): void {
  if (!existsSync(join(dataDir, "pglite"))) {
    execFileSync(process.execPath, ["--import", "tsx", "server/db/seedCli.ts", "--scale", String(scale), "--data-dir", dataDir], {
      stdio: "inherit",
    });
  }
}

export interface BenchServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** The app on `dataDir`'s database, serving `wwwDir`, on a free port of 127.0.0.1. */
export async function serveApp(dataDir: string, wwwDir: string): Promise<BenchServer> {
  return serveDb(await openDataDir(dataDir), wwwDir);
}

/** The app on `db` (migrated first; closed with the server), serving `wwwDir`, on a free port of 127.0.0.1. */
export async function serveDb(db: Db, wwwDir: string): Promise<BenchServer> {
  await migrate(db);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: "",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...BENCH_LIMITS,
  });
  const app = await buildApp({ db, config, staticDir: wwwDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The rate limits a bench's many sign-ins from one address would meet, lifted. */
const BENCH_LIMITS = { LOGIN_LIMIT_PER_ADDRESS: "10000", LOGIN_LIMIT_PER_MOBILE: "10000", WRITE_LIMIT_PER_MINUTE: "1000000" };

export interface ApartServer {
  url: string;
  /** what it runs on and how it was started (its priority, its cores) */
  said: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/**
 * The production server entry (server/main.ts, as `npm start` runs it after its build) in a process
 * of its own, serving `wwwDir` (its folder's www/: the process starts there) on a free port of
 * 127.0.0.1: on PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. `nice`: its niceness (e.g.
 * -10, as root: ahead of the browser, which has this process's), whatever this process's own;
 * `cpus`: taskset's list (e.g. "1"); when given.
 */
export async function serveApart(
  wwwDir: string,
  { dataDir, databaseUrl, nice, cpus }: { dataDir: string; databaseUrl?: string; nice?: number; cpus?: string },
): Promise<ApartServer> {
  if (!wwwDir.endsWith("/www") && !wwwDir.endsWith("/www/")) throw new Error(`serveApart: ${wwwDir} is not a folder named www`);
  const port = await freePort();
  const entry = [process.execPath, "--import", "tsx", resolve("server/main.ts")];
  const command = [...(cpus ? ["taskset", "-c", cpus] : []), ...(nice !== undefined ? ["nice", "-n", String(nice - getPriority())] : []), ...entry];
  const env = {
    ...process.env,
    ...BENCH_LIMITS,
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: resolve(dataDir),
  };
  const child = spawn(command[0]!, command.slice(1), { cwd: dirname(resolve(wwwDir)), env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const keep = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let up = false; !up; ) {
    const gone = await Promise.race([exited.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 250))]);
    if (gone) throw new Error(`the server exited while starting:\n${out}`);
    up = await fetch(`${url}/api/ping`).then(
      (r) => r.status === 204,
      () => false,
    );
  }
  const where = databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite in ${dataDir}`;
  const how = `niceness ${getPriority(child.pid)} (this process's and Chromium's ${getPriority()}), ${cpus ? `taskset -c ${cpus}` : "any core"}`;
  return {
    url,
    said: `server apart: pid ${child.pid}, server/main.ts on ${where}, ${how}`,
    async close() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * A fresh page of `browser` with the bench's probe installed before any script of the app runs
 * (and tsx's keepNames helper, which the probe's compiled code calls), signed in as `who` and on
 * their home.
 */
export async function signedInWithProbe(
  browser: Browser,
  viewport: { width: number; height: number },
  who: DemoAccount,
  url: string,
  probe: () => void,
) {
  const s = await newPage(browser, viewport);
  await s.page.addInitScript({ content: "globalThis.__name = (f) => f;" });
  await s.page.addInitScript(probe);
  await signIn(s.page, url, who);
  await s.page.waitForURL(`**${who.home}`);
  return s;
}

// What the Chromium benches share: the production build (built when www/ is missing, older than
// src/ or a development build) copied into the bench's own folder (so another session rebuilding
// www/ mid-run cannot break the pages), and the server's own app (buildApp, as server/main.ts
// builds it) on a free port over a data folder.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDataDir, type Db } from "../server/db/db.ts";
import { migrate } from "../server/db/migrate.ts";

const newest = (p: string): number => statSync(p).isDirectory()
  ? Math.max(0, ...readdirSync(p).map((f) => newest(join(p, f)))) : statSync(p).mtimeMs;
const html = () => readFileSync("www/index.html", "utf8");
const entry = () => /src="\/(assets\/[^"]+\.js)"/.exec(html())?.[1] ?? "none";

/** The production build in `wwwDir` (a copy of www/, built first when stale); says whether it was built now. */
export async function prepareWww(wwwDir: string): Promise<"built now" | "up to date"> {
  let built: "built now" | "up to date" = "up to date";
  if (!existsSync("www/index.html") || Math.max(newest("src"), newest("index.html"), newest("esbuild.config.mjs")) > statSync("www/index.html").mtimeMs ||
    !existsSync(`www/${entry()}`) || readFileSync(`www/${entry()}`, "utf8").includes("sourceMappingURL=data:")) {
    execFileSync(process.execPath, ["esbuild.config.mjs", "build"], { stdio: "inherit" });
    built = "built now";
  }
  for (let i = 0; ; i++) {
    const before = html();
    rmSync(wwwDir, { recursive: true, force: true });
    cpSync("www", wwwDir, { recursive: true, filter: (f) => !f.endsWith(".map") });
    if (html() === before && existsSync(`${wwwDir}/${entry()}`)) break;
    if (i === 5) throw new Error("www/ keeps changing (another build running?)");
    await new Promise((r) => setTimeout(r, 2000));
  }
  return built;
}

/** The app over the data folder `dataDir` (migrated), serving `wwwDir`; sign-in limits lifted for the runs. */
export async function serveBench(dataDir: string, wwwDir: string): Promise<{ url: string; db: Db; close(): Promise<void> }> {
  const db = await openDataDir(dataDir);
  await migrate(db);
  const config = loadConfig({ ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", LOG_LEVEL: "warn", LOGIN_LIMIT_PER_ADDRESS: "10000", LOGIN_LIMIT_PER_MOBILE: "10000" });
  const app = await buildApp({ db, config, staticDir: wwwDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    db,
    async close() { await app.close(); await db.close(); },
  };
}

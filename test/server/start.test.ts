// The commands around the server: `npm start` checks the configuration before it builds,
// `npm run seed -- --data-dir X` fills the database that `DATA_DIR=X npm start` opens, and the start
// prints its lines and banner whole before the server's JSON log (issue 49 item 10).
// They spawn processes and use PGlite data folders, so they run in the PGlite pass only (not
// registered at all in the PostgreSQL pass, rather than counted as skipped).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDataDir } from "../../server/db/dataDir.ts";
import { DEMO_FCP, DEMO_PASSWORD } from "../../server/db/demo.ts";
import { migrate } from "../../server/db/migrate.ts";

const pgliteRun: (name: string, fn: () => void | Promise<void>) => void = (name, fn) => {
  if (!process.env.TEST_DATABASE_URL) test(name, fn);
};
const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
/** A child's environment: no PostgreSQL, quiet logs. */
const env = (over: Record<string, string>) => ({ ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...over });

let tmp: string;
test.before(() => {
  tmp = mkdtempSync(join(tmpdir(), "start-"));
});
test.after(() => {
  rmSync(tmp, { recursive: true, force: true });
});

pgliteRun("npm start rejects a bad setting before it builds the client", () => {
  const steps = scripts.start!.split("&&").map((s) => s.trim());
  const build = steps.findIndex((s) => s.includes("esbuild.config.mjs"));
  assert.ok(build >= 0, "npm start builds the client");
  assert.ok(
    steps.slice(build + 1).some((s) => s.includes("server/main.ts")),
    "then starts the server",
  );
  const run = (over: Record<string, string>) =>
    steps.slice(0, build).map((step) => spawnSync(step, { shell: true, env: env(over), encoding: "utf8" }));
  const bad = run({ PORT: "eighty" }).find((r) => r.status !== 0);
  assert.ok(bad, "a step before the build stops on PORT=eighty");
  assert.match(bad!.stderr, /Invalid configuration: PORT must be a whole number/);
  assert.ok(
    run({ PORT: "8123", TRUST_PROXY: "1" }).every((r) => r.status === 0),
    "a good configuration goes on to the build",
  );
});

pgliteRun("a DATA_DIR that does not exist yet is created, with the database in its pglite folder", async () => {
  const dir = join(tmp, "new", "nested", "data");
  assert.not.ok(existsSync(dir));
  const db = await openDataDir(dir);
  try {
    assert.ok((await migrate(db)).length > 0);
  } finally {
    await db.close();
  }
  assert.ok(existsSync(join(dir, "pglite", "PG_VERSION")), "PGlite lives in <DATA_DIR>/pglite");
});

/** Waits until the child prints a line matching `re`; fails if it exits first. */
function waitFor(child: ChildProcess, re: RegExp, output: () => string): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = output().match(re);
      if (m) {
        child.stdout?.off("data", check);
        resolve(m);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before ${re}:\n${output()}`)));
    check();
  });
}

/**
 * What `npm start` prints (issue 49 item 10): its plain-text lines, then the banner whole (the URL
 * to the last demo login), and the server's JSON log only after it; before, Fastify's "Server
 * listening at ..." lines landed among them (pino wrote them while the banner was printed).
 */
function readableStart(out: string) {
  const lines = out.split("\n");
  const firstLog = lines.findIndex((l) => l.startsWith("{"));
  const banner = lines.findIndex((l) => l.startsWith("Field Ops dashboard on http://"));
  const lastLogin = lines.findIndex((l) => /^ {2}Super Admin +\S/.test(l));
  assert.ok(banner > 0 && lastLogin > banner, `the banner:\n${out}`);
  assert.equal(
    lines.slice(banner, lastLogin + 1).filter((l) => l.startsWith("{")),
    [],
    `no log line inside the banner:\n${out}`,
  );
  assert.ok(firstLog > lastLogin, `every line up to the banner's end is plain text, the log comes after it:\n${out}`);
  for (const line of lines.slice(firstLog).filter(Boolean)) {
    assert.ok(line.startsWith("{") && JSON.parse(line).level, `after the banner, the log's JSON lines: ${line}`);
  }
}

pgliteRun(
  "npm run seed -- --data-dir X fills the database DATA_DIR=X npm start serves; the start prints its banner whole, the log after it",
  async () => {
    const dir = join(tmp, "bench-data");
    const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/db/seedCli.ts", "--data-dir", dir, "--scale", "0.5"], {
      env: env({}),
      encoding: "utf8",
    });
    assert.is(seeded.status, 0, seeded.stderr);
    assert.match(seeded.stdout, /Seeded \d+ rows \(seed 42, scale 0\.5\)/);
    const outlets = async () => {
      const db = await openDataDir(dir);
      try {
        return (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outlets")).rows[0]!.n;
      } finally {
        await db.close();
      }
    };
    const before = await outlets();
    assert.ok(before > 0, "the seed wrote into the data folder's database");

    let out = "";
    let errors = "";
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: env({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (d) => (out += d)); // the start's lines, the banner and the log share stdout
    server.stderr!.on("data", (d) => (errors += d));
    try {
      // Fastify's "Server listening at ..." is the log's first line on every start
      await waitFor(server, /"msg":"Server listening at http:[^"]*"[^\n]*\n/, () => out + errors);
      const [, url] = await waitFor(server, /dashboard on (http:\/\/\S+)[\s\S]*Super Admin.*\n/, () => out + errors);
      readableStart(out);
      assert.not.ok(out.includes("Empty database"), "the server found the seeded data and loaded no other");
      const r = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ role: "FCP", mobile: DEMO_FCP.mobile, password: DEMO_PASSWORD }),
      });
      assert.is(r.status, 200);
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await exited;
      }
    }
    assert.is(await outlets(), before, "the same rows (scale 0.5, not the start-up demo data)");
  },
);

test.run();

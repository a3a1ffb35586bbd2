// The data folder and start-up (issue 17, problems 2, 3 and 8): one server per DATA_DIR, a damaged
// folder refused and left unchanged, demo data only into a database the server created, and a
// failure to start told in one line naming the setting. Folder tests run in the PGlite pass;
// DATABASE_URL tests against PostgreSQL run in the PostgreSQL pass.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { loadConfig } from "../../server/config.ts";
import { LOCK_FILE, NEW_DATABASE_FILE, openDataDir, openDataFolder } from "../../server/db/dataDir.ts";
import type { Db } from "../../server/db/db.ts";
import { startServer, startupFailureText } from "../../server/start.ts";
import { StartupError } from "../../server/startupError.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const pgliteRun = (name: string, fn: () => void | Promise<void>) => {
  if (!PG_URL) test(name, fn);
};
const postgresRun = (name: string, fn: () => void | Promise<void>) => {
  if (PG_URL) test(name, fn);
};

/** A child's environment: PGlite, quiet logs, a free port. */
const env = (over: Record<string, string>) => ({ ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", ...over });

let tmp: string;
test.before(() => {
  tmp = mkdtempSync(join(tmpdir(), "datadir-"));
});
test.after(() => {
  rmSync(tmp, { recursive: true, force: true });
});

interface Child {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function server(over: Record<string, string>): Child {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: env(over), stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Waits until the child prints a line matching `re`; fails if it exits first. */
function waitFor(c: Child, re: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = c.output().match(re);
      if (m) {
        c.child.stdout!.off("data", check);
        resolve(m);
      }
    };
    c.child.stdout!.on("data", check);
    void c.exited.then((code) => reject(new Error(`exited with ${code} before ${re}:\n${c.output()}`)));
    check();
  });
}

/** Waits for the child to exit, failing (and stopping it) if it comes up as a server instead. */
async function refusesToStart(c: Child): Promise<string> {
  const up = waitFor(c, /dashboard on/).then(
    () => "up",
    () => "exited",
  );
  const how = await Promise.race([c.exited.then(() => "exited"), up]);
  if (how === "up") {
    c.child.kill("SIGKILL");
    await c.exited;
    assert.unreachable(`the server started:\n${c.output()}`);
  }
  assert.is(await c.exited, 1, c.output());
  return c.output();
}

async function stop(c: Child) {
  if (c.child.exitCode === null && c.child.signalCode === null) {
    c.child.kill("SIGTERM");
    await c.exited;
  }
}

/** One line, no stack trace. */
function oneLine(out: string) {
  const lines = out.trim().split("\n");
  assert.is(lines.length, 1, `one line:\n${out}`);
  assert.not.match(out, /^\s+at /m, "no stack trace");
  return lines[0]!;
}

/** Every file under `dir` with its size and sha256, and every folder: what a start must not change. */
function snapshot(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).sort().map((f) => {
    const path = join(dir, f);
    const st = statSync(path);
    return st.isDirectory() ? `${f}/` : `${f} ${st.size} ${createHash("sha256").update(readFileSync(path)).digest("hex")}`;
  });
}

let held = "";

pgliteRun("two servers on one DATA_DIR: the second exits at once, naming DATA_DIR and the process holding it", async () => {
  held = mkdtempSync(join(tmp, "held-")); // an existing empty folder, as a new deployment has
  const first = server({ DATA_DIR: held });
  try {
    await waitFor(first, /dashboard on/);
    assert.match(first.output(), /Empty database: loading the demo data/, "a folder this server created empty gets the demo data");
    const second = server({ DATA_DIR: held });
    const line = oneLine(await refusesToStart(second));
    assert.match(
      line,
      new RegExp(
        `DATA_DIR "${held}" is in use by another server \\(process ${first.child.pid}, started [^)]+\\): stop that server first, or set DATA_DIR to another folder`,
      ),
    );
    assert.ok(existsSync(join(held, LOCK_FILE)), "the first still holds it");
    assert.not.ok(existsSync(join(held, NEW_DATABASE_FILE)), "the new-database mark is gone once the data is in");
  } finally {
    await stop(first);
  }
  assert.not.ok(existsSync(join(held, LOCK_FILE)), "a server that stops releases the folder");
});

pgliteRun(
  "the lock: a holder that no longer runs, or a lock copied from another folder, is stale and taken over; a live one (this process) refuses",
  async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid!;
    writeFileSync(join(held, LOCK_FILE), JSON.stringify({ pid: dead, hostname: hostname(), startedAt: "earlier", procStart: null }));
    const db = await openDataDir(held);
    try {
      assert.is(JSON.parse(readFileSync(join(held, LOCK_FILE), "utf8")).pid, process.pid, "taken over");
      let err: unknown;
      try {
        await openDataDir(held);
      } catch (e) {
        err = e;
      }
      assert.instance(err, StartupError);
      assert.match((err as Error).message, new RegExp(`in use by another server \\(process ${process.pid},`));
    } finally {
      await db.close();
    }
    assert.not.ok(existsSync(join(held, LOCK_FILE)));
    // a folder copied with its lock: the lock names the original folder, even though its process runs
    writeFileSync(
      join(held, LOCK_FILE),
      JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: "earlier", procStart: null, dir: "/srv/fieldops/data" }),
    );
    await (await openDataDir(held)).close();
    assert.not.ok(existsSync(join(held, LOCK_FILE)));
  },
);

pgliteRun("a healthy folder whose users are gone is not re-seeded: demo data loads only into a database the server created", async () => {
  const dir = join(tmp, "emptied");
  cpSync(held, dir, { recursive: true });
  const count = async (db: Db, table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const db = await openDataDir(dir);
  let outlets: number;
  try {
    await db.exec("DELETE FROM app_credential; DELETE FROM app_session; DELETE FROM account; DELETE FROM product_user__c;");
    outlets = await count(db, "outlets");
  } finally {
    await db.close();
  }
  const said: string[] = [];
  const s = await startServer(loadConfig({ DATA_DIR: dir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" }), { say: (l) => said.push(l) });
  try {
    assert.not.ok(
      said.some((l) => /loading the demo data/.test(l)),
      said.join("\n"),
    );
    assert.ok(
      said.some((l) => /has no users\. Demo data loads only into a new database; to load it here: npm run seed -- --data-dir /.test(l)),
      said.join("\n"),
    );
    assert.is(await count(s.db, "outlets"), outlets, "its outlets are as they were");
    assert.is(await count(s.db, "account"), 0, "and no demo account came in");
  } finally {
    await s.stop();
  }
});

pgliteRun("a DATA_DIR whose database lost PG_VERSION: the server refuses to start, naming it, and changes nothing in the folder", async () => {
  unlinkSync(join(held, "pglite", "PG_VERSION"));
  const before = snapshot(held);
  const line = oneLine(await refusesToStart(server({ DATA_DIR: held })));
  assert.match(
    line,
    /^Cannot start: DATA_DIR ".*" does not hold a healthy database \(pglite\/PG_VERSION is missing\); nothing in it was changed\. Restore the folder from a backup, or set DATA_DIR to a new folder/,
  );
  assert.equal(snapshot(held), before, "every file and folder as it was");
});

pgliteRun("a DATA_DIR whose cluster is corrupt, or that is a file: a StartupError naming DATA_DIR", async () => {
  const corrupt = join(tmp, "corrupt");
  cpSync(join(tmp, "emptied"), corrupt, { recursive: true });
  writeFileSync(join(corrupt, "pglite", "global", "pg_control"), Buffer.alloc(8192));
  const file = join(tmp, "a-file");
  writeFileSync(file, "x");
  for (const [dir, message] of [
    [corrupt, /its database could not be opened|pglite\/global\/pg_control fails its checksum/],
    [file, /is a file, not a folder/],
    [join(file, "sub"), /cannot be read|cannot be created/],
  ] as const) {
    let err: unknown;
    try {
      await (await openDataFolder(dir)).db.close();
    } catch (e) {
      err = e;
    }
    assert.instance(err, StartupError, dir);
    assert.is((err as StartupError).setting, "DATA_DIR");
    assert.match((err as Error).message, message);
  }
  assert.not.ok(existsSync(join(corrupt, LOCK_FILE)), "a refused folder is released");
});

pgliteRun(
  "a refused cluster is left byte-for-byte as it was: pg_control overwritten with random bytes (short or full), a WAL segment gone",
  async () => {
    const damages: Array<[string, (dir: string) => void]> = [
      ["16 random bytes in pg_control", (d) => writeFileSync(join(d, "global", "pg_control"), randomBytes(16))],
      ["8192 random bytes in pg_control", (d) => writeFileSync(join(d, "global", "pg_control"), randomBytes(8192))],
      ["no WAL segment", (d) => unlinkSync(join(d, "pg_wal", readdirSync(join(d, "pg_wal")).find((f) => /^[0-9A-F]{24}$/.test(f))!))],
    ];
    for (const [i, [what, damage]] of damages.entries()) {
      const corrupt = join(tmp, `refused-${i}`);
      cpSync(join(tmp, "emptied"), corrupt, { recursive: true });
      damage(join(corrupt, "pglite"));
      const before = snapshot(corrupt);
      const err = await openDataFolder(corrupt).then(
        async (f) => {
          await f.db.close();
          return null;
        },
        (e: unknown) => e,
      );
      assert.instance(err, StartupError, what);
      assert.is((err as StartupError).setting, "DATA_DIR");
      assert.equal(snapshot(corrupt), before, `${what}: every file and folder as it was (no postmaster.pid left behind)`);
    }
    const line = oneLine(await refusesToStart(server({ DATA_DIR: join(tmp, "refused-0") })));
    assert.match(
      line,
      /^Cannot start: DATA_DIR ".*" does not hold a healthy database \(pglite\/global\/pg_control fails its checksum\); nothing in it was changed/,
    );
  },
);

pgliteRun(
  "a bad HOST stops the start in one line before any migration (the data folder is not even created); LOG_LEVEL=debug adds the stack",
  async () => {
    const dir = join(tmp, "never-created");
    const line = oneLine(await refusesToStart(server({ DATA_DIR: dir, HOST: "192.0.2.1" })));
    assert.match(line, /^Cannot start: HOST 192\.0\.2\.1 is not an address of this machine: set HOST to one of its addresses, or to 0\.0\.0\.0/);
    assert.not.ok(existsSync(dir), "no migration ran");
    const err = await startServer(loadConfig({ DATA_DIR: dir, HOST: "192.0.2.1", PORT: "0" }), { say: () => undefined }).then(
      () => null,
      (e: unknown) => e,
    );
    assert.instance(err, StartupError);
    assert.is((err as StartupError).setting, "HOST");
    assert.is(startupFailureText(err, "info"), line);
    assert.match(startupFailureText(err, "debug"), /^\s+at /m, "with LOG_LEVEL=debug, the stack trace");
  },
);

pgliteRun("an unreachable DATABASE_URL stops the start in one line naming it, without its password", async () => {
  const err = await startServer(loadConfig({ DATABASE_URL: "postgres://fieldops:s3cret-pw@127.0.0.1:1/fieldops", HOST: "127.0.0.1", PORT: "0" }), {
    say: () => undefined,
  }).then(
    () => null,
    (e: unknown) => e,
  );
  assert.instance(err, StartupError);
  assert.is((err as StartupError).setting, "DATABASE_URL");
  const line = oneLine(startupFailureText(err, "info"));
  assert.is(
    line,
    "Cannot start: DATABASE_URL: no PostgreSQL server accepts connections at 127.0.0.1:1: start it, or correct the host and port in DATABASE_URL",
  );
  assert.not.ok(startupFailureText(err, "debug").includes("s3cret-pw"));
});

// ---- PostgreSQL ----

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
const urlOf = (name: string) => {
  const u = new URL(PG_URL!);
  u.pathname = `/${name}`;
  return u.toString();
};

postgresRun("DATABASE_URL naming a database that does not exist: one line naming it and DATABASE_URL", async () => {
  const line = oneLine(await refusesToStart(server({ DATABASE_URL: urlOf("no_such_database_x") })));
  assert.match(
    line,
    /^Cannot start: DATABASE_URL: the database "no_such_database_x" does not exist at [^:]+:\d+: create it \(createdb no_such_database_x\), or correct the database name in DATABASE_URL$/,
  );
});

postgresRun("PostgreSQL: demo data loads into a database holding no rows, never into one that holds data", async () => {
  const name = `t_start_${randomBytes(4).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    const config = loadConfig({ DATABASE_URL: urlOf(name), PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" });
    const said: string[] = [];
    let s = await startServer(config, { say: (l) => said.push(l) });
    const outlets = Number((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outlets")).rows[0].n);
    assert.ok(outlets > 0 && said.some((l) => /loading the demo data/.test(l)), said.join("\n"));
    await s.db.exec("DELETE FROM app_credential; DELETE FROM app_session; DELETE FROM account; DELETE FROM product_user__c;");
    await s.stop();
    said.length = 0;
    s = await startServer(config, { say: (l) => said.push(l) });
    try {
      assert.not.ok(
        said.some((l) => /loading the demo data/.test(l)),
        said.join("\n"),
      );
      assert.is(Number((await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outlets")).rows[0].n), outlets);
    } finally {
      await s.stop();
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});

test.run();

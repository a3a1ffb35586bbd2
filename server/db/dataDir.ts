// The data folder (DATA_DIR) of the embedded database, held by one server at a time and opened
// only when it is healthy. docs/decisions/011-data-folder.md.
//
// DATA_DIR/
//   pglite/         the PGlite (PostgreSQL) cluster
//   server.lock     the process holding the folder: {"pid","hostname","startedAt","procStart","dir"}
//   new-database    present from when this server starts a new cluster until the demo data is in
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { codeOf, fsProblem, StartupError } from "../startupError.ts";
import { openPGlite, type Db } from "./db.ts";

export const LOCK_FILE = "server.lock";
export const NEW_DATABASE_FILE = "new-database";
export const PGLITE_DIR = "pglite";

export type Health = { state: "absent" } | { state: "healthy" } | { state: "damaged"; problem: string };

/** What a cluster folder must hold before PGlite may open it (otherwise PGlite makes a new one over it). */
const REQUIRED: ReadonlyArray<readonly [string, "file" | "dir"]> = [
  ["PG_VERSION", "file"],
  ["global/pg_control", "file"],
  ["base", "dir"],
  ["pg_wal", "dir"],
];

const statOrNull = (path: string) => {
  try {
    return statSync(path);
  } catch (e) {
    if (codeOf(e) === "ENOENT") return null;
    throw e;
  }
};

/**
 * Looks at a data folder without changing anything: no database yet ("absent": no folder, or no
 * or an empty pglite folder), a healthy-looking cluster, or a damaged one (what is wrong).
 */
export function inspectDataDir(dataDir: string): Health {
  const shown = JSON.stringify(dataDir);
  try {
    const top = statOrNull(dataDir);
    if (!top) return { state: "absent" };
    if (!top.isDirectory())
      throw new StartupError("DATA_DIR", `DATA_DIR ${shown} is a file, not a folder: set DATA_DIR to a folder (it is created when missing)`);
    const dir = join(dataDir, PGLITE_DIR);
    const pg = statOrNull(dir);
    if (!pg) return { state: "absent" };
    if (!pg.isDirectory()) return { state: "damaged", problem: `${PGLITE_DIR} is a file, not a folder` };
    if (readdirSync(dir).length === 0) return { state: "absent" };
    for (const [name, kind] of REQUIRED) {
      const st = statOrNull(join(dir, name));
      if (!st) return { state: "damaged", problem: `${PGLITE_DIR}/${name} is missing` };
      if (kind === "dir" ? !st.isDirectory() : !st.isFile())
        return { state: "damaged", problem: `${PGLITE_DIR}/${name} is not a ${kind === "dir" ? "folder" : "file"}` };
    }
    if (!/^\d+\s*$/.test(readFileSync(join(dir, "PG_VERSION"), "utf8")))
      return { state: "damaged", problem: `${PGLITE_DIR}/PG_VERSION does not hold a version number` };
    if (!controlFileIntact(readFileSync(join(dir, "global/pg_control"))))
      return { state: "damaged", problem: `${PGLITE_DIR}/global/pg_control fails its checksum` };
    return { state: "healthy" };
  } catch (e) {
    if (e instanceof StartupError) throw e;
    throw new StartupError(
      "DATA_DIR",
      `DATA_DIR ${shown} cannot be read (${fsProblem(e)}): give this user access to it, or set DATA_DIR to another folder`,
      { cause: e },
    );
  }
}

const CRC32C = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
const crc32c = (b: Uint8Array): number => {
  let c = 0xffffffff;
  for (const x of b) c = CRC32C[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * Whether pg_control is PostgreSQL's: 8192 bytes whose control data ends with the CRC-32C of the
 * bytes before it (the offset depends on the version, so every 4-byte-aligned end up to 1 KB is
 * tried; random bytes pass with a chance of about 1 in 16 million). PGlite opening a damaged one
 * can abort half-way and leave files behind (issue 26), so it is refused before that.
 */
export function controlFileIntact(b: Buffer): boolean {
  if (b.length !== 8192) return false;
  for (let end = 16; end <= 1024; end += 4) if (crc32c(b.subarray(0, end)) === b.readUInt32LE(end)) return true;
  return false;
}

/** Every path under `dir` (files and folders), relative to it. */
const pathsUnder = (dir: string): Set<string> => new Set(readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]);

const damaged = (dataDir: string, problem: string) =>
  new StartupError(
    "DATA_DIR",
    `DATA_DIR ${JSON.stringify(dataDir)} does not hold a healthy database (${problem}); nothing in it was changed. Restore the folder from a backup, or set DATA_DIR to a new folder to start with the demo data`,
  );

// ---- the lock ----

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
  procStart: string | null;
  dir: string | null;
}

/** A process's start time (clock ticks since boot, from /proc), which tells a reused PID apart; null where /proc is not. */
function procStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * False only when the holder certainly does not hold this folder: a lock copied along with the
 * folder (it names another path), or a holder on this machine that no longer runs (no such
 * process, or its PID reused by another).
 */
function holderRuns(h: Holder, dir: string): boolean {
  if (h.dir !== null && h.dir !== dir) return false;
  if (h.hostname !== hostname()) return true; // another machine (a shared folder): cannot tell, so assume it does
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    if (codeOf(e) === "ESRCH") return false;
  }
  const now = procStartOf(h.pid);
  return !(now !== null && h.procStart !== null && now !== h.procStart);
}

function readHolder(path: string): { holder: Holder | null; text: string } | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if (codeOf(e) === "ENOENT") return null;
    throw e;
  }
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    if (typeof h.pid === "number" && Number.isInteger(h.pid) && h.pid > 0 && typeof h.hostname === "string") {
      return {
        holder: {
          pid: h.pid,
          hostname: h.hostname,
          startedAt: String(h.startedAt ?? "?"),
          procStart: typeof h.procStart === "string" ? h.procStart : null,
          dir: typeof h.dir === "string" ? h.dir : null,
        },
        text,
      };
    }
  } catch {
    /* not a lock this server wrote */
  }
  return { holder: null, text };
}

const releasers = new Set<() => void>();
process.on("exit", () => {
  for (const release of releasers) release();
});

/**
 * Makes this process the holder of `dataDir` (an exclusive lock file, O_EXCL, with its PID), or
 * throws a StartupError naming DATA_DIR and the holding process. A lock whose process no longer
 * runs (on this machine), or copied from another folder, is stale and taken over. Returns the
 * release (also run at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const dir = realpathSync(dataDir);
  const me: Holder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString(), procStart: procStartOf(process.pid), dir };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o644);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      const release = () => {
        releasers.delete(release);
        try {
          if (readFileSync(path, "utf8") === text) unlinkSync(path);
        } catch {
          /* already gone */
        }
      };
      releasers.add(release);
      return release;
    } catch (e) {
      if (codeOf(e) !== "EEXIST")
        throw new StartupError(
          "DATA_DIR",
          `DATA_DIR ${JSON.stringify(dataDir)} is not writable (${fsProblem(e)}): give this user write access to it, or set DATA_DIR to a writable folder`,
          { cause: e },
        );
    }
    const seen = readHolder(path);
    if (!seen) continue; // released meanwhile: try again
    const { holder } = seen;
    const fresh = (() => {
      try {
        return Date.now() - statSync(path).mtimeMs < 10_000;
      } catch {
        return false;
      }
    })();
    if (holder ? holderRuns(holder, dir) : fresh) {
      const who = holder
        ? `process ${holder.pid}${holder.hostname !== hostname() ? ` on ${holder.hostname}` : ""}, started ${holder.startedAt}`
        : "a process that is starting";
      const remote = holder && holder.hostname !== hostname() ? ` (if it no longer runs, delete ${path})` : "";
      throw new StartupError(
        "DATA_DIR",
        `DATA_DIR ${JSON.stringify(dataDir)} is in use by another server (${who})${remote}: stop that server first, or set DATA_DIR to another folder`,
      );
    }
    // stale: move it aside (only one process can), and put it back if what was moved is not what was judged stale
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch (e) {
      if (codeOf(e) === "ENOENT") continue;
      throw e;
    }
    const moved = readFileSync(aside, "utf8");
    if (moved !== seen.text) {
      try {
        linkSync(aside, path);
      } catch {
        /* a newer lock is there */
      }
    }
    rmSync(aside, { force: true });
  }
  throw new StartupError(
    "DATA_DIR",
    `DATA_DIR ${JSON.stringify(dataDir)}: could not take its lock file ${path}; stop other servers on it and start again`,
  );
}

// ---- opening ----

export interface DataFolder {
  db: Db;
  /** true while the database is one this server created and has not yet loaded with the demo data */
  isNew: boolean;
  /** records that the new database got its data (or needs none): later starts treat it as existing */
  settle(): void;
}

/**
 * Opens the embedded database in `dataDir` for this process alone: refuses a damaged folder
 * before changing anything, takes the lock, creates folder and database when there is none
 * (marking it new), and opens it. Closing the database releases the lock.
 */
export async function openDataFolder(dataDir: string): Promise<DataFolder> {
  const first = inspectDataDir(dataDir);
  if (first.state === "damaged") throw damaged(dataDir, first.problem);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    throw new StartupError(
      "DATA_DIR",
      `DATA_DIR ${JSON.stringify(dataDir)} cannot be created (${fsProblem(e)}): create it with write access for this user, or set DATA_DIR to another folder`,
      { cause: e },
    );
  }
  const release = lockDataDir(dataDir);
  try {
    const health = inspectDataDir(dataDir); // again, now that no other server can be changing it
    if (health.state === "damaged") throw damaged(dataDir, health.problem);
    const marker = join(dataDir, NEW_DATABASE_FILE);
    if (health.state === "absent") {
      writeFileSync(
        marker,
        `The database in ${PGLITE_DIR}/ was created empty by the server at ${new Date().toISOString()}; the server loads the demo data into it and then deletes this file.\n`,
      );
    }
    let db: Db;
    const cluster = join(dataDir, PGLITE_DIR);
    const existed = health.state === "healthy" ? pathsUnder(cluster) : null;
    try {
      db = await openPGlite(cluster);
    } catch (e) {
      // a refused folder is left as it was: whatever PGlite made before it gave up (postmaster.pid) goes
      if (existed) {
        for (const path of [...pathsUnder(cluster)].reverse()) if (!existed.has(path)) rmSync(join(cluster, path), { recursive: true, force: true });
      }
      throw new StartupError(
        "DATA_DIR",
        `DATA_DIR ${JSON.stringify(dataDir)}: its database could not be opened (${e instanceof Error ? e.message : String(e)}); restore the folder from a backup, or set DATA_DIR to a new folder`,
        { cause: e },
      );
    }
    const close = db.close;
    return {
      db: {
        ...db,
        close: async () => {
          try {
            await close();
          } finally {
            release();
          }
        },
      },
      isNew: existsSync(marker),
      settle: () => rmSync(marker, { force: true }),
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** The embedded database of a data folder, held by this process until closed (`npm run seed`, benches, tests). */
export const openDataDir = async (dataDir: string): Promise<Db> => (await openDataFolder(dataDir)).db;

// Ordered SQL migrations (server/db/migrations/NNN_name.sql), each applied in its own
// transaction and recorded in schema_migrations. Safe to run again and from several
// instances at once (an advisory lock serialises them).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db, NoRows } from "./db.ts";

export const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");
const LOCK_ID = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** A migration that failed (and was rolled back), naming it. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "MigrationError";
  }
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, f.indexOf("_"))), name: f.replace(/\.sql$/, ""), sql: readFileSync(join(dir, f), "utf8") }));
}

/** Splits SQL text into statements on `;`, ignoring those inside quotes, $$ bodies and comments. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let cur = "";
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end < 0 ? sql.length : end + 1;
      cur += "\n";
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      cur += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === "$" && sql[i + 1] === "$") {
      const end = sql.indexOf("$$", i + 2);
      const stop = end < 0 ? sql.length : end + 2;
      cur += sql.slice(i, stop);
      i = stop;
    } else if (c === ";") {
      if (cur.trim()) out.push(cur.trim());
      cur = "";
      i++;
    } else {
      cur += c;
      i++;
    }
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** Applies the pending migrations; returns the names applied now. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db
      .tx(async (q) => {
        await q.query<NoRows>("SELECT pg_advisory_xact_lock($1)", [LOCK_ID]);
        const seen = await q.query<NoRows>("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version]);
        if (seen.rows.length > 0) return false;
        for (const stmt of splitStatements(m.sql)) await q.query<NoRows>(stmt);
        await q.query<NoRows>("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
        return true;
      })
      .catch((e: unknown) => {
        throw new MigrationError(m.name, e);
      });
    if (done) applied.push(m.name);
  }
  return applied;
}

// One database interface over PGlite (embedded default) and node-postgres (DATABASE_URL).
import { mkdirSync } from "node:fs";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/** The row type of a statement whose rows are not read (a write without RETURNING, a lock). */
export type NoRows = Record<string, never>;

export interface Queryable {
  /** `T`: the row type the statement answers; every caller names it (NoRows when the rows are not read). */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * The same database for the statements every request repeats (the session check, the read ops):
   * on PostgreSQL each distinct text is a named statement, parsed and planned once per connection
   * and then only bound and executed (decision 026). Only fixed, parameterised texts belong here,
   * never text built from values; past PREPARED_LIMIT distinct texts the rest run unnamed.
   */
  readonly hot: Queryable;
  /**
   * Where sessions may be kept between requests (decision 051): on PostgreSQL, a counter that moves
   * whenever a pooled connection hears app_session_changed (migration 024), opens, or starts
   * listening; null where nothing listens (PGlite, and PG_PREPARE=off behind a pooler that cannot
   * keep a connection's LISTEN), so every request looks its session up.
   */
  readonly sessionWatch: SessionWatch | null;
  exec(sql: string): Promise<void>;
  tx<R>(fn: (q: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** The channel every change that can end a session notifies (migration 024). */
export const SESSION_CHANNEL = "app_session_changed";

export interface SessionWatch {
  /**
   * Moves on every notification heard on SESSION_CHANNEL by any pooled connection, and when a
   * connection opens and when its LISTEN is in place. A read that saw the same generation before
   * and after its statements ran on a pooled connection heard of every change committed before
   * those statements began: PostgreSQL sends a listening connection its pending notifications
   * before it reads the next statement, and node-postgres emits them before that statement's answer.
   */
  generation(): number;
}

// int8 and numeric come back as strings from both drivers; cast in SQL where a number is wanted.
// timestamp (without zone) and date stay strings too, as node-postgres is configured below.
const keep = (v: string) => v;
const pgliteParsers = { [types.INT8]: keep, [types.NUMERIC]: keep, [types.TIMESTAMP]: keep, [types.DATE]: keep };

export function fromPGlite(db: PGlite): Db {
  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<T>(s: string, p: unknown[] = []) {
      const r = await q.query<T>(s, p);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const q = wrap(db);
  return {
    kind: "pglite",
    ...q,
    hot: q, // PGlite is one connection in this process: nothing to save by naming a statement
    sessionWatch: null, // an in-process lookup: nothing to save by keeping sessions
    exec: async (s) => {
      await db.exec(s);
    },
    tx: (fn) => db.transaction((t) => fn(wrap(t))),
    close: () => db.close(),
  };
}

/**
 * What a connection that runs named statements is set to first (decision 114): each run planned
 * for its own values. From its sixth run PostgreSQL may plan a named statement once for any values
 * (a generic plan), costed for an average caller: a windowed list's statement then ran 100-250
 * times slower for a manager whose scope is large (payments.forAmmd's window 51 ms -> 12 s at
 * scale 100). An unnamed statement is always planned for its values. As a startup option
 * (`options` of a pg pool): `-c plan_cache_mode=force_custom_plan`.
 */
const PLAN_MODE = "plan_cache_mode=force_custom_plan";
export const PLAN_EACH_RUN = `SET ${PLAN_MODE.replace("=", " = ")}`;
export const PLAN_EACH_RUN_OPTION = `-c ${PLAN_MODE}`;

/** How many distinct statement texts `Db.hot` names; more run unnamed (a bound on each connection's prepared statements). */
export const PREPARED_LIMIT = 500;

export function fromPgPool(
  pool: pg.Pool,
  { prepare = true, limit = PREPARED_LIMIT, watchSessions = prepare }: { prepare?: boolean; limit?: number; watchSessions?: boolean } = {},
): Db {
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(s: string, p: unknown[] = []) {
      const r = await c.query<T & pg.QueryResultRow>(s, p);
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
  });
  // Every connection the hot path uses LISTENs on the sessions' channel before its first statement
  // there; the generation moves when that LISTEN is in place, so a session kept before a
  // connection could hear anything is not used once that connection has served a read. A
  // connection whose LISTEN failed (a pooler that does not keep it) hears nothing: the generation
  // then moves on every reading, so no kept session is used again.
  let generation = 0;
  let deaf = false;
  const sessionWatch: SessionWatch | null = watchSessions ? { generation: () => (deaf ? ++generation : generation) } : null;
  const heard = (n: pg.Notification) => {
    if (n.channel === SESSION_CHANNEL) generation++;
  };
  /**
   * A statement on a pooled connection (as pool.query runs it: a failed one's connection is
   * dropped), the connection first set up for the hot path: each run planned for its values when
   * statements are named (PLAN_EACH_RUN), and LISTENing when sessions are watched.
   */
  const ready = new WeakSet<pg.PoolClient>();
  const onHotPath = async <T>(config: pg.QueryConfig): Promise<pg.QueryResult<T & pg.QueryResultRow>> => {
    const c = await pool.connect();
    try {
      if (!ready.has(c)) {
        ready.add(c);
        // a server that does not know the setting (before PostgreSQL 12) still answers the reads
        if (prepare) await c.query(PLAN_EACH_RUN).catch(() => undefined);
        if (watchSessions) {
          c.on("notification", heard);
          await c.query(`LISTEN ${SESSION_CHANNEL}`).catch(() => {
            deaf = true;
          });
          generation++;
        }
      }
      const r = await c.query<T & pg.QueryResultRow>(config);
      c.release();
      return r;
    } catch (e) {
      c.release(e instanceof Error ? e : true);
      throw e;
    }
  };
  // node-postgres prepares a statement given a name on each connection the first time it meets it
  const names = new Map<string, string>();
  const hot: Queryable = {
    async query<T>(text: string, values: unknown[] = []) {
      let name = names.get(text);
      if (name === undefined && prepare && names.size < limit) {
        name = `hot_${names.size}`;
        names.set(text, name);
      }
      const config = name === undefined ? { text, values } : { name, text, values };
      const r = watchSessions || prepare ? await onHotPath<T>(config) : await pool.query<T & pg.QueryResultRow>(config);
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
  };
  return {
    kind: "postgres",
    ...wrap(pool),
    hot,
    sessionWatch,
    exec: async (s) => {
      await pool.query(s);
    },
    async tx(fn) {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        const out = await fn(wrap(c));
        await c.query("COMMIT");
        return out;
      } catch (e) {
        await c.query("ROLLBACK");
        throw e;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PGlite in `dataDir` (or in memory when undefined). */
export async function openPGlite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true }); // a new DATA_DIR (and its parents) is created
  // pg_trgm: the searches' trigram indexes (migration 045, decision 119)
  const extensions = { pg_trgm };
  const db = dataDir
    ? new PGlite(dataDir, { relaxedDurability: true, parsers: pgliteParsers, extensions })
    : new PGlite({ parsers: pgliteParsers, extensions });
  await db.waitReady;
  return fromPGlite(db);
}

// The embedded database of a data folder (DATA_DIR): openDataFolder / openDataDir in ./dataDir.ts,
// which hold the folder for one process and refuse a damaged one.

/** How long a new connection to PostgreSQL may take before it fails. */
export const PG_CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(url: string, max = 10, options: { prepare?: boolean; watchSessions?: boolean } = {}): Db {
  // timestamps without zone stay strings, like PGlite's; dates too
  pg.types.setTypeParser(1114, (v) => v);
  pg.types.setTypeParser(1082, (v) => v);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
  // An idle connection PostgreSQL drops (a restart, pg_terminate_backend) is an error event on the
  // pool: without a listener it would stop the server. The pool replaces the connection; the next
  // query that needs one reports its own error. Only the code is logged, never a query's values.
  pool.on("error", (e: Error & { code?: string }) =>
    console.error(`PostgreSQL dropped an idle connection (${e.code ?? e.name}); the pool opens a new one when needed`),
  );
  return fromPgPool(pool, options);
}

// Loads the generated demo data: one bulk INSERT ... json_populate_recordset per table, in one
// transaction, then one password credential (demo1234, argon2id, hashed once) per FCP and staff user.
import argon2 from "argon2";
import type { Db, Queryable, NoRows } from "./db.ts";
import { DEMO_PASSWORD, FCP_RECORD_TYPE } from "./demo.ts";
import { generate, SEED_TABLES, type Dataset, type Row, type SeedTable } from "./gen/index.ts";
import { seedNotifications } from "../notices.ts";

export interface SeedOptions {
  seed?: number;
  scale?: number;
  today?: Date;
  /** the demo AMMD's large region too (issue 50; gen/largeRegion.ts) */
  largeRegion?: boolean;
  /** a ready argon2id hash of the demo password (tests hash once and reuse it) */
  passwordHash?: string;
}

export type SeedCounts = Record<SeedTable | "app_credential" | "app_notification", number>;

export const DEFAULT_SEED = 42;

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** Rows per insert statement: keeps each JSON parameter well below protocol limits. */
const CHUNK = 5000;

async function insertRows(q: Queryable, table: SeedTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (cols.some((c) => !/^[a-z_][a-z0-9_]*$/.test(c))) throw new Error(`bad column name in ${table}`);
  const list = cols.join(", ");
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await q.query<NoRows>(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, $1::json)`, [json]);
  }
}

/** True when no user exists yet (a fresh database). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const r = await db.query<{ n: number }>("SELECT ((SELECT count(*) FROM account) + (SELECT count(*) FROM product_user__c))::int AS n");
  return r.rows[0]!.n === 0;
}

export async function insertDataset(db: Db, data: Dataset, passwordHash: string): Promise<SeedCounts> {
  return db.tx(async (q) => {
    for (const table of SEED_TABLES) await insertRows(q, table, data[table]);
    const creds = await q.query<NoRows>(
      `INSERT INTO app_credential (subject_kind, subject_id, password_hash)
         SELECT 'account', id, $1 FROM account WHERE recordtypeid = $2
         UNION ALL SELECT 'product_user', id, $1 FROM product_user__c
       ON CONFLICT (subject_kind, subject_id) DO NOTHING`,
      [passwordHash, FCP_RECORD_TYPE],
    );
    const counts = Object.fromEntries(SEED_TABLES.map((t) => [t, data[t].length])) as SeedCounts;
    counts.app_credential = creds.rowCount;
    counts.app_notification = await seedNotifications(q);
    return counts;
  });
}

/** Generates and inserts the demo data. Expects a migrated, empty database. */
export async function seed(db: Db, o: SeedOptions = {}): Promise<SeedCounts> {
  const data = generate({ seed: o.seed ?? DEFAULT_SEED, scale: o.scale ?? 1, today: o.today ?? new Date(), largeRegion: o.largeRegion ?? false });
  const hash = o.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  return insertDataset(db, data, hash);
}

/** True when no table of the schema holds a row: no entity, credential, session, key or audit line. */
export async function holdsNoRows(db: Queryable): Promise<boolean> {
  const tables = [...SEED_TABLES, "app_credential", "app_notification", "app_session", "app_idempotency", "app_audit", "app_trusted_device"];
  const r = await db.query<{ none: boolean }>(`SELECT ${tables.map((t) => `NOT EXISTS (SELECT 1 FROM ${t})`).join(" AND ")} AS none`);
  return r.rows[0]!.none;
}

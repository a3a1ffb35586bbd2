// Idempotent writes: the first answer under (subject, key) is stored in app_idempotency in the
// same transaction as the write; a repeat gets that answer back and changes nothing.
import type { Db, Queryable } from "../db/db.ts";
import type { OpResult } from "./registry.ts";

class Rollback extends Error {
  constructor(readonly result: OpResult) { super("rollback"); }
}

export async function runIdempotent(db: Db, subject: string, key: string, op: string, write: (q: Queryable) => Promise<OpResult>): Promise<OpResult> {
  try {
    return await db.tx(async (q) => {
      const claimed = await q.query("INSERT INTO app_idempotency (subject, key, op) VALUES ($1, $2, $3) ON CONFLICT (subject, key) DO NOTHING RETURNING key", [subject, key, op]);
      if (claimed.rows.length === 0) {
        const prior = await q.query<{ op: string; response: { rows: unknown[] } | null }>("SELECT op, response FROM app_idempotency WHERE subject = $1 AND key = $2", [subject, key]);
        const row = prior.rows[0];
        if (!row || row.op !== op || !row.response) {
          throw new Rollback({ ok: false, status: 422, error: "idempotency_key_reused", message: "This Idempotency-Key was already used for another operation" });
        }
        return { ok: true, status: 200, rows: row.response.rows, replayed: true } satisfies OpResult;
      }
      const result = await write(q);
      if (!result.ok) throw new Rollback(result);
      await q.query("UPDATE app_idempotency SET response = $3::jsonb WHERE subject = $1 AND key = $2", [subject, key, JSON.stringify({ rows: result.rows })]);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}

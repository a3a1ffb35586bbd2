// Idempotent writes: the first answer under (subject, key) is stored in app_idempotency in the
// same transaction as the write, with the operation and a hash of its params; a repeat of the same
// request gets that answer back and changes nothing, while the same key with another operation or
// other params (another record, other values) is refused with 422, never given the first answer.
import { createHash } from "node:crypto";
import type { Db, Queryable, NoRows } from "../db/db.ts";
import type { OpResult } from "./registry.ts";
import { msg } from "../../src/codecs/language.ts";

class Rollback extends Error {
  constructor(readonly result: OpResult) {
    super("rollback");
  }
}

/** JSON with every object's keys sorted, so the same params always give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export const paramsHash = (params: unknown): string =>
  createHash("sha256")
    .update(canonicalJson(params ?? {}))
    .digest("hex");

const reused = (message: string): OpResult => ({ ok: false, status: 422, error: "idempotency_key_reused", message });
const ANOTHER_OP = msg("This Idempotency-Key was already used for another operation");
const OTHER_PARAMS = msg(
  "This Idempotency-Key was already used for a different request (another record or other values): send a new key for a new write",
);

export async function runIdempotent(
  db: Db,
  subject: string,
  key: string,
  op: string,
  params: unknown,
  write: (q: Queryable) => Promise<OpResult>,
): Promise<OpResult> {
  const hash = paramsHash(params);
  try {
    return await db.tx(async (q) => {
      const claimed = await q.query<{ key: string }>(
        "INSERT INTO app_idempotency (subject, key, op, params_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (subject, key) DO NOTHING RETURNING key",
        [subject, key, op, hash],
      );
      if (claimed.rows.length === 0) {
        const prior = await q.query<{ op: string; params_hash: string | null; response: { rows: unknown[] } | null }>(
          "SELECT op, params_hash, response FROM app_idempotency WHERE subject = $1 AND key = $2",
          [subject, key],
        );
        const row = prior.rows[0];
        if (!row || row.op !== op || !row.response) throw new Rollback(reused(ANOTHER_OP));
        if (row.params_hash !== null && row.params_hash !== hash) throw new Rollback(reused(OTHER_PARAMS));
        return { ok: true, status: 200, rows: row.response.rows, replayed: true } satisfies OpResult;
      }
      const result = await write(q);
      if (!result.ok) throw new Rollback(result);
      await q.query<NoRows>("UPDATE app_idempotency SET response = $3::jsonb WHERE subject = $1 AND key = $2", [
        subject,
        key,
        JSON.stringify({ rows: result.rows }),
      ]);
      return result;
    });
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw e;
  }
}

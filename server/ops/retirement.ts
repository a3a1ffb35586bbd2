// Retiring and restoring a record the super admin keeps (content items, decision 085; news slides,
// decision 087): nothing is deleted. Retiring sets active__c false and says when and by whom (the
// lists every device syncs leave it out, so the next delta sync drops it); restoring undoes it.
// Each writes its own audit row, naming the record (`<what>.retire`, `<what>.restore`).
import { audit, subjectKey } from "../auth/sessions.ts";
import type { NoRows, Queryable } from "../db/db.ts";
import { OpError, type OpContext } from "./registry.ts";

export interface Retirement {
  /** The record, locked for the write; a 404 with `notFound` when there is none. */
  recordFor(q: Queryable, id: number): Promise<{ id: number; active: boolean }>;
  retire(ctx: OpContext, id: number): Promise<{ id: number }[]>;
  restore(ctx: OpContext, id: number): Promise<{ id: number }[]>;
}

export function retirement(
  table: "content_categorization__c" | "news_dashboard__c",
  what: "content" | "news",
  m: { notFound: string; alreadyRetired: string; notRetired: string },
): Retirement {
  const recordFor = async (q: Queryable, id: number) => {
    const r = await q.query<{ id: number; active: boolean }>(`SELECT id, active__c IS TRUE AS active FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    const found = r.rows[0];
    if (!found) throw new OpError(404, "not_found", m.notFound);
    return found;
  };
  return {
    recordFor,
    retire: async ({ db, subject, now }, id) => {
      if (!(await recordFor(db, id)).active) throw new OpError(409, "retired", m.alreadyRetired);
      await db.query<NoRows>(`UPDATE ${table} SET active__c = false, retired_at = $2, retired_by = $3, systemmodstamp = now() WHERE id = $1`, [
        id,
        now,
        subjectKey(subject),
      ]);
      await audit(db, `${what}.retire`, subjectKey(subject), { [what]: id }, null);
      return [{ id }];
    },
    restore: async ({ db, subject }, id) => {
      if ((await recordFor(db, id)).active) throw new OpError(409, "not_retired", m.notRetired);
      await db.query<NoRows>(`UPDATE ${table} SET active__c = true, retired_at = NULL, retired_by = NULL, systemmodstamp = now() WHERE id = $1`, [
        id,
      ]);
      await audit(db, `${what}.restore`, subjectKey(subject), { [what]: id }, null);
      return [{ id }];
    },
  };
}

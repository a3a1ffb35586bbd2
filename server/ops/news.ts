// news.list: the news dashboard items for the home carousel, by sequence (the active ones: a
// retired slide leaves every device at its next delta sync, decision 087).
import type { RowOf } from "../../src/codecs/contract.ts";
import { newsList } from "../../src/codecs/news.ts";
import { defineOp } from "./registry.ts";

/** A slide's image: the super admin's uploaded file (decision 087), or the address it was given (the demo's). */
export const NEWS_URL = `CASE WHEN stored_file_id IS NOT NULL THEN '/api/files/' || stored_file_id ELSE coalesce(url__c, '') END`;

export const newsOp = defineOp(newsList, async ({ db }, p) => {
  const r = await db.query<RowOf<typeof newsList>>(
    `SELECT id, coalesce(name, '') AS name, coalesce(sequence__c, 0)::float8 AS sequence, ${NEWS_URL} AS url,
            coalesce(text__c, '') AS text,
            to_char(systemmodstamp, 'YYYY-MM-DD"T"HH24:MI:SS') AS systemmodstamp
       FROM news_dashboard__c
      WHERE active__c IS NOT FALSE
      ORDER BY sequence__c NULLS LAST, id
      LIMIT $1`,
    [p.limit ?? 50],
  );
  return r.rows;
});

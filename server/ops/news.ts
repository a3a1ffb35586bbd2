// news.list: the news dashboard items for the home carousel, by sequence.
import type { RowOf } from "../../src/codecs/contract.ts";
import { newsList } from "../../src/codecs/news.ts";
import { defineOp } from "./registry.ts";

export const newsOp = defineOp(newsList, async ({ db }, p) => {
  const r = await db.query<RowOf<typeof newsList>>(
    `SELECT id, coalesce(name, '') AS name, coalesce(sequence__c, 0)::float8 AS sequence, coalesce(url__c, '') AS url,
            to_char(systemmodstamp, 'YYYY-MM-DD"T"HH24:MI:SS') AS systemmodstamp
       FROM news_dashboard__c
      WHERE active__c IS NOT FALSE
      ORDER BY sequence__c NULLS LAST, id
      LIMIT $1`,
    [p.limit ?? 50],
  );
  return r.rows;
});

// news.list: the news dashboard items for the home carousel, by sequence.
import * as t from "io-ts";
import { NewsItem } from "../../src/codecs/news.ts";
import { defineOp, exactParams } from "./registry.ts";

const Limit = t.refinement(t.Int, (n) => n >= 1 && n <= 200, "an integer from 1 to 200");

export const newsList = defineOp({
  name: "news.list",
  params: exactParams({}, { limit: Limit }),
  row: NewsItem,
  roles: "any",
  async run({ db }, p) {
    const r = await db.query(
      `SELECT id, coalesce(name, '') AS name, coalesce(sequence__c, 0)::float8 AS sequence, coalesce(url__c, '') AS url,
              to_char(systemmodstamp, 'YYYY-MM-DD"T"HH24:MI:SS') AS systemmodstamp
         FROM news_dashboard__c
        WHERE active__c IS NOT FALSE
        ORDER BY sequence__c NULLS LAST, id
        LIMIT $1`,
      [p.limit ?? 50],
    );
    return r.rows;
  },
});

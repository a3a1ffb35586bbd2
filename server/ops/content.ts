// The content library (decision 018): content.list gives every active item, latest first (decision
// 092: its device window keeps the latest; the screens show them by name), with its
// ratings (average and count of every review, and the caller's own when an FCP), for every role.
// reviews.rate writes an FCP's rating of an active item in one statement: the first inserts the
// review, a later one updates it; the unique index of migration 006 keeps one review per person
// and item, so concurrent first ratings (a double tap, two devices) still leave one row.
import { type ContentItem, contentList, contentListPage, reviewsRate, type RatingSaved } from "../../src/codecs/content.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import type { Queryable } from "../db/db.ts";
import { type ListSql, type Paging, pageOp, type SqlCondition, selectPage, sqlList } from "./pages.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import { asText, CONFLICT_CODE, CONFLICT_MESSAGE, mergeFields } from "../../src/codecs/conflict.ts";
import { defineOp, OpError } from "./registry.ts";
import { msg } from "../../src/codecs/language.ts";

/** Far above any real library (2,000 items is the size the list is built for); it only bounds the answer. */
const CONTENT_LIMIT = 10_000;
export const CONTENT_NOT_FOUND = msg("This content item was not found");

/** An item's columns as the library lists them (content.list, and the super admin's content.all). */
export const CONTENT_COLUMNS = [
  "id",
  "sfid",
  "name",
  "year__c",
  "seasonality__c",
  "craft_category__c",
  "time_period__c",
  "difficulty_level__c",
  "level_of_difficulty__c",
  "institute__c",
  "art_form__c",
  "festival_generic__c",
  "is_best_out_of_waste__c",
  "hero_product_1__c",
  "hero_product_2__c",
  "in_house_products_used__c",
  "out_sourced_products_use__c",
  "pil_product_price__c",
  "non_pil_product_price__c",
  "total_cost_of_making_the_article__c",
  "link_in_pil_tantra__c",
  "link_in_pil_tantra_url__c",
  "thumbnail_link__c",
  "thumbnail_url__c",
]
  .map((c) => `c.${c}`)
  .join(", ");

/**
 * The library as a list in SQL (decision 094): every active item, latest first; the device keeps
 * the items the caller has not rated (contentList's `open`: every item for a person who is not an
 * FCP, whose own review is never joined), then the latest others.
 */
function contentSql(user: SessionUser): ListSql<ContentItem> {
  return {
    from: `content_categorization__c c
       LEFT JOIN content_review__c mine ON mine.content_categorization__c = c.sfid AND mine.customer__c = $1`,
    where: "c.active__c IS TRUE",
    args: [user.role === "FCP" ? user.sfid : null],
    order: "c.createddate DESC NULLS LAST, c.id DESC",
    key: "c.id",
    open: "mine.rating__c IS NULL",
    fields: {
      id: "c.id",
      name: "c.name",
      craft_category__c: "c.craft_category__c",
      difficulty_level__c: "c.difficulty_level__c",
      institute__c: "c.institute__c",
      art_form__c: "c.art_form__c",
      festival_generic__c: "c.festival_generic__c",
      is_best_out_of_waste__c: "c.is_best_out_of_waste__c",
      year__c: "c.year__c",
      hero_product_1__c: "c.hero_product_1__c",
      hero_product_2__c: "c.hero_product_2__c",
    },
  };
}

/**
 * Each item's ratings: their average and count, as subqueries of the columns, so a page's are
 * counted for its rows alone, after the order and limit (as a LATERAL join of the FROM they were
 * counted for every item of the library before the sort: 23,234 buffers for a first page of 50
 * at scale 100; decision 114). content.all's too.
 */
export const RATINGS = (f: "avg" | "count") =>
  `(SELECT ${f === "avg" ? "avg(v.rating__c)::float8" : "count(v.rating__c)::int"} FROM content_review__c v WHERE v.content_categorization__c = c.sfid)`;

/**
 * The library's items meeting `c` (its values after the list's), latest first, with their ratings
 * (each item's reviews counted for the rows chosen only); from `offset`, at most `limit`, or all.
 */
const select = (db: Queryable, l: ListSql<ContentItem>, c: SqlCondition, page?: Paging): Promise<ContentItem[]> =>
  selectPage(db, l, `${CONTENT_COLUMNS}, ${RATINGS("avg")} AS rating_average, ${RATINGS("count")} AS rating_count, mine.rating__c AS my_rating`, c, {
    page,
    limit: CONTENT_LIMIT,
  });

const contentInSql = sqlList(
  contentList,
  ({ user }) => contentSql(user),
  ({ db }, _p, l, c, page) => select(db, l, c, page),
);
export const contentListOp = contentInSql.op;

export const rateOp = defineOp(reviewsRate, async ({ db, user, subject }, p) => {
  if (user.role !== "FCP" || !user.sfid) throw new OpError(403, "forbidden", msg("Only an FCP can rate content"));
  if (p.base) {
    // decision 079: the person's review as it is now (locked), merged as one field; no version: its one value is its proof
    const now = await db.query<{ rating: number | null }>(
      `SELECT r.rating__c AS rating FROM content_review__c r JOIN content_categorization__c c ON c.sfid = r.content_categorization__c
        WHERE c.id = $1 AND r.customer__c = $2 FOR UPDATE OF r`,
      [p.content, user.sfid],
    );
    const text = (n: number | null | undefined) => asText(n === null || n === undefined ? null : String(n));
    const current = { rating: text(now.rows[0]?.rating) };
    const { conflicts } = mergeFields(["rating"], { rating: text(p.base.rating) }, { rating: text(p.rating) }, current);
    if (conflicts.length > 0) throw new OpError(409, CONFLICT_CODE, CONFLICT_MESSAGE, undefined, { version: 0, current, fields: conflicts });
  }
  const r = await db.query<RatingSaved>(
    `INSERT INTO content_review__c (customer__c, content_categorization__c, name, rating__c)
     SELECT $2, c.sfid, left(concat_ws(' - ', $3::text, c.name), 80), $4
       FROM content_categorization__c c
      WHERE c.id = $1 AND c.active__c IS TRUE AND c.sfid IS NOT NULL
     ON CONFLICT (content_categorization__c, customer__c)
     DO UPDATE SET rating__c = EXCLUDED.rating__c, systemmodstamp = now()
     RETURNING id, (xmax = 0) AS inserted, rating__c AS rating`,
    [p.content, user.sfid, user.name, p.rating],
  );
  const saved = r.rows[0];
  if (!saved) throw new OpError(404, "not_found", CONTENT_NOT_FOUND);
  await audit(db, "review.rate", subjectKey(subject), { content: p.content, review: saved.id, inserted: saved.inserted }, null);
  return [saved];
});

/** A page of the library by the window's filters and search (decision 092): an item's own page, a filter past the device's. */
const contentPageOp = pageOp(contentListPage, contentList, contentListOp, contentInSql.page);

export const CONTENT_OPS = [contentListOp, contentPageOp, rateOp] as const;

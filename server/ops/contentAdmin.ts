// The super admin's content library (issue 46 item 3; docs/decisions/085-content-admin.md):
// content.all lists every item, retired ones too, the newest first, its window and pages in its SQL
// (decisions 092, 094, 118); content.save adds or edits one (the form's codec
// has checked every value); content.retire sets active__c false (content.list leaves it out, so
// each device's next delta sync removes it) and content.restore brings it back. Nothing is
// deleted: an item's reviews (content_review__c, by the item's sfid) stay through a retirement.
// Each write writes its own audit row, naming the item.
import { randomBytes } from "node:crypto";
import {
  type AdminContentItem,
  CONTENT_MESSAGES as M,
  contentAll,
  contentAllPage,
  contentRestore,
  contentRetire,
  contentSave,
  type ContentForm,
} from "../../src/codecs/contentAdmin.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { NoRows } from "../db/db.ts";
import { CONTENT_COLUMNS, RATINGS } from "./content.ts";
import { pageOp, type ListSql, selectPage, sqlList } from "./pages.ts";
import { defineOp, OpError } from "./registry.ts";
import { retirement } from "./retirement.ts";

/** A new item's sfid: "APC" and 15 random letters and digits (reviews name an item by its sfid). */
const newSfid = (): string => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `APC${Array.from(randomBytes(15), (b) => alphabet[b % alphabet.length]).join("")}`;
};

/**
 * The library as the super admin's list in SQL (decision 094): every item, retired ones too, the
 * newest added first (decision 118); the device keeps the newest (none open), the page op the rest
 * by live or retired and a search of the name, category and products.
 */
const ALL_SQL: ListSql<AdminContentItem> = {
  from: "content_categorization__c c",
  where: "true",
  args: [],
  order: "c.createddate DESC NULLS LAST, c.id DESC",
  key: "c.id",
  fields: {
    active: "c.active__c IS TRUE",
    name: "c.name",
    craft_category__c: "c.craft_category__c",
    hero_product_1__c: "c.hero_product_1__c",
    hero_product_2__c: "c.hero_product_2__c",
  },
};

const allInSql = sqlList(
  contentAll,
  () => ALL_SQL,
  ({ db }, _p, l, c, page) =>
    selectPage(
      db,
      l,
      `${CONTENT_COLUMNS}, ${RATINGS("avg")} AS rating_average, ${RATINGS("count")} AS rating_count, NULL::float8 AS my_rating,
       c.active__c IS TRUE AS active, to_char(c.retired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS retired_at`,
      c,
      { page },
    ),
);
export const contentAllOp = allInSql.op;
/** A page of the library past the device's window (decision 092), in its SQL. */
const contentAllPageOp = pageOp(contentAllPage, contentAll, contentAllOp, allInSql.page);

const nullIfBlank = (s: string) => (s === "" ? null : s);
const amount = (s: string) => (s === "" ? null : Number(s));

/** The stored values of the form: blanks as null, amounts as numbers, the total their sum. */
function columnsOf(v: ContentForm): unknown[] {
  const pil = amount(v.pil_product_price__c);
  const other = amount(v.non_pil_product_price__c);
  return [
    v.name,
    v.craft_category__c,
    nullIfBlank(v.hero_product_1__c),
    nullIfBlank(v.hero_product_2__c),
    nullIfBlank(v.difficulty_level__c),
    nullIfBlank(v.institute__c),
    nullIfBlank(v.art_form__c),
    nullIfBlank(v.festival_generic__c),
    nullIfBlank(v.is_best_out_of_waste__c),
    nullIfBlank(v.year__c),
    nullIfBlank(v.seasonality__c),
    nullIfBlank(v.time_period__c),
    nullIfBlank(v.in_house_products_used__c),
    nullIfBlank(v.out_sourced_products_use__c),
    pil,
    other,
    pil === null && other === null ? null : (pil ?? 0) + (other ?? 0),
    nullIfBlank(v.link_in_pil_tantra_url__c),
    nullIfBlank(v.thumbnail_link__c),
  ];
}

const SET = [
  "name",
  "craft_category__c",
  "hero_product_1__c",
  "hero_product_2__c",
  "difficulty_level__c",
  "institute__c",
  "art_form__c",
  "festival_generic__c",
  "is_best_out_of_waste__c",
  "year__c",
  "seasonality__c",
  "time_period__c",
  "in_house_products_used__c",
  "out_sourced_products_use__c",
  "pil_product_price__c",
  "non_pil_product_price__c",
  "total_cost_of_making_the_article__c",
  "link_in_pil_tantra_url__c",
  "thumbnail_link__c",
];

const RETIREMENT = retirement("content_categorization__c", "content", M);

export const contentSaveOp = defineOp(contentSave, async ({ db, subject }, p) => {
  const values = columnsOf(p.values);
  if (p.id === undefined) {
    const r = await db.query<{ id: number }>(
      `INSERT INTO content_categorization__c (sfid, ${SET.join(", ")}, level_of_difficulty__c, active__c)
       VALUES ($1, ${SET.map((_, i) => `$${i + 2}`).join(", ")}, $${SET.indexOf("difficulty_level__c") + 2}, true)
       RETURNING id`,
      [newSfid(), ...values],
    );
    const id = r.rows[0]!.id;
    await audit(db, "content.add", subjectKey(subject), { content: id, name: p.values.name }, null);
    return [{ id }];
  }
  const item = await RETIREMENT.recordFor(db, p.id);
  if (!item.active) throw new OpError(409, "retired", M.retired);
  await db.query<NoRows>(
    `UPDATE content_categorization__c SET ${SET.map((c, i) => `${c} = $${i + 2}`).join(", ")},
            level_of_difficulty__c = $${SET.indexOf("difficulty_level__c") + 2}, systemmodstamp = now()
      WHERE id = $1`,
    [p.id, ...values],
  );
  await audit(db, "content.edit", subjectKey(subject), { content: p.id, name: p.values.name }, null);
  return [{ id: p.id }];
});

export const contentRetireOp = defineOp(contentRetire, (ctx, p) => RETIREMENT.retire(ctx, p.id));
export const contentRestoreOp = defineOp(contentRestore, (ctx, p) => RETIREMENT.restore(ctx, p.id));

export const CONTENT_ADMIN_OPS = [contentAllOp, contentAllPageOp, contentSaveOp, contentRetireOp, contentRestoreOp] as const;

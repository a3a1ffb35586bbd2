// The super admin's content library (issue 46 item 3; docs/decisions/085-content-admin.md):
// content.all lists every item, retired ones too; content.save adds or edits one (the form's codec
// has checked every value); content.retire sets active__c false (content.list leaves it out, so
// each device's next delta sync removes it) and content.restore brings it back. Nothing is
// deleted: an item's reviews (content_review__c, by the item's sfid) stay through a retirement.
// Each write writes its own audit row, naming the item.
import { randomBytes } from "node:crypto";
import type { RowOf } from "../../src/codecs/contract.ts";
import { CONTENT_MESSAGES as M, contentAll, contentRestore, contentRetire, contentSave, type ContentForm } from "../../src/codecs/contentAdmin.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { NoRows } from "../db/db.ts";
import { CONTENT_COLUMNS } from "./content.ts";
import { defineOp, OpError } from "./registry.ts";
import { retirement } from "./retirement.ts";

/** A new item's sfid: "APC" and 15 random letters and digits (reviews name an item by its sfid). */
const newSfid = (): string => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `APC${Array.from(randomBytes(15), (b) => alphabet[b % alphabet.length]).join("")}`;
};

export const contentAllOp = defineOp(contentAll, async ({ db }) => {
  const r = await db.query<RowOf<typeof contentAll>>(
    `SELECT ${CONTENT_COLUMNS}, s.average AS rating_average, coalesce(s.n, 0)::int AS rating_count, NULL::float8 AS my_rating,
            c.active__c IS TRUE AS active, to_char(c.retired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS retired_at
       FROM content_categorization__c c
       LEFT JOIN (SELECT content_categorization__c AS item, avg(rating__c)::float8 AS average, count(*)::int AS n
                    FROM content_review__c WHERE rating__c IS NOT NULL GROUP BY content_categorization__c) s ON s.item = c.sfid
      ORDER BY lower(c.name) NULLS LAST, c.id
      LIMIT 10000`,
  );
  return r.rows;
});

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

export const CONTENT_ADMIN_OPS = [contentAllOp, contentSaveOp, contentRetireOp, contentRestoreOp] as const;

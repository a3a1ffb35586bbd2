// The super admin's news slides (issue 46 item 3; docs/decisions/087-news-slides.md): news.all
// lists every slide, retired ones too, its window and pages in its SQL (decisions 092, 094, 118); news.save adds one (its image required) or edits one (a new
// image optional), the image being the super admin's stored file of kind "news" sent first to
// POST /api/files; news.retire and news.restore (./retirement.ts) take a slide off every device's
// news at its next delta sync and bring it back. An image no slide shows any more is deleted.
import { type AdminNewsSlide, NEWS_MESSAGES as M, newsAll, newsAllPage, newsRestore, newsRetire, newsSave } from "../../src/codecs/newsAdmin.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { NoRows } from "../db/db.ts";
import { NEWS_URL } from "./news.ts";
import { type ListSql, pageOp, selectPage, sqlList } from "./pages.ts";
import { defineOp, OpError } from "./registry.ts";
import { retirement } from "./retirement.ts";
import { dropUnusedFile, ownStoredFile } from "./storedFiles.ts";

/**
 * The slides as the super admin's list in SQL (decision 094): every slide, retired ones too, by
 * their order; the device keeps the first (none open), the page op the rest by live or retired.
 */
const ALL_SQL: ListSql<AdminNewsSlide> = {
  from: "news_dashboard__c",
  where: "true",
  args: [],
  order: "sequence__c NULLS LAST, id",
  key: "id",
  fields: { active: "active__c IS NOT FALSE", name: "coalesce(name, '')", text: "coalesce(text__c, '')" },
};

const allInSql = sqlList(
  newsAll,
  () => ALL_SQL,
  ({ db }, _p, l, c, page) =>
    selectPage(
      db,
      l,
      `id, coalesce(name, '') AS name, coalesce(text__c, '') AS text, coalesce(sequence__c, 0)::float8 AS sequence, ${NEWS_URL} AS url,
       active__c IS NOT FALSE AS active, to_char(retired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS retired_at`,
      c,
      { page },
    ),
);
export const newsAllOp = allInSql.op;
/** A page of the slides past the device's window (decision 092), in its SQL. */
const newsAllPageOp = pageOp(newsAllPage, newsAll, newsAllOp, allInSql.page);

const RETIREMENT = retirement("news_dashboard__c", "news", M);

export const newsSaveOp = defineOp(newsSave, async ({ db, subject, user }, p) => {
  const file = p.sha256 === undefined ? null : await ownStoredFile(db, user.sfid, "news", p.sha256, "photo");
  const v = p.values;
  const text = v.text === "" ? null : v.text;
  if (p.id === undefined) {
    if (!file) throw new OpError(400, "bad_request", M.image);
    const r = await db.query<{ id: number }>(
      `INSERT INTO news_dashboard__c (name, text__c, sequence__c, stored_file_id, active__c) VALUES ($1, $2, $3, $4, true) RETURNING id`,
      [v.name, text, Number(v.sequence), file.id],
    );
    const id = r.rows[0]!.id;
    await audit(db, "news.add", subjectKey(subject), { news: id, name: v.name }, null);
    return [{ id }];
  }
  const slide = await RETIREMENT.recordFor(db, p.id);
  if (!slide.active) throw new OpError(409, "retired", M.retired);
  const before = await db.query<{ stored_file_id: number | null }>("SELECT stored_file_id FROM news_dashboard__c WHERE id = $1", [p.id]);
  await db.query<NoRows>(
    `UPDATE news_dashboard__c SET name = $2, text__c = $3, sequence__c = $4, stored_file_id = coalesce($5, stored_file_id), systemmodstamp = now()
      WHERE id = $1`,
    [p.id, v.name, text, Number(v.sequence), file?.id ?? null],
  );
  const old = before.rows[0]?.stored_file_id ?? null;
  if (file && old !== null && old !== file.id) await dropUnusedFile(db, old, "news_dashboard__c");
  await audit(db, "news.edit", subjectKey(subject), { news: p.id, name: v.name }, null);
  return [{ id: p.id }];
});

export const newsRetireOp = defineOp(newsRetire, (ctx, p) => RETIREMENT.retire(ctx, p.id));
export const newsRestoreOp = defineOp(newsRestore, (ctx, p) => RETIREMENT.restore(ctx, p.id));

export const NEWS_ADMIN_OPS = [newsAllOp, newsAllPageOp, newsSaveOp, newsRetireOp, newsRestoreOp] as const;

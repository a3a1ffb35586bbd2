// A workshop's execution report on the server (decision 030): the FCP of a workshop in Execution
// saves the actual participant count and the articles used (`workshops.saveReport`), and attaches
// and deletes day-1 photos and the finalized article photo (`workshopPhotos.*`). Every op loads the
// workshop of the caller's account with its row locked (so a save and the report's transition,
// which locks the same row, happen one after the other): another's or a missing workshop is a 404,
// a workshop in another stage a 409 naming it. Nothing here moves `lifecycle_version`: the version
// guards the stage, and the evidence is read by the transition inside its own lock. A saved report
// moves the report's own `report_version` (decision 079): one from an older version is merged field
// by field onto the report now, a field both changed refusing the whole save (409 conflict).
import { WORKSHOP_NOT_FOUND } from "../../src/codecs/workshop.ts";
import { PROGRAMME_TIME_ZONE } from "../../src/codecs/calendar.ts";
import { PHOTO_DAY } from "../../src/codecs/workshop.ts";
import { PHOTO_IN_GALLERY, PHOTO_IN_GALLERY_CODE } from "../../src/codecs/upload.ts";
import {
  EVIDENCE_PHOTO_NOT_FOUND,
  EXECUTION_STAGE,
  FINALIZED_PHOTO_TYPE,
  REPORT_FIELDS,
  reportErrors,
  reportOfTexts,
  reportTexts,
  workshopPhotosAdd,
  workshopPhotosDelete,
  workshopPhotosList,
  workshopsExecution,
  workshopsSaveReport,
  wrongStageMessage,
  type EvidencePhoto,
  type ExecutionWorkshop,
  type ReportLine,
  type ReportBaseValues,
  type ReportValues,
} from "../../src/codecs/workshopExecution.ts";
import { CONFLICT_CODE, CONFLICT_MESSAGE, mergeFields } from "../../src/codecs/conflict.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable, NoRows } from "../db/db.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";
import { dropUnusedFile, keepLocation, locationColumns, ownStoredFile, receiptTime } from "./storedFiles.ts";
import { msg } from "../../src/codecs/language.ts";

interface Own {
  id: number;
  sfid: string | null;
  heroku_id__c: string | null;
  name: string | null;
  stagename: string | null;
  start_date_time__c: string | null;
  actual_participants_count__c: number | null;
  artical_finalized_photo__c: string | null;
  /** the report's version (decision 079) */
  version: number;
}

/** The caller's own workshop (an FCP's, by account), locked; 404 when it is not theirs, 409 when it is not in Execution. */
async function ownExecution(db: Queryable, user: OpContext["user"], id: number): Promise<Own> {
  const r =
    user.role === "FCP" && user.sfid
      ? await db.query<Own>(
          `SELECT id, sfid, heroku_id__c, name, stagename, to_char(start_date_time__c, 'YYYY-MM-DD"T"HH24:MI:SS') AS start_date_time__c, actual_participants_count__c,
            artical_finalized_photo__c, report_version AS version
         FROM opportunity WHERE id = $1 AND accountid = $2 FOR UPDATE`,
          [id, user.sfid],
        )
      : { rows: [] };
  const w = r.rows[0];
  if (!w) throw new OpError(404, "not_found", WORKSHOP_NOT_FOUND);
  if (w.stagename !== EXECUTION_STAGE) throw new OpError(409, "wrong_stage", wrongStageMessage(w.stagename));
  return w;
}

/** The report's lines: one per article (lines of one article shown as one, with their total), in the order first added. */
async function linesOf(db: Queryable, w: Own): Promise<ReportLine[]> {
  const r = await db.query<ReportLine>(
    `SELECT wa.article__c AS article, coalesce(min(a.material_name__c), min(a.name), wa.article__c) AS name, sum(wa.quantity__c) AS quantity
       FROM workshop_article__c wa LEFT JOIN article__c a ON a.sfid = wa.article__c
      WHERE wa.opportunity__heroku_id__c = $1 AND wa.article__c IS NOT NULL
      GROUP BY wa.article__c ORDER BY min(wa.id)`,
    [w.heroku_id__c],
  );
  return r.rows;
}

const reportOf = async (db: Queryable, w: Own): Promise<ExecutionWorkshop> => ({
  id: w.id,
  name: w.name,
  stagename: w.stagename,
  start_date_time__c: w.start_date_time__c,
  actual_participants_count__c: w.actual_participants_count__c,
  artical_finalized_photo__c: w.artical_finalized_photo__c,
  lines: await linesOf(db, w),
  version: w.version,
});

/**
 * The report a save writes (decision 079): as sent, from the report's version (or without a base:
 * the last write wins); from an older version, merged field by field onto the report now, a field
 * both sides changed to different values refusing the whole save (409 conflict, nothing written).
 */
async function mergedReport(db: Queryable, w: Own, values: ReportValues, base: { version: number; values: ReportBaseValues } | undefined) {
  if (!base || base.version === w.version) return values;
  const lines = await linesOf(db, w);
  const current = reportTexts({ participants: w.actual_participants_count__c, lines });
  const { merged, conflicts } = mergeFields(REPORT_FIELDS, reportTexts(base.values), reportTexts(values), current);
  if (conflicts.length > 0) throw new OpError(409, CONFLICT_CODE, CONFLICT_MESSAGE, undefined, { version: w.version, current, fields: conflicts });
  return reportOfTexts(merged);
}

export const executionOp = defineOp(workshopsExecution, async ({ db, user }, p) => [await reportOf(db, await ownExecution(db, user, p.id))]);

export const saveReportOp = defineOp(workshopsSaveReport, async ({ db, user, subject }, p) => {
  const w = await ownExecution(db, user, p.id);
  const values = await mergedReport(db, w, p.values, p.base);
  const [field, message] = Object.entries(reportErrors(values))[0] ?? [];
  if (field && message) throw new OpError(400, "bad_request", message, field);
  const articles = values.lines.map((l) => l.article);
  const quantities = values.lines.map((l) => l.quantity);
  // a line added here must be an active article; the workshop's own lines stay valid when their article was retired since
  const unknown = await db.query<{ article: string }>(
    `SELECT v.article FROM unnest($1::text[]) AS v(article)
      WHERE NOT EXISTS (SELECT 1 FROM article__c a WHERE a.sfid = v.article AND a.active__c IS NOT FALSE)
        AND NOT EXISTS (SELECT 1 FROM workshop_article__c wa WHERE wa.opportunity__heroku_id__c = $2 AND wa.article__c = v.article)`,
    [articles, w.heroku_id__c],
  );
  if (unknown.rows[0]) throw new OpError(400, "bad_request", msg("Choose the article from the active article list."), "lines");
  const changed = await db.query<{ version: number }>(
    `UPDATE opportunity SET actual_participants_count__c = $2, report_version = report_version + 1, systemmodstamp = now()
      WHERE id = $1 RETURNING report_version AS version`,
    [w.id, values.participants],
  );
  // one line per article: lines of articles no longer listed go, and so do second lines of one article
  await db.query<NoRows>(
    `DELETE FROM workshop_article__c wa WHERE wa.opportunity__heroku_id__c = $1 AND wa.article__c IS NOT NULL
        AND (wa.article__c <> ALL($2::text[])
             OR wa.id <> (SELECT min(x.id) FROM workshop_article__c x WHERE x.opportunity__heroku_id__c = $1 AND x.article__c = wa.article__c))`,
    [w.heroku_id__c, articles],
  );
  await db.query<NoRows>(
    `UPDATE workshop_article__c wa SET quantity__c = v.quantity, systemmodstamp = now()
       FROM unnest($2::text[], $3::double precision[]) AS v(article, quantity)
      WHERE wa.opportunity__heroku_id__c = $1 AND wa.article__c = v.article AND wa.quantity__c IS DISTINCT FROM v.quantity`,
    [w.heroku_id__c, articles, quantities],
  );
  await db.query<NoRows>(
    `INSERT INTO workshop_article__c (article__c, quantity__c, opportunity__c, opportunity__heroku_id__c)
     SELECT v.article, v.quantity, $4, $1 FROM unnest($2::text[], $3::double precision[]) WITH ORDINALITY AS v(article, quantity, n)
      WHERE NOT EXISTS (SELECT 1 FROM workshop_article__c wa WHERE wa.opportunity__heroku_id__c = $1 AND wa.article__c = v.article)
      ORDER BY v.n`,
    [w.heroku_id__c, articles, quantities, w.sfid],
  );
  await audit(
    db,
    "workshop.reportSaved",
    subjectKey(subject),
    { workshop: w.id, participants: values.participants, articles: articles.length },
    null,
  );
  return [await reportOf(db, { ...w, actual_participants_count__c: values.participants, version: changed.rows[0]!.version })];
});

/** The evidence photos ($1 the workshop's id, $2 its heroku id, $3 its sfid, $4 the caller's subject key). */
const PHOTO_ROWS = `SELECT p.id, $1::int AS workshop, p.type__c AS type, coalesce(f.file_name, p.name, 'Photo') AS name, p.image_url__c AS url,
         coalesce(f.sha256, '') AS sha256,
         coalesce(${receiptTime("f.captured_at")}, to_char(p.photodatetime__c, 'YYYY-MM-DD"T"HH24:MI:SS')) AS captured_at, coalesce(${receiptTime("f.uploaded_at")}, '') AS uploaded_at,
         coalesce(p.uploaded_by = $4, false) AS mine, ${locationColumns("f")}
    FROM workshop_photo__c p LEFT JOIN stored_file f ON f.id = p.stored_file_id
   WHERE (p.workshop_heroku_id__c = $2 OR p.workshop__c = $3) AND p.day__c = ${PHOTO_DAY} AND p.type__c IS NOT NULL AND p.image_url__c IS NOT NULL`;

export const photosListOp = defineOp(workshopPhotosList, async ({ db, user, subject }, p) => {
  const w = await ownExecution(db, user, p.workshop);
  const r = await db.query<EvidencePhoto>(`${PHOTO_ROWS} ORDER BY p.id DESC`, [w.id, w.heroku_id__c, w.sfid, subjectKey(subject)]);
  return r.rows;
});

export const photosAddOp = defineOp(workshopPhotosAdd, async ({ db, user, subject, now }, p) => {
  const w = await ownExecution(db, user, p.workshop);
  const f = await ownStoredFile(db, user.sfid, "workshop", p.sha256, "photo");
  const who = subjectKey(subject);
  const url = `/api/files/${f.id}`;
  await keepLocation(db, f.id, p.location);
  const made = await db.query<{ id: number }>(
    `INSERT INTO workshop_photo__c (name, image_url__c, workshop_heroku_id__c, workshop__c, day__c, type__c, photodatetime__c, stored_file_id, uploaded_by)
     SELECT $1, $2, $3, $4, $5, $6, (coalesce(f.captured_at, $7::timestamptz) AT TIME ZONE '${PROGRAMME_TIME_ZONE}'), f.id, $9
       FROM stored_file f WHERE f.id = $8 AND NOT EXISTS (SELECT 1 FROM workshop_photo__c WHERE workshop_heroku_id__c = $3 AND type__c = $6 AND stored_file_id = $8)
     RETURNING id`,
    [f.file_name, url, w.heroku_id__c, w.sfid, PHOTO_DAY, p.type, now.toISOString(), f.id, who],
  );
  // the same photo twice in one gallery is told, not passed off as new evidence (issue 43, item 4); in
  // another workshop it is kept, and marked for the CMDI and AMMD of both (workshops.details' also_used_for)
  if (!made.rows[0]) throw new OpError(409, PHOTO_IN_GALLERY_CODE, PHOTO_IN_GALLERY);
  // the latest finalized article photo is the workshop's
  if (p.type === FINALIZED_PHOTO_TYPE)
    await db.query<NoRows>(`UPDATE opportunity SET artical_finalized_photo__c = $2, systemmodstamp = now() WHERE id = $1`, [w.id, url]);
  await audit(db, "workshopPhoto.added", who, { workshop: w.id, type: p.type, photo: made.rows[0].id, file: f.id }, null);
  return (
    await db.query<EvidencePhoto>(`${PHOTO_ROWS} AND p.type__c = $5 AND p.stored_file_id = $6`, [w.id, w.heroku_id__c, w.sfid, who, p.type, f.id])
  ).rows;
});

export const photosDeleteOp = defineOp(workshopPhotosDelete, async ({ db, user, subject }, p) => {
  const who = subjectKey(subject);
  const found =
    user.role === "FCP" && user.sfid
      ? await db.query<{ id: number; workshop: number; type__c: string; image_url__c: string; stored_file_id: number }>(
          `SELECT p.id, o.id AS workshop, p.type__c, p.image_url__c, p.stored_file_id
         FROM workshop_photo__c p JOIN opportunity o ON o.heroku_id__c = p.workshop_heroku_id__c
        WHERE p.id = $1 AND p.uploaded_by = $2 AND p.stored_file_id IS NOT NULL AND o.accountid = $3`,
          [p.id, who, user.sfid],
        )
      : { rows: [] };
  const row = found.rows[0];
  if (!row) throw new OpError(404, "not_found", EVIDENCE_PHOTO_NOT_FOUND);
  const w = await ownExecution(db, user, row.workshop);
  await db.query<NoRows>(`DELETE FROM workshop_photo__c WHERE id = $1`, [row.id]);
  if (row.type__c === FINALIZED_PHOTO_TYPE) {
    // the workshop's finalized photo becomes the latest one left (or none)
    await db.query<NoRows>(
      `UPDATE opportunity o SET systemmodstamp = now(), artical_finalized_photo__c = (
          SELECT p.image_url__c FROM workshop_photo__c p WHERE p.workshop_heroku_id__c = o.heroku_id__c AND p.type__c = $3 ORDER BY p.id DESC LIMIT 1)
        WHERE o.id = $1 AND o.artical_finalized_photo__c = $2`,
      [w.id, row.image_url__c, FINALIZED_PHOTO_TYPE],
    );
  }
  // the bytes go with the last workshop photo that shows them (file_bytes cascades)
  await dropUnusedFile(db, row.stored_file_id, "workshop_photo__c");
  await audit(db, "workshopPhoto.deleted", who, { workshop: w.id, photo: row.id, file: row.stored_file_id }, null);
  return [{ id: row.id }];
});

export const WORKSHOP_EXECUTION_OPS = [executionOp, saveReportOp, photosListOp, photosAddOp, photosDeleteOp] as const;

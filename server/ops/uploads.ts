// Uploads (spec 2.16, 2.17; decisions 021, 022): the FCP's submission images and ETTC document.
// The bytes came first to POST /api/files (server/routes/files.ts), judged and stored there; the
// write uploads.add makes the record that names them by their hash: an uploaded content row
// ('Day-' plus the time) for an image, the account's ETTC download for the document. A repeat of
// the same key is answered by the registry; a repeat of the same bytes finds the record it made.
import type { NoRows } from "../db/db.ts";
import { ettcMine, ONE_PDF, uploadsAdd, uploadsMine, uploadsMinePage, type UploadRow } from "../../src/codecs/upload.ts";
import { type ListSql, pageOp, selectPage, sqlList } from "./pages.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import { defineOp, OpError } from "./registry.ts";
import { ownStoredFile, receiptTime } from "./storedFiles.ts";
import { msg } from "../../src/codecs/language.ts";

/** 'Day-' plus the upload's time (spec section 3: uploaded content name). */
export const dayName = (now: Date) => `Day-${now.toISOString().slice(0, 19).replace("T", " ")}`;

const IMAGE_COLUMNS = `uc.id, 'image' AS kind, uc.name, uc.image_url__c AS url, COALESCE(f.mime, 'image/svg+xml') AS type,
         COALESCE(f.size, 0) AS size, COALESCE(f.sha256, '') AS sha256, ${receiptTime("f.captured_at")} AS captured_at,
         COALESCE(${receiptTime("f.uploaded_at")}, ${receiptTime("uc.createddate")}, '') AS uploaded_at, COALESCE(f.file_name, '') AS file_name`;
const IMAGES_FROM = "uploaded_content__c uc LEFT JOIN stored_file f ON f.id = uc.stored_file_id";
const IMAGE_ROWS = `SELECT ${IMAGE_COLUMNS} FROM ${IMAGES_FROM}`;

const ETTC_ROWS = `SELECT a.id, 'ettc' AS kind, COALESCE(f.file_name, 'ETTC document') AS name, a.ettc_download__c AS url,
         'application/pdf' AS type, COALESCE(f.size, 0) AS size, COALESCE(f.sha256, '') AS sha256, ${receiptTime("f.captured_at")} AS captured_at,
         COALESCE(${receiptTime("f.uploaded_at")}, ${receiptTime("a.systemmodstamp")}, '') AS uploaded_at, COALESCE(f.file_name, '') AS file_name
    FROM account a LEFT JOIN stored_file f ON f.id = a.ettc_file_id`;

/** The FCP's submission images as a list in SQL (decision 094): latest first, no open rows; the device keeps the latest. */
const uploadsSql = (account: string | null): ListSql<UploadRow> => ({
  from: IMAGES_FROM,
  where: "uc.account__c = $1",
  args: [account],
  order: "uc.createddate DESC, uc.id DESC",
  key: "uc.id",
  fields: { name: "uc.name", file_name: "COALESCE(f.file_name, '')" },
});

/** The FCP's images meeting `c` (its values from $2), latest first; from `offset`, at most `limit`, or all. */
const uploadsInSql = sqlList(
  uploadsMine,
  ({ user }) => uploadsSql(user.sfid),
  ({ db }, _p, l, c, page) => selectPage(db, l, IMAGE_COLUMNS, c, { page }),
);
export const uploadsMineOp = uploadsInSql.op;

export const ettcMineOp = defineOp(ettcMine, async ({ db, user }) => {
  const r = await db.query<UploadRow>(`${ETTC_ROWS} WHERE a.sfid = $1 AND a.ettc_download__c IS NOT NULL`, [user.sfid]);
  return r.rows;
});

export const uploadsAddOp = defineOp(uploadsAdd, async ({ db, user, subject, now }, p) => {
  const f = await ownStoredFile(db, user.sfid, p.kind, p.sha256, "file");
  const url = `/api/files/${f.id}`;
  if (p.kind === "image") {
    const made = await db.query<{ id: number }>(
      `INSERT INTO uploaded_content__c (name, image_url__c, account__c, stored_file_id, createddate, systemmodstamp)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (stored_file_id) WHERE stored_file_id IS NOT NULL DO NOTHING RETURNING id`,
      [dayName(now), url, user.sfid, f.id, now.toISOString()],
    );
    if (made.rows[0]) await audit(db, "upload.added", subjectKey(subject), { content: made.rows[0].id, file: f.id }, null);
    return (await db.query<UploadRow>(`${IMAGE_ROWS} WHERE uc.stored_file_id = $1`, [f.id])).rows;
  }
  const a = (
    await db.query<{ ettc_file_id: number | null; ettc_download__c: string | null }>(
      `SELECT ettc_file_id, ettc_download__c FROM account WHERE sfid = $1 FOR UPDATE`,
      [user.sfid],
    )
  ).rows[0];
  if (!a) throw new OpError(404, "not_found", msg("Your account was not found"));
  if (a.ettc_file_id !== f.id) {
    if (a.ettc_download__c !== null) throw new OpError(409, "one_pdf_only", ONE_PDF);
    await db.query<NoRows>(`UPDATE account SET ettc_download__c = $1, ettc_file_id = $2, systemmodstamp = $3 WHERE sfid = $4`, [
      url,
      f.id,
      now.toISOString(),
      user.sfid,
    ]);
    await audit(db, "ettc.uploaded", subjectKey(subject), { file: f.id }, null);
  }
  return (await db.query<UploadRow>(`${ETTC_ROWS} WHERE a.sfid = $1`, [user.sfid])).rows;
});

/** A page of the FCP's older uploads (decision 092): the gallery's "more from the server". */
const uploadsPageOp = pageOp(uploadsMinePage, uploadsMine, uploadsMineOp, uploadsInSql.page);

export const UPLOAD_OPS = [uploadsAddOp, uploadsMineOp, uploadsPageOp, ettcMineOp];

// A CMDI's training photos (/addTrainingPhotos; decision 028). The training must be one the CMDI
// sees in their trainings (assigned to them, with a listed status: decision 017); anything else is
// a 404, the same answer as a training that does not exist. A photo's bytes came first to
// POST /api/files?kind=training (judged there, owned by the CMDI); `trainingPhotos.add` attaches
// them by their hash, once per training; `trainingPhotos.delete` removes a photo the caller
// attached (another's, or one of another training, is a 404) and the stored file with it when no
// other training shows it.
import { TRAINING_STATUSES } from "../../src/codecs/training.ts";
import { PHOTO_IN_GALLERY, PHOTO_IN_GALLERY_CODE } from "../../src/codecs/upload.ts";
import { trainingPhotosAdd, trainingPhotosDelete, trainingPhotosList, type TrainingPhoto } from "../../src/codecs/trainingPhoto.ts";
import { audit, subjectKey } from "../auth/sessions.ts";
import type { Queryable } from "../db/db.ts";
import { defineOp, OpError, type OpContext } from "./registry.ts";
import { dropUnusedFile, ownStoredFile, receiptTime } from "./storedFiles.ts";
import { msg } from "../../src/codecs/language.ts";

export const TRAINING_NOT_FOUND = msg("This training was not found");
export const PHOTO_NOT_FOUND = msg("This photo was not found");

const PHOTO_ROWS = `SELECT p.id, p.campaign_id AS training, f.file_name AS name, '/api/files/' || f.id AS url, f.mime AS type, f.size, f.sha256,
         ${receiptTime("f.captured_at")} AS captured_at, ${receiptTime("p.created_at")} AS uploaded_at, (p.uploaded_by = $2) AS mine
    FROM training_photo p JOIN stored_file f ON f.id = p.stored_file_id`;

/** The training, when it is one of the caller's (a CMDI's, with a listed status); else a 404. */
async function ownTraining(db: Queryable, user: OpContext["user"], id: number): Promise<number> {
  const r =
    user.role === "CMDI" && user.sfid
      ? await db.query<{ id: number }>(`SELECT id FROM campaign WHERE id = $1 AND assigned_cmdi__c = $2 AND status = ANY($3::text[])`, [
          id,
          user.sfid,
          [...TRAINING_STATUSES],
        ])
      : { rows: [] };
  if (!r.rows[0]) throw new OpError(404, "not_found", TRAINING_NOT_FOUND);
  return r.rows[0].id;
}

export const trainingPhotosListOp = defineOp(trainingPhotosList, async ({ db, user, subject }, p) => {
  const training = await ownTraining(db, user, p.training);
  const r = await db.query<TrainingPhoto>(`${PHOTO_ROWS} WHERE p.campaign_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [
    training,
    subjectKey(subject),
  ]);
  return r.rows;
});

export const trainingPhotosAddOp = defineOp(trainingPhotosAdd, async ({ db, user, subject, now }, p) => {
  const training = await ownTraining(db, user, p.training);
  const f = await ownStoredFile(db, user.sfid, "training", p.sha256, "photo");
  const who = subjectKey(subject);
  const made = await db.query<{ id: number }>(
    `INSERT INTO training_photo (campaign_id, stored_file_id, uploaded_by, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (campaign_id, stored_file_id) DO NOTHING RETURNING id`,
    [training, f.id, who, now.toISOString()],
  );
  if (!made.rows[0]) throw new OpError(409, PHOTO_IN_GALLERY_CODE, PHOTO_IN_GALLERY);
  await audit(db, "trainingPhoto.added", who, { training, photo: made.rows[0].id, file: f.id }, null);
  return (await db.query<TrainingPhoto>(`${PHOTO_ROWS} WHERE p.campaign_id = $1 AND p.stored_file_id = $3`, [training, who, f.id])).rows;
});

export const trainingPhotosDeleteOp = defineOp(trainingPhotosDelete, async ({ db, user, subject }, p) => {
  const who = subjectKey(subject);
  const gone =
    user.role === "CMDI" && user.sfid
      ? await db.query<{ id: number; stored_file_id: number; campaign_id: number }>(
          `DELETE FROM training_photo p USING campaign c
        WHERE p.id = $1 AND p.uploaded_by = $2 AND c.id = p.campaign_id AND c.assigned_cmdi__c = $3 AND c.status = ANY($4::text[])
        RETURNING p.id, p.stored_file_id, p.campaign_id`,
          [p.id, who, user.sfid, [...TRAINING_STATUSES]],
        )
      : { rows: [] };
  const row = gone.rows[0];
  if (!row) throw new OpError(404, "not_found", PHOTO_NOT_FOUND);
  // the bytes go with the last training photo that shows them (file_bytes cascades)
  await dropUnusedFile(db, row.stored_file_id, "training_photo");
  await audit(db, "trainingPhoto.deleted", who, { training: row.campaign_id, photo: row.id, file: row.stored_file_id }, null);
  return [{ id: row.id }];
});

export const TRAINING_PHOTO_OPS = [trainingPhotosListOp, trainingPhotosAddOp, trainingPhotosDeleteOp];

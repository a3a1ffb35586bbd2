// A CMDI's training photos (/addTrainingPhotos, spec 2.18 and section 2; decision 028): the photo
// gallery of one of the CMDI's trainings. A photo's bytes go to POST /api/files?kind=training
// first (judged like any photo, decision 021); the write `trainingPhotos.add` attaches them to
// the training by their SHA-256; `trainingPhotos.delete` removes one the CMDI uploaded. The scope
// is the session's: a training that is not the CMDI's, or a photo they did not upload, is a 404.
import * as t from "io-ts";
import { defineRead, defineWrite, exactParams, IdRow, RowId } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { Sha256 } from "./upload.ts";

const nstr = t.union([t.string, t.null]);

/** A photo of a training with its evidence (the receipt: hash, when taken, when uploaded). */
export const TrainingPhoto = t.type({
  id: t.number,
  training: t.number,
  /** The photo's name as kept (the phone's file name, or 'Camera-' plus the time for a capture). */
  name: t.string,
  url: t.string,
  type: t.string,
  size: t.number,
  sha256: t.string,
  captured_at: nstr,
  uploaded_at: t.string,
  /** The caller uploaded it (only the uploader may delete it). */
  mine: t.boolean,
});
export type TrainingPhoto = t.TypeOf<typeof TrainingPhoto>;

/** The photos of one of the CMDI's trainings, newest first (404: not the CMDI's training). */
export const trainingPhotosList = defineRead("trainingPhotos.list", {
  params: exactParams({ training: RowId }),
  row: TrainingPhoto,
  roles: ["CMDI"],
});
/** The training photos last loaded (rows carry their training: a page shows only its own). */
export const trainingPhotosSlot = listSlot("trainingPhotos", TrainingPhoto);

/** Attaches stored bytes (sent first to POST /api/files?kind=training) to one of the CMDI's trainings. */
export const trainingPhotosAdd = defineWrite("trainingPhotos.add", {
  params: exactParams({ training: RowId, sha256: Sha256 }),
  row: TrainingPhoto,
  roles: ["CMDI"],
});
export type TrainingPhotoParams = t.TypeOf<typeof trainingPhotosAdd.params>;

/** Removes a photo the CMDI uploaded to one of their trainings (and its bytes, when no other training shows them). */
export const trainingPhotosDelete = defineWrite("trainingPhotos.delete", { params: exactParams({ id: RowId }), row: IdRow, roles: ["CMDI"] });

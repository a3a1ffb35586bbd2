// A workshop's execution report (issue 15; decision 030): /addParticipants (the actual participant
// count and the articles used) and /addPhotos (the five day-1 photo types and the finalized article
// photo, through the gallery and the uploads pipeline: `workshopPhotos.add` is queued by the upload
// machine, src/features/uploads.ts), for the FCP of a workshop in Execution. The report and the
// photos are cached lists; the saves and deletes go through the outbox (idempotent, offline too);
// a photo's delete is held for the Undo toast (decision 067).
import { WORKSHOP_NOT_FOUND } from "../codecs/workshop.ts";
import { fromPromise } from "xstate";
import { notFound } from "../codecs/apiFailure.ts";
import {
  reportBaseOf,
  reportFormOf,
  reportFormOfTexts,
  reportOfTexts,
  workshopExecutionSlot,
  workshopPhotosDelete,
  workshopPhotosList,
  workshopPhotosSlot,
  workshopsExecution,
  workshopsSaveReport,
} from "../codecs/workshopExecution.ts";
import type { ResolveInput } from "../machines/conflict.machine.ts";
import { workshopExecutionMachine, type LoadedReport, type ReportSave } from "../machines/workshopExecution.machine.ts";
import { defineMutator, removeRow, upsertRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { draftActions } from "./drafts.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { evidencePhotosScreen } from "../screens/evidencePhotos/index.ts";
import { participantsScreen } from "../screens/participants/index.ts";
import { loadList } from "./lists.ts";
import { photoRemoved, queueUndoable } from "./undo.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

const NOT_FOUND = notFound(WORKSHOP_NOT_FOUND);

/**
 * The execution report's named mutators (decision 072): the cached report shows what was saved at
 * once (keeping the version it started from, decision 079: a later save from this device starts from
 * it too); a photo leaves the gallery at once.
 */
export const saveExecutionReport = defineMutator(workshopsSaveReport, (s, { id, values, base }) => {
  const row = listOf(s, workshopExecutionSlot).find((r) => r.id === id);
  if (!row) return null;
  const names = new Map(row.lines.map((l) => [l.article, l.name]));
  return upsertRow(workshopExecutionSlot, {
    ...row,
    actual_participants_count__c: values.participants,
    lines: values.lines.map((l) => ({ article: l.article, name: names.get(l.article) ?? null, quantity: l.quantity })),
    ...(base ? { version: base.version } : {}),
  });
});

/** A report's conflict answered (decision 079; src/features/conflicts.ts): a new save from the version the refusal named. */
export const resolveReport = (w: FeatureWorld, { id, version, current, values }: ResolveInput): Promise<WriteOutcome> =>
  saveAndWait(w, saveExecutionReport({ id, values: reportOfTexts(values), base: { version, values: reportBaseOf(reportFormOfTexts(current)) } }), {
    id,
  });
export const deleteWorkshopPhoto = defineMutator(workshopPhotosDelete, (_s, { id }) => removeRow(workshopPhotosSlot, id));

export const workshopExecution = defineFeature({
  id: "workshopExecution",
  machines: [workshopExecutionMachine],
  lists: [workshopExecutionSlot, workshopPhotosSlot],
  writes: [workshopsSaveReport, workshopPhotosDelete],
  // the server's report is the truth: loaded again on opening
  startFresh: [workshopExecutionMachine],
  provide: (w) => [
    workshopExecutionMachine.provide({
      actions: draftActions(w),
      actors: {
        loadExecution: fromPromise<LoadedReport, { id: number; photos: boolean }>(async ({ input, signal }) => {
          await Promise.all([
            loadList(w, workshopExecutionSlot, workshopsExecution, { id: input.id }, signal),
            ...(input.photos ? [loadList(w, workshopPhotosSlot, workshopPhotosList, { workshop: input.id }, signal)] : []),
          ]);
          const row = listOf(w.log.state(), workshopExecutionSlot).find((r) => r.id === input.id);
          if (!row) throw NOT_FOUND;
          return { report: reportFormOf(row), version: row.version ?? null };
        }),
        // queued (offline too, sent once); the cached report shows what was saved at once; waited for while online
        saveReport: fromPromise<WriteOutcome, ReportSave>(({ input: { id, values, base } }) =>
          saveAndWait(w, saveExecutionReport({ id, values, ...(base ? { base } : {}) }), { id }),
        ),
        // the photo leaves the gallery at once; held for the toast's Undo (decision 067), then sent once (offline too)
        deletePhoto: fromPromise<void, { id: number }>(async ({ input: { id } }) => {
          const message = photoRemoved(listOf(w.log.state(), workshopPhotosSlot).find((r) => r.id === id)?.name);
          queueUndoable(w, deleteWorkshopPhoto({ id }), message);
        }),
      },
    }),
  ],
  screens: [participantsScreen, evidencePhotosScreen],
});

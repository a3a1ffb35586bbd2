// The CMDI's trainings (spec 2.7; decision 017): /listTraining (tabs by status, groups by type) and
// /training (one training, read-only), both from one cached list; /addTrainingPhotos (the
// training's photo gallery: upload, camera, delete with Undo; decisions 028 and 067).
import { fromPromise } from "xstate";
import { trainingPhotosDelete, trainingPhotosList, trainingPhotosSlot } from "../codecs/trainingPhoto.ts";
import { trainingsList, trainingsSlot } from "../codecs/training.ts";
import { trainingListMachine } from "../machines/trainingList.machine.ts";
import { trainingPhotosMachine } from "../machines/trainingPhotos.machine.ts";
import { trainingScreen } from "../screens/training/index.ts";
import { trainingListScreen } from "../screens/trainingList/index.ts";
import { trainingPhotosScreen } from "../screens/trainingPhotos/index.ts";
import { defineMutator, removeRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, fetchListFor } from "./lists.ts";
import { photoRemoved, queueUndoable } from "./undo.ts";

/** A training photo's named mutator (decision 072): the photo leaves the list at once. */
export const deleteTrainingPhoto = defineMutator(trainingPhotosDelete, (_s, { id }) => removeRow(trainingPhotosSlot, id));

export const trainings = defineFeature({
  id: "trainings",
  machines: [trainingListMachine, trainingPhotosMachine],
  lists: [trainingsSlot, trainingPhotosSlot],
  // (trainingPhotos.add is queued by the upload machine: src/features/uploads.ts registers it)
  writes: [trainingPhotosDelete],
  startFresh: [trainingListMachine, trainingPhotosMachine],
  provide: (w) => [
    trainingListMachine.provide({ actors: { load: fetchList(w, trainingsSlot, trainingsList, {}) } }),
    trainingPhotosMachine.provide({
      actors: {
        loadPhotos: fetchListFor<{ training: number }>(w, ({ training }) => ({
          slot: trainingPhotosSlot,
          contract: trainingPhotosList,
          params: { training },
        })),
        // the photo leaves the list at once; held for the toast's Undo (decision 067), then sent once (offline too)
        deletePhoto: fromPromise<void, { id: number }>(async ({ input: { id } }) => {
          const message = photoRemoved(listOf(w.log.state(), trainingPhotosSlot).find((r) => r.id === id)?.name);
          queueUndoable(w, deleteTrainingPhoto({ id }), message);
        }),
      },
    }),
  ],
  screens: [trainingListScreen, trainingScreen, trainingPhotosScreen],
});

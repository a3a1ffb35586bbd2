// /addTrainingPhotos (decision 028): the photos of one of the CMDI's trainings and the gallery's
// delete confirmation. Two regions:
// - list: loading -> ready | stale (the refresh failed, cached photos stay) | failed (nothing
//   cached) | notFound (not one of the CMDI's trainings: the server's 404); retry from stale and
//   failed. `loadPhotos` records the rows as `trainingPhotos.fetched`.
// - delete (./deleteConfirm.ts): closed -> confirming (the dialog asks about one photo) -> deleting
//   (`deletePhoto` queues the idempotent write in the outbox, held for the Undo toast, decision 067;
//   the photo leaves the list at once) -> closed; cancelled -> closed; a write that could not be
//   queued says so until dismissed.
// Both effects are bound by src/features/trainings.ts.
import { assign, fromPromise, setup } from "xstate";
import { ApiFailure, notOnDevice, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { refreshStates } from "./refresh.ts";
import { photoDeleteRegion, type PhotoDeleteContext, type PhotoDeleteEvent } from "./deleteConfirm.ts";

export interface TrainingPhotosInput {
  training: number;
  hasCached: boolean;
}
export interface TrainingPhotosContext extends PhotoDeleteContext {
  training: number;
  hasCached: boolean;
  error: string | null;
}

export type TrainingPhotosEvent = { type: "photos.retry" } | PhotoDeleteEvent;

const messageOf = (error: unknown) => (ApiFailure.is(error) ? error.message : error instanceof Error ? error.message : UNEXPECTED_ANSWER);

export const trainingPhotosMachine = setup({
  types: { context: {} as TrainingPhotosContext, events: {} as TrainingPhotosEvent, input: {} as TrainingPhotosInput },
  actors: {
    loadPhotos: fromPromise<ListFetched, { training: number }>(() => Promise.reject(new Error("loadPhotos actor not provided"))),
    deletePhoto: fromPromise<void, { id: number }>(() => Promise.reject(new Error("deletePhoto actor not provided"))),
  },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({
      error: ({ event, context }) =>
        notOnDevice("error" in event ? event.error : undefined, context.hasCached) ?? messageOf("error" in event ? event.error : undefined),
    }),
    ask: assign({ confirming: ({ event }) => (event.type === "photo.delete" ? { id: event.id, name: event.name } : null), deleteError: null }),
    forget: assign({ confirming: null }),
    deleteFailed: assign((_, { error }: { error: unknown }) => ({ confirming: null, deleteError: messageOf(error) })),
    dismiss: assign({ deleteError: null }),
  },
  guards: {
    notFound: ({ event }) => "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.status === 404,
    hasCached: ({ context }) => context.hasCached,
  },
}).createMachine({
  id: "trainingPhotos",
  type: "parallel",
  context: ({ input }) => ({ training: input.training, hasCached: input.hasCached, error: null, confirming: null, deleteError: null }),
  states: {
    list: refreshStates("loadPhotos", "photos.retry", ({ context }: { context: TrainingPhotosContext }) => ({ training: context.training }), [
      "notFound",
    ]),
    delete: photoDeleteRegion,
  },
});

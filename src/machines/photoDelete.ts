// The delete confirmation of a gallery with adding on (decision 028), shared by the machines that
// own one (trainingPhotos, workshopExecution): closed -> confirming (the dialog asks about one
// photo) -> deleting (`deletePhoto` queues the idempotent write) -> closed; cancelled -> closed; a
// write that could not be queued says so until dismissed. The machine defines the actions `ask`,
// `forget`, `deleteFailed` and `dismiss` and the actor `deletePhoto`; its context holds
// `confirming` and `deleteError`.

export interface PhotoDeleteContext { confirming: { id: number; name: string } | null; deleteError: string | null }
export type PhotoDeleteEvent =
  | { type: "photo.delete"; id: number; name: string }
  | { type: "delete.cancelled" }
  | { type: "delete.confirmed" }
  | { type: "delete.dismissed" };

/** The region's states. */
export const photoDeleteRegion = {
  initial: "closed",
  states: {
    closed: { on: { "photo.delete": { target: "confirming", actions: "ask" }, "delete.dismissed": { actions: "dismiss" } } },
    confirming: { on: { "delete.cancelled": { target: "closed", actions: "forget" }, "delete.confirmed": "deleting" } },
    deleting: {
      tags: ["deleting"],
      invoke: {
        id: "deletePhoto",
        src: "deletePhoto",
        input: ({ context }: { context: PhotoDeleteContext }) => ({ id: context.confirming!.id }),
        onDone: { target: "closed", actions: "forget" },
        // the machine's `deleteFailed` takes the refusal as its params
        onError: { target: "closed", actions: { type: "deleteFailed", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
      },
    },
  },
} as const;

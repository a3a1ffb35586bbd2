// The one delete confirmation of the app, a region of the machine that owns the list: closed ->
// confirming (the dialog asks about one record) -> deleting (the machine's actor queues the
// idempotent write) -> closed; cancelled -> closed; a write that could not be queued says so
// (the machine's `deleteFailed`, given the error) until dismissed. The machine defines the actions
// `ask`, `forget`, `deleteFailed` and `dismiss` and the actor; its context holds `confirming`.
// Used by the outlets list (`outlet.delete`, `deleteOutlet`) and the galleries with adding on
// (`photo.delete`, `deletePhoto`: trainingPhotos, workshopExecution; decision 028). Each keeps its
// own start event, so recorded logs replay as they were.

/** What the dialog asks about. */
export interface Confirming {
  id: number;
  name: string;
}
export interface DeleteContext {
  confirming: Confirming | null;
}
export type DeleteEvent<Start extends string> =
  | { type: Start; id: number; name: string }
  | { type: "delete.cancelled" }
  | { type: "delete.confirmed" }
  | { type: "delete.dismissed" };

/** The region's states: `start` opens the dialog; `actor` deletes (its input is `{ id }`). */
export function deleteConfirmation<Start extends string, Actor extends string>(start: Start, actor: Actor) {
  const open = { [start]: { target: "confirming", actions: "ask" } } as Record<Start, { readonly target: "confirming"; readonly actions: "ask" }>;
  return {
    initial: "closed",
    states: {
      closed: { on: { ...open, "delete.dismissed": { actions: "dismiss" } } },
      confirming: { on: { "delete.cancelled": { target: "closed", actions: "forget" }, "delete.confirmed": "deleting" } },
      deleting: {
        tags: ["deleting"],
        invoke: {
          id: actor,
          src: actor,
          input: ({ context }: { context: DeleteContext }) => ({ id: context.confirming!.id }),
          onDone: { target: "closed", actions: "forget" },
          // the machine's `deleteFailed` takes the refusal as its params
          onError: {
            target: "closed",
            actions: { type: "deleteFailed", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
          },
        },
      },
    },
  } as const;
}

/** A gallery's photos (decision 028). */
export interface PhotoDeleteContext extends DeleteContext {
  deleteError: string | null;
}
export type PhotoDeleteEvent = DeleteEvent<"photo.delete">;
export const photoDeleteRegion = deleteConfirmation("photo.delete", "deletePhoto");

// The one delete confirmation of the app, a region of the machine that owns the list: closed ->
// confirming (the dialog asks about one record) -> deleting (the machine's actor queues the
// idempotent write) -> closed; cancelled -> closed; a write that could not be queued says so
// (the machine's `deleteFailed`, given the error) until dismissed. The machine defines the actions
// `ask`, `forget`, `deleteFailed` and `dismiss` and the actor; its context holds `confirming`.
// Used by the outlets list (`outlet.delete`, `deleteOutlet`), the galleries with adding on
// (`photo.delete`, `deletePhoto`: trainingPhotos, workshopExecution; decision 028) and the
// devices list (`devices.signOut`, `signOutDevice`: signing a device out is the same question).
// Each keeps its own start event (and the devices list its own answers), so recorded logs replay
// as they were.

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

/** The answers to the dialog, as events (a list that recorded others before keeps its own names). */
export interface DeleteAnswers<C extends string, Ok extends string, D extends string> {
  cancelled: C;
  confirmed: Ok;
  dismissed: D;
}
const ANSWERS: DeleteAnswers<"delete.cancelled", "delete.confirmed", "delete.dismissed"> = {
  cancelled: "delete.cancelled",
  confirmed: "delete.confirmed",
  dismissed: "delete.dismissed",
};

/** The region's states: `start` opens the dialog; `actor` deletes (its input is `{ id }`). */
export function deleteConfirmation<
  Start extends string,
  Actor extends string,
  C extends string = "delete.cancelled",
  Ok extends string = "delete.confirmed",
  D extends string = "delete.dismissed",
>(start: Start, actor: Actor, answers: DeleteAnswers<C, Ok, D> = ANSWERS as DeleteAnswers<never, never, never>) {
  const open = { [start]: { target: "confirming", actions: "ask" } } as Record<Start, { readonly target: "confirming"; readonly actions: "ask" }>;
  const dismissed = { [answers.dismissed]: { actions: "dismiss" } } as Record<D, { readonly actions: "dismiss" }>;
  const answered = {
    [answers.cancelled]: { target: "closed", actions: "forget" },
    [answers.confirmed]: "deleting",
  } as Record<C, { readonly target: "closed"; readonly actions: "forget" }> & Record<Ok, "deleting">;
  return {
    initial: "closed",
    states: {
      closed: { on: { ...open, ...dismissed } },
      confirming: { on: answered },
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

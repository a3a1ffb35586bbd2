// The one Undo of the app (issue 49 item 6; decision 067): a removal (a container, ...) is queued as
// an undoable write, which the outbox holds for UNDO_HOLD_MS before sending it. `watch` (bound by
// src/features/undo.ts) tells this machine of each such write as it is queued
// (`removal.queued`), and a toast says what was done ("Removed ...") with an Undo button for
// UNDO_MS (the spec's 6 s for a toast, within the hold): hidden -> shown -> hidden. Undo: undoing
// (`undoWrite` takes the write out of the outbox, which puts the row back) -> undone ("Undone"),
// or failed when it is too late (the write was sent already). A newer removal replaces the toast
// (the older one then goes as queued). The toast can be closed at any time.
import { assign, fromCallback, fromPromise, setup } from "xstate";
import { msg } from "../codecs/i18n.ts";

/** How long the toast offers Undo (spec section 9: toasts hide after 6000 ms). */
export const UNDO_MS = 6000;
/** How long the outbox holds an undoable write: longer than the toast, so its Undo always finds it unsent. */
export const UNDO_HOLD_MS = UNDO_MS + 2000;
export const UNDONE = msg("Undone");
export const UNDO_TOO_LATE = msg("Too late to undo: it was sent to the server already.");

export type UndoToastEvent = { type: "removal.queued"; key: string; message: string } | { type: "undo.pressed" } | { type: "toast.dismissed" };

export interface UndoToastContext {
  /** The write the toast is about (its outbox key). */
  key: string | null;
  message: string | null;
  error: string | null;
}

/** What the toast shows: its text, whether Undo is offered (and busy); null when hidden. */
export interface UndoToastView {
  message: string;
  undo: "offered" | "busy" | null;
  /** danger: the Undo was refused (too late), read out as an alert (decision 109). */
  intent: "primary" | "success" | "danger";
}

/** A toast that only says something (undone, too late): it goes by itself, or is closed, or a newer removal replaces it. */
const saying = {
  after: { [UNDO_MS]: { target: "hidden", actions: "forget" } },
  on: { "toast.dismissed": { target: "hidden", actions: "forget" }, "removal.queued": { target: "shown", actions: "show" } },
} as const;

export const undoToastMachine = setup({
  types: { context: {} as UndoToastContext, events: {} as UndoToastEvent },
  actors: {
    watch: fromCallback<UndoToastEvent>(() => () => {}),
    undoWrite: fromPromise<void, { key: string }>(() => Promise.reject(new Error("undoWrite actor not provided"))),
  },
  actions: {
    show: assign(({ event }) => (event.type === "removal.queued" ? { key: event.key, message: event.message, error: null } : {})),
    forget: assign({ key: null, message: null, error: null }),
    undoFailed: assign(({ event }) => ({
      error: "error" in event && event.error instanceof Error && event.error.message ? event.error.message : UNDO_TOO_LATE,
    })),
  },
}).createMachine({
  id: "undoToast",
  initial: "hidden",
  context: { key: null, message: null, error: null },
  invoke: { id: "watch", src: "watch" },
  states: {
    hidden: { on: { "removal.queued": { target: "shown", actions: "show" } } },
    /** "Removed ..." with Undo; it goes by itself and the write is sent after its hold. */
    shown: {
      after: { [UNDO_MS]: { target: "hidden", actions: "forget" } },
      on: {
        "undo.pressed": "undoing",
        "toast.dismissed": { target: "hidden", actions: "forget" },
        "removal.queued": { target: "shown", reenter: true, actions: "show" },
      },
    },
    undoing: {
      tags: ["busy"],
      invoke: {
        id: "undoWrite",
        src: "undoWrite",
        input: ({ context }) => ({ key: context.key! }),
        onDone: "undone",
        onError: { target: "failed", actions: "undoFailed" },
      },
    },
    undone: saying,
    /** Too late: the write went to the server. */
    failed: saying,
  },
});

/** The toast of a snapshot of this machine (what the view draws). */
export function undoToastView(s: { value: unknown; context: UndoToastContext }): UndoToastView | null {
  const { message, error } = s.context;
  switch (s.value) {
    case "shown":
      return message === null ? null : { message, undo: "offered", intent: "primary" };
    case "undoing":
      return message === null ? null : { message, undo: "busy", intent: "primary" };
    case "undone":
      return { message: UNDONE, undo: null, intent: "success" };
    case "failed":
      return { message: error ?? UNDO_TOO_LATE, undo: null, intent: "danger" };
    default:
      return null;
  }
}

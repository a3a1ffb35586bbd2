// What the super admin's record forms share beside the form chart (./formFlow.ts): a stored record
// (a content item, decision 085; a news slide, decision 087) is retired, asked first
// (confirming -> acting), or restored at once (acting), back to editing with what it did; the page
// after a save keeps the record open to edit again or retire. A machine using these names in its
// `setup` the actor `actOn` (given { action, id }), the actions `clearNotice`, `startRestore`,
// `startRetire`, `acted` (given the outcome), `saveFailed`, `reset`, `openRecord`, and the guard
// `stored`; its `closed` state (RECORD_CLOSED) is the one of its root `root` the form goes back to.

import type { FieldErrors } from "../codecs/form.ts";
import type { Notice } from "./formFlow.ts";

/** What the record's second button does. */
export type RetireAction = "retire" | "restore";

/** What a record form keeps: the record open (null: a new one), its values as stored and as typed, the messages, what it did. */
export interface RecordFormContext<V, K extends string> {
  /** whether the list shows the retired records */
  retired: boolean;
  target: number | null;
  original: V | null;
  values: V;
  fieldErrors: FieldErrors<K>;
  formError: string | null;
  submitted: V | null;
  notice: Notice | null;
  action: RetireAction | null;
  /**
   * Whether the open record is live as the form last knew it (null: a new one): as listed when
   * opened, then as a retire or restore the server confirmed changed it (a record of a windowed
   * list's server page is in no list the device reloads: decision 118).
   */
  active: boolean | null;
}

/** The record's live state after its retire or restore answered: the server's, or as it was while kept on this device. */
export const activeAfter = (c: { action: RetireAction | null; active: boolean | null }, r: { status: string }): boolean | null =>
  r.status === "synced" ? c.action === "restore" : c.active;

/** Closed (the list shows): a new record's empty form (`reset`), or a listed record's (`openRecord`). */
export const RECORD_CLOSED = {
  on: { "item.new": { target: "open", actions: "reset" }, "item.open": { target: "open", actions: "openRecord" } },
} as const;

/** The editing state's Retire and Restore (a record not yet stored has neither). */
export const RETIRE_EDITING = {
  "item.retire": { guard: "stored", target: "confirming", actions: "clearNotice" },
  "item.restore": { guard: "stored", target: "acting", actions: "startRestore" },
} as const;

export const retireStates = <const Root extends string, const Act extends string>(root: Root, actOn: Act) =>
  ({
    /** The form closed: back to the list (the chart's final state, here a step on). */
    left: { always: { target: `#${root}.closed` } },
    /** Saved (or kept on this device): the notice; the record stays open to edit again or retire. */
    saved: {
      on: {
        "form.again": { target: "editing", actions: "clearNotice" },
        "form.leave": "left",
        "item.retire": { guard: "stored", target: "confirming", actions: "clearNotice" },
      },
    },
    /** "Retire this ...?": nothing happens until the person says so. */
    confirming: { on: { "retire.confirmed": { target: "acting", actions: "startRetire" }, "retire.cancelled": "editing" } },
    acting: {
      tags: ["busy"],
      invoke: {
        id: actOn,
        src: actOn,
        input: ({ context }: { context: { action: RetireAction | null; target: number | null } }) => ({
          action: context.action ?? "retire",
          id: context.target ?? 0,
        }),
        onDone: { target: "editing", actions: { type: "acted", params: ({ event }: { event: { output: { status: string } } }) => event.output } },
        onError: { target: "editing", actions: "saveFailed" },
      },
    },
  }) as const;

/** The record's events beside the form's: open one, start a new one, retire or restore it, answer the question. */
export type RetireEvent =
  | { type: "item.new" }
  | { type: "item.retire" }
  | { type: "item.restore" }
  | { type: "retire.confirmed" }
  | { type: "retire.cancelled" }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" };

/** The record's live state after a save answered: a record just added is live once the server stored it. */
export const activeSaved = (c: { target: number | null; active: boolean | null }, r: { status: string; id: number | null }): boolean | null =>
  c.target === null ? (r.status === "synced" && r.id !== null ? true : null) : c.active;

// "Changes not saved" (issue 48 item 2; decision 081): the flow over this person's refused writes,
// which live in the device's outbox (the store), never in this machine. It reads the device's store
// first (`loading`, the log's writes settled), then waits; Discard asks once (`confirming`) and
// drops the write (`discarding`: `write.discarded` in the event log); Edit and resend opens the
// write's form with the values typed (`reopening`: its draft kept, `write.reopened` recorded, the
// form opened). Effects are named here and bound by ./feature.ts.
import { assign, fromPromise, setup } from "xstate";
import { msg } from "../../codecs/i18n.ts";

export interface ChangesNotSavedContext {
  /** The refused write whose Discard is being asked about (its key), or null. */
  confirming: string | null;
  /** What went wrong with the last Discard or Edit and resend (a catalogue text), or null. */
  error: string | null;
}

export type ChangesNotSavedEvent =
  | { type: "inbox.discard"; id: string }
  | { type: "discard.confirmed" }
  | { type: "discard.cancelled" }
  | { type: "inbox.resend"; id: string };

export const INBOX_FAILED = msg("This change could not be opened. Try again.");

export const changesNotSavedMachine = setup({
  types: { context: {} as ChangesNotSavedContext, events: {} as ChangesNotSavedEvent },
  actors: {
    /** Reads the device's store: resolves once the log has stored what is queued. */
    openInbox: fromPromise<void, void>(() => Promise.reject(new Error("openInbox actor not provided"))),
    /** Drops the refused write `id` (records `write.discarded`). */
    discardWrite: fromPromise<void, { id: string }>(() => Promise.reject(new Error("discardWrite actor not provided"))),
    /** Keeps the write's values as its form's draft, records `write.reopened` and opens the form. */
    reopenWrite: fromPromise<void, { id: string }>(() => Promise.reject(new Error("reopenWrite actor not provided"))),
  },
  actions: {
    failed: assign({ error: INBOX_FAILED }),
  },
}).createMachine({
  id: "changesNotSaved",
  initial: "loading",
  context: { confirming: null, error: null },
  states: {
    loading: {
      tags: ["loading"],
      invoke: { id: "openInbox", src: "openInbox", onDone: "ready", onError: "ready" },
    },
    ready: {
      on: {
        "inbox.discard": { target: "confirming", actions: assign(({ event }) => ({ confirming: event.id, error: null })) },
        "inbox.resend": { target: "reopening", actions: assign({ error: null }) },
      },
    },
    /** Discard asks once. */
    confirming: {
      on: {
        "discard.confirmed": "discarding",
        "discard.cancelled": { target: "ready", actions: assign({ confirming: null }) },
      },
    },
    discarding: {
      tags: ["busy"],
      invoke: {
        id: "discardWrite",
        src: "discardWrite",
        input: ({ context }) => ({ id: context.confirming! }),
        onDone: { target: "ready", actions: assign({ confirming: null }) },
        onError: { target: "ready", actions: [assign({ confirming: null }), "failed"] },
      },
    },
    reopening: {
      tags: ["busy"],
      invoke: {
        id: "reopenWrite",
        src: "reopenWrite",
        input: ({ event }) => ({ id: event.type === "inbox.resend" ? event.id : "" }),
        onDone: "ready",
        onError: { target: "ready", actions: "failed" },
      },
    },
  },
});

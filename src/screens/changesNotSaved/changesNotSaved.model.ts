// The model of "Changes not saved" (test/unit/machines/model.test.ts reads it): every state and
// transition reached by these events.
import { changesNotSavedMachine } from "./changesNotSaved.machine.ts";

const failure = new Error("storage refused");

export const model = [
  changesNotSavedMachine,
  {
    events: [
      { type: "xstate.done.actor.openInbox" },
      { type: "xstate.error.actor.openInbox", error: failure },
      { type: "inbox.discard", id: "w1" },
      { type: "discard.cancelled" },
      { type: "discard.confirmed" },
      { type: "xstate.done.actor.discardWrite" },
      { type: "xstate.error.actor.discardWrite", error: failure },
      { type: "inbox.resend", id: "w1" },
      { type: "xstate.done.actor.reopenWrite" },
      { type: "xstate.error.actor.reopenWrite", error: failure },
    ],
  },
] as const;

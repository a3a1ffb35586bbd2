// Workshop Details (spec 2.12; /workshop and /WorkshopDetails), read-only: loading -> ready, or
// notFound (no such workshop, or not in the person's scope: the server answers 404 for both), or
// failed (retry); a transition reloads it from ready (the details stay shown while it loads). `loadWorkshop` (the `workshops.details` op) is bound by src/features/workshops.ts;
// the details it answers are kept in context, so the event log has them and a replay shows them.
import { assign, fromPromise, setup } from "xstate";
import { ApiFailure } from "../codecs/apiFailure.ts";
import type { WorkshopDetail } from "../codecs/workshop.ts";
import { failureMessage } from "./workshopList.machine.ts";

export interface WorkshopDetailsContext {
  id: number;
  detail: WorkshopDetail | null;
  error: string | null;
}

export const workshopDetailsMachine = setup({
  types: {
    context: {} as WorkshopDetailsContext,
    events: {} as { type: "workshop.retry" } | { type: "workshop.reload" },
    input: {} as { id: number },
  },
  actors: {
    loadWorkshop: fromPromise<WorkshopDetail, { id: number }>(() => Promise.reject(new Error("loadWorkshop actor not provided"))),
  },
  actions: {
    loaded: assign((_, detail: WorkshopDetail) => ({ detail, error: null })),
    keepError: assign({ error: ({ event }) => failureMessage("error" in event ? event.error : undefined) }),
  },
  guards: {
    notFound: ({ event }) => "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.status === 404,
  },
}).createMachine({
  id: "workshopDetails",
  initial: "loading",
  context: ({ input }) => ({ id: input.id, detail: null, error: null }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadWorkshop",
        src: "loadWorkshop",
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: "ready", actions: { type: "loaded", params: ({ event }) => event.output } },
        onError: [
          { guard: "notFound", target: "notFound", actions: "keepError" },
          { target: "failed", actions: "keepError" },
        ],
      },
    },
    /** Shown; reloaded after a transition settles (the details stay on the page meanwhile). */
    ready: { on: { "workshop.reload": "loading" } },
    notFound: {},
    failed: { on: { "workshop.retry": "loading" } },
  },
});

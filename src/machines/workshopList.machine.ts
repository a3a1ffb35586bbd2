// A workshop list that refreshes (the AMMD's approval list, a CMDI's or an FCP's workshops, the
// workshops of a person the super admin opened): the cached rows show at once while the list
// refreshes, loading -> ready | stale (the refresh failed, the cached rows stay) | failed (nothing
// cached); retry from stale or failed (./refresh.ts). The rows live in the store; `loadWorkshops`
// (bound by src/features/workshops.ts) gets its source from the machine's input, fetches that
// list and records it as `<slot>.fetched`.
import { assign, fromPromise, setup } from "xstate";
import { failureMessage } from "../codecs/apiFailure.ts";
import type { ListFetched } from "../codecs/lists.ts";
import type { PersonTab } from "../codecs/superAdmin.ts";
import { refreshStates } from "./refresh.ts";

/** Which list: the AMMD's (with the CMDIs reporting to them), the person's own, or one the super admin opened. */
export type WorkshopListSource = { list: "ammd" } | { list: "mine" } | { list: "person"; sfid: string; type: PersonTab };

export interface WorkshopListContext {
  source: WorkshopListSource;
  hasCached: boolean;
  error: string | null;
}

export { failureMessage };

export const workshopListMachine = setup({
  types: {
    context: {} as WorkshopListContext,
    events: {} as { type: "workshops.retry" },
    input: {} as { source: WorkshopListSource; hasCached: boolean },
  },
  actors: {
    loadWorkshops: fromPromise<ListFetched, WorkshopListSource>(() => Promise.reject(new Error("loadWorkshops actor not provided"))),
  },
  actions: {
    fetched: assign({ error: null, hasCached: true }),
    keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
  },
  guards: { hasCached: ({ context }) => context.hasCached },
}).createMachine({
  id: "workshopList",
  context: ({ input }) => ({ source: input.source, hasCached: input.hasCached, error: null }),
  ...refreshStates("loadWorkshops", "workshops.retry", ({ context }: { context: WorkshopListContext }) => context.source),
});

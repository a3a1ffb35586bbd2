// The outlets list (spec screen 4): the cached outlets show at once while they refresh
// (loading -> ready | stale | failed), the search box's text, and the delete dialog (the app's
// one delete confirmation, ./deleteConfirm.ts: closed -> confirming -> deleting -> closed). The rows themselves live in the store, so a
// queued delete or an added outlet shows at once. `loadOutlets` (which records the rows as
// `outlets.fetched`) and `deleteOutlet` (which queues the write in the outbox and resolves at
// once) are bound by src/features/outlets.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import { whyNotLoaded } from "../codecs/apiFailure.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { refreshStates } from "./refresh.ts";
import { deleteConfirmation, type Confirming, type DeleteEvent } from "./deleteConfirm.ts";

export interface OutletListContext {
  query: string;
  /** The outlet the delete dialog asks about. */
  confirming: Confirming | null;
  /** Why the last refresh failed (the cached rows stay). */
  error: string | null;
  hasCached: boolean;
}

export type OutletListEvent = { type: "search.changed"; query: string } | { type: "outlets.retry" } | DeleteEvent<"outlet.delete">;

export const outletListMachine = setup({
  types: {
    context: {} as OutletListContext,
    events: {} as OutletListEvent,
    input: {} as { hasCached: boolean },
  },
  actors: {
    loadOutlets: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadOutlets actor not provided"))),
    deleteOutlet: fromPromise<void, { id: number }>(() => Promise.reject(new Error("deleteOutlet actor not provided"))),
  },
  actions: {
    keepError: assign({
      error: ({ event, context }) => whyNotLoaded("error" in event ? event.error : undefined, msg("The outlets"), context.hasCached),
    }),
    fetched: assign({ error: null, hasCached: true }),
    setQuery: assign({ query: ({ event }) => (event.type === "search.changed" ? event.query : "") }),
    ask: assign({ confirming: ({ event }) => (event.type === "outlet.delete" ? { id: event.id, name: event.name } : null) }),
    forget: assign({ confirming: null }),
    // a delete that could not be queued: said where a failed refresh is
    deleteFailed: assign(({ context }, { error }: { error: unknown }) => ({
      confirming: null,
      error: whyNotLoaded(error, msg("The outlets"), context.hasCached),
    })),
    dismiss: assign({ error: null }),
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
  },
}).createMachine({
  id: "outletList",
  type: "parallel",
  context: ({ input }) => ({ query: "", confirming: null, error: null, hasCached: input.hasCached }),
  on: { "search.changed": { actions: "setQuery" } },
  states: {
    data: refreshStates("loadOutlets", "outlets.retry"),
    dialog: deleteConfirmation("outlet.delete", "deleteOutlet"),
  },
});

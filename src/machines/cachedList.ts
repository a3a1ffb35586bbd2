// A cached list's loader, one flow per list (contentLibrary.machine.ts, trainingList.machine.ts):
// the rows live in the store and show at once; the list is fetched again unless the store's copy
// is fresh (fetched moments ago, say by the list a details page was opened from):
// opening -> ready (fresh) | loading -> ready | stale (the refresh failed, the cached rows stay) |
// failed (nothing cached); `list.retry` from stale or failed (the states of ./refresh.ts after
// `opening`). The `load` actor (which records the
// rows as `<slot>.fetched`) is bound by the list's feature.
import { assign, fromPromise, setup } from "xstate";
import { failureMessage } from "../codecs/apiFailure.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { refreshStates } from "./refresh.ts";

export interface CachedListInput {
  /** The store has rows of the list. */
  hasCached: boolean;
  /** The store's copy was fetched moments ago: no need to ask again. */
  fresh: boolean;
}
export interface CachedListContext {
  hasCached: boolean;
  fresh: boolean;
  error: string | null;
}
export type CachedListEvent = { type: "list.retry" };

/** How long a fetched list counts as fresh (a details page opened from its list does not fetch it again). */
export const FRESH_MS = 60_000;

const LIST = refreshStates("load", "list.retry");

/** A cached list's loader states (with `opening`: a fresh copy is not asked again), shared with ./windowedList.ts. */
export const cachedListStates = {
  initial: "opening",
  states: {
    opening: { always: [{ guard: "fresh", target: "ready" }, { target: "loading" }] },
    // the refreshing list's own states (./refresh.ts), as every list has them
    ...LIST.states,
  },
} as const;

/** A loader machine with this id (its own flow, docs and replay), the same states for every list. */
export function cachedListMachine<Id extends string>(id: Id) {
  return setup({
    types: { context: {} as CachedListContext, events: {} as CachedListEvent, input: {} as CachedListInput },
    actors: { load: fromPromise<ListFetched, void>(() => Promise.reject(new Error(`load actor of ${id} not provided`))) },
    actions: {
      keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
      fetched: assign({ hasCached: true, fresh: true, error: null }),
    },
    guards: {
      fresh: ({ context }) => context.fresh,
      hasCached: ({ context }) => context.hasCached,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ hasCached: input.hasCached, fresh: input.fresh, error: null }),
    ...cachedListStates,
  });
}

export type CachedListMachine = ReturnType<typeof cachedListMachine>;

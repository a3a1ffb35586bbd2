// The search's server part on /search (decision 082): the device's hits show at once (they need no
// flow); then, for a query long enough, the server is asked for what the device does not hold
// (op search.records, recorded as `recordSearch.fetched`). Offline it waits and asks when the
// device is back online; a failed ask can be retried. A new query is a new flow (its key names
// the query). A failed ask with the device's hits on the page is `stale` (they stay, the failure is
// said), without any is `failed`. `searchServer` is bound by ./feature.ts.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../../codecs/lists.ts";
import { RECORD_SEARCH_MIN } from "../../codecs/recordSearch.ts";
import { failureMessage } from "../../codecs/apiFailure.ts";
import { refreshStates, type RefreshContext } from "../../machines/refresh.ts";

export interface RecordSearchContext extends RefreshContext {
  query: string;
  /** Whether the device was online as the search started. */
  online: boolean;
}
export type RecordSearchEvent = { type: "search.retry" } | { type: "search.online" };

export const recordSearchMachine = setup({
  types: {
    context: {} as RecordSearchContext,
    events: {} as RecordSearchEvent,
    /** `online`: whether the device is online as the search starts; `hasCached`: whether the device found hits itself. */
    input: {} as { query: string; online: boolean; hasCached: boolean },
  },
  actors: { searchServer: fromPromise<ListFetched, { q: string }>(() => Promise.reject(new Error("searchServer actor not provided"))) },
  actions: {
    fetched: assign({ error: null }),
    keepError: assign({ error: ({ event }) => failureMessage((event as { error?: unknown }).error) }),
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
    tooShort: ({ context }) => context.query.length < RECORD_SEARCH_MIN,
    offline: ({ context }) => !context.online,
  },
}).createMachine({
  id: "recordSearch",
  context: ({ input }) => ({ query: input.query.trim(), online: input.online, hasCached: input.hasCached, error: null }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "tooShort", target: "idle" }, { guard: "offline", target: "offline" }, { target: "online" }],
    },
    /** Nothing to ask the server (the query is too short). */
    idle: {},
    /** Offline: the device's hits only, until the device is back online. */
    offline: { on: { "search.online": "online" } },
    online: refreshStates("searchServer", "search.retry", ({ context }: { context: RecordSearchContext }) => ({ q: context.query })),
  },
});

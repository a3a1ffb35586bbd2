// A manager's FCPs (/listMyFCP): three tabs, each a cached list (all, active, inactive) that shows
// at once while it refreshes (./refresh.ts); a tab change loads that tab's
// list; the search box narrows the shown tab. `loadFcps` (op fcps.list with the tab's status,
// recorded as `fcpsAll.fetched`, ...) is bound by src/features/people.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import type { FcpStatus } from "../codecs/people.ts";
import { failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export interface FcpListContext extends RefreshContext {
  tab: FcpStatus;
  query: string;
  cached: FcpStatus[];
}
export type FcpListEvent = { type: "fcps.retry" } | { type: "fcps.tab"; tab: FcpStatus } | { type: "fcps.search"; query: string };

export const fcpListMachine = setup({
  types: { context: {} as FcpListContext, events: {} as FcpListEvent, input: {} as { cached: FcpStatus[] } },
  actors: { loadFcps: fromPromise<ListFetched, { status: FcpStatus }>(() => Promise.reject(new Error("loadFcps actor not provided"))) },
  actions: {
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The FCPs"), context.hasCached) }),
    fetched: assign({
      error: null,
      cached: ({ context }) => (context.cached.includes(context.tab) ? context.cached : [...context.cached, context.tab]),
    }),
    setTab: assign({ tab: ({ event, context }) => (event.type === "fcps.tab" ? event.tab : context.tab), error: null }),
    setQuery: assign({ query: ({ event }) => (event.type === "fcps.search" ? event.query : "") }),
  },
  guards: { hasCached: ({ context }) => context.cached.includes(context.tab) },
}).createMachine({
  id: "fcpList",
  type: "parallel",
  context: ({ input }) => ({ hasCached: false, error: null, tab: "all", query: "", cached: input.cached }),
  on: {
    "fcps.search": { actions: "setQuery" },
    "fcps.tab": { target: ".data.loading", reenter: true, actions: "setTab" },
  },
  states: { data: refreshStates("loadFcps", "fcps.retry", ({ context }: { context: FcpListContext }) => ({ status: context.tab })) },
});

// The home carousel's news: the cached items (the store's `news` list) show at once while the
// list refreshes, with the states every refreshing list has (./refresh.ts): loading -> ready |
// stale (the refresh failed, the cached items stay) | failed (nothing cached); retry from failed
// or stale. The items themselves live in the store (the carousel says "No news yet" when it holds
// none). The `loadNews` actor (the `news.list` op, recorded as `news.fetched`) is bound by
// src/features/shell.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { failedToLoad, hasCached, refreshStates, type RefreshContext } from "./refresh.ts";

export type ShellNewsContext = RefreshContext;

const NEWS = refreshStates("loadNews", "news.retry");

export const shellNewsMachine = setup({
  types: { context: {} as ShellNewsContext, events: {} as { type: "news.retry" }, input: {} as { hasCached: boolean } },
  actors: { loadNews: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadNews actor not provided"))) },
  actions: {
    // what the load answered (./refresh.ts gives it): a fetch of no items leaves nothing cached
    fetched: assign((_, fetched: unknown) => ({
      hasCached: !(typeof fetched === "object" && fetched !== null && "count" in fetched && fetched.count === 0),
      error: null,
    })),
    keepError: assign({ error: ({ event }) => failedToLoad(event, msg("The news")) }),
  },
  guards: { hasCached },
}).createMachine({
  id: "shellNews",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  ...NEWS,
});

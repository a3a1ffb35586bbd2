// The home carousel's news: the cached items (the store's `news` list) show at once while the
// list refreshes: loading -> loaded | empty | failed (nothing cached) | stale (the refresh failed,
// the cached items stay); retry from failed or stale. The items themselves live in the store.
// The `loadNews` actor (the `news.list` op, recorded as `news.fetched`) is bound by src/features/shell.ts.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { whyNotLoaded } from "../codecs/apiFailure.ts";

export interface ShellNewsContext {
  hasCached: boolean;
  error: string | null;
}

export const shellNewsMachine = setup({
  types: { context: {} as ShellNewsContext, events: {} as { type: "news.retry" }, input: {} as { hasCached: boolean } },
  actors: { loadNews: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadNews actor not provided"))) },
  actions: {
    failed: assign({ error: ({ event }) => whyNotLoaded("error" in event ? event.error : undefined, "the news") }),
  },
  guards: {
    nothingFetched: (_, fetched: ListFetched) => fetched.count === 0,
    hasCached: ({ context }) => context.hasCached,
  },
}).createMachine({
  id: "shellNews",
  initial: "loading",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadNews",
        src: "loadNews",
        onDone: [
          {
            guard: { type: "nothingFetched", params: ({ event }) => event.output },
            target: "empty",
            actions: assign({ hasCached: false, error: null }),
          },
          { target: "loaded", actions: assign({ hasCached: true, error: null }) },
        ],
        onError: [
          { guard: "hasCached", target: "stale", actions: "failed" },
          { target: "failed", actions: "failed" },
        ],
      },
    },
    loaded: {},
    empty: {},
    failed: { on: { "news.retry": "loading" } },
    stale: { on: { "news.retry": "loading" } },
  },
});

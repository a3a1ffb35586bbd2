// The home carousel's news: the cached items (from the store) show at once while the list
// refreshes: loading -> loaded (sorted by sequence) | empty | failed (nothing cached) | stale
// (the refresh failed, the cached items stay); retry from failed or stale.
// The `loadNews` actor (the `news.list` query op) is provided at wiring time.
import { assign, fromPromise, setup } from "xstate";
import type { NewsItem } from "../codecs/news.ts";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";

export interface ShellNewsContext { items: NewsItem[]; error: string | null }

const bySequence = (items: readonly NewsItem[]) => [...items].sort((a, b) => a.sequence - b.sequence);

export const shellNewsMachine = setup({
  types: { context: {} as ShellNewsContext, events: {} as { type: "news.retry" }, input: {} as { cached?: readonly NewsItem[] } | undefined },
  actors: { loadNews: fromPromise<NewsItem[], void>(() => Promise.reject(new Error("loadNews actor not provided"))) },
  actions: {
    failed: assign({ error: ({ event }) => ("error" in event && ApiFailure.is(event.error) ? event.error.message : UNEXPECTED_ANSWER) }),
  },
  guards: {
    nothingFetched: ({ event }) => "output" in event && Array.isArray(event.output) && event.output.length === 0,
    hasCached: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: "shellNews",
  initial: "loading",
  context: ({ input }) => ({ items: bySequence(input?.cached ?? []), error: null }),
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadNews",
        src: "loadNews",
        onDone: [
          { guard: "nothingFetched", target: "empty", actions: assign({ items: [], error: null }) },
          { target: "loaded", actions: assign({ items: ({ event }) => bySequence(event.output), error: null }) },
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

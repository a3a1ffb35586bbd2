// The home carousel's news: loading -> loaded (sorted by sequence) | failed, with retry.
// The `loadNews` actor (the `news.list` query op) is provided at wiring time.
import { assign, fromPromise, setup } from "xstate";
import type { NewsItem } from "../codecs/news.ts";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";

export interface ShellNewsContext { items: NewsItem[]; error: string | null }

export const shellNewsMachine = setup({
  types: { context: {} as ShellNewsContext, events: {} as { type: "news.retry" } },
  actors: { loadNews: fromPromise<NewsItem[], void>(() => Promise.reject(new Error("loadNews actor not provided"))) },
}).createMachine({
  id: "shellNews",
  initial: "loading",
  context: { items: [], error: null },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadNews",
        src: "loadNews",
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: "empty", actions: assign({ items: [], error: null }) },
          { target: "loaded", actions: assign({ items: ({ event }) => [...event.output].sort((a, b) => a.sequence - b.sequence), error: null }) },
        ],
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => (ApiFailure.is(event.error) ? event.error.message : UNEXPECTED_ANSWER) }),
        },
      },
    },
    loaded: {},
    empty: {},
    failed: { on: { "news.retry": "loading" } },
  },
});

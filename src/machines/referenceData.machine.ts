// Reference lists a signed-in person's screens use (spec section 7: the WSS territory mappings of
// their CMDI, all active articles), fetched once per sign-in and cached in the store. Each list:
// loading -> ready | failed; a failed one tries again after RETRY_MS or on `reference.retry`.
// `loadWss` and `loadArticles` (the `wss.list` and `articles.list` ops, recorded as `wss.fetched`
// and `articles.fetched`) are bound by src/features/shell.ts.
import { fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";

export const REFERENCE_RETRY_MS = 30_000;

/** One list's region: its own loading, ready and failed states. */
const listRegion = (src: "loadWss" | "loadArticles") => ({
  initial: "loading" as const,
  states: {
    loading: { tags: ["loading"], invoke: { id: src, src, onDone: "ready", onError: "failed" } },
    ready: {},
    failed: { after: { retry: "loading" }, on: { "reference.retry": "loading" } },
  },
});

export const referenceDataMachine = setup({
  types: { events: {} as { type: "reference.retry" } },
  actors: {
    loadWss: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadWss actor not provided"))),
    loadArticles: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadArticles actor not provided"))),
  },
  delays: { retry: REFERENCE_RETRY_MS },
}).createMachine({
  id: "referenceData",
  type: "parallel",
  states: { wss: listRegion("loadWss"), articles: listRegion("loadArticles") },
});

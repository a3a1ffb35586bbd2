// Reference lists a signed-in person's screens use (spec section 7: the WSS territory mappings of
// their CMDI, all active articles; for an FCP, the schools a workshop plan may name), fetched once
// per sign-in and cached in the store, so a device that is "Ready to work offline" holds them
// without a screen having opened first (decision 101). Each list: loading -> ready | failed; a
// failed one tries again after RETRY_MS or on `reference.retry`. The schools' region is "none"
// for a person who plans no workshop (the op is the FCP's). `loadWss`, `loadArticles` and
// `loadSchools` (the `wss.list`, `articles.list` and `workshops.schools` ops, recorded as
// `wss.fetched`, `articles.fetched` and `schools.fetched`) are bound by src/features/shell.ts.
import { fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";

export const REFERENCE_RETRY_MS = 30_000;

type Loader = "loadWss" | "loadArticles" | "loadSchools";
/** One list's states: its own loading, ready and failed. */
const listStates = (src: Loader) => ({
  loading: { tags: ["loading"], invoke: { id: src, src, onDone: "ready", onError: "failed" } },
  ready: {},
  failed: { after: { retry: "loading" }, on: { "reference.retry": "loading" } },
});
/** One list's region. */
const listRegion = (src: Loader) => ({ initial: "loading" as const, states: listStates(src) });

/** Whether the person plans workshops (an FCP: the schools are theirs to pick). */
export interface ReferenceDataInput {
  plansWorkshops: boolean;
}

export const referenceDataMachine = setup({
  types: { events: {} as { type: "reference.retry" }, input: {} as ReferenceDataInput | undefined, context: {} as ReferenceDataInput },
  actors: {
    loadWss: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadWss actor not provided"))),
    loadArticles: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadArticles actor not provided"))),
    loadSchools: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadSchools actor not provided"))),
  },
  guards: { plansWorkshops: ({ context }) => context.plansWorkshops },
  delays: { retry: REFERENCE_RETRY_MS },
}).createMachine({
  id: "referenceData",
  type: "parallel",
  context: ({ input }) => ({ plansWorkshops: input?.plansWorkshops === true }),
  states: {
    wss: listRegion("loadWss"),
    articles: listRegion("loadArticles"),
    schools: {
      initial: "choosing",
      states: {
        choosing: { always: [{ guard: "plansWorkshops", target: "loading" }, { target: "none" }] },
        none: {},
        ...listStates("loadSchools"),
      },
    },
  },
});

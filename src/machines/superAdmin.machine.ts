// The super admin's people (spec 2.10, /super and /Userlist): the cached list of every FCP, CMDI and
// AMMD shows at once while it refreshes (loading -> ready | stale | failed, retry), the tab shown
// (FCP, CMDI, AMMD, ETTC) and the search text (name or id, as typed). `loadPeople` (the
// `super.people` op, recorded as `superPeople.fetched`) is bound by src/features/superAdmin.ts.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { PERSON_TABS, type PersonTab } from "../codecs/superAdmin.ts";
import { refreshStates } from "./refresh.ts";
import { failureMessage } from "./workshopList.machine.ts";

export interface SuperAdminContext {
  tab: PersonTab;
  query: string;
  hasCached: boolean;
  error: string | null;
}

export type SuperAdminEvent = { type: "people.tab"; tab: PersonTab } | { type: "people.search"; query: string } | { type: "people.retry" };

export const superAdminMachine = setup({
  types: {
    context: {} as SuperAdminContext,
    events: {} as SuperAdminEvent,
    input: {} as { tab: PersonTab; hasCached: boolean },
  },
  actors: {
    loadPeople: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadPeople actor not provided"))),
  },
  actions: {
    showTab: assign({ tab: ({ context, event }) => (event.type === "people.tab" ? event.tab : context.tab) }),
    search: assign({ query: ({ context, event }) => (event.type === "people.search" ? event.query : context.query) }),
    fetched: assign({ error: null, hasCached: true }),
    keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
  },
  guards: {
    aTab: ({ event }) => event.type === "people.tab" && (PERSON_TABS as readonly string[]).includes(event.tab),
    hasCached: ({ context }) => context.hasCached,
  },
}).createMachine({
  id: "superAdmin",
  context: ({ input }) => ({ tab: input.tab, query: "", hasCached: input.hasCached, error: null }),
  on: {
    "people.tab": { guard: "aTab", actions: "showTab" },
    "people.search": { actions: "search" },
  },
  ...refreshStates("loadPeople", "people.retry"),
});

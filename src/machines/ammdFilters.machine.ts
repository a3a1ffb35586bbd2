// The AMMD filter-restore machine (spec 2.6; named in the product's design): which tab the AMMD's
// list shows (Awaiting Approval or Approved, as states) and its four filters (CMDI Name, FCP Name,
// Stage Name, Sort By; null is 'All'). Switching tabs resets every filter to All. It starts from the
// state it is given, which is how Back and a reload restore it: the state a link carried back from
// /workshop, else the one the event log kept (`remember`, bound by src/features/workshops.ts,
// records each change as the product's event `ammdFilters.saved`), else Awaiting Approval with All.
import { assign, setup } from "xstate";
import { TAB_STAGES, type AmmdFilterName, type AmmdFilters, type AmmdTab, type Sort } from "../codecs/ammdWorkshops.ts";

export interface AmmdFiltersContext extends AmmdFilters {
  /** Whose list it is (the kept state names them, so another person's never applies). */
  user: string;
}

export type AmmdFiltersEvent = { type: "filters.tab"; tab: AmmdTab } | { type: "filters.set"; filter: AmmdFilterName; value: string | null };

export interface AmmdFiltersInput {
  user: string;
  filters: AmmdFilters;
}

const SORT_VALUES: readonly (Sort | null)[] = ["asc", "desc", null];

export const ammdFiltersMachine = setup({
  types: {
    context: {} as AmmdFiltersContext,
    events: {} as AmmdFiltersEvent,
    input: {} as AmmdFiltersInput,
  },
  actions: {
    showTab: assign(({ event }) => (event.type === "filters.tab" ? { tab: event.tab, cmdi: null, fcp: null, stage: null, sort: null } : {})),
    setFilter: assign(({ event }) => (event.type === "filters.set" ? { [event.filter]: event.value } : {})),
    /** Keeps the new state (bound at wiring time: the event log records it). */
    remember: () => {},
  },
  guards: {
    startsApproved: ({ context }) => context.tab === "approved",
    otherTab: ({ context, event }) => event.type === "filters.tab" && event.tab !== context.tab,
    /** A stage of the tab shown, a sort the list knows, any CMDI or FCP (the list treats an unknown one as All). */
    validValue: ({ context, event }) => {
      if (event.type !== "filters.set") return false;
      const { filter, value } = event;
      if (filter === "stage") return value === null || (TAB_STAGES[context.tab] as readonly string[]).includes(value);
      if (filter === "sort") return (SORT_VALUES as readonly (string | null)[]).includes(value);
      return value === null || value.trim() !== "";
    },
  },
}).createMachine({
  id: "ammdFilters",
  initial: "opening",
  context: ({ input }) => ({ user: input.user, ...input.filters }),
  on: { "filters.set": { guard: "validValue", actions: ["setFilter", "remember"] } },
  states: {
    opening: { always: [{ guard: "startsApproved", target: "approved" }, { target: "awaiting" }] },
    awaiting: { on: { "filters.tab": { guard: "otherTab", target: "approved", actions: ["showTab", "remember"] } } },
    approved: { on: { "filters.tab": { guard: "otherTab", target: "awaiting", actions: ["showTab", "remember"] } } },
  },
});

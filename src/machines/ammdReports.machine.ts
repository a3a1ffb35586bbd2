// The AMMD's reports (/reportsAMMD): the reports of the chosen financial year (this one at first),
// counted by the server, load into the cached `ammdReport` list (one row), shown at once when cached
// while they refresh (./refresh.ts); choosing another year loads that year. The view draws the
// charts from the chosen year's row only. `loadReport` (op payments.ammdReport with the year,
// recorded as `ammdReport.fetched`) is bound by src/features/payments.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export interface AmmdReportsContext extends RefreshContext {
  year: number;
  years: number[];
}
export type AmmdReportsEvent = { type: "reports.retry" } | { type: "period.changed"; year: number };

export const ammdReportsMachine = setup({
  types: {
    context: {} as AmmdReportsContext,
    events: {} as AmmdReportsEvent,
    /** `years`: the financial years offered (by their 1 April's year), this one first; `cachedYear`: the year the cached rows hold. */
    input: {} as { years: number[]; cachedYear: number | null },
  },
  actors: { loadReport: fromPromise<ListFetched, { year: number }>(() => Promise.reject(new Error("loadReport actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The reports"), context.hasCached) }),
    setYear: assign({
      year: ({ event, context }) => (event.type === "period.changed" ? event.year : context.year),
      hasCached: false,
      error: null,
    }),
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
    offered: ({ context, event }) => event.type === "period.changed" && context.years.includes(event.year),
  },
}).createMachine({
  id: "ammdReports",
  type: "parallel",
  context: ({ input }) => ({ years: input.years, year: input.years[0]!, hasCached: input.cachedYear === input.years[0], error: null }),
  on: { "period.changed": { guard: "offered", target: ".data.loading", reenter: true, actions: "setYear" } },
  states: { data: refreshStates("loadReport", "reports.retry", ({ context }: { context: AmmdReportsContext }) => ({ year: context.year })) },
});

// The targets page's progress (decision 084): the chosen month's progress (this month at first)
// loads into the cached `targetProgress` list, shown at once when cached while it refreshes
// (src/machines/refresh.ts); another month loads that month; an AMMD (or the super admin) opens one
// CMDI's FCPs (`cmdi.chosen`) and goes back to every CMDI (`cmdi.chosen` with null). The rows say
// their month and CMDI: the view draws only the chosen ones. `loadProgress` (op targets.progress,
// recorded as `targetProgress.fetched`) is bound by ./feature.ts.
import { msg } from "../../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../../codecs/lists.ts";
import { failedToLoad, refreshStates, type RefreshContext } from "../../machines/refresh.ts";

export interface TargetProgressContext extends RefreshContext {
  month: string;
  cmdi: string | null;
}
export type TargetProgressEvent = { type: "targets.retry" } | { type: "month.changed"; month: string } | { type: "cmdi.chosen"; cmdi: string | null };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const targetProgressMachine = setup({
  types: {
    context: {} as TargetProgressContext,
    events: {} as TargetProgressEvent,
    /** `month`: this month ('YYYY-MM'); `hasCached`: the cached rows are this month's. */
    input: {} as { month: string; hasCached: boolean },
  },
  actors: {
    loadProgress: fromPromise<ListFetched, { month: string; cmdi: string | null }>(() =>
      Promise.reject(new Error("loadProgress actor not provided")),
    ),
  },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The targets"), context.hasCached) }),
    setMonth: assign({
      month: ({ event, context }) => (event.type === "month.changed" ? event.month : context.month),
      hasCached: false,
      error: null,
    }),
    setCmdi: assign({ cmdi: ({ event, context }) => (event.type === "cmdi.chosen" ? event.cmdi : context.cmdi), hasCached: false, error: null }),
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
    aMonth: ({ event }) => event.type === "month.changed" && MONTH.test(event.month),
  },
}).createMachine({
  id: "targetProgress",
  type: "parallel",
  context: ({ input }) => ({ month: input.month, cmdi: null, hasCached: input.hasCached, error: null }),
  on: {
    "month.changed": { guard: "aMonth", target: ".data.loading", reenter: true, actions: "setMonth" },
    "cmdi.chosen": { target: ".data.loading", reenter: true, actions: "setCmdi" },
  },
  states: {
    data: refreshStates("loadProgress", "targets.retry", ({ context }: { context: TargetProgressContext }) => ({
      month: context.month,
      cmdi: context.cmdi,
    })),
  },
});

// The AMMD's payments (/listPaymentsAMMD): the cached list of this financial year refreshes
// (./refresh.ts) while the CMDI and FCP filters narrow it (a CMDI chosen
// clears the FCP, whose choices follow the CMDI). `loadAmmdPayments` (op payments.forAmmd,
// recorded as `ammdPayments.fetched`) is bound by src/features/payments.ts.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { hasCached, failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export interface AmmdPaymentsContext extends RefreshContext {
  cmdi: string;
  fcp: string;
}
export type AmmdPaymentsEvent =
  | { type: "ammdPayments.retry" }
  | { type: "filter.cmdi"; cmdi: string }
  | { type: "filter.fcp"; fcp: string }
  | { type: "filter.cleared" };

export const ammdPaymentsMachine = setup({
  types: { context: {} as AmmdPaymentsContext, events: {} as AmmdPaymentsEvent, input: {} as { hasCached: boolean } },
  actors: { loadAmmdPayments: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadAmmdPayments actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, "the payments", context.hasCached) }),
    setCmdi: assign({ cmdi: ({ event }) => (event.type === "filter.cmdi" ? event.cmdi : ""), fcp: "" }),
    setFcp: assign({ fcp: ({ event }) => (event.type === "filter.fcp" ? event.fcp : "") }),
    clear: assign({ cmdi: "", fcp: "" }),
  },
  guards: { hasCached },
}).createMachine({
  id: "ammdPayments",
  type: "parallel",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null, cmdi: "", fcp: "" }),
  on: {
    "filter.cmdi": { actions: "setCmdi" },
    "filter.fcp": { actions: "setFcp" },
    "filter.cleared": { actions: "clear" },
  },
  states: { data: refreshStates("loadAmmdPayments", "ammdPayments.retry") },
});

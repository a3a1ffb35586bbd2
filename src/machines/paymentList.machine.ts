// The FCP's payments (/payment-Summary and /listPayments): the cached list shows at once while it
// refreshes (./refresh.ts). `loadPayments` (op payments.mine, recorded as
// `payments.fetched`) is bound by src/features/payments.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { hasCached, failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export const paymentListMachine = setup({
  types: { context: {} as RefreshContext, events: {} as { type: "payments.retry" }, input: {} as { hasCached: boolean } },
  actors: { loadPayments: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadPayments actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The payments"), context.hasCached) }),
  },
  guards: { hasCached },
}).createMachine({
  id: "paymentList",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  ...refreshStates("loadPayments", "payments.retry"),
});

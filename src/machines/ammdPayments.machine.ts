// The AMMD's payments (/listPaymentsAMMD): the cached list of this financial year refreshes
// (./refresh.ts) while the CMDI and FCP filters narrow it (a CMDI chosen
// clears the FCP, whose choices follow the CMDI). `loadAmmdPayments` (op payments.forAmmd,
// recorded as `ammdPayments.fetched`) is bound by src/features/payments.ts. The device holds a
// window of the list (decision 092): a filter while it does asks the server for the matching
// payments (`pageAmmdPayments`, op payments.forAmmd.page; ./serverPage.ts).
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import type { PaymentRow } from "../codecs/payments.ts";
import type { Page, PageParams } from "../codecs/window.ts";
import { hasCached, failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";
import { hasMore, offline, pageActions, serverPageStates, windowedOf, type ServerPageContext } from "./serverPage.ts";

export interface AmmdPaymentsContext extends RefreshContext, ServerPageContext<PaymentRow> {
  cmdi: string;
  fcp: string;
}
export type AmmdPaymentsEvent =
  | { type: "ammdPayments.retry" }
  | { type: "filter.cmdi"; cmdi: string }
  | { type: "filter.fcp"; fcp: string }
  | { type: "filter.cleared" }
  | { type: "server.more" }
  | { type: "server.retry" };

/** The page op's params for the filters in context (from `offset`). */
export const ammdPaymentsQuery = (c: Pick<AmmdPaymentsContext, "cmdi" | "fcp" | "page">): PageParams<{ year?: number }> => ({
  offset: c.page?.rows.length ?? 0,
  limit: 100,
  filters: { assigned_cmdi__c: c.cmdi, accountid: c.fcp },
});

/** The filters after an event: whether they narrow the list (then a windowed list asks the server). */
const filtersAfter = (c: AmmdPaymentsContext, e: AmmdPaymentsEvent) =>
  e.type === "filter.cmdi" ? e.cmdi !== "" : e.type === "filter.fcp" ? e.fcp !== "" || c.cmdi !== "" : false;

export const ammdPaymentsMachine = setup({
  types: { context: {} as AmmdPaymentsContext, events: {} as AmmdPaymentsEvent, input: {} as { hasCached: boolean; windowed?: boolean } },
  actors: {
    loadAmmdPayments: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadAmmdPayments actor not provided"))),
    pageAmmdPayments: fromPromise<Page<PaymentRow>, PageParams<{ year?: number }>>(() =>
      Promise.reject(new Error("pageAmmdPayments actor not provided")),
    ),
  },
  actions: {
    fetched: assign({ hasCached: true, error: null, windowed: (_, output: unknown) => windowedOf(output) }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The payments"), context.hasCached) }),
    setCmdi: assign({ cmdi: ({ event }) => (event.type === "filter.cmdi" ? event.cmdi : ""), fcp: "", page: null, pageError: null }),
    setFcp: assign({ fcp: ({ event }) => (event.type === "filter.fcp" ? event.fcp : ""), page: null, pageError: null }),
    clear: assign({ cmdi: "", fcp: "", page: null, pageError: null }),
    ...pageActions<PaymentRow, AmmdPaymentsContext, AmmdPaymentsEvent>(),
  },
  guards: { hasCached, offline, hasMore, asksServer: ({ context, event }) => context.windowed && filtersAfter(context, event) },
}).createMachine({
  id: "ammdPayments",
  type: "parallel",
  context: ({ input }) => ({
    hasCached: input.hasCached,
    error: null,
    cmdi: "",
    fcp: "",
    windowed: input.windowed ?? false,
    page: null,
    pageError: null,
  }),
  states: {
    data: refreshStates("loadAmmdPayments", "ammdPayments.retry"),
    server: {
      ...serverPageStates<PaymentRow, "pageAmmdPayments", AmmdPaymentsContext, PageParams<{ year?: number }>>(
        "pageAmmdPayments",
        ({ context }: { context: AmmdPaymentsContext }) => ammdPaymentsQuery(context),
      ),
      on: {
        "filter.cmdi": [
          { guard: "asksServer", actions: "setCmdi", target: ".asking", reenter: true },
          { actions: "setCmdi", target: ".device" },
        ],
        "filter.fcp": [
          { guard: "asksServer", actions: "setFcp", target: ".asking", reenter: true },
          { actions: "setFcp", target: ".device" },
        ],
        "filter.cleared": { actions: "clear", target: ".device" },
      },
    },
  },
});

// The "ask the server" flow of a windowed cached list (decision 092) whose screen keeps its list's
// loader apart (./cachedList.ts, its own machine): the shared states of ./serverPage.ts as a flow
// of their own. The screen asks only when the device holds a window of the list (the store's total
// is more than its rows): for the rows past the device's (`server.ask` with `from`, the rows it
// holds: "More from the server" on a screen with no filter), or for a tab's or a search's rows
// (`server.ask` with the filters and search, from 0); `server.device` shows the device's rows
// again. The `page` actor (the list's page op) is bound by the list's feature.
import { assign, fromPromise, setup } from "xstate";
import type { Page, PageParams } from "../codecs/window.ts";
import { nextPage, offline, pageFailed, serverPageStates, type ServerPageContext } from "./serverPage.ts";

export interface ListPageContext<R = unknown, P = unknown> extends ServerPageContext<R> {
  /** The list's params the server is asked with (a tab, a status). */
  params: P | undefined;
  /** The filters the server is asked for ("" is All). */
  filters: Record<string, string>;
  search: string;
  /** The rows of the list skipped (the device's, when the rest is asked for). */
  from: number;
}
export interface ListPageQuery<P = unknown> {
  params?: P;
  filters?: Record<string, string>;
  search?: string;
  from?: number;
}
export type ListPageEvent<P = unknown> =
  | ({ type: "server.ask" } & ListPageQuery<P>)
  | { type: "server.device" }
  | { type: "server.more" }
  | { type: "server.retry" };

/** The page op's params for the query in context: past the rows skipped and those shown. */
export const listPageQuery = <P>(c: Pick<ListPageContext<unknown, P>, "params" | "filters" | "search" | "from" | "page">): PageParams<P> => ({
  offset: c.from + (c.page?.rows.length ?? 0),
  limit: 100,
  ...(c.params ? { params: c.params } : {}),
  ...(Object.keys(c.filters).length > 0 ? { filters: c.filters } : {}),
  ...(c.search.trim() !== "" ? { search: c.search.trim() } : {}),
});

/** A windowed list's page flow with this id (its own flow, docs and replay), its rows `R`, its list's params `P`. */
export function listPageMachine<R, P = Record<string, never>>(id: string) {
  return setup({
    types: { context: {} as ListPageContext<R, P>, events: {} as ListPageEvent<P> },
    actors: {
      page: fromPromise<Page<R>, PageParams<P>>(() => Promise.reject(new Error(`page actor of ${id} not provided`))),
    },
    actions: {
      ask: assign(({ event }) =>
        event.type === "server.ask"
          ? { params: event.params, filters: event.filters ?? {}, search: event.search ?? "", from: event.from ?? 0, page: null, pageError: null }
          : {},
      ),
      forget: assign({ params: undefined, filters: {}, search: "", from: 0, page: null, pageError: null }),
      gotPage: assign({ page: ({ context }, output: Page<R>) => nextPage(context.page, output), pageError: null }),
      keepPageError: assign({ pageError: ({ event }) => pageFailed(event) }),
    },
    guards: {
      offline,
      // past the rows skipped: the server holds more than the device's and the page's
      hasMore: ({ context }) => context.page !== null && context.from + context.page.rows.length < context.page.total,
    },
  }).createMachine({
    id,
    context: { windowed: true, page: null, pageError: null, params: undefined, filters: {}, search: "", from: 0 },
    ...serverPageStates<R, "page", ListPageContext<R, P>, PageParams<P>>("page", ({ context }) => listPageQuery(context)),
    on: {
      "server.ask": { actions: "ask", target: ".asking", reenter: true },
      "server.device": { actions: "forget", target: ".device" },
    },
  });
}

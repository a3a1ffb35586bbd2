// The "ask the server" flow of a windowed cached list (decision 092) whose screen keeps its list's
// loader apart (its own machine): the shared states of ./serverPage.ts as a flow of their own, one
// per list (`list`: the super admin's people, a manager's FCPs, the trainings awaiting the AMMD,
// the CMDI's trainings). The screen asks only when the device holds a window of the list (the
// store's total is more than its rows): for the rows past the device's (`server.ask` with `from`,
// the rows it holds: "Show more from the server" on a screen with no filter), or for a tab's or a
// search's rows (`server.ask` with the list's params, filters and search, from 0); `server.device`
// shows the device's rows again. The `page` actor (the list's page op, by `list`) is bound by
// src/features/people.ts.
import { assign, fromPromise, setup } from "xstate";
import type { Page, PageParams } from "../codecs/window.ts";
import { nextPage, offline, pageFailed, serverPageStates, type ServerPageContext } from "./serverPage.ts";

/** The lists whose screens ask the server through this flow. */
export const PAGED_LISTS = ["superPeople", "fcps", "trainingApprovals", "trainings"] as const;
export type PagedList = (typeof PAGED_LISTS)[number];

export interface ListPageContext extends ServerPageContext {
  list: PagedList;
  /** The list's params the server is asked with (a tab, a status). */
  params: Record<string, string> | undefined;
  /** The filters the server is asked for ("" is All). */
  filters: Record<string, string>;
  search: string;
  /** The rows of the list skipped (the device's, when the rest is asked for). */
  from: number;
}
export interface ListPageQuery {
  params?: Record<string, string>;
  filters?: Record<string, string>;
  search?: string;
  from?: number;
}
export type ListPageEvent = ({ type: "server.ask" } & ListPageQuery) | { type: "server.device" } | { type: "server.more" } | { type: "server.retry" };

/** What the page actor is asked: the list and its page op's params (past the rows skipped and those shown). */
export interface ListPageInput {
  list: PagedList;
  query: PageParams<Record<string, string>>;
}
export const listPageInput = (c: ListPageContext): ListPageInput => ({
  list: c.list,
  query: {
    offset: c.from + (c.page?.rows.length ?? 0),
    limit: 100,
    ...(c.params ? { params: c.params } : {}),
    ...(Object.keys(c.filters).length > 0 ? { filters: c.filters } : {}),
    ...(c.search.trim() !== "" ? { search: c.search.trim() } : {}),
  },
});

export const listPagesMachine = setup({
  types: { context: {} as ListPageContext, events: {} as ListPageEvent, input: {} as { list: PagedList } },
  actors: {
    page: fromPromise<Page<unknown>, ListPageInput>(() => Promise.reject(new Error("page actor of listPages not provided"))),
  },
  actions: {
    ask: assign(({ event }) =>
      event.type === "server.ask"
        ? { params: event.params, filters: event.filters ?? {}, search: event.search ?? "", from: event.from ?? 0, page: null, pageError: null }
        : {},
    ),
    forget: assign({ params: undefined, filters: {}, search: "", from: 0, page: null, pageError: null }),
    gotPage: assign({ page: ({ context }, output: Page<unknown>) => nextPage(context.page, output), pageError: null }),
    keepPageError: assign({ pageError: ({ event }) => pageFailed(event) }),
  },
  guards: {
    offline,
    // past the rows skipped: the server holds more than the device's and the page's
    hasMore: ({ context }) => context.page !== null && context.from + context.page.rows.length < context.page.total,
  },
}).createMachine({
  id: "listPages",
  context: ({ input }) => ({ list: input.list, windowed: true, page: null, pageError: null, params: undefined, filters: {}, search: "", from: 0 }),
  ...serverPageStates<unknown, "page", ListPageContext, ListPageInput>("page", ({ context }) => listPageInput(context)),
  on: {
    "server.ask": { actions: "ask", target: ".asking", reenter: true },
    "server.device": { actions: "forget", target: ".device" },
  },
});

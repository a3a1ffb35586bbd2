// A cached list whose device holds a window of it (decision 092), as a screen with no other flow
// of its own loads it: the cached list's loader (./cachedList.ts's states, region `data`) beside
// the shared "ask the server" region (./serverPage.ts, region `server`). The screen's query (the
// filters and search it narrows by, `query.changed`) lives in the flow: while the device holds a
// window, a query that narrows asks the list's page op (`page`); `server.more` asks for the next
// page, or, from the device's rows, for the list's first page from the server (a screen without
// filters reaches the rest so). A flow opened with a narrowing query (say one record by its id)
// asks at once when the device is known to hold a window. The actors `load` and `page` are bound
// by the list's feature.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { type ListQuery, narrows, type Page, type PageParams } from "../codecs/window.ts";
import { cachedListStates, type CachedListContext, type CachedListInput } from "./cachedList.ts";
import { failureMessage } from "../codecs/apiFailure.ts";
import { hasMore, offline, pageActions, serverPageStates, type ServerPageContext, windowedOf } from "./serverPage.ts";

export interface WindowedListInput extends CachedListInput {
  /** The store holds a window of the list (its total is more than its rows). */
  windowed?: boolean;
  /** The query the flow opens with (none: the device's rows). */
  query?: ListQuery;
}
export interface WindowedListContext<R = unknown> extends CachedListContext, ServerPageContext<R> {
  query: ListQuery;
}
export type WindowedListEvent =
  | { type: "list.retry" }
  | { type: "query.changed"; query: ListQuery }
  | { type: "server.more" }
  | { type: "server.retry" };

/** The rows one ask brings. */
export const WINDOW_PAGE = 100;
const NO_QUERY: ListQuery = { filters: {}, search: "" };

/** The page op's params for the flow's query (from the rows it holds). */
export const windowedQuery = (c: Pick<WindowedListContext, "query" | "page">): PageParams<Record<string, never>> => ({
  offset: c.page?.rows.length ?? 0,
  limit: WINDOW_PAGE,
  ...(Object.keys(c.query.filters).length > 0 ? { filters: c.query.filters } : {}),
  ...(c.query.search.trim() !== "" ? { search: c.query.search.trim() } : {}),
});

/** A windowed list's loader machine with this id (its own flow, docs and replay). */
export function windowedListMachine<Id extends string, R = unknown>(id: Id) {
  const SERVER = serverPageStates<R, "page", WindowedListContext<R>, PageParams<Record<string, never>>>("page", ({ context }) =>
    windowedQuery(context),
  );
  return setup({
    types: { context: {} as WindowedListContext<R>, events: {} as WindowedListEvent, input: {} as WindowedListInput },
    actors: {
      load: fromPromise<ListFetched, void>(() => Promise.reject(new Error(`load actor of ${id} not provided`))),
      page: fromPromise<Page<R>, PageParams<Record<string, never>>>(() => Promise.reject(new Error(`page actor of ${id} not provided`))),
    },
    actions: {
      keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
      fetched: assign({ hasCached: true, fresh: true, error: null, windowed: (_, output: unknown) => windowedOf(output) }),
      setQuery: assign({ query: ({ event }) => (event.type === "query.changed" ? event.query : NO_QUERY), page: null, pageError: null }),
      ...pageActions<R, WindowedListContext<R>, WindowedListEvent>(),
    },
    guards: {
      fresh: ({ context }) => context.fresh,
      hasCached: ({ context }) => context.hasCached,
      offline,
      hasMore,
      asksServer: ({ context, event }) => context.windowed && event.type === "query.changed" && narrows(event.query),
      asksAtOnce: ({ context }) => context.windowed && narrows(context.query) && context.page === null && context.pageError === null,
      windowed: ({ context }) => context.windowed,
    },
  }).createMachine({
    id,
    type: "parallel",
    context: ({ input }) => ({
      hasCached: input.hasCached,
      fresh: input.fresh,
      error: null,
      windowed: input.windowed ?? false,
      query: input.query ?? NO_QUERY,
      page: null,
      pageError: null,
    }),
    states: {
      data: cachedListStates,
      server: {
        ...SERVER,
        states: {
          ...SERVER.states,
          // a flow opened with a query asks at once; without one, "More from the server" asks for the list's first page
          device: {
            always: { guard: "asksAtOnce", target: "asking" },
            on: { "server.more": { guard: "windowed", target: "asking" } },
          },
        },
        on: {
          "query.changed": [
            { guard: "asksServer", actions: "setQuery", target: ".asking", reenter: true },
            { actions: "setQuery", target: ".device" },
          ],
        },
      },
    },
  });
}

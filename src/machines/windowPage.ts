// A windowed list's server page for a screen whose own machine has no filter region (decision 092):
// an item's page asks for an item the device does not hold by its id (the content library), the
// gallery for the older uploads (from after the device's: `start`). One flow per screen, one machine per use (its own id, docs and
// replay) with the same states: those of ./serverPage.ts (`device`, `asking`, `shown`, `offline`,
// `failed`; `server.more`, `server.retry`), entered by `server.ask { query }` (again: a new
// question) and left by `server.cleared`. The `page` actor (the list's page op) is bound by the
// list's feature with fetchPage (src/features/lists.ts).
import { assign, fromPromise, setup } from "xstate";
import type { noParams } from "../codecs/contract.ts";
import type { Page, PageParams } from "../codecs/window.ts";
import { nextPage, offline, pageFailed, serverPageStates, type ServerPageContext } from "./serverPage.ts";

/** The params of the lists these flows page (none: the list is the caller's). */
type NoParams = (typeof noParams)["_A"];

/** What the screen asks: the window's filters and a search, how many rows a page brings, and from where. */
export interface WindowPageQuery {
  filters?: Record<string, string>;
  search?: string;
  limit: number;
  /** The rows before the first page (the device's, when the pages are the rest of the list). */
  start?: number;
}

export interface WindowPageContext<R = unknown> extends ServerPageContext<R> {
  query: WindowPageQuery | null;
}

export type WindowPageEvent =
  | { type: "server.ask"; query: WindowPageQuery }
  | { type: "server.more" }
  | { type: "server.retry" }
  | { type: "server.cleared" };

/** The page op's params for the question in context (from the rows already shown). */
export const windowPageParams = (c: Pick<WindowPageContext, "query" | "page">): PageParams<NoParams> => ({
  offset: (c.query?.start ?? 0) + (c.page?.rows.length ?? 0),
  limit: c.query?.limit ?? 100,
  ...(c.query?.filters ? { filters: c.query.filters } : {}),
  ...(c.query?.search ? { search: c.query.search } : {}),
});

/** A server-page machine with this id, the same states for every use; `R`, the list's row. */
export function windowPageMachine<R, Id extends string>(id: Id) {
  return setup({
    types: { context: {} as WindowPageContext<R>, events: {} as WindowPageEvent },
    actors: { page: fromPromise<Page<R>, PageParams<NoParams>>(() => Promise.reject(new Error(`page actor of ${id} not provided`))) },
    actions: {
      ask: assign({ query: ({ event }) => (event.type === "server.ask" ? event.query : null), page: null, pageError: null }),
      clear: assign({ query: null, page: null, pageError: null }),
      gotPage: assign({
        page: ({ context }, output: Page<R>) => nextPage(context.page, output),
        pageError: null,
      }),
      keepPageError: assign({ pageError: ({ event }) => pageFailed(event) }),
    },
    guards: {
      offline,
      /** The server holds more rows than the device's (`start`) and the pages' so far. */
      hasMore: ({ context: c }) => c.page !== null && (c.query?.start ?? 0) + c.page.rows.length < c.page.total,
    },
  }).createMachine({
    id,
    // this flow runs for a windowed list only (the screen asks when the device holds part of it)
    context: { windowed: true, page: null, pageError: null, query: null },
    ...serverPageStates<R, "page", WindowPageContext<R>, PageParams<NoParams>>("page", ({ context }) => windowPageParams(context)),
    on: {
      "server.ask": { actions: "ask", target: ".asking", reenter: true },
      "server.cleared": { actions: "clear", target: ".device" },
    },
  });
}

export type WindowPageMachine = ReturnType<typeof windowPageMachine>;

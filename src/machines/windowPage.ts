// A windowed list's server page as a flow of its own (decision 092), for a screen whose own machine
// has no server region: an item's page asks for an item the device does not hold by its id (the
// content library), a picker's finder by the person's search (schools, articles, FCPs), the
// gallery for the older uploads (from after the device's: `start`), a list screen for the rows
// past the device's or for a tab's or a search's rows (the super admin's people, a manager's FCPs,
// the trainings awaiting the AMMD, the CMDI's trainings: `listPages`), a workshop list for the rest
// of its list in its order (`workshopPages`). One machine per use (its own id, docs and replay),
// all with the same states: those of ./serverPage.ts (`device`, `asking`, `shown`, `offline`,
// `failed`; `server.more`, `server.retry`), entered by `server.ask { query }` (again: a new
// question) and left by `server.cleared`. The `page` actor (the list's page op, asked with the
// flow's `list`, from its input, and the page op's params) is bound by the list's feature.
import { assign, fromPromise, setup } from "xstate";
import type { Page, PageParams } from "../codecs/window.ts";
import { offline, pageActions, serverPageStates, type ServerPageContext } from "./serverPage.ts";

/** What the screen asks: the list's params (a tab, a status), its filters and a search, how many rows a page brings, and from where. */
export interface WindowPageQuery {
  params?: Record<string, string>;
  filters?: Record<string, string>;
  search?: string;
  limit: number;
  /** The rows before the first page (the device's, when the pages are the rest of the list). */
  start?: number;
}

export interface WindowPageContext<R = unknown, L = undefined> extends ServerPageContext<R> {
  /** Which list the page op asks (a flow serving several lists), from the flow's input. */
  list: L;
  query: WindowPageQuery | null;
}

export type WindowPageEvent =
  | { type: "server.ask"; query: WindowPageQuery }
  | { type: "server.more" }
  | { type: "server.retry" }
  | { type: "server.cleared" };

/** What the `page` actor is asked: the flow's list and the page op's params. */
export interface WindowPageInput<L = undefined> {
  list: L;
  query: PageParams<Record<string, string>>;
}

/** The page op's params for the question in context (from the rows already shown). */
export const windowPageParams = (c: Pick<WindowPageContext<unknown, unknown>, "query" | "page">): PageParams<Record<string, string>> => {
  const q = c.query;
  const search = q?.search?.trim() ?? "";
  return {
    offset: (q?.start ?? 0) + (c.page?.rows.length ?? 0),
    limit: q?.limit ?? 100,
    ...(q?.params ? { params: q.params } : {}),
    ...(q?.filters && Object.keys(q.filters).length > 0 ? { filters: q.filters } : {}),
    ...(search !== "" ? { search } : {}),
  };
};

/** A server-page machine with this id, the same states for every use; `R`, the list's row; `L`, what its input's `list` names. */
export function windowPageMachine<R, Id extends string, L = undefined>(id: Id) {
  return setup({
    types: { context: {} as WindowPageContext<R, L>, events: {} as WindowPageEvent, input: {} as { list?: L } | undefined },
    actors: { page: fromPromise<Page<R>, WindowPageInput<L>>(() => Promise.reject(new Error(`page actor of ${id} not provided`))) },
    actions: {
      ask: assign({ query: ({ event }) => (event.type === "server.ask" ? event.query : null), page: null, pageError: null }),
      clear: assign({ query: null, page: null, pageError: null }),
      ...pageActions<R, WindowPageContext<R, L>, WindowPageEvent>(),
    },
    guards: {
      offline,
      /** The server holds more rows than the device's (`start`) and the pages' so far. */
      hasMore: ({ context: c }) => c.page !== null && (c.query?.start ?? 0) + c.page.rows.length < c.page.total,
    },
  }).createMachine({
    id,
    // this flow runs for a windowed list only (the screen asks when the device holds part of it)
    context: ({ input }) => ({ list: input?.list as L, windowed: true, page: null, pageError: null, query: null }),
    ...serverPageStates<R, "page", WindowPageContext<R, L>, WindowPageInput<L>>("page", ({ context }) => ({
      list: context.list,
      query: windowPageParams(context),
    })),
    on: {
      "server.ask": { actions: "ask", target: ".asking", reenter: true },
      "server.cleared": { actions: "clear", target: ".device" },
    },
  });
}

export type WindowPageMachine = ReturnType<typeof windowPageMachine>;

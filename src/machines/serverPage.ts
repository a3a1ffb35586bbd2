// The states of a windowed list's "ask the server" part (decision 092), shared by the list machines
// whose cached list is a device window: while the person's filters and search stay within what
// the device holds (none set, or the list is whole on the device) the device's rows show
// (`device`); a query that could reach rows the device lacks asks the list's page op (`asking`),
// whose page shows with where it came from (`shown`, `server.more` for the next page); without a
// network the device's rows that match show, said to be only what is on this phone (`offline`);
// another failure keeps its message (`failed`, `server.retry`). The machine declares the actor
// `src` (its input the query and offset from context), the actions `gotPage` and `keepPageError`
// (`pageActions`, here) and the guards `offline` and `hasMore`; the page lives in its context (it
// is not cached). A flow of these states alone is ./windowPage.ts.
import { assign, type EventObject } from "xstate";
import { PAGE_FAILED, type Page } from "../codecs/window.ts";

/** The context the windowed list machines share. */
export interface ServerPageContext<R = unknown> {
  /** The device holds a window of the list (the server said it holds more). */
  windowed: boolean;
  /** The server's page(s) for the current query, or null. */
  page: Page<R> | null;
  pageError: string | null;
}

export const noPage = { windowed: false, page: null, pageError: null } as const;

export function serverPageStates<R, Src extends string, C, In>(src: Src, input: (a: { context: C }) => In) {
  return {
    initial: "device",
    states: {
      device: {},
      asking: {
        tags: ["asking"],
        invoke: {
          id: src,
          src,
          input,
          // `gotPage` is given the page the server answered
          onDone: { target: "shown", actions: { type: "gotPage", params: ({ event }: { event: { output: Page<R> } }) => event.output } },
          onError: [
            { guard: "offline", target: "offline" },
            { target: "failed", actions: "keepPageError" },
          ],
        },
      },
      shown: { on: { "server.more": { guard: "hasMore", target: "asking" } } },
      offline: { on: { "server.retry": "asking" } },
      failed: { on: { "server.retry": "asking" } },
    },
  } as const;
}

/** The page's rows so far: a first page replaces, the next one (offset past 0) adds. */
export const nextPage = <R>(held: Page<R> | null, got: Page<R>): Page<R> =>
  got.offset > 0 && held ? { total: got.total, offset: 0, rows: [...held.rows, ...got.rows] } : got;

/** The guard `offline`: the page was not asked for want of a network. */
export const offline = ({ event }: { event: unknown }) => (event as { error?: { kind?: string } }).error?.kind === "network";

/** The guard `hasMore`: the server holds more rows for the query than shown. */
export const hasMore = ({ context }: { context: ServerPageContext }) => context.page !== null && context.page.rows.length < context.page.total;

/** Why a page failed, as `keepPageError` keeps it: the server's refusal, or the one message. */
export const pageFailed = (event: unknown): string => {
  const e = (event as { error?: { kind?: string; status?: number; message?: string } }).error;
  return e?.kind === "http" && e.status !== undefined && e.status < 500 && e.status !== 401 && e.message ? e.message : PAGE_FAILED;
};

/** Whether a load's answer says the device holds a window of the list. */
export const windowedOf = (output: unknown): boolean => {
  const o = output as { count?: number; total?: number } | undefined;
  return o?.total !== undefined && o.total > (o.count ?? 0);
};

/**
 * The actions `gotPage` (given the page the server answered: a first page replaces, the next one
 * adds) and `keepPageError` every machine with these states declares, for its context `C` and
 * events `E`: `...pageActions<Row, Context, Event>()` in its setup's actions.
 */
export const pageActions = <R, C extends ServerPageContext<R>, E extends EventObject>() => ({
  gotPage: assign<C, E, Page<R>, E, never>(({ context }, output) => ({ page: nextPage(context.page, output), pageError: null }) as Partial<C>),
  keepPageError: assign<C, E, undefined, E, never>(({ event }) => ({ pageError: pageFailed(event) }) as Partial<C>),
});

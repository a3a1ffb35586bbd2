// The model of a cached list's loader (./cachedList.ts), one for every list built on it: each
// input (nothing cached, cached, cached and fresh) and each event (loaded, failed, retry). The model
// test (test/unit/machines/model.test.ts) walks every state and transition with it.
const failure = { kind: "network", message: "Could not reach the server." };

export const cachedListModel = <M>(machine: M) =>
  [
    machine,
    {
      inputs: [
        { hasCached: false, fresh: false },
        { hasCached: true, fresh: false },
        { hasCached: true, fresh: true },
      ],
      events: [{ type: "xstate.done.actor.load", output: { count: 3 } }, { type: "xstate.error.actor.load", error: failure }, { type: "list.retry" }],
    },
  ] as const;

/** A page op's answers and failures, more and retry: the events of every server page's model (./serverPage.ts). */
export const PAGE_EVENTS = [
  { type: "xstate.done.actor.page", output: { total: 150, offset: 0, rows: [] } },
  { type: "xstate.done.actor.page", output: { total: 150, offset: 100, rows: [] } },
  { type: "xstate.error.actor.page", error: failure },
  { type: "xstate.error.actor.page", error: { kind: "http", status: 400, code: "bad_request", message: "Unknown filter" } },
  { type: "server.more" },
  { type: "server.retry" },
] as const;

/** The model of a windowed list's loader (./windowedList.ts): the cached list's, and the server's page asked, more, offline, failed. */
export const windowedListModel = <M>(machine: M) =>
  [
    machine,
    {
      inputs: [
        { hasCached: false, fresh: false },
        { hasCached: true, fresh: false, windowed: true },
        { hasCached: true, fresh: true, windowed: true },
        { hasCached: true, fresh: true, windowed: true, query: { filters: { id: "7" }, search: "" } },
      ],
      events: [
        { type: "xstate.done.actor.load", output: { count: 3 } },
        // a windowed list (decision 092): the device holds 3 of 400
        { type: "xstate.done.actor.load", output: { count: 3, total: 400 } },
        { type: "xstate.error.actor.load", error: failure },
        { type: "list.retry" },
        { type: "query.changed", query: { filters: {}, search: "asha" } },
        { type: "query.changed", query: { filters: {}, search: "" } },
        ...PAGE_EVENTS,
      ],
    },
  ] as const;

/**
 * The model of a windowed list's server page (./windowPage.ts), one for every machine built on it:
 * asked (by an id, a search, a tab's params, after the device's rows), answered (a first page, a
 * next one), failed (offline, refused), more, retry and cleared; `inputs`, the lists it serves.
 */
export const windowPageModel = <M>(machine: M, inputs: readonly object[] = [{}]) =>
  [
    machine,
    {
      inputs,
      events: [
        { type: "server.ask", query: { filters: { id: "7" }, limit: 1 } },
        { type: "server.ask", query: { search: "diya", limit: 50 } },
        { type: "server.ask", query: { params: { tab: "FCP" }, filters: { status: "Accounts" }, search: "pune", limit: 100 } },
        { type: "server.ask", query: { limit: 100, start: 500 } },
        ...PAGE_EVENTS,
        { type: "server.cleared" },
      ],
    },
  ] as const;

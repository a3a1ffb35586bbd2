// The model of a windowed list's server page (./windowPage.ts), one for every machine built on it:
// asked (by an id, a search), answered (a first page, a next one), failed (offline, refused),
// more, retry and cleared. The model test (test/unit/machines/model.test.ts) walks it.
const failure = { kind: "network", message: "Could not reach the server." };

export const windowPageModel = <M>(machine: M) =>
  [
    machine,
    {
      inputs: [{}],
      events: [
        { type: "server.ask", query: { filters: { id: "7" }, limit: 1 } },
        { type: "server.ask", query: { search: "diya", limit: 50 } },
        { type: "server.ask", query: { limit: 100, start: 500 } },
        { type: "xstate.done.actor.page", output: { total: 150, offset: 0, rows: [] } },
        { type: "xstate.done.actor.page", output: { total: 150, offset: 100, rows: [] } },
        { type: "xstate.error.actor.page", error: failure },
        { type: "xstate.error.actor.page", error: { kind: "http", status: 400, code: "bad_request", message: "Unknown filter" } },
        { type: "server.more" },
        { type: "server.retry" },
        { type: "server.cleared" },
      ],
    },
  ] as const;

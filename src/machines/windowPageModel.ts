// The model of a windowed list's server page (./windowPage.ts), one for every machine built on it:
// asked (by an id, a search, after the device's rows), answered (a first page, a next one), failed
// (offline, refused), more, retry and cleared. The model test (test/unit/machines/model.test.ts) walks it.
import { PAGE_EVENTS } from "./cachedListModel.ts";

export const windowPageModel = <M>(machine: M) =>
  [
    machine,
    {
      inputs: [{}],
      events: [
        { type: "server.ask", query: { filters: { id: "7" }, limit: 1 } },
        { type: "server.ask", query: { search: "diya", limit: 50 } },
        { type: "server.ask", query: { limit: 100, start: 500 } },
        ...PAGE_EVENTS,
        { type: "server.cleared" },
      ],
    },
  ] as const;

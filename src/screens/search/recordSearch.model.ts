// The model of the search's server part (test/unit/machines/model.test.ts reads it).
import { recordSearchMachine } from "./recordSearch.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };

export const model = [
  recordSearchMachine,
  {
    inputs: [
      { query: "Toran", online: true, hasCached: false },
      { query: "Toran", online: true, hasCached: true },
      { query: "Toran", online: false, hasCached: true },
      { query: "T", online: true, hasCached: false },
    ],
    events: [
      { type: "xstate.done.actor.searchServer", output: { count: 3 } },
      { type: "xstate.error.actor.searchServer", error: failure },
      { type: "search.retry" },
      { type: "search.online" },
    ],
  },
] as const;

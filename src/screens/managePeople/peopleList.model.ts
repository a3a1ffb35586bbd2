// The model of the people list's loader (test/unit/machines/model.test.ts reads it).
import { peopleListMachine } from "./peopleList.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };

export const model = [
  peopleListMachine,
  {
    inputs: [
      { hasCached: false, fresh: false },
      { hasCached: true, fresh: false },
      { hasCached: true, fresh: true },
    ],
    events: [{ type: "xstate.done.actor.load", output: { count: 3 } }, { type: "xstate.error.actor.load", error: failure }, { type: "list.retry" }],
  },
] as const;

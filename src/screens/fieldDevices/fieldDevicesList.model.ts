// The model of the field devices list's loader (test/unit/machines/model.test.ts reads it).
import { fieldDevicesListMachine } from "./fieldDevicesList.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };

export const model = [
  fieldDevicesListMachine,
  {
    inputs: [
      { hasCached: false, fresh: false },
      { hasCached: true, fresh: false },
      { hasCached: true, fresh: true },
    ],
    events: [{ type: "xstate.done.actor.load", output: { count: 3 } }, { type: "xstate.error.actor.load", error: failure }, { type: "list.retry" }],
  },
] as const;

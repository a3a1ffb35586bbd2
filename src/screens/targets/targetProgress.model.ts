// The model of the targets page's progress (test/unit/machines/model.test.ts reads it).
import { targetProgressMachine } from "./targetProgress.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };

export const model = [
  targetProgressMachine,
  {
    inputs: [
      { month: "2026-11", hasCached: false },
      { month: "2026-11", hasCached: true },
    ],
    events: [
      { type: "xstate.done.actor.loadProgress", output: { count: 3 } },
      { type: "xstate.error.actor.loadProgress", error: failure },
      { type: "targets.retry" },
      { type: "month.changed", month: "2026-12" },
      { type: "month.changed", month: "December" },
      { type: "cmdi.chosen", cmdi: "a0B5g00000DEMO2AAA" },
      { type: "cmdi.chosen", cmdi: null },
    ],
  },
] as const;

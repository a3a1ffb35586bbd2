// The model of the audit page's flow (test/unit/machines/model.test.ts reads it).
import { auditLogMachine } from "./auditLog.machine.ts";

const failure = { kind: "network", message: "Could not reach the server." };

export const model = [
  auditLogMachine,
  {
    inputs: [{ hasCached: false }, { hasCached: true }],
    events: [
      { type: "xstate.done.actor.loadAudit", output: { count: 12 } },
      { type: "xstate.error.actor.loadAudit", error: failure },
      { type: "audit.retry" },
      { type: "filter.changed", field: "person", value: "Meera" },
      { type: "filters.applied" },
      { type: "filters.cleared" },
    ],
  },
] as const;

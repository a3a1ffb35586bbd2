// The audit page (decision 080): its screen, its flow and the list its flow loads.
import { auditList, auditSlot, type AuditFilters } from "../../codecs/audit.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchListFor } from "../../features/lists.ts";
import { auditLogMachine } from "./auditLog.machine.ts";
import { auditLogScreen } from "./index.ts";

export const feature = defineFeature({
  id: "auditLog",
  machines: [auditLogMachine],
  lists: [auditSlot],
  provide: (w) => [
    auditLogMachine.provide({
      actors: { loadAudit: fetchListFor<AuditFilters>(w, (filters) => ({ slot: auditSlot, contract: auditList, params: filters })) },
    }),
  ],
  screens: [auditLogScreen],
});

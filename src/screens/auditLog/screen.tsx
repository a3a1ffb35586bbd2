// /auditLog hosted (decision 080): the audit flow (its filters and load) and the store's rows of
// the last load, as the View's props. The newest rows show at once when saved on this device while
// they refresh; rows of a load that failed are not shown as if they were the filtered ones.
import { AUDIT_ACTIONS, AUDIT_KINDS, auditSlot, type AuditFilterField } from "../../codecs/audit.ts";
import { programmeDate } from "../../codecs/calendar.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { listLoad, rowsOf } from "../lists.ts";
import { auditLogMachine } from "./auditLog.machine.ts";
import { AuditLogView } from "./AuditLogView.tsx";

export default hosted<ScreenProps>()({
  flows: {
    log: flow({ machine: auditLogMachine, key: "auditLog", input: (h) => ({ hasCached: rowsOf(h, auditSlot).length > 0 }) }),
  },
  select: (s) => {
    const { snap, send } = s.flows.log;
    const failed = snap.matches({ data: "failed" });
    const rows = failed ? [] : rowsOf(s, auditSlot);
    const error = failed || snap.matches({ data: "stale" }) ? snap.context.error : null;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, snap, rows.length, error, auditSlot, () => send({ type: "audit.retry" })),
      settled: !snap.hasTag("loading") && !failed,
      today: programmeDate(new Date()),
      draft: snap.context.draft,
      filtered: Object.keys(snap.context.applied).length > 0,
      kinds: AUDIT_KINDS,
      actions: Object.keys(AUDIT_ACTIONS),
      rows,
      onFilter: (field: AuditFilterField, value: string) => send({ type: "filter.changed", field, value }),
      onApply: () => send({ type: "filters.applied" }),
      onClear: () => send({ type: "filters.cleared" }),
    };
  },
  View: AuditLogView,
  onReconnect: ({ flows: { log } }) => {
    if (log.snap.matches({ data: "failed" }) || log.snap.matches({ data: "stale" })) log.send({ type: "audit.retry" });
  },
});

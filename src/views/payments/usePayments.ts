// The FCP's payments as both their screens read them (/payment-Summary, /listPayments): the cached
// rows of this person and this financial year (India's), with the list flow's states.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { currentFinancialYear, inFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { paymentsSlot, totalsOf } from "../../codecs/payments.ts";
import { homeOf } from "../../codecs/session.ts";
import { paymentListMachine } from "../../machines/paymentList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useList } from "../flows.ts";

export function usePayments() {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const cached = useList(paymentsSlot);
  const [now] = useMemo(() => [new Date()], []);
  const fy = useMemo(() => currentFinancialYear(now), [now]);
  const rows = useMemo(() => cached.filter((r) => r.accountid === user?.sfid && inFinancialYear(fy, r.start_date_time__c)), [cached, user?.sfid, fy]);
  const [snap, send] = useFlow("paymentList", paymentListMachine, { hasCached: rows.length > 0 });
  return {
    rows,
    totals: useMemo(() => totalsOf(rows), [rows]),
    fy,
    today: programmeDate(now),
    back: user ? homeOf(user) : "/",
    ...useListLoad(snap, rows.length, snap.matches("failed") || snap.matches("stale") ? snap.context.error : null, paymentsSlot.name, () =>
      send({ type: "payments.retry" }),
    ),
    settled: !snap.hasTag("loading") && !snap.matches("failed"),
  };
}

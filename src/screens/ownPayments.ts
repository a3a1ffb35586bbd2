// The FCP's own payments as both their screens read them (/payment-Summary, /listPayments): the
// paymentList flow and the cached rows of this person and this financial year (India's), as the
// props of the frame they share (src/views/payments/OwnPayments.tsx). A failed load says so with
// Try again, and loads again when the connection comes back.
import { currentFinancialYear, inFinancialYear, programmeDate } from "../codecs/calendar.ts";
import { dueBadgeOf, paymentsSlot, totalsOf } from "../codecs/payments.ts";
import { homeOf } from "../codecs/session.ts";
import { paymentListMachine } from "../machines/paymentList.machine.ts";
import type { OwnPaymentsProps } from "../views/payments/OwnPayments.tsx";
import type { ScreenProps } from "../views/routes.ts";
import { flow, type HostInput, type Running, type Selection } from "./host.tsx";
import { keptError, listLoad, rowsOf } from "./lists.ts";

/** The person's cached payments of this financial year. */
const ownRows = (h: HostInput<ScreenProps>) => {
  const fy = currentFinancialYear(new Date());
  return rowsOf(h, paymentsSlot).filter((r) => r.accountid === h.user?.sfid && inFinancialYear(fy, r.start_date_time__c));
};

/** The payments' loader flow (its log key as before: paymentList). */
export const ownPaymentsFlows = {
  list: flow({ machine: paymentListMachine, key: "paymentList", input: (h: HostInput<ScreenProps>) => ({ hasCached: ownRows(h).length > 0 }) }),
};

type Own = Selection<ScreenProps, typeof ownPaymentsFlows>;

export function selectOwnPayments(s: Own): OwnPaymentsProps {
  const now = new Date();
  const rows = ownRows(s);
  const { snap, send } = s.flows.list;
  return {
    title: s.props.title,
    back: s.user ? homeOf(s.user) : "/",
    load: listLoad(s, snap, rows.length, keptError(snap), paymentsSlot, () => send({ type: "payments.retry" })),
    settled: !snap.hasTag("loading") && !snap.matches("failed"),
    fy: currentFinancialYear(now),
    today: programmeDate(now),
    rows,
    // Payment Details' totals (the one screen of the two that shows them) count by its badges
    totals: totalsOf(rows, dueBadgeOf),
  };
}

export const retryOwnPayments = ({ flows: { list } }: { flows: { list: Running<typeof paymentListMachine> } }) => {
  if (keptError(list.snap) !== null) list.send({ type: "payments.retry" });
};

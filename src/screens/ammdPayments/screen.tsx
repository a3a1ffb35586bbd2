// /listPaymentsAMMD hosted: the ammdPayments flow (its load and the CMDI and FCP filters) and the
// store's cached rows assigned to this AMMD in this financial year, as the View's props: the FCP
// choices follow the CMDI, the totals count what is shown.
import { currentFinancialYear, inFinancialYear, programmeDate } from "../../codecs/calendar.ts";
import { ammdPaymentsSlot, filterPayments, paymentChoices, totalsOf } from "../../codecs/payments.ts";
import { homeOf } from "../../codecs/session.ts";
import { ammdPaymentsMachine } from "../../machines/ammdPayments.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, type HostInput, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import { AmmdPaymentsView } from "./AmmdPaymentsView.tsx";

/** The cached rows of the workshops assigned to this AMMD (the sfid's first 15 characters) this financial year. */
const mineOf = (h: HostInput<ScreenProps>) => {
  const fy = currentFinancialYear(new Date());
  const mine = (h.user?.sfid ?? "").slice(0, 15);
  return rowsOf(h, ammdPaymentsSlot).filter((r) => (r.assigned_ammd__c ?? "").slice(0, 15) === mine && inFinancialYear(fy, r.start_date_time__c));
};

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: ammdPaymentsMachine,
      key: "ammdPayments",
      input: (h) => ({ hasCached: mineOf(h).length > 0, windowed: (totalOf(h.state, ammdPaymentsSlot) ?? 0) > rowsOf(h, ammdPaymentsSlot).length }),
    }),
  },
  select: (s) => {
    const now = new Date();
    const rows = mineOf(s);
    const { snap, send } = s.flows.list;
    const { cmdi, fcp, page } = snap.context;
    const onDevice = filterPayments(rows, { cmdi, fcp });
    // decision 092: the server's page when it answered the filters; else what this phone holds
    const fromServer = snap.matches({ server: "shown" }) && page !== null;
    const shown = fromServer ? page.rows : onDevice;
    const held = rowsOf(s, ammdPaymentsSlot).length;
    const total = totalOf(s.state, ammdPaymentsSlot);
    const busy = snap.hasTag("loading");
    const failed = snap.matches({ data: "failed" }) || snap.matches({ data: "stale" });
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: {
        loading: busy && rows.length === 0,
        refreshing: busy && rows.length > 0,
        error: failed ? snap.context.error : null,
        onRetry: () => send({ type: "ammdPayments.retry" }),
      },
      settled: !busy && !snap.matches({ data: "failed" }),
      fy: currentFinancialYear(now),
      today: programmeDate(now),
      any: rows.length > 0,
      cmdi,
      fcp,
      choices: paymentChoices(rows, cmdi),
      shown,
      totals: totalsOf(shown),
      windowed: total !== undefined && total > held,
      source: sourceOf(
        {
          at: serverAt(snap.value),
          page,
          pageError: snap.context.pageError,
          more: snap.can({ type: "server.more" }),
        },
        { held, total, onDevice: onDevice.length, send },
      ),
      onCmdi: (v: string) => send({ type: "filter.cmdi", cmdi: v }),
      onFcp: (v: string) => send({ type: "filter.fcp", fcp: v }),
      onClear: () => send({ type: "filter.cleared" }),
    };
  },
  View: AmmdPaymentsView,
});

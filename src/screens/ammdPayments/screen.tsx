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
import type { WindowSource } from "../../views/WindowNote.tsx";
import { AmmdPaymentsView } from "./AmmdPaymentsView.tsx";

/** The cached rows of the workshops assigned to this AMMD (the sfid's first 15 characters) this financial year. */
const mineOf = (h: HostInput<ScreenProps>) => {
  const fy = currentFinancialYear(new Date());
  const mine = (h.user?.sfid ?? "").slice(0, 15);
  return rowsOf(h, ammdPaymentsSlot).filter((r) => (r.assigned_ammd__c ?? "").slice(0, 15) === mine && inFinancialYear(fy, r.start_date_time__c));
};

/** Where the rows shown come from (decision 092): the flow's server part (`at`), its page and error. */
function sourceOf(
  f: {
    at: "device" | "asking" | "shown" | "offline" | "failed";
    page: { rows: unknown[]; total: number } | null;
    pageError: string | null;
    more: boolean;
  },
  o: { held: number; total: number | undefined; onDevice: number; send: (e: { type: "server.more" } | { type: "server.retry" }) => void },
): WindowSource {
  if (o.total === undefined || o.total <= o.held) return { kind: "whole" };
  if (f.at === "asking") return { kind: "asking" };
  if (f.at === "shown" && f.page)
    return { kind: "server", shown: f.page.rows.length, total: f.page.total, onMore: f.more ? () => o.send({ type: "server.more" }) : null };
  if (f.at === "offline") return { kind: "offline", held: o.onDevice, total: o.total };
  if (f.at === "failed") return { kind: "failed", message: f.pageError ?? "", onRetry: () => o.send({ type: "server.retry" }) };
  return { kind: "device", held: o.held, total: o.total };
}

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
          at: (snap.value as { server: "device" | "asking" | "shown" | "offline" | "failed" }).server,
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

// /viewFCPLeads hosted (decision 042): the leads' loader flow ('fcpLeads', fetched on every opening)
// and the store's cached leads of the manager's FCPs, as the View's props; the FCP chosen is the
// View's own, told to the flow: the device holds a window of a manager's leads (decision 092), so
// an FCP chosen asks the server for their leads, and "All my FCPs" pages the rest from it. The
// FCPs offered are those with leads on the phone and the manager's FCPs the phone holds (/listMyFCP's
// list). A failed load loads again when the connection comes back.
import { fcpLabel } from "../../codecs/display.ts";
import { leadsSlot } from "../../codecs/lead.ts";
import { FCP_SLOTS } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpLeadsMachine } from "../../machines/fcpLeads.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { totalOf } from "../../store/state.ts";
import { kept } from "../../views/kept.ts";
import { flow, hosted } from "../host.tsx";
import { keptDataError, listLoad, rowsOf } from "../lists.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import { FcpLeadsView } from "./FcpLeadsView.tsx";

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: fcpLeadsMachine,
      key: "fcpLeads",
      input: (h) => ({
        hasCached: rowsOf(h, leadsSlot).length > 0,
        fresh: false,
        windowed: (totalOf(h.state, leadsSlot) ?? 0) > rowsOf(h, leadsSlot).length,
      }),
    }),
  },
  select: (s) => {
    const held = rowsOf(s, leadsSlot);
    const { snap, send } = s.flows.list;
    const { page } = snap.context;
    // decision 092: the server's page when it was asked; else what this phone holds
    const rows = snap.matches({ server: "shown" }) && page !== null ? page.rows : held;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      canAssign: s.user?.role === "CMDI",
      rows,
      // the FCPs offered: the manager's the phone holds, and those of the leads it holds (not of a server's page)
      fcps: kept(held, "fcpLeads.fcps", () => [
        ...rowsOf(s, FCP_SLOTS.all).map((f): [number, string] => [f.id, fcpLabel(f)]),
        ...held.flatMap((l): [number, string][] =>
          l.fcp_id === null ? [] : [[l.fcp_id, fcpLabel({ name: l.fcp_name, phone: l.fcp_phone, id: l.fcp_id })]],
        ),
      ]),
      load: listLoad(s, snap, held.length, keptDataError(snap), leadsSlot, () => send({ type: "list.retry" })),
      failed: snap.matches({ data: "failed" }),
      source: sourceOf(
        { at: serverAt(snap.value), page, pageError: snap.context.pageError, more: snap.can({ type: "server.more" }) },
        // All my FCPs: "Show more from the server" reaches the rest
        { held: held.length, total: totalOf(s.state, leadsSlot), onDevice: held.length, send, moreFromDevice: true },
      ),
      // one FCP's leads are asked of the server by their FCP; All (or none chosen): the phone's
      onFcp: (fcp: string) => send({ type: "query.changed", query: { filters: { fcp_id: /^\d+$/.test(fcp) ? fcp : "" }, search: "" } }),
    };
  },
  View: FcpLeadsView,
  onReconnect: ({ flows: { list } }) => {
    if (keptDataError(list.snap) !== null) list.send({ type: "list.retry" });
    if (list.snap.matches({ server: "offline" })) list.send({ type: "server.retry" });
  },
});

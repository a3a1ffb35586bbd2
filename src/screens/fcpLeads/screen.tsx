// /viewFCPLeads hosted (decision 042): the leads' loader flow ('fcpLeads', fetched on every opening)
// and the store's cached leads of the manager's FCPs, as the View's props; the FCP chosen is the
// View's own. A failed load loads again when the connection comes back.
import { leadsSlot } from "../../codecs/lead.ts";
import { homeOf } from "../../codecs/session.ts";
import { leadListMachine } from "../../machines/leadList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { FcpLeadsView } from "./FcpLeadsView.tsx";

export default hosted<ScreenProps>()({
  flows: { list: cachedListFlow<ScreenProps>(leadsSlot, leadListMachine, "fcpLeads", { refreshOnOpen: true }) },
  select: (s) => {
    const { rows, load, failed } = cachedListOf(s, s.flows.list, leadsSlot);
    return { title: s.props.title, back: s.user ? homeOf(s.user) : "/", canAssign: s.user?.role === "CMDI", rows, load, failed };
  },
  View: FcpLeadsView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});

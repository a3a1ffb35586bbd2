// /listLead hosted (decision 042): the leads' loader flow ('leadList', fetched on every opening) and
// the store's cached leads, as the View's props; the search text and the status filter are the
// View's own. A failed load loads again when the connection comes back.
import { leadsSlot } from "../../codecs/lead.ts";
import { homeOf } from "../../codecs/session.ts";
import { leadListMachine } from "../../machines/leadList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { LeadListView } from "./LeadListView.tsx";

export default hosted<ScreenProps>()({
  flows: { list: cachedListFlow<ScreenProps>(leadsSlot, leadListMachine, "leadList", { refreshOnOpen: true }) },
  select: (s) => {
    const { rows, load, failed } = cachedListOf(s, s.flows.list, leadsSlot);
    return { title: s.props.title, back: s.user ? homeOf(s.user) : "/", rows, load, failed };
  },
  View: LeadListView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});

// /listFCPAssignedHPA hosted (decision 041): the HPAs' loader flow (its own key) and the store's
// cached HPAs, as the View's props.
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { hpasFlow, hpasOf, hpasReconnect } from "../hpaList/hpas.ts";
import { AssignedHpaListView } from "./AssignedHpaListView.tsx";

export default hosted<ScreenProps>()({
  flows: { list: hpasFlow<ScreenProps>("assignedHpaList") },
  select: (s) => {
    const { rows, load, failed } = hpasOf(s, s.flows.list);
    return { title: s.props.title, back: s.user ? homeOf(s.user) : "/", rows, load, failed };
  },
  View: AssignedHpaListView,
  onReconnect: ({ flows: { list } }) => hpasReconnect(list),
});

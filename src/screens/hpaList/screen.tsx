// /listHPA hosted (decision 041): the HPAs' loader flow and the store's cached HPAs, as the View's
// props; the search text and the type filter are the View's own.
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { hpasFlow, hpasOf, hpasReconnect } from "./hpas.ts";
import { HpaListView } from "./HpaListView.tsx";

export default hosted<ScreenProps>()({
  flows: { list: hpasFlow<ScreenProps>("hpaList") },
  select: (s) => {
    const { rows, load, failed } = hpasOf(s, s.flows.list);
    return { title: s.props.title, back: s.user ? homeOf(s.user) : "/", rows, load, failed };
  },
  View: HpaListView,
  onReconnect: ({ flows: { list } }) => hpasReconnect(list),
});

// /assignedHPA?id= hosted (decision 041): the HPAs' loader flow (its own key) and the HPA of the
// address from the store's cached HPAs, as the View's props.
import type * as t from "io-ts";
import type { HpaParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { hpasFlow, hpasOf, hpasReconnect } from "../hpaList/hpas.ts";
import { HpaView } from "./HpaView.tsx";

type Props = ScreenProps<t.TypeOf<typeof HpaParams>>;

export default hosted<Props>()({
  flows: { list: hpasFlow<Props>("hpaDetails") },
  select: (s) => {
    const { rows, load, busy, failed } = hpasOf(s, s.flows.list);
    return { title: s.props.title, hpa: rows.find((r) => r.id === s.props.params.id) ?? null, load, busy, failed };
  },
  View: HpaView,
  onReconnect: ({ flows: { list } }) => hpasReconnect(list),
});

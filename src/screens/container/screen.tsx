// /viewContainer hosted (decision 043): the containers' loader flow (`containerList`, or
// `containerDetails` for ?id=) and the store's cached containers, as the View's props; the FCP's
// own container opens in its form (./editor.tsx, with its flows). A failed load says so with Try
// again, and loads again when the connection comes back.
import type * as t from "io-ts";
import { containersSlot } from "../../codecs/container.ts";
import type { ContainerParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { containerListMachine } from "../../machines/containerList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { ContainerEditor } from "./editor.tsx";
import { ContainerView } from "./ContainerView.tsx";

type Props = ScreenProps<t.TypeOf<typeof ContainerParams>>;

export default hosted<Props>()({
  flows: {
    list: flow({
      machine: containerListMachine,
      key: (h) => (h.props.params.id === undefined ? "containerList" : "containerDetails"),
      input: (h) => ({ hasCached: rowsOf(h, containersSlot).length > 0, fresh: false }),
    }),
  },
  select: (s) => {
    const rows = rowsOf(s, containersSlot);
    const { snap, send } = s.flows.list;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      isFcp: s.user?.role === "FCP",
      id: s.props.params.id,
      rows,
      load: listLoad(s, snap, rows.length, keptError(snap), containersSlot, () => send({ type: "list.retry" })),
      busy: snap.hasTag("loading"),
      failed: snap.matches("failed"),
      Editor: ContainerEditor,
    };
  },
  View: ContainerView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});

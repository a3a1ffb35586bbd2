// /viewContainer hosted (decision 043): the containers' loader flow (`containerList`, or
// `containerDetails` for ?id=) and the store's cached containers, as the View's props; the FCP's
// own container opens in its form (./editor.tsx, with its flows). A failed load says so with Try
// again, and loads again when the connection comes back. A manager's device holds a window of their
// FCPs' containers (decision 092): "Show more from the server" pages the rest, and a container not
// held opens from the server by its id.
import type * as t from "io-ts";
import { containersSlot } from "../../codecs/container.ts";
import type { ContainerParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { containerListMachine } from "../../machines/containerList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { totalOf } from "../../store/state.ts";
import { flow, hosted } from "../host.tsx";
import { keptDataError, listLoad, rowsOf } from "../lists.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import { ContainerEditor } from "./editor.tsx";
import { ContainerView } from "./ContainerView.tsx";

type Props = ScreenProps<t.TypeOf<typeof ContainerParams>>;

export default hosted<Props>()({
  flows: {
    list: flow({
      machine: containerListMachine,
      key: (h) => (h.props.params.id === undefined ? "containerList" : "containerDetails"),
      input: (h) => ({
        hasCached: rowsOf(h, containersSlot).length > 0,
        fresh: false,
        windowed: (totalOf(h.state, containersSlot) ?? 0) > rowsOf(h, containersSlot).length,
        // one container not on this phone is asked of the server by its id
        ...(h.props.params.id !== undefined && !rowsOf(h, containersSlot).some((r) => r.id === h.props.params.id)
          ? { query: { filters: { id: String(h.props.params.id) }, search: "" } }
          : {}),
      }),
    }),
  },
  select: (s) => {
    const held = rowsOf(s, containersSlot);
    const { snap, send } = s.flows.list;
    const { page } = snap.context;
    // decision 092: the server's page when it was asked; else what this phone holds
    const rows = snap.matches({ server: "shown" }) && page !== null ? (page.rows as typeof held) : held;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      isFcp: s.user?.role === "FCP",
      id: s.props.params.id,
      rows,
      load: listLoad(s, snap, rows.length, keptDataError(snap), containersSlot, () => send({ type: "list.retry" })),
      busy: snap.hasTag("loading") || snap.hasTag("asking"),
      failed: snap.matches({ data: "failed" }),
      source: sourceOf(
        { at: serverAt(snap.value), page, pageError: snap.context.pageError, more: snap.can({ type: "server.more" }) },
        // no filter: "Show more from the server" reaches the rest
        { held: held.length, total: totalOf(s.state, containersSlot), onDevice: held.length, send, moreFromDevice: true },
      ),
      Editor: ContainerEditor,
    };
  },
  View: ContainerView,
  onReconnect: ({ flows: { list } }) => {
    if (keptDataError(list.snap) !== null) list.send({ type: "list.retry" });
    // a page not asked for want of a network is asked once back online (decision 092)
    if (list.snap.matches({ server: "offline" })) list.send({ type: "server.retry" });
  },
});

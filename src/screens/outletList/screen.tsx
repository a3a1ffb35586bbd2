// /listOutlet hosted (spec screen 4): the list flow (search, delete dialog) and the store's cached
// outlets, as the View's props: the rows show at once after a reload, and an offline change shows
// before it is sent (its write's status on its row). A failed load says so with Try again, and
// loads again when the connection comes back.
import { outletsSlot, searchOutlets } from "../../codecs/outlet.ts";
import { homeOf } from "../../codecs/session.ts";
import { outletListMachine } from "../../machines/outletList.machine.ts";
import { entryProblem, rowWrites } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { listLoad, rowsOf } from "../lists.ts";
import { OutletListPageView, type OutletRowProps } from "./OutletListView.tsx";

type ListSnap = { matches: (s: { data: "failed" | "stale" }) => boolean; context: { error: string | null } };
const keptError = (snap: ListSnap) => (snap.matches({ data: "failed" }) || snap.matches({ data: "stale" }) ? snap.context.error : null);

export default hosted<ScreenProps>()({
  flows: {
    list: flow({ machine: outletListMachine, key: "outletList", input: (h) => ({ hasCached: rowsOf(h, outletsSlot).length > 0 }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, outletsSlot);
    const { snap, send } = s.flows.list;
    const { query, confirming } = snap.context;
    const found = searchOutlets(rows, query);
    const canEdit = s.user?.role === "CMDI";
    const writes = rowWrites(s.state, outletsSlot);
    const items = (found ?? rows).map((o): OutletRowProps => {
      const w = writes.get(o.id);
      return {
        outlet: o,
        status: w?.status === "synced" ? null : (w?.status ?? null),
        problem: w?.status === "rejected" ? entryProblem(w) : null,
        openable: typeof o.id === "number",
        deletable: canEdit && typeof o.id === "number",
      };
    });
    const load = listLoad(s, snap, rows.length, keptError(snap), outletsSlot, () => send({ type: "outlets.retry" }));
    return {
      title: s.props.title,
      query,
      onQuery: (q: string) => send({ type: "search.changed", query: q }),
      items,
      ...load,
      empty: !load.loading && found === null && rows.length === 0 && !snap.matches({ data: "failed" }),
      noResult: found !== null && found.length === 0,
      back: s.user ? homeOf(s.user) : "/",
      canAdd: canEdit,
      onDelete: (id: number, name: string) => send({ type: "outlet.delete", id, name }),
      confirming: snap.matches({ dialog: "closed" }) ? null : confirming,
      deleting: snap.hasTag("deleting"),
      onConfirmDelete: () => send({ type: "delete.confirmed" }),
      onCancelDelete: () => send({ type: "delete.cancelled" }),
    };
  },
  View: OutletListPageView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "outlets.retry" });
  },
});

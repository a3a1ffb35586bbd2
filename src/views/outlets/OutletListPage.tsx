// /listOutlet (spec screen 4): back, title 'Outlets', the search box, the rows (from the store,
// so they show at once after a reload and an offline change shows before it is sent), the add
// button and the delete dialog. The hook selects plain props; OutletListView draws them.
import { useDeferredValue, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { outletsSlot, searchOutlets } from "../../codecs/outlet.ts";
import { homeOf } from "../../codecs/session.ts";
import { outletListMachine } from "../../machines/outletList.machine.ts";
import { rowWrites, type StoreState } from "../../store/state.ts";
import { useAppActors } from "../actors.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useList, useStore } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { OutletListView, type OutletRowActions, type OutletRowProps } from "./OutletListView.tsx";

const outboxOf = (s: StoreState) => s.outbox;

export function useOutletList() {
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const rows = useList(outletsSlot);
  const outbox = useStore(outboxOf);
  const user = useSelector(session, (s) => s.context.user);
  const [snap, send] = useFlow("outletList", outletListMachine, { hasCached: rows.length > 0 });
  const { query, confirming, error } = snap.context;
  // the box answers each keystroke at once; the rows follow in an interruptible render
  const shownQuery = useDeferredValue(query);
  const found = useMemo(() => searchOutlets(rows, shownQuery), [rows, shownQuery]);
  const canEdit = user?.role === "CMDI";
  const items = useMemo(() => {
    const writes = rowWrites({ outbox }, outletsSlot);
    return (found ?? rows).map((o): OutletRowProps => {
      const w = writes.get(o.id);
      return {
        outlet: o,
        status: w?.status === "synced" ? null : (w?.status ?? null),
        problem: w?.status === "rejected" ? (w.error ?? null) : null,
        openable: typeof o.id === "number",
        deletable: canEdit && typeof o.id === "number",
      };
    });
  }, [found, rows, outbox, canEdit]);
  const actions = useMemo<OutletRowActions>(
    () => ({
      onOpen: (id) => navigate(`/addEditOutlet?outletid=${id}`),
      onDelete: (id, name) => send({ type: "outlet.delete", id, name }),
    }),
    [navigate, send],
  );
  const load = useListLoad(
    snap,
    rows.length,
    snap.matches({ data: "failed" }) || snap.matches({ data: "stale" }) ? error : null,
    outletsSlot.name,
    () => send({ type: "outlets.retry" }),
  );
  return {
    query,
    onQuery: (q: string) => send({ type: "search.changed", query: q }),
    items,
    actions,
    ...load,
    empty: !load.loading && found === null && rows.length === 0 && !snap.matches({ data: "failed" }),
    noResult: found !== null && found.length === 0,
    back: user ? homeOf(user) : "/",
    onAdd: canEdit ? () => navigate("/addEditOutlet") : null,
    confirming: snap.matches({ dialog: "closed" }) ? null : confirming,
    deleting: snap.hasTag("deleting"),
    onConfirmDelete: () => send({ type: "delete.confirmed" }),
    onCancelDelete: () => send({ type: "delete.cancelled" }),
  };
}

export default function OutletListPage({ title }: ScreenProps) {
  return <OutletListView title={title} {...useOutletList()} />;
}

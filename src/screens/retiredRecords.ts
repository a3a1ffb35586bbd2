// The super admin's windowed record lists with a "Show retired" switch (decisions 092, 118: Manage
// Content's items, Manage News's slides): the list's windowed loader flow
// (src/machines/windowedList.ts), the store's window and the record form's flow as one: the phone's
// records while the live ones with no search are shown; the server's page for the retired ones or a
// search; "Show more from the server" asks for the live ones; a record of the page opens like one of
// the phone's, the form keeping whether it is live; leaving the form asks the page again (a save or
// an action changed what it shows).
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { type ListQuery, narrows } from "../codecs/window.ts";
import type { windowedListMachine } from "../machines/windowedList.ts";
import { totalOf } from "../store/state.ts";
import { flow, type HostInput, type Running } from "./host.tsx";
import { keptDataError, listLoad, rowsOf } from "./lists.ts";
import { serverAt, sourceOf } from "./windowSource.ts";

// biome-ignore lint/suspicious/noExplicitAny: any list's rows (each screen reads its own slot's)
type ListMachine = ReturnType<typeof windowedListMachine<string, any>>;

/** The list's loader flow: fetched on every opening (others change the records), told whether the store holds a window. */
export const retiredRecordsFlow = <O>(slot: AnyListSlot, machine: ListMachine, key: string) =>
  flow<O, ListMachine>({
    machine,
    key,
    input: (h) => ({ hasCached: rowsOf(h, slot).length > 0, fresh: false, windowed: (totalOf(h.state, slot) ?? 0) > rowsOf(h, slot).length }),
  });

/** The live or the retired records with a search, as the page op is asked: the live ones with no search are the phone's. */
const asked = (query: string, retired: boolean): ListQuery =>
  !retired && query.trim() === "" ? { filters: {}, search: "" } : { filters: { active: String(!retired) }, search: query.trim() };

export function retiredRecordsOf<O, S extends AnyListSlot>(
  h: HostInput<O>,
  list: Running<ListMachine>,
  slot: S,
  /** the form's open record, whether it knows it live, and the list's search and switch */
  form: { target: number | null; active: boolean | null; query: string; retired: boolean },
  /** the phone's records for the search and switch */
  matching: (rows: readonly RowOfSlot<S>[]) => readonly RowOfSlot<S>[],
) {
  type R = RowOfSlot<S> & { id: number; active: boolean };
  const rows = rowsOf(h, slot) as readonly R[];
  const { snap, send } = list;
  const { page } = snap.context;
  const fromServer = snap.matches({ server: "shown" }) && page !== null;
  const paged = (fromServer ? page.rows : []) as R[];
  /** A record by id: the phone's row (the freshest after a save), else the server page's. */
  const byId = (id: number): R | null => rows.find((r) => r.id === id) ?? paged.find((r) => r.id === id) ?? null;
  const listed = form.target !== null ? byId(form.target) : null;
  const onDevice = matching(rows) as readonly R[];
  return {
    rows,
    byId,
    /** the open record, live as the form knows it (a page's row is not reloaded after a write) */
    open: listed && form.active !== null ? { ...listed, active: form.active } : listed,
    shown: fromServer ? paged : onDevice,
    total: Math.max(totalOf(h.state, slot) ?? 0, rows.length),
    load: listLoad(h, snap, rows.length, keptDataError(snap), slot, () => send({ type: "list.retry" })),
    source: sourceOf(
      { at: serverAt(snap.value), page, pageError: snap.context.pageError, more: snap.can({ type: "server.more" }) },
      {
        held: rows.length,
        total: totalOf(h.state, slot),
        onDevice: onDevice.length,
        send,
        // the live records with no search: "Show more from the server" asks for the live ones
        ...(narrows(asked(form.query, form.retired))
          ? {}
          : { onRest: () => send({ type: "query.changed", query: { filters: { active: "true" }, search: "" } }) }),
      },
    ),
    /** The search or the switch changed: the server is asked when they reach past the phone's. */
    ask: (query: string, retired: boolean) => send({ type: "query.changed", query: asked(query, retired) }),
    /** After the form is left: the server's page asked again. */
    again: () => {
      const q = snap.context.query;
      if (narrows(q) && !snap.matches({ server: "device" })) send({ type: "query.changed", query: q });
    },
  };
}

/** A page not asked for want of a network is asked once back online; a failed load again (a host's onReconnect). */
export function retryRetiredRecords({ snap, send }: Running<ListMachine>) {
  if (keptDataError(snap) !== null) send({ type: "list.retry" });
  if (snap.matches({ server: "offline" })) send({ type: "server.retry" });
}

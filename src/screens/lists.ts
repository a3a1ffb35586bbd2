// A cached list on a hosted screen (src/screens/host.tsx): its loader flow (src/machines/cachedList.ts
// or a machine with the shared refresh states) and what the screen says while it loads, as plain props.
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { listOf } from "../store/state.ts";
import { FRESH_MS, type CachedListMachine } from "../machines/cachedList.ts";
import type { ListLoad } from "../views/shell/PageStates.tsx";
import { flow, type HostInput, type Running } from "./host.tsx";

/** A list counts as fresh for FRESH_MS after it was fetched (a details page opened from it does not fetch it again). */
export const isFresh = (fetchedAt: number | undefined) => fetchedAt !== undefined && Date.now() - fetchedAt < FRESH_MS;

/** What a list's load reads of its flow's snapshot (the shared refresh states of src/machines/refresh.ts). */
export type LoadSnapshot = { hasTag: (tag: string) => boolean };

/** A list's load as its screen shows it (ListLoad): the first load, a refresh over what is shown, slow, offline, failed. */
export function listLoadOf(
  snap: LoadSnapshot,
  o: { shown: number; error: string | null; offline: boolean; savedAt: number | undefined; onRetry: () => void },
): ListLoad {
  const busy = snap.hasTag("loading");
  return {
    loading: busy && o.shown === 0,
    refreshing: busy && o.shown > 0,
    slow: snap.hasTag("slow"),
    cached: o.shown > 0,
    error: o.error,
    onRetry: o.onRetry,
    offline: o.offline,
    ...(o.savedAt === undefined ? {} : { savedAt: o.savedAt }),
  };
}

/** The list's load from its flow's snapshot, the rows shown and the kept error (ListLoad). */
export const listLoad = <O>(
  h: HostInput<O>,
  snap: LoadSnapshot,
  shown: number,
  error: string | null,
  slot: AnyListSlot,
  onRetry: () => void,
): ListLoad => listLoadOf(snap, { shown, error, offline: !h.online, savedAt: h.state.fetchedAt[slot.name], onRetry });

/** The rows of a cached list now. */
export const rowsOf = <O, S extends AnyListSlot>(h: HostInput<O>, slot: S): readonly RowOfSlot<S>[] => listOf(h.state, slot);

/** The kept error of the shared refresh states (stale or failed), else null. */
export const keptError = (snap: { matches: (s: "failed" | "stale") => boolean; context: { error: string | null } }): string | null =>
  snap.matches("failed") || snap.matches("stale") ? snap.context.error : null;

/** The same of a windowed list's flow (src/machines/windowedList.ts), whose loader is its `data` region. */
export const keptDataError = (snap: { matches: (s: { data: "failed" | "stale" }) => boolean; context: { error: string | null } }): string | null =>
  snap.matches({ data: "failed" }) || snap.matches({ data: "stale" }) ? snap.context.error : null;

/**
 * A cached list's loader flow (src/machines/cachedList.ts): `key`
 * names it in the log; fetched again unless the store's copy is fresh, or on every opening however
 * fresh with `refreshOnOpen` (a list others change).
 */
export const cachedListFlow = <O>(slot: AnyListSlot, machine: CachedListMachine, key: string, { refreshOnOpen = false } = {}) =>
  flow<O, CachedListMachine>({
    machine,
    key,
    input: (h) => ({ hasCached: rowsOf(h, slot).length > 0, fresh: !refreshOnOpen && isFresh(h.state.fetchedAt[slot.name]) }),
  });

/** The rows, the load (ListLoad, spread too) and the flow's own state. */
export function cachedListOf<O, S extends AnyListSlot>(h: HostInput<O>, { snap, send }: Running<CachedListMachine>, slot: S) {
  const rows = rowsOf(h, slot);
  const load = listLoad(h, snap, rows.length, keptError(snap), slot, () => send({ type: "list.retry" }));
  return { rows, busy: snap.hasTag("loading"), failed: snap.matches("failed"), load, ...load };
}

/** A cached list whose load failed is tried again when the connection comes back (a host's onReconnect). */
export const retryCachedList = ({ snap, send }: Running<CachedListMachine>) => {
  if (keptError(snap) !== null) send({ type: "list.retry" });
};

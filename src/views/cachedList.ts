// A screen's cached list and its loader flow (src/machines/cachedList.ts): the rows from the store
// at once, fetched again unless the store's copy is fresh, and what the screen says meanwhile.
import { useEffect, useRef } from "react";
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { FRESH_MS, type CachedListMachine } from "../machines/cachedList.ts";
import { useFlow, useList, useOnline, useStore } from "./flows.ts";
import type { ListLoad } from "./shell/PageStates.tsx";

/** A list counts as fresh for FRESH_MS after it was fetched (a details page opened from it does not fetch it again). */
export const isFresh = (fetchedAt: number | undefined) => fetchedAt !== undefined && Date.now() - fetchedAt < FRESH_MS;

/**
 * `key` names the flow in the log (the loader of a list page and of its details page are two flows);
 * `refreshOnOpen`: fetched on every opening however fresh (a list others change, whose page must
 * follow at the latest on a reload: the CMDI's trainings, decision 034).
 */
export function useCachedList<S extends AnyListSlot>(slot: S, machine: CachedListMachine, key: string, { refreshOnOpen = false } = {}) {
  const rows: readonly RowOfSlot<S>[] = useList(slot);
  const fetchedAt = useStore((s) => s.fetchedAt[slot.name]);
  const [snap, send] = useFlow(key, machine, { hasCached: rows.length > 0, fresh: !refreshOnOpen && isFresh(fetchedAt) });
  const error = snap.matches("failed") || snap.matches("stale") ? snap.context.error : null;
  const load = useListLoad(snap, rows.length, error, slot.name, () => send({ type: "list.retry" }));
  return {
    rows,
    /** The list is being fetched (with or without cached rows). */
    busy: snap.hasTag("loading"),
    failed: snap.matches("failed"),
    /** The load alone, for a view's props. */
    load,
    ...load,
  };
}

/** What a list's load reads of its flow's snapshot (the shared refresh states of src/machines/refresh.ts). */
export type LoadSnapshot = { hasTag: (tag: string) => boolean };

/** A list's load as its screen shows it (ListLoad): the same for a hosted screen (src/screens/lists.ts) and useListLoad. */
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

/**
 * A list's load as its screen shows it (ListLoad), from its flow's snapshot (the shared refresh
 * states of src/machines/refresh.ts), the count of rows shown, the kept error and the list's slot
 * (when its rows were fetched); whether the device is offline now comes from the connection, and a
 * load that failed is tried again when it comes back.
 */
export function useListLoad(snap: LoadSnapshot, shown: number, error: string | null, slot: string, onRetry: () => void): ListLoad {
  const offline = !useOnline();
  const savedAt = useStore((s) => s.fetchedAt[slot]);
  // a load that failed while offline is tried again when the connection comes back
  const wasOffline = useRef(offline);
  const failed = error !== null;
  useEffect(() => {
    if (wasOffline.current && !offline && failed) onRetry();
    wasOffline.current = offline;
  }, [offline, failed, onRetry]);
  return listLoadOf(snap, { shown, error, offline, savedAt, onRetry });
}

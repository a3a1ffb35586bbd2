// A screen's cached list and its loader flow (src/machines/cachedList.ts): the rows from the store
// at once, fetched again unless the store's copy is fresh, and what the screen says meanwhile.
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { FRESH_MS, type CachedListMachine } from "../machines/cachedList.ts";
import { useFlow, useList, useStore } from "./flows.ts";

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
  return {
    rows,
    /** The list is being fetched (with or without cached rows). */
    busy: snap.hasTag("loading"),
    loading: snap.hasTag("loading") && rows.length === 0,
    refreshing: snap.hasTag("loading") && rows.length > 0,
    failed: snap.matches("failed"),
    error: snap.matches("failed") || snap.matches("stale") ? snap.context.error : null,
    onRetry: () => send({ type: "list.retry" }),
  };
}

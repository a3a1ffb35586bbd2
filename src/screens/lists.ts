// A cached list on a hosted screen (src/screens/host.tsx): its loader flow (src/machines/cachedList.ts
// or a machine with the shared refresh states) and what the screen says while it loads, as plain props.
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { listOf } from "../store/state.ts";
import { listLoadOf, type LoadSnapshot } from "../views/cachedList.ts";
import type { ListLoad } from "../views/shell/PageStates.tsx";
import type { HostInput } from "./host.tsx";

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

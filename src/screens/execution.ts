// What the two execution screens (/addParticipants, /addPhotos; decision 030) select alike: the
// state ExecutionFrame draws from the workshopExecution flow, and the cached report's row.
import type { SnapshotFrom } from "xstate";
import { workshopExecutionSlot } from "../codecs/workshopExecution.ts";
import type { workshopExecutionMachine } from "../machines/workshopExecution.machine.ts";
import type { ExecutionState } from "../views/workshopExecution/ExecutionStates.tsx";
import type { HostInput } from "./host.tsx";
import { rowsOf } from "./lists.ts";

export function executionState(
  snap: SnapshotFrom<typeof workshopExecutionMachine>,
  cached: boolean,
): { state: ExecutionState; error: string | null; stale: boolean } {
  const state: ExecutionState = snap.matches({ load: "notFound" })
    ? "notFound"
    : snap.matches({ load: "wrongStage" })
      ? "wrongStage"
      : snap.matches({ load: "failed" })
        ? "failed"
        : snap.hasTag("loading") && !cached
          ? "loading"
          : "ready";
  return { state, error: snap.context.error, stale: snap.matches({ load: "stale" }) };
}

/** The workshop's cached report (its execution row), or null. */
export const executionRowOf = <O>(h: HostInput<O>, id: number) => rowsOf(h, workshopExecutionSlot).find((r) => r.id === id) ?? null;

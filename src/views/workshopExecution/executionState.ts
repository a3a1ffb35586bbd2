// The state of an execution screen from its flow (decision 030): what ExecutionFrame draws.
import type { SnapshotFrom } from "xstate";
import type { workshopExecutionMachine } from "../../machines/workshopExecution.machine.ts";
import type { ExecutionState } from "./ExecutionStates.tsx";

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

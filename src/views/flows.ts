// Flows the views start (the gate, the news, a lazy screen's loader, a screen's form): one hook,
// `useFlow`, asks the host for the machine and actor options of an instance. The live host
// (wiring.ts) records the instance into the event log; a replay host (qa/ReplayScreen.tsx)
// restores it from a replay.
import { useCallback, useState, useSyncExternalStore } from "react";
import { useMachine } from "@xstate/react";
import type { ActorOptions, AnyStateMachine, InputFrom } from "xstate";
import type { StoreState } from "../store/state.ts";
import { useAppActors } from "./actors.tsx";

export interface FlowHost {
  /** `key` names the instance in the log: the machine id, or `id:instance` when several may run. */
  prepare<M extends AnyStateMachine>(key: string, machine: M, input: InputFrom<M> | undefined): { machine: M; options: ActorOptions<M> };
}

export function useFlow<M extends AnyStateMachine>(key: string, machine: M, input?: InputFrom<M>) {
  const { flows } = useAppActors();
  const [prepared] = useState(() => flows.prepare(key, machine, input));
  return useMachine(prepared.machine, prepared.options as never);
}

/** A host that starts each flow as given, unrecorded (component tests). */
export const plainFlowHost = (clock?: unknown): FlowHost => ({
  prepare: (_key, machine, input) => ({ machine, options: { input, ...(clock ? { clock } : {}) } as never }),
});

/** What the views read of the event-sourced store. */
export interface StoreView {
  state(): StoreState;
  subscribe(fn: (s: StoreState) => void): () => void;
}

/** The store's state through `select`. A change reaches the component after the code that made
 * it: a flow that starts while React draws another component appends to the log, and this one
 * must not re-render in the middle of that. */
export function useStore<T>(select: (s: StoreState) => T): T {
  const { store } = useAppActors();
  const subscribe = useCallback((changed: () => void) => store.subscribe(() => queueMicrotask(changed)), [store]);
  return useSyncExternalStore(subscribe, () => select(store.state()));
}

// Flows the views start (the gate, the news, a lazy screen's loader, a screen's form): one hook,
// `useFlow`, asks the host for the machine and actor options of an instance. The live host
// (wiring.ts) records the instance into the event log; a replay host (src/screens/qaLog/ReplayScreen.tsx)
// restores it from a replay.
import { useCallback, useState, useSyncExternalStore } from "react";
import { useMachine } from "@xstate/react";
import type { ActorOptions, AnyStateMachine, InputFrom } from "xstate";
import type { AnyFactSlot, ValueOfFact } from "../codecs/facts.ts";
import type { AnyListSlot, RowOfSlot } from "../codecs/lists.ts";
import { factOf, listOf, type StoreState } from "../store/state.ts";
import { useViewActors } from "./actors.tsx";

/** What a view may bind itself on top of a flow's effects (a lazy screen's chunk import). */
export type Implementations<M extends AnyStateMachine> = Parameters<M["provide"]>[0];

export interface FlowHost {
  /**
   * `key` names the instance in the log: the machine id, or `id:instance` when several may run.
   * `machine` is the machine as defined (src/machines); the host gives the one to run.
   */
  prepare<M extends AnyStateMachine>(
    key: string,
    machine: M,
    input: InputFrom<M> | undefined,
    implementations?: Implementations<M>,
  ): { machine: M; options: ActorOptions<M> };
}

/** Starts a flow of a registered machine (see FlowHost), once per component. */
export function useFlow<M extends AnyStateMachine>(key: string, machine: M, input?: InputFrom<M>, implementations?: Implementations<M>) {
  const { flows } = useViewActors();
  const [prepared] = useState(() => flows.prepare(key, machine, input, implementations));
  return useMachine(prepared.machine, prepared.options);
}

/** A host that starts each flow unrecorded (component tests): as defined, or as in `bound` (same id). */
export const plainFlowHost = (clock?: unknown, bound: readonly AnyStateMachine[] = []): FlowHost => ({
  prepare: (_key, machine, input, implementations) => {
    const own = (bound.find((m) => m.id === machine.id) ?? machine) as typeof machine;
    return {
      machine: implementations ? (own.provide(implementations) as typeof machine) : own,
      options: { input, ...(clock ? { clock } : {}) } as ActorOptions<typeof machine>,
    };
  },
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
  const { store } = useViewActors();
  const subscribe = useCallback((changed: () => void) => store.subscribe(() => queueMicrotask(changed)), [store]);
  return useSyncExternalStore(subscribe, () => select(store.state()));
}

/** A cached list, typed by its slot (src/codecs/lists.ts). */
export const useList = <S extends AnyListSlot>(slot: S): readonly RowOfSlot<S>[] => useStore((s) => listOf(s, slot));

/** Whether the device is online now (changes as the connection comes and goes). */
export function useOnline(): boolean {
  const { connection } = useViewActors();
  const subscribe = useCallback((changed: () => void) => connection.subscribe(() => changed()), [connection]);
  return useSyncExternalStore(subscribe, connection.isOnline);
}

/** A kept fact, typed by its slot (src/codecs/facts.ts); undefined until one is saved. */
export const useFact = <S extends AnyFactSlot>(slot: S): ValueOfFact<S> | undefined => useStore((s) => factOf(s, slot));

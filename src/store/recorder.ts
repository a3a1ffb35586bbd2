// Records every event that enters a root XState machine, or a machine it invoked, from outside.
import {
  createActor,
  StateMachine,
  type Actor,
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type InspectionEvent,
  type Observer,
} from "xstate";
import type { AppendMeta } from "./log.ts";
import type { Origin } from "./envelope.ts";

/** What the recorder needs from the log (EventLog satisfies it). */
export interface RecordSink {
  append(type: string, payload: unknown, meta: AppendMeta): { id: string };
}
export interface TimerClock {
  setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

type Ref = AnyActorRef & { _parent?: AnyActorRef; logic?: unknown };
export const isMachineLogic = (logic: unknown): logic is AnyStateMachine => logic instanceof StateMachine;

/**
 * `inspect` goes to `createActor`; `clock` (optional but recommended) marks timer firings, so a
 * delayed `raise` with any event type is recorded as origin 'timer'. Recorded, for the root and
 * every machine it invoked (`path` names the child by invoke ids):
 * - events sent with no source (a person's intent) -> origin 'user', causationId null;
 * - events from an actor that is not a machine, e.g. `xstate.done.actor.*` / `xstate.error.actor.*`
 *   of a promise -> origin 'effect', causationId = the recorded event during which it was started;
 * - delayed events a machine sends itself (`xstate.after.*`) -> origin 'timer'.
 * Not recorded: `xstate.init`, immediate self-sends and events between the machines of one tree
 * (a child's done event): replay regenerates them.
 */
// The default clock is the global timers, through a double cast because the global clearTimeout takes the
// runtime's own timer id type (Node's Timeout, the DOM's number) where TimerClock takes any id.
export function createRecorder(sink: RecordSink, machineId: string, baseClock: TimerClock = globalThis as unknown as TimerClock) {
  let lastId: string | null = null;
  let firing = 0;
  const startedDuring = new Map<string, string | null>();
  const paths = new Map<string, string[]>();
  const pathOf = (ref: Ref, rootId: string) => (ref.sessionId === rootId ? [] : paths.get(ref.sessionId));

  const inspect = (ev: InspectionEvent): void => {
    if (ev.type === "@xstate.actor") {
      const ref = ev.actorRef as Ref;
      if (ref.sessionId === ev.rootId) return;
      const parentPath = ref._parent ? pathOf(ref._parent as Ref, ev.rootId) : undefined;
      if (parentPath && isMachineLogic(ref.logic)) paths.set(ref.sessionId, [...parentPath, ref.id]);
      else startedDuring.set(ref.sessionId, lastId);
      return;
    }
    if (ev.type !== "@xstate.event") return;
    const target = ev.actorRef as Ref;
    const path = pathOf(target, ev.rootId);
    if (!path) return;
    const event = ev.event;
    if (event.type === "xstate.init" || event.type === "xstate.stop") return;
    const src = ev.sourceRef as Ref | undefined;
    let origin: Origin;
    if (src === undefined) origin = "user";
    else if (src.sessionId === target.sessionId) {
      if (firing === 0 && !event.type.startsWith("xstate.after.")) return;
      origin = "timer";
    } else if (pathOf(src, ev.rootId))
      return; // between machines of this tree: replay regenerates it
    else origin = "effect";
    const causationId = origin === "user" ? null : origin === "effect" ? (startedDuring.get(src!.sessionId) ?? lastId) : lastId;
    const snap = target.getSnapshot() as { can?: (e: unknown) => boolean };
    const accepted = typeof snap.can === "function" ? snap.can(event) : undefined;
    const { type, ...payload } = event;
    lastId = sink.append(type, payload, { origin, causationId, machine: machineId, accepted, ...(path.length ? { path } : {}) }).id;
  };

  const clock: TimerClock = {
    setTimeout: (fn, ms) =>
      baseClock.setTimeout(() => {
        firing++;
        try {
          fn();
        } finally {
          firing--;
        }
      }, ms),
    clearTimeout: (id) => baseClock.clearTimeout(id),
  };
  return { inspect, clock };
}

/** Both inspectors, whichever form the second one takes (a function or an observer). */
export function bothInspectors(
  first: (ev: InspectionEvent) => void,
  other?: ((ev: InspectionEvent) => void) | Observer<InspectionEvent>,
): (ev: InspectionEvent) => void {
  return (ev) => {
    first(ev);
    if (typeof other === "function") other(ev);
    else other?.next?.(ev);
  };
}

/**
 * Options for `createActor` (or `useMachine`) that record the actor under `machineId`: appends
 * `machine.started {machine, input}` now (replay starts a fresh actor there; with a `snapshot`
 * option, the actor is restored and the event carries it, so replay restores it too), then every
 * outside event. Another `inspect` (e.g. @statelyai/inspect) still receives everything.
 */
export function recordingOptions<
  O extends { input?: unknown; inspect?: ((ev: InspectionEvent) => void) | Observer<InspectionEvent>; clock?: unknown },
>(sink: RecordSink, machineId: string, options: O & { baseClock?: TimerClock } = {} as O) {
  const { baseClock, inspect: other, ...rest } = options;
  const restored = (rest as { snapshot?: unknown }).snapshot;
  sink.append(
    "machine.started",
    {
      machine: machineId,
      ...(rest.input !== undefined ? { input: rest.input } : {}),
      ...(restored !== undefined ? { snapshot: restored } : {}),
    },
    { origin: "system" },
  );
  const rec = createRecorder(sink, machineId, baseClock ?? (rest.clock as TimerClock | undefined));
  return { ...rest, inspect: bothInspectors(rec.inspect, other), clock: rec.clock };
}

/** `createActor` with recording (see `recordingOptions`). */
export function recordActor<M extends AnyStateMachine>(
  machine: M,
  sink: RecordSink,
  options: ActorOptions<M> & { machineId?: string; baseClock?: TimerClock } = {},
): Actor<M> {
  const { machineId = machine.id, ...rest } = options;
  return createActor(machine, recordingOptions(sink, machineId, rest) as ActorOptions<M>);
}

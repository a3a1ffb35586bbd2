// Records every event that enters a root XState machine from outside into the log.
import { createActor, type Actor, type ActorOptions, type AnyStateMachine, type InspectionEvent, type Observer } from "xstate";
import type { AppendMeta } from "./log.ts";
import type { Origin } from "./envelope.ts";

/** What the recorder needs from the log (EventLog satisfies it). */
export interface RecordSink { append(type: string, payload: unknown, meta: AppendMeta): { id: string } }
export interface TimerClock { setTimeout(fn: (...args: unknown[]) => void, ms: number): unknown; clearTimeout(id: unknown): void }

const sessionOf = (ref: unknown): string | undefined => (ref as { sessionId?: string } | undefined)?.sessionId;

/**
 * `inspect` goes to `createActor`; `clock` (optional but recommended) marks timer firings, so a
 * delayed `raise` with any event type is recorded as origin 'timer'. Recorded:
 * - events sent with no source (a person's intent) -> origin 'user', causationId null;
 * - events from any other actor, e.g. `xstate.done.actor.*` / `xstate.error.actor.*` ->
 *   origin 'effect', causationId = the recorded event during which that actor was started;
 * - delayed events the machine sends itself (`xstate.after.*`) -> origin 'timer'.
 * Not recorded: `xstate.init`, immediate self-sends (replay regenerates them).
 */
export function createRecorder(sink: RecordSink, machineId: string, baseClock: TimerClock = globalThis as unknown as TimerClock) {
  let lastId: string | null = null;
  let firing = 0;
  const startedDuring = new Map<string, string | null>();

  const inspect = (ev: InspectionEvent): void => {
    if (ev.type === "@xstate.actor") {
      if (ev.actorRef.sessionId !== ev.rootId) startedDuring.set(ev.actorRef.sessionId, lastId);
      return;
    }
    if (ev.type !== "@xstate.event" || ev.actorRef.sessionId !== ev.rootId) return;
    const event = ev.event;
    if (event.type === "xstate.init" || event.type === "xstate.stop") return;
    const src = sessionOf(ev.sourceRef);
    let origin: Origin;
    if (src === undefined) origin = "user";
    else if (src === ev.rootId) {
      if (firing === 0 && !event.type.startsWith("xstate.after.")) return;
      origin = "timer";
    } else origin = "effect";
    const causationId = origin === "user" ? null : origin === "effect" ? (startedDuring.get(src!) ?? lastId) : lastId;
    const snap = ev.actorRef.getSnapshot() as { can?: (e: unknown) => boolean };
    const accepted = typeof snap.can === "function" ? snap.can(event) : undefined;
    const { type, ...payload } = event;
    lastId = sink.append(type, payload, { origin, causationId, machine: machineId, accepted }).id;
  };

  const clock: TimerClock = {
    setTimeout: (fn, ms) => baseClock.setTimeout(() => { firing++; try { fn(); } finally { firing--; } }, ms),
    clearTimeout: (id) => baseClock.clearTimeout(id),
  };
  return { inspect, clock };
}

/**
 * `createActor` with recording: appends `machine.started` (with the input), then every outside
 * event. Another `inspect` (e.g. @statelyai/inspect) still receives everything.
 */
export function recordActor<M extends AnyStateMachine>(
  machine: M, sink: RecordSink, options: ActorOptions<M> & { machineId?: string; baseClock?: TimerClock } = {},
): Actor<M> {
  const { machineId = machine.id, baseClock, inspect: other, ...rest } = options;
  sink.append("machine.started", { machine: machineId, ...(rest.input !== undefined ? { input: rest.input } : {}) }, { origin: "system" });
  const rec = createRecorder(sink, machineId, baseClock ?? (rest.clock as TimerClock | undefined));
  const inspect = (ev: InspectionEvent) => {
    rec.inspect(ev);
    if (typeof other === "function") other(ev); else (other as Observer<InspectionEvent> | undefined)?.next?.(ev);
  };
  return createActor(machine, { ...rest, inspect, clock: rec.clock } as never);
}

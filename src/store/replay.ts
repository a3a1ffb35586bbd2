// Replay a log into fresh machines: effects stubbed (recorded results are fed), timers from the log.
import {
  createActor,
  createMachine,
  fromCallback,
  SimulatedClock,
  type ActorOptions,
  type AnyActor,
  type AnyActorRef,
  type AnyStateMachine,
  type StateValue,
} from "xstate";
import type { AppStore } from "./appFold.ts";
import { isMachineLogic } from "./recorder.ts";
import type { Envelope } from "./envelope.ts";
import { fold as defaultFold, type Fold } from "./fold.ts";
import { revive } from "./redact.ts";
import { initialState, type StoreState } from "./state.ts";

export interface MachineSummary {
  value: StateValue;
  context: unknown;
  status: string;
}
export interface Divergence {
  seq: number;
  id: string;
  machine: string;
  type: string;
  state: StateValue;
  recorded: boolean;
  replayed: boolean;
}
export interface ReplayIssue {
  seq: number;
  id: string;
  type: string;
  machine?: string;
  reason: "unknownMachine" | "unknownEvent";
}
export interface ReplayResult {
  snapshots: Record<string, MachineSummary>;
  state: StoreState;
  divergences: Divergence[];
  unknown: ReplayIssue[];
  /** The replayed actors, still running (a QA page can render them); stop them when done. */
  actors: Record<string, AnyActor>;
}
/** What a replay of the app needs: its machines by id and its store (fold, event registry). */
export interface ReplayEnv {
  machines: Readonly<Record<string, AnyStateMachine>>;
  store: AppStore;
}

export interface ReplayOptions {
  fold?: Fold;
  initialState?: StoreState;
  /** The session whose actors keep the plain machine keys (default: the last one that recorded). */
  focus?: string;
  /** Machines the log never shows starting (`machine.started`) are started with this input. */
  input?: Record<string, unknown>;
}

const STUB = "xstate.replay.stub";
const stub = fromCallback(() => () => {});

type NodeConfig = { invoke?: unknown; states?: Record<string, NodeConfig> } & Record<string, unknown>;

const stubLogic = (logic: unknown) => (isMachineLogic(logic) ? stubMachine(logic) : stub);

function stubInvokes(node: NodeConfig): NodeConfig {
  const out: NodeConfig = { ...node };
  if (node.invoke !== undefined) {
    const inv = (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) as Array<Record<string, unknown>>;
    const mapped = inv.map((i) => (typeof i.src === "string" ? i : { ...i, src: isMachineLogic(i.src) ? stubMachine(i.src) : STUB }));
    out.invoke = Array.isArray(node.invoke) ? mapped : mapped[0];
  }
  if (node.states) out.states = Object.fromEntries(Object.entries(node.states).map(([k, s]) => [k, stubInvokes(s)]));
  return out;
}

const stubbedCache = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The same machine with every invoked/spawned-by-name actor replaced by a stub that never answers;
 * invoked machines stay machines (stubbed the same way), so their own recorded events replay too.
 */
export function stubMachine(machine: AnyStateMachine): AnyStateMachine {
  const hit = stubbedCache.get(machine);
  if (hit) return hit;
  const impl = machine.implementations;
  const actors = Object.fromEntries([...Object.entries(impl.actors).map(([k, l]) => [k, stubLogic(l)]), [STUB, stub]]);
  const out = createMachine(stubInvokes(machine.config as NodeConfig) as Parameters<typeof createMachine>[0], { ...impl, actors });
  stubbedCache.set(machine, out);
  return out;
}

/** Every event type some state of the machine has a transition for (wildcards included). */
export function machineEvents(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (n: { transitions: Map<string, unknown>; states: Record<string, unknown> }) => {
    for (const k of n.transitions.keys()) out.add(k);
    for (const c of Object.values(n.states)) walk(c as typeof n);
  };
  walk(machine.root);
  return out;
}

const knows = (events: Set<string>, type: string) =>
  events.has(type) || events.has("*") || [...events].some((d) => d.endsWith(".*") && type.startsWith(d.slice(0, -1)));

export const summarize = (a: AnyActor): MachineSummary => {
  const s = a.getSnapshot() as { value: StateValue; context: unknown; status: string };
  return { value: s.value, context: JSON.parse(JSON.stringify(s.context ?? null)), status: s.status };
};

/** The machine for a recorded key: `id`, or `id:instance` for one of several actors of a machine. */
export const machineOf = (machines: Record<string, AnyStateMachine>, key: string): AnyStateMachine | undefined =>
  machines[key] ?? machines[key.split(":")[0]];

/** The actor a recorded event entered: the root, or a machine it invoked, by invoke ids. */
function targetOf(root: AnyActorRef, path: readonly string[] | undefined): AnyActorRef | undefined {
  let a: AnyActorRef | undefined = root;
  for (const id of path ?? []) a = (a?.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined)?.children?.[id];
  return a;
}

const eventsOf = new WeakMap<object, Set<string>>();
const knownEvents = (logic: AnyStateMachine) => {
  let e = eventsOf.get(logic);
  if (!e) {
    e = machineEvents(logic);
    eventsOf.set(logic, e);
  }
  return e;
};

export function replay(events: readonly Envelope[], machines: Record<string, AnyStateMachine>, opts: ReplayOptions = {}): ReplayResult {
  const f = opts.fold ?? defaultFold;
  const actors: Record<string, AnyActor> = {};
  const divergences: Divergence[] = [];
  const unknown: ReplayIssue[] = [];
  let state = opts.initialState ?? initialState;

  const start = (key: string, machine: AnyStateMachine, input: unknown, snapshot?: unknown) => {
    actors[key]?.stop();
    // A simulated clock that is never advanced: timers fire only as the recorded events.
    const options = { input, clock: new SimulatedClock(), ...(snapshot !== undefined ? { snapshot } : {}) };
    actors[key] = createActor(stubMachine(machine), options as ActorOptions<AnyStateMachine>).start();
  };
  const sorted = [...events].sort((a, b) => a.seq - b.seq);
  // Each tab (session) runs its own actors: the focus (by default the last to record) keeps the
  // plain machine keys; the others are `machine@<session>`.
  const last = opts.focus ?? sorted.at(-1)?.actor.sessionId;
  const keyOf = (env: Envelope, machine: string) => (env.actor.sessionId === last ? machine : `${machine}@${env.actor.sessionId.slice(-6)}`);
  const startedInLog = new Set(sorted.filter((e) => e.type === "machine.started").map((e) => keyOf(e, (e.payload as { machine: string }).machine)));
  for (const [key, input] of Object.entries(opts.input ?? {})) {
    const m = machineOf(machines, key);
    if (m && !startedInLog.has(key)) start(key, m, input);
  }
  const issue = (env: Envelope, reason: ReplayIssue["reason"], machine = env.machine) =>
    unknown.push({ seq: env.seq, id: env.id, type: env.type, machine, reason });

  for (const env of sorted) {
    state = f(state, env);
    if (env.type === "machine.started") {
      const p = env.payload as { machine: string; input?: unknown; snapshot?: unknown };
      const m = machineOf(machines, p.machine);
      if (m) start(keyOf(env, p.machine), m, p.input, p.snapshot);
      else issue(env, "unknownMachine", p.machine);
      continue;
    }
    if (env.machine === undefined) continue;
    const root = actors[keyOf(env, env.machine)];
    if (!root) {
      issue(env, "unknownMachine");
      continue;
    }
    const target = targetOf(root, env.path);
    const recorded = env.accepted ?? true;
    const at = (root.getSnapshot() as { value: StateValue }).value;
    if (!target) {
      divergences.push({ seq: env.seq, id: env.id, machine: env.machine, type: env.type, state: at, recorded, replayed: false });
      continue;
    }
    if (
      !isMachineLogic((target as AnyActorRef & { logic?: unknown }).logic) ||
      !knows(knownEvents((target as AnyActor).logic as AnyStateMachine), env.type)
    ) {
      issue(env, "unknownEvent");
      continue;
    }
    const event = { ...(revive(env.payload) as object), type: env.type };
    const snap = target.getSnapshot() as { value: StateValue; can(e: unknown): boolean };
    const can = snap.can(event);
    if (can !== recorded) {
      divergences.push({ seq: env.seq, id: env.id, machine: env.machine, type: env.type, state: snap.value, recorded, replayed: can });
    }
    target.send(event);
  }
  const snapshots = Object.fromEntries(Object.entries(actors).map(([id, a]) => [id, summarize(a)]));
  return { snapshots, state, divergences, unknown, actors };
}

// Replay a log into fresh machines: effects stubbed (recorded results are fed), timers from the log.
import { createActor, createMachine, fromCallback, SimulatedClock, type AnyActor, type AnyStateMachine, type StateValue } from "xstate";
import type { Envelope } from "./envelope.ts";
import { fold as defaultFold, type Fold } from "./fold.ts";
import { revive } from "./redact.ts";
import { initialState, type StoreState } from "./state.ts";

export interface MachineSummary { value: StateValue; context: unknown; status: string }
export interface Divergence { seq: number; id: string; machine: string; type: string; state: StateValue; recorded: boolean; replayed: boolean }
export interface ReplayIssue { seq: number; id: string; type: string; machine?: string; reason: "unknownMachine" | "unknownEvent" }
export interface ReplayResult {
  snapshots: Record<string, MachineSummary>;
  state: StoreState;
  divergences: Divergence[];
  unknown: ReplayIssue[];
  /** The replayed actors, still running (a QA page can render them); stop them when done. */
  actors: Record<string, AnyActor>;
}
export interface ReplayOptions {
  fold?: Fold;
  initialState?: StoreState;
  /** Input for machines the log never shows starting (`machine.started`). */
  input?: Record<string, unknown>;
}

const STUB = "xstate.replay.stub";
const stub = fromCallback(() => () => {});

type NodeConfig = { invoke?: unknown; states?: Record<string, NodeConfig> } & Record<string, unknown>;

function stubInvokes(node: NodeConfig): NodeConfig {
  const out: NodeConfig = { ...node };
  if (node.invoke !== undefined) {
    const inv = (Array.isArray(node.invoke) ? node.invoke : [node.invoke]) as Array<Record<string, unknown>>;
    const mapped = inv.map((i) => (typeof i.src === "string" ? i : { ...i, src: STUB }));
    out.invoke = Array.isArray(node.invoke) ? mapped : mapped[0];
  }
  if (node.states) out.states = Object.fromEntries(Object.entries(node.states).map(([k, s]) => [k, stubInvokes(s)]));
  return out;
}

/** The same machine with every invoked/spawned-by-name actor replaced by a stub that never answers. */
export function stubMachine(machine: AnyStateMachine): AnyStateMachine {
  const impl = machine.implementations;
  const actors = Object.fromEntries([...Object.keys(impl.actors), STUB].map((k) => [k, stub]));
  return createMachine(stubInvokes(machine.config as NodeConfig) as never, { ...impl, actors } as never);
}

/** Every event type some state of the machine has a transition for (wildcards included). */
export function machineEvents(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (n: { transitions: Map<string, unknown>; states: Record<string, unknown> }) => {
    for (const k of n.transitions.keys()) out.add(k);
    for (const c of Object.values(n.states)) walk(c as typeof n);
  };
  walk(machine.root as never);
  return out;
}

const knows = (events: Set<string>, type: string) =>
  events.has(type) || events.has("*") ||
  [...events].some((d) => d.endsWith(".*") && type.startsWith(d.slice(0, -1)));

export const summarize = (a: AnyActor): MachineSummary => {
  const s = a.getSnapshot() as { value: StateValue; context: unknown; status: string };
  return { value: s.value, context: JSON.parse(JSON.stringify(s.context ?? null)), status: s.status };
};

export function replay(events: readonly Envelope[], machines: Record<string, AnyStateMachine>, opts: ReplayOptions = {}): ReplayResult {
  const f = opts.fold ?? defaultFold;
  const stubbed = new Map<string, AnyStateMachine>();
  const actors: Record<string, AnyActor> = {};
  const divergences: Divergence[] = [];
  const unknown: ReplayIssue[] = [];
  let state = opts.initialState ?? initialState;

  const start = (id: string, input: unknown) => {
    actors[id]?.stop();
    let m = stubbed.get(id);
    if (!m) { m = stubMachine(machines[id]); stubbed.set(id, m); }
    // A simulated clock that is never advanced: timers fire only as the recorded events.
    actors[id] = createActor(m, { input, clock: new SimulatedClock() } as never).start();
  };
  const sorted = [...events].sort((a, b) => a.seq - b.seq);
  const startedInLog = new Set(sorted.filter((e) => e.type === "machine.started").map((e) => (e.payload as { machine: string }).machine));
  for (const id of Object.keys(machines)) if (!startedInLog.has(id)) start(id, opts.input?.[id]);

  for (const env of sorted) {
    state = f(state, env);
    if (env.type === "machine.started") {
      const p = env.payload as { machine: string; input?: unknown };
      if (machines[p.machine]) start(p.machine, p.input);
      else unknown.push({ seq: env.seq, id: env.id, type: env.type, machine: p.machine, reason: "unknownMachine" });
      continue;
    }
    if (env.machine === undefined) continue;
    const actor = actors[env.machine];
    if (!actor) { unknown.push({ seq: env.seq, id: env.id, type: env.type, machine: env.machine, reason: "unknownMachine" }); continue; }
    if (!knows(machineEvents(stubbed.get(env.machine)!), env.type)) {
      unknown.push({ seq: env.seq, id: env.id, type: env.type, machine: env.machine, reason: "unknownEvent" });
      continue;
    }
    const event = { ...(revive(env.payload) as object), type: env.type };
    const snap = actor.getSnapshot() as { value: StateValue; can(e: unknown): boolean };
    const can = snap.can(event);
    if (can !== (env.accepted ?? true)) {
      divergences.push({ seq: env.seq, id: env.id, machine: env.machine, type: env.type, state: snap.value, recorded: env.accepted ?? true, replayed: can });
    }
    actor.send(event);
  }
  const snapshots = Object.fromEntries(Object.entries(actors).map(([id, a]) => [id, summarize(a)]));
  return { snapshots, state, divergences, unknown, actors };
}

// Model-based coverage: every stable state node of a machine is reached, and every transition it
// defines (`on`, `after`, `always`, invoke onDone/onError) is taken by a generated path (the
// shortest path to every state and one step on from it for every event: `walk` below; the
// state-reachability check of a single flow's test still uses xstate/graph's shortest paths).
import * as assert from "uvu/assert";
import { getShortestPaths } from "xstate/graph";
import { createEmptyActor } from "xstate";
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject, StateValue } from "xstate";

/** Leaf state ids that can be at rest (a state whose `always` has an unguarded branch never is). */
export function restingLeaves(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    const kids = Object.values(node.states) as AnyStateNode[];
    if (kids.length === 0) {
      if (!node.always?.some((t) => t.guard === undefined)) out.push(node.path.join(".") || node.id);
    } else kids.forEach(walk);
  };
  walk(machine.root);
  return out.sort();
}

/** "a.b" for every active leaf of a state value ("" for a machine without child states). */
function leavesOf(value: StateValue, prefix = ""): string[] {
  if (typeof value === "string") return [prefix + value];
  const entries = Object.entries(value);
  if (entries.length === 0) return [prefix.replace(/\.$/, "")];
  return entries.flatMap(([k, v]) => (v === undefined ? [prefix + k] : leavesOf(v, `${prefix}${k}.`)));
}
const leavesOfSnapshot = (machine: AnyStateMachine, s: AnyMachineSnapshot) => leavesOf(s.value).map((leaf) => leaf || machine.id);

/** The state values reached by the shortest paths from each input (keyed by value and context,
 * so the events list must keep the context space small). */
export function reachedStates(machine: AnyStateMachine, inputs: unknown[], events: EventObject[]): string[] {
  const seen = new Set<string>();
  for (const input of inputs) {
    const paths = getShortestPaths(machine, { input, events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    for (const p of paths) for (const l of leavesOfSnapshot(machine, p.state as AnyMachineSnapshot)) seen.add(l);
  }
  return [...seen].sort();
}

export function assertEveryStateReachable(machine: AnyStateMachine, inputs: unknown[], events: EventObject[]): void {
  assert.equal(reachedStates(machine, inputs, events), restingLeaves(machine));
}

const guardName = (g: unknown): string =>
  typeof g === "string" ? g : typeof g === "function" ? "inline guard" : String((g as { type?: unknown }).type);

/** Every transition the machine defines, each with a readable key:
 * `source: event [guard] -> targets`, with `#n` when one source has several for an event. */
function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  const walk = (node: AnyStateNode) => {
    const groups: AnyTransitionDefinition[][] = [...node.transitions.values(), node.always ?? []];
    for (const group of groups) {
      group.forEach((t, i) => {
        const guard = t.guard === undefined ? "" : ` [${guardName(t.guard)}]`;
        const targets = t.target?.length ? t.target.map((n) => n.id).join(", ") : "(no target)";
        keys.set(t, `${node.id}: ${t.eventType || "always"}${group.length > 1 ? `#${i}` : ""}${guard} -> ${targets}`);
      });
    }
    (Object.values(node.states) as AnyStateNode[]).forEach(walk);
  };
  walk(machine.root);
  return keys;
}

export interface Model {
  /** One traversal per input; the coverage is their union. */
  inputs?: unknown[];
  /** The events to try in every state, payloads included. Nothing runs in a traversal: give
   * invoked actors' `xstate.done.actor.<id>` / `xstate.error.actor.<id>` and delayed
   * transitions' `xstate.after.<delay>.<state id>` events here (or add them with `withDelayed`).
   * Each must drive a transition. */
  events: EventObject[];
  /** The state key of the traversal; value and context by default. */
  serializeState?: (s: AnyMachineSnapshot) => string;
  /** Transitions (by key) that cannot be taken, each with the reason. */
  exempt?: Record<string, string>;
}

/** The `xstate.after.<delay>.<state id>` event of every delayed transition the machine defines
 * (shared states such as ./refresh.ts's slow load bring theirs to every machine that uses them). */
function delayedEvents(machine: AnyStateMachine): EventObject[] {
  const out: EventObject[] = [];
  const walk = (node: AnyStateNode) => {
    for (const t of node.after) out.push({ type: t.eventType });
    (Object.values(node.states) as AnyStateNode[]).forEach(walk);
  };
  walk(machine.root);
  return out;
}

/** The model's events, and the delayed events it does not list itself. */
export function withDelayed(machine: AnyStateMachine, model: Model): Model {
  const listed = new Set(model.events.map((e) => e.type));
  return { ...model, events: [...model.events, ...delayedEvents(machine).filter((e) => !listed.has(e.type))] };
}

const byValueAndContext = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);

/** One step of a walk: the snapshot an event leads to from another, its state key, its leaf
 * states, and the transitions of its microsteps. */
interface Step {
  next: AnyMachineSnapshot;
  key: string;
  leaves: string[];
  taken: AnyTransitionDefinition[];
}

/** The steps a machine's walks have computed, by snapshot and event (`machine.transition` is
 * pure: the same snapshot and event always give the same step), and each input's start. One per
 * machine and model: the proof that each check can fail walks the model again without one kind
 * of event, and takes the steps its walk shares with the full one from here instead of computing
 * them again. The walk itself, its states, keys and checks are the same with or without it. */
export interface Steps {
  starts: Map<unknown, Step>;
  steps: WeakMap<AnyMachineSnapshot, Map<EventObject, Step>>;
  /** one string per state key, however many steps lead to it */
  keys: Map<string, string>;
}
export const newSteps = (): Steps => ({ starts: new Map(), steps: new WeakMap(), keys: new Map() });

/** A scope for `machine.transition` under which no actor runs and no action executes, and the
 * transitions of the microsteps taken under it since `taken` was last emptied. */
function inspectedScope() {
  const taken: AnyTransitionDefinition[] = [];
  const self = createEmptyActor();
  self.system.inspect((e) => {
    if (e.type === "@xstate.microstep") taken.push(...e._transitions);
  });
  const scope = {
    self,
    system: self.system,
    id: "",
    sessionId: "model",
    logger: () => {},
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return { scope, taken };
}

/** The model's paths for one input, walked in one breadth-first pass: the shortest path to every
 * state (by the model's state key) and that path plus one step for every event of the model
 * (so self-loops are taken too). Each state is kept as the snapshot its shortest path reaches,
 * so trying every event once from it takes exactly the steps those paths take, and no path's
 * prefix is replayed (xstate/graph's getShortestPaths and getAdjacencyMap, then a replay of every
 * path from the start, took minutes on the bigger machines, and again for every check in the
 * proof that each check can fail: decision 091). Records the transitions of every microstep and
 * the leaf states at rest after every step; `paths` counts the paths walked. */
function walk(machine: AnyStateMachine, input: unknown, model: Model, memo: Steps) {
  const serializeState = model.serializeState ?? byValueAndContext;
  const { scope, taken } = inspectedScope();
  const step = (compute: () => AnyMachineSnapshot): Step => {
    taken.length = 0;
    const next = compute();
    const k = serializeState(next);
    const key = memo.keys.get(k) ?? k;
    memo.keys.set(key, key);
    return { next, key, leaves: leavesOfSnapshot(machine, next), taken: [...taken] };
  };
  const transitions = new Set<AnyTransitionDefinition>();
  const states = new Set<string>();
  const visit = (s: Step) => {
    for (const l of s.leaves) states.add(l);
    for (const t of s.taken) transitions.add(t);
  };
  let first = memo.starts.get(input);
  if (!first) {
    first = step(() => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot);
    memo.starts.set(input, first);
  }
  visit(first);
  const seen = new Set([first.key]);
  const queue = [first.next];
  // one event object per distinct event, as xstate/graph's adjacency map keeps them
  const events = [...new Map(model.events.map((e) => [JSON.stringify(e), e])).values()];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as AnyMachineSnapshot;
    const known = memo.steps.get(s) ?? new Map<EventObject, Step>();
    memo.steps.set(s, known);
    for (const event of events) {
      let next = known.get(event);
      if (!next) {
        next = step(() => machine.transition(s, event, scope) as AnyMachineSnapshot);
        known.set(event, next);
      }
      visit(next);
      if (!seen.has(next.key)) {
        seen.add(next.key);
        queue.push(next.next);
      }
    }
  }
  return { taken: transitions, states, paths: queue.length * (1 + events.length) };
}

interface Coverage {
  states: string[];
  transitions: string[];
  events: string[];
  paths: number;
}

/** The resting states reached and the transitions (by key) taken by the model's paths. */
function coverage(machine: AnyStateMachine, model: Model, memo: Steps): Coverage {
  const keys = definedTransitions(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const events = new Set<string>();
  let count = 0;
  for (const input of model.inputs ?? [undefined]) {
    const r = walk(machine, input, model, memo);
    count += r.paths;
    for (const s of r.states) states.add(s);
    r.taken.forEach((t) => {
      transitions.add(keys.get(t) ?? `not in the machine's definition: ${t.source.id}: ${t.eventType}`);
      events.add(t.eventType);
    });
  }
  return { states: [...states].sort(), transitions: [...transitions].sort(), events: [...events].sort(), paths: count };
}

/** Fails unless the generated paths reach every resting state and take every defined
 * transition (less the exemptions, which must name real transitions that are not taken), and
 * every event of the model drives some transition (so removing an event's only transition fails). */
export function assertModelCoverage(machine: AnyStateMachine, model: Model, memo: Steps = newSteps()): Coverage {
  const got = coverage(machine, model, memo);
  const defined = [...definedTransitions(machine).values()].sort();
  const exempt = Object.keys(model.exempt ?? {});
  assert.equal(
    exempt.filter((k) => !defined.includes(k)),
    [],
    "exemptions that name no transition of the machine",
  );
  assert.equal(got.states, restingLeaves(machine), `${machine.id}: resting states reached`);
  assert.equal(
    defined.filter((k) => !exempt.includes(k) && !got.transitions.includes(k)),
    [],
    `${machine.id}: transitions no path takes`,
  );
  assert.equal(
    got.transitions.filter((k) => !defined.includes(k) || exempt.includes(k)),
    [],
    `${machine.id}: exempt or unknown transitions taken`,
  );
  assert.equal(
    [...new Set(model.events.map((e) => e.type))].filter((t) => !got.events.includes(t)),
    [],
    `${machine.id}: model events no transition takes`,
  );
  return got;
}

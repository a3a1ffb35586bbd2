// Model-based coverage with xstate/graph: every stable state node of a machine is reached, and
// every transition it defines (`on`, `after`, `always`, invoke onDone/onError) is taken by a
// generated path.
import * as assert from "uvu/assert";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
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

/** The paths xstate/graph generates for one input: the shortest path to every state, and that
 * path plus one step for every edge of the adjacency map (so self-loops are taken too). */
function modelPaths(machine: AnyStateMachine, input: unknown, model: Model): EventObject[][] {
  const serializeState = model.serializeState ?? byValueAndContext;
  const options = { input, events: model.events, serializeState: (s: AnyMachineSnapshot) => serializeState(s) };
  const shortest = new Map<string, EventObject[]>();
  for (const p of getShortestPaths(machine, options))
    shortest.set(
      serializeState(p.state as AnyMachineSnapshot),
      p.steps.map((s) => s.event).filter((e) => e.type !== "xstate.init"),
    );
  const paths: EventObject[][] = [...shortest.values()];
  for (const [key, { transitions }] of Object.entries(getAdjacencyMap(machine, options))) {
    const prefix = shortest.get(key);
    assert.ok(prefix, `no shortest path to ${key}`);
    for (const edge of Object.values(transitions) as Array<{ event: EventObject }>) paths.push([...prefix, edge.event]);
  }
  return paths;
}

/** Replays paths through the machine (no actor runs, no action executes), recording the
 * transitions of every microstep and the leaf states at rest after every step. */
function replay(machine: AnyStateMachine, input: unknown, paths: EventObject[][]) {
  const taken = new Set<AnyTransitionDefinition>();
  const states = new Set<string>();
  const self = createEmptyActor();
  self.system.inspect((e) => {
    if (e.type === "@xstate.microstep") for (const t of e._transitions) taken.add(t);
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
  for (const path of paths) {
    let s = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
    for (const l of leavesOfSnapshot(machine, s)) states.add(l);
    for (const event of path) {
      s = machine.transition(s, event, scope) as AnyMachineSnapshot;
      for (const l of leavesOfSnapshot(machine, s)) states.add(l);
    }
  }
  return { taken, states };
}

interface Coverage {
  states: string[];
  transitions: string[];
  events: string[];
  paths: number;
}

/** The resting states reached and the transitions (by key) taken by the model's paths. */
function coverage(machine: AnyStateMachine, model: Model): Coverage {
  const keys = definedTransitions(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const events = new Set<string>();
  let count = 0;
  for (const input of model.inputs ?? [undefined]) {
    const paths = modelPaths(machine, input, model);
    count += paths.length;
    const r = replay(machine, input, paths);
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
export function assertModelCoverage(machine: AnyStateMachine, model: Model): Coverage {
  const got = coverage(machine, model);
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

// Asserts with xstate/graph that every stable state node of a machine is reachable.
import * as assert from "uvu/assert";
import { getShortestPaths } from "xstate/graph";
import type { AnyStateMachine, AnyStateNode, EventObject } from "xstate";

/** Leaf state ids that can be at rest (transient `always`-only states are skipped). */
export function restingLeaves(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: AnyStateNode) => {
    const kids = Object.values(node.states) as AnyStateNode[];
    if (kids.length === 0) {
      if (!node.always?.length) out.push(node.path.join("."));
    } else kids.forEach(walk);
  };
  walk(machine.root);
  return out.sort();
}

/** The state values reached by the shortest paths from each input (keyed by value and context,
 * so the events list must keep the context space small). */
export function reachedStates(machine: AnyStateMachine, inputs: unknown[], events: EventObject[]): string[] {
  const seen = new Set<string>();
  for (const input of inputs) {
    const paths = getShortestPaths(machine, { input, events, serializeState: (s) => JSON.stringify([s.value, s.context]) });
    for (const p of paths) seen.add(String(typeof p.state.value === "string" ? p.state.value : JSON.stringify(p.state.value)));
  }
  return [...seen].sort();
}

export function assertEveryStateReachable(machine: AnyStateMachine, inputs: unknown[], events: EventObject[]): void {
  assert.equal(reachedStates(machine, inputs, events), restingLeaves(machine));
}

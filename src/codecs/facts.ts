// Facts the client keeps (one value each, the latest wins), beside the cached lists: a flow
// records one as the product's event `<name>.saved { value }`, the fold keeps the value and a
// reload gets it back from the event log. Views read it with `useFact(slot)`; a slot is declared
// beside its value's codec and registered by its feature (src/features), like a list slot.
import type * as t from "io-ts";

export interface FactSlot<N extends string = string, V = unknown> {
  readonly name: N;
  readonly value: t.Type<V, unknown, unknown>;
  /** The event that records a new value: `<name>.saved`. */
  readonly saved: `${N}.saved`;
}
export type AnyFactSlot = FactSlot<string, any>;
export type ValueOfFact<S extends AnyFactSlot> = S extends FactSlot<string, infer V> ? V : never;

const NAME = /^[a-z][A-Za-z0-9]*$/;

export function factSlot<N extends string, V>(name: N, value: t.Type<V, unknown, unknown>): FactSlot<N, V> {
  if (!NAME.test(name)) throw new Error(`fact slot names are camelCase words: ${name}`);
  return { name, value, saved: `${name}.saved` };
}

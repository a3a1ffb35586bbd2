// The lists the client caches (spec section 3: "cached lists"), each a slot of the store with its
// row codec. A list load is recorded as the product's own event `<name>.fetched { rows }` and
// folded into the slot; views read a slot typed by its codec (src/store: `listOf`, `useList`).
// A slot is declared beside its rows' codec and registered by its feature (src/features).
import type * as t from "io-ts";

export interface ListSlot<N extends string = string, R = unknown> {
  readonly name: N;
  readonly row: t.Type<R, unknown, unknown>;
  /** The event that records a load: `<name>.fetched`. */
  readonly fetched: `${N}.fetched`;
  /** The event that records a refresh's changes (decision 050): `<name>.synced`. */
  readonly synced: `${N}.synced`;
  /** A slot whose rows changed shape: its events' version and each event's upcasters from the older ones (src/store/README.md). */
  readonly versions?: SlotVersions;
}
/** `fetched[n]` / `synced[n]` turn a version-n payload of `<slot>.fetched` / `<slot>.synced` into a version-(n+1) one. */
export interface SlotVersions {
  version: number;
  fetched: Record<number, (old: unknown) => unknown>;
  synced: Record<number, (old: unknown) => unknown>;
}
export type AnyListSlot = ListSlot<string, any>;
export type RowOfSlot<S extends AnyListSlot> = S extends ListSlot<string, infer R> ? R : never;

/** A slot's name (a list's or a fact's): one camelCase word, as its events are named after it. */
export function checkSlotName(kind: "list" | "fact", name: string): void {
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) throw new Error(`${kind} slot names are camelCase words: ${name}`);
}

export function listSlot<N extends string, R>(name: N, row: t.Type<R, unknown, unknown>, versions?: SlotVersions): ListSlot<N, R> {
  checkSlotName("list", name);
  return { name, row, fetched: `${name}.fetched`, synced: `${name}.synced`, ...(versions && { versions }) };
}

/** What a list-loading effect answers its machine: the rows went to the store as `<slot>.fetched`. */
export interface ListFetched {
  count: number;
  /** a windowed list's rows on the server in all, of which `count` are on the device (decision 092) */
  total?: number;
}

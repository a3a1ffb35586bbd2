// Named mutators (issue 44 item 3; decision 072): one function per write, declared once beside its
// feature against its contract, that says how the write changes a cached list at once on the
// device (before the server settles it), as LiveStore's and Replicache's mutators do. The change
// is read from the store's state and the write's params, and typed by the list's row codec: it is
// made only by `upsertRow`, `insertRow` and `removeRow`, never by hand. The outbox records it as
// the `write.queued` event's `optimistic` (the shape older logs hold); a refused or withdrawn
// write's change is reversed by the fold.
import type { ParamsOf, WriteContract } from "../codecs/contract.ts";
import type { ListSlot } from "../codecs/lists.ts";
import type { Optimistic } from "./events.ts";
import type { StoreState } from "./state.ts";

/** Only this module makes a Change: the brand keeps hand-built patches out. */
const MADE = Symbol("change");

/** Every cached list a write changes at once is keyed by its rows' `id`. */
const KEY = "id";
type Keyed = { readonly id: unknown };

/** What a write changes at once in one cached list: a row of it put in (or replaced), or one taken out. */
export interface Change {
  readonly [MADE]: true;
  /** The list's slot name. */
  readonly list: string;
  readonly key: typeof KEY;
  readonly upsert?: Readonly<Record<string, unknown>>;
  readonly remove?: unknown;
}

/** The row `row` replaces the slot's row with its id (or joins the list, last, when the list has none). */
export const upsertRow = <R extends Keyed>(slot: ListSlot<string, R>, row: NoInfer<R>): Change => ({
  [MADE]: true,
  list: slot.name,
  key: KEY,
  upsert: row,
});

/**
 * A new row, without its id: it shows first, keyed by the write's id (its idempotency key) until
 * the server answers with the real one.
 */
export const insertRow = <R extends Keyed>(slot: ListSlot<string, R>, row: NoInfer<Omit<R, typeof KEY>>): Change => ({
  [MADE]: true,
  list: slot.name,
  key: KEY,
  upsert: row,
});

/** The slot's row with this id leaves the list. */
export const removeRow = <R extends Keyed>(slot: ListSlot<string, R>, id: NoInfer<R["id"]>): Change => ({
  [MADE]: true,
  list: slot.name,
  key: KEY,
  remove: id,
});

/** One write as it is queued: its contract, its params and the change it makes at once to the state it is queued in. */
export interface Mutation<C extends WriteContract = WriteContract> {
  readonly contract: C;
  readonly params: ParamsOf<C>;
  /** The change shown at once, read from the state now; null: none (e.g. the device does not hold the row). */
  readonly change: (s: StoreState) => Change | null;
}

/**
 * A named mutator: called with the write's params (and what else its change needs that the params
 * do not say, `x`: a move's target state) it gives the Mutation that `saveAndWait` or
 * `queueUndoable` (src/features) queue.
 */
export interface Mutator<C extends WriteContract, X extends unknown[] = []> {
  (params: ParamsOf<C>, ...x: X): Mutation<C>;
  readonly contract: C;
}

/** A mutator of `contract` whose change at once is `change` (none: the server's answer is the first the lists show of it). */
export function defineMutator<C extends WriteContract, X extends unknown[] = []>(
  contract: C,
  change: (s: StoreState, params: ParamsOf<C>, ...x: X) => Change | null = () => null,
): Mutator<C, X> {
  const mutate = (params: ParamsOf<C>, ...x: X): Mutation<C> => ({ contract, params, change: (s) => change(s, params, ...x) });
  return Object.assign(mutate, { contract });
}

/** A change as the `write.queued` event records it (`{ list, key, upsert | remove }`); undefined for none. */
export function optimisticOf(change: Change | null): Optimistic | undefined {
  if (!change) return undefined;
  const { list, key } = change;
  return change.upsert !== undefined ? { list, key, upsert: { ...change.upsert } } : { list, key, remove: change.remove };
}

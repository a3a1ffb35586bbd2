// A list load as an effect: the read operation's rows, decoded by its contract, recorded as the
// product's event `<slot>.fetched { rows }` (the store folds them into the slot), and `{ count }`
// to the machine. A failure is thrown as the ApiFailure value machines expect. A kept fact is
// recorded the same way, as `<slot>.saved { value }`.
import { fromPromise } from "xstate";
import type { ParamsOf, ReadContract } from "../codecs/contract.ts";
import type { FactSlot } from "../codecs/facts.ts";
import type { ListFetched, ListSlot } from "../codecs/lists.ts";
import type { FeatureWorld } from "./feature.ts";

type ListWorld = Pick<FeatureWorld, "api" | "log">;

/** Loads a list once: queries, records `<slot>.fetched`, answers `{ count }` (throws the ApiFailure). */
export async function loadList<R, C extends ReadContract<any, R>>(
  { api, log }: ListWorld,
  slot: ListSlot<string, R>,
  contract: C,
  params: ParamsOf<C>,
  signal?: AbortSignal,
): Promise<ListFetched> {
  const r = await api.query(contract, params, signal);
  if (!r.ok) throw r.failure;
  log.append(slot.fetched, { rows: r.value }, { origin: "effect" });
  return { count: r.value.length };
}

/** The actor of a machine that loads one list with fixed params. */
export function fetchList<R, C extends ReadContract<any, R>>(w: ListWorld, slot: ListSlot<string, R>, contract: C, params: ParamsOf<C>) {
  return fromPromise<ListFetched, void>(({ signal }) => loadList(w, slot, contract, params, signal));
}

/** Records a kept fact's new value as the product's event `<slot>.saved { value }` (the fold keeps the latest). */
export function saveFact<V>({ log }: Pick<FeatureWorld, "log">, slot: FactSlot<string, V>, value: V): void {
  log.append(slot.saved, { value }, { origin: "effect" });
}

/**
 * `fetchList` whose slot and params follow the flow's input (a tab's list, a chosen year): `pick`
 * names the slot, the contract and the params for the input.
 */
export function fetchListFor<I>(w: ListWorld, pick: (input: I) => { slot: ListSlot<string, any>; contract: ReadContract; params: unknown }) {
  return fromPromise<ListFetched, I>(({ input, signal }) => {
    const { slot, contract, params } = pick(input);
    return loadList(w, slot, contract, params as never, signal);
  });
}

// A list load as an effect: the read operation's rows, decoded by its contract, recorded as the
// product's event `<slot>.fetched { rows }` (the store folds them into the slot), and `{ count }`
// to the machine. A failure is thrown as the ApiFailure value machines expect.
import { fromPromise } from "xstate";
import type { ParamsOf, ReadContract } from "../codecs/contract.ts";
import type { ListFetched, ListSlot } from "../codecs/lists.ts";
import type { FeatureWorld } from "./feature.ts";

export function fetchList<R, C extends ReadContract<any, R>>(
  { api, log }: Pick<FeatureWorld, "api" | "log">, slot: ListSlot<string, R>, contract: C, params: ParamsOf<C>,
) {
  return fromPromise<ListFetched, void>(async ({ signal }) => {
    const r = await api.query(contract, params, signal);
    if (!r.ok) throw r.failure;
    log.append(slot.fetched, { rows: r.value }, { origin: "effect" });
    return { count: r.value.length };
  });
}

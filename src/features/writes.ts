// What every queued write's caller does with the server's answer (outlets, ratings, workshop plans,
// reports and transitions, uploads): wait for it while online (the outbox sends it; `settled` gives
// up after `settleMs`, the write staying queued on the device), and read it (WriteOutcome): still
// pending, refused (an ApiFailure with the server's status, error code and the field it named,
// which the form shows under that field), or stored (with the record's id when the contract
// answers one).
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { LEGACY_REFUSAL } from "../codecs/refusal.ts";
import { IdRow, type ParamsOf, type WriteContract, type WriteOutcome } from "../codecs/contract.ts";
import type { Optimistic } from "../store/events.ts";
import { settled } from "../store/outbox.ts";
import type { OutboxEntry } from "../store/state.ts";
import type { FeatureWorld } from "./feature.ts";

export type { WriteOutcome };

type Waiting = Pick<FeatureWorld, "log" | "timers" | "online" | "settleMs">;

/**
 * The answer to the queued write `key`; a refusal is thrown as the server's ApiFailure.
 * `onSynced`: what else the caller does once the server stored it (its entry: op and params),
 * awaited before the outcome is given (e.g. the upload reloads the list it shows in).
 */
export async function awaitWrite(w: Waiting, key: string, onSynced?: (e: OutboxEntry) => Promise<unknown>): Promise<WriteOutcome> {
  const e = await settled(w.log, key, { timers: w.timers, online: w.online, ms: w.settleMs });
  if (!e || e.status === "pending") return { status: "pending", id: null };
  if (e.status === "rejected") throw { kind: "http", ...(e.refusal ?? { ...LEGACY_REFUSAL, message: UNEXPECTED_ANSWER }) } satisfies ApiFailure;
  if (onSynced) await onSynced(e);
  // the sender decoded the answer with the contract's row codec; read it back as such
  return { status: "synced", id: Array.isArray(e.result) && IdRow.is(e.result[0]) ? e.result[0].id : null, result: e.result };
}

/**
 * Saves through the outbox and waits: queues the write (`optimistic` changes a cached list at
 * once) and answers as `awaitWrite`. A pending outcome keeps `id` (the record being edited: null
 * for a new one); a stored one gives the server's id, else that one.
 */
export async function saveAndWait<C extends WriteContract>(
  w: Waiting & Pick<FeatureWorld, "outbox">,
  contract: C,
  params: ParamsOf<C>,
  o: { id?: number | null; optimistic?: Optimistic } = {},
): Promise<WriteOutcome> {
  const key = w.outbox.write(contract, params, o.optimistic);
  const r = await awaitWrite(w, key);
  return r.status === "pending" ? r : { ...r, id: r.id ?? o.id ?? null };
}

// What every queued write's caller does with the server's answer (outlets, ratings, workshop plans,
// reports and transitions, uploads): wait for it while online (the outbox sends it; `settled` gives
// up after `settleMs`, the write staying queued on the device), and read it (WriteOutcome): still
// pending, refused (an ApiFailure with the server's status, error code and the field it named,
// which the form shows under that field), or stored (with the record's id when the contract
// answers one).
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { LEGACY_REFUSAL } from "../codecs/refusal.ts";
import { IdRow, type WriteOutcome } from "../codecs/contract.ts";
import type { Undoable } from "../store/events.ts";
import { optimisticOf, type Mutation } from "../store/mutators.ts";
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
 * Queues a named mutator's write (src/store/mutators.ts): its change at once, read from the state
 * now, goes with it as the event's `optimistic`. Returns its idempotency key.
 */
export function queueWrite(w: Pick<FeatureWorld, "log" | "outbox">, m: Mutation, undoable?: Undoable): string {
  return w.outbox.write(m.contract, m.params, optimisticOf(m.change(w.log.state())), undoable);
}

/**
 * Saves through the outbox and waits: queues the mutator's write (its change shows at once) and
 * answers as `awaitWrite`. A pending outcome keeps `id` (the record being edited: null for a new
 * one); a stored one gives the server's id, else that one.
 */
export async function saveAndWait(w: Waiting & Pick<FeatureWorld, "outbox">, m: Mutation, o: { id?: number | null } = {}): Promise<WriteOutcome> {
  const key = queueWrite(w, m);
  const r = await awaitWrite(w, key);
  return r.status === "pending" ? r : { ...r, id: r.id ?? o.id ?? null };
}

/**
 * Runs a write and fetches the list it shows in again once the server answered it or refused it
 * (a write kept on the device leaves the list as it is): the super admin's lists (people, content, news).
 */
export const reloadingAfter =
  (reload: () => Promise<unknown>) =>
  async (save: () => Promise<WriteOutcome>): Promise<WriteOutcome> => {
    try {
      const outcome = await save();
      if (outcome.status === "synced") await reload();
      return outcome;
    } catch (e) {
      await reload();
      throw e;
    }
  };

// What every queued write's caller does with the server's answer (outlets, ratings, workshop plans,
// reports and transitions): wait for it while online (the outbox sends it; `settled` gives up after
// `settleMs`, the write staying queued on the device), and read it: still pending, refused (an
// ApiFailure with the field the server named, which the form shows under that field), or stored
// (with the record's id when the contract answers one).
import { UNEXPECTED_ANSWER, type ApiFailure } from "../codecs/apiFailure.ts";
import { IdRow } from "../codecs/contract.ts";
import { settled } from "../store/outbox.ts";
import type { FeatureWorld } from "./feature.ts";

/** Stored: the record's id when the contract answers one, and the server's rows as the sender decoded them. */
export type WriteOutcome = { status: "pending" } | { status: "synced"; id: number | null; result: unknown };

/** The answer to the queued write `key`; a refusal is thrown as an ApiFailure of `refusedStatus`. */
export async function awaitWrite(w: Pick<FeatureWorld, "log" | "timers" | "online" | "settleMs">, key: string, refusedStatus: number): Promise<WriteOutcome> {
  const e = await settled(w.log, key, { timers: w.timers, online: w.online, ms: w.settleMs });
  if (!e || e.status === "pending") return { status: "pending" };
  if (e.status === "rejected") {
    throw { kind: "http", status: refusedStatus, error: "rejected", message: e.error ?? UNEXPECTED_ANSWER, ...(e.field ? { field: e.field } : {}) } satisfies ApiFailure;
  }
  // the sender decoded the answer with the contract's row codec; read it back as such
  return { status: "synced", id: Array.isArray(e.result) && IdRow.is(e.result[0]) ? e.result[0].id : null, result: e.result };
}

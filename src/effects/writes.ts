// How the outbox sends a queued write: through the API under its idempotency key, by the contract
// registered for its operation (the answer's rows are decoded by it). A refusal the person must
// act on (4xx, and a 401 for a deactivated account or a changed role) is final, with the form field
// it names; anything that may pass on a later try (no network, a 5xx, an expired session, a rate
// limit) is thrown, so the outbox retries with backoff. The upload of a file's bytes (./uploads.ts) follows
// the same policy (`isFinalRefusal`).
import type { ApiFailure } from "../codecs/apiFailure.ts";
import type { SendResult, WriteContract } from "../codecs/contract.ts";
import { endsWritesForGood } from "../codecs/recovery.ts";
import type { Api } from "./api.ts";

const RETRYABLE_STATUS = new Set([401, 408, 425, 429]);

/**
 * A 401 is retried (the person signs in again and the write goes then), but not once the server
 * said the account was deactivated or its role changed: that write can never be sent, and it is
 * shown as refused with the server's reason.
 */
export const isFinalRefusal = (f: ApiFailure): boolean =>
  f.kind === "http" && f.status >= 400 && f.status < 500 && (!RETRYABLE_STATUS.has(f.status) || endsWritesForGood(f));

/** `contracts`: the write operations this app knows, by name (a queued write names its operation). */
export function writeSender(api: Pick<Api, "write">, contracts: ReadonlyMap<string, WriteContract>) {
  return async (op: string, params: unknown, key: string): Promise<SendResult> => {
    const contract = contracts.get(op);
    // refused here as the server refuses an operation it does not know (server/ops/registry.ts)
    if (!contract)
      return {
        ok: false,
        status: 400,
        code: "unknown_op",
        message: `This version of the app cannot send "${op.slice(0, 60)}"; it was queued by another version.`,
      };
    const r = await api.write(contract, params, key);
    if (r.ok) return { ok: true, result: r.value };
    const f = r.failure;
    if (isFinalRefusal(f) && f.kind === "http") {
      const { kind: _http, ...refusal } = f;
      return { ok: false, ...refusal };
    }
    throw new Error(f.message);
  };
}

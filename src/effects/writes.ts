// How the outbox sends a queued write: through the API under its idempotency key. A refusal the
// person must act on (4xx) is final; anything that may pass on a later try (no network, a 5xx,
// an expired session, a rate limit) is thrown, so the outbox retries with backoff.
import type { ApiFailure } from "../codecs/apiFailure.ts";
import type { Api } from "./api.ts";

export type SendResult = { ok: true; result?: unknown } | { ok: false; error: string };

const RETRYABLE_STATUS = new Set([401, 408, 425, 429]);

export const isFinalRefusal = (f: ApiFailure): boolean =>
  f.kind === "http" && f.status >= 400 && f.status < 500 && !RETRYABLE_STATUS.has(f.status);

export function writeSender(api: Pick<Api, "write">) {
  return async (op: string, params: unknown, key: string): Promise<SendResult> => {
    const r = await api.write(op, params, key);
    if (r.ok) return { ok: true, result: r.value };
    if (isFinalRefusal(r.failure)) return { ok: false, error: r.failure.message };
    throw new Error(r.failure.message);
  };
}

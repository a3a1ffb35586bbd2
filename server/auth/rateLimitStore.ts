// A @fastify/rate-limit store kept in the database (table app_rate_limit), so the limits hold
// across server instances and restarts and the server itself stays stateless.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { NoRows, Queryable } from "../db/db.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const INCR = `
  INSERT INTO app_rate_limit AS r (key, count, reset_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING count, greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::int AS ttl`;

/**
 * Gives back one attempt counted under `key` in its current window (never below zero), for a limit
 * that counts only some outcomes: the login route counts every attempt first, so parallel requests
 * cannot overrun the limit, and releases the ones that did not fail.
 */
export async function releaseAttempt(q: Queryable, key: string): Promise<void> {
  await q.query<NoRows>("UPDATE app_rate_limit SET count = count - 1 WHERE key = $1 AND count > 0 AND reset_at > now()", [key]);
}

/** Counts one attempt under `key` in its window (starting a new window when the last one ended). */
export async function countAttempt(q: Queryable, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const r = await q.query<{ count: number; ttl: number }>(INCR, [key, windowMs]);
  return { count: r.rows[0]!.count, ttlMs: r.rows[0]!.ttl };
}

export function dbRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      db.query<{ count: number; ttl: number }>(INCR, [key, timeWindow]).then(
        (r) => callback(null, { current: r.rows[0]!.count, ttl: r.rows[0]!.ttl }),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
    }
    child(): FastifyRateLimitStore {
      return new DbRateLimitStore();
    }
  };
}

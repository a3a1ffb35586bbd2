// Drops rows that no longer matter: expired rate-limit counters, long-expired or revoked
// sessions, old idempotency records, devices no longer trusted. Idempotent and safe to run from
// every instance; the job `sweep.expired` runs it hourly (decision 048). Gives how many of each went.
import { DEVICE_TRUST_DAYS } from "../auth/devices.ts";
import type { Queryable } from "./db.ts";

export const IDEMPOTENCY_KEEP_DAYS = 7;

export interface Swept {
  rateLimits: number;
  codes: number;
  sessions: number;
  idempotency: number;
  devices: number;
}

export async function housekeeping(db: Queryable): Promise<Swept> {
  const n = async (sql: string, params: unknown[] = []) => (await db.query<{ x: number }>(`${sql} RETURNING 1 AS x`, params)).rowCount;
  return {
    rateLimits: await n("DELETE FROM app_rate_limit WHERE reset_at < now()"),
    codes: await n("DELETE FROM app_otp WHERE expires_at < now() - interval '1 day' AND (reset_expires_at IS NULL OR reset_expires_at < now())"),
    sessions: await n("DELETE FROM app_session WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'"),
    idempotency: await n("DELETE FROM app_idempotency WHERE created_at < now() - make_interval(days => $1::int)", [IDEMPOTENCY_KEEP_DAYS]),
    devices: await n("DELETE FROM app_trusted_device WHERE last_used_at < now() - make_interval(days => $1::int)", [DEVICE_TRUST_DAYS]),
  };
}

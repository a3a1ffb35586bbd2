// Drops rows that no longer matter: expired rate-limit counters, long-expired or revoked
// sessions, old idempotency records, devices no longer trusted. Idempotent and safe to run from
// every instance.
import { DEVICE_TRUST_DAYS } from "../auth/devices.ts";
import type { Queryable, NoRows } from "./db.ts";

export const IDEMPOTENCY_KEEP_DAYS = 7;

export async function housekeeping(db: Queryable): Promise<void> {
  await db.query<NoRows>("DELETE FROM app_rate_limit WHERE reset_at < now()");
  await db.query<NoRows>(
    "DELETE FROM app_otp WHERE expires_at < now() - interval '1 day' AND (reset_expires_at IS NULL OR reset_expires_at < now())",
  );
  await db.query<NoRows>("DELETE FROM app_session WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'");
  await db.query<NoRows>("DELETE FROM app_idempotency WHERE created_at < now() - make_interval(days => $1::int)", [IDEMPOTENCY_KEEP_DAYS]);
  await db.query<NoRows>("DELETE FROM app_trusted_device WHERE last_used_at < now() - make_interval(days => $1::int)", [DEVICE_TRUST_DAYS]);
}

-- An idempotency key is bound to its operation and its params: the sha256 of the params in
-- canonical JSON (keys sorted). Records made before this migration have none and are matched by
-- operation only, as before (they expire within IDEMPOTENCY_KEEP_DAYS).
ALTER TABLE app_idempotency ADD COLUMN params_hash text;

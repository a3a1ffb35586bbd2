-- Each device's health as it last reported it with a sync (issue 48 item 3; docs/decisions/078-field-devices.md):
-- one row per person and device, upserted. `device_hash` is the trusted device's (app_session.device_hash),
-- or 'session:' and the session's token hash for a session without one; it never leaves the server.
CREATE TABLE app_device_health (
  subject text NOT NULL,
  device_hash text NOT NULL,
  reported_at timestamptz NOT NULL DEFAULT now(),
  build text NOT NULL,
  last_up timestamptz,
  last_down timestamptz,
  waiting integer NOT NULL DEFAULT 0,
  refusals integer NOT NULL DEFAULT 0,
  storage_bytes bigint,
  day text NOT NULL,
  pages integer[] NOT NULL DEFAULT '{0,0,0}',
  syncs integer[] NOT NULL DEFAULT '{0,0,0}',
  errors jsonb NOT NULL DEFAULT '[]',
  error_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, device_hash)
);
CREATE INDEX app_device_health_reported_idx ON app_device_health (reported_at);

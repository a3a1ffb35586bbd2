-- Devices a person has signed in on (docs/decisions/010-login-limits.md). The device keeps a
-- random id in an HttpOnly cookie; only its sha256 is stored, with the subject it signed in as.
-- A sign-in from such a device is not slowed or blocked by what strangers do to the number.
CREATE TABLE app_trusted_device (
  device_hash text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_hash, subject)
);
CREATE INDEX app_trusted_device_used_idx ON app_trusted_device (last_used_at);

-- Account recovery and trusted devices (issue 14; docs/decisions/015 and 016).

-- One-time codes of the forgot-password flow, one row per (role, mobile number): a new request
-- replaces the code. A row is kept for a number with no user too (its code is never sent), so the
-- answers and the tries of the flow do not tell which numbers have a user. The code is stored only
-- as an HMAC-SHA256 under the server's secret; after a right code, the row holds the hash of the
-- one-time reset token instead, until the new password is set.
CREATE TABLE app_otp (
  key text PRIMARY KEY,
  subject text,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  reset_hash text UNIQUE,
  reset_expires_at timestamptz
);
CREATE INDEX app_otp_expires_idx ON app_otp (expires_at);

-- Server secrets made once and shared by every instance (the OTP HMAC key when OTP_SECRET is unset).
CREATE TABLE app_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A session knows the device it was signed in on (the hash of the fieldops_device cookie) and
-- why the server ended it (password_changed, device_signed_out, role_changed); a sign-out leaves
-- the reason empty.
ALTER TABLE app_session ADD COLUMN device_hash text;
ALTER TABLE app_session ADD COLUMN revoked_reason text;
CREATE INDEX app_session_device_idx ON app_session (device_hash);

-- A device a person signed in on, as they see it in their list: the name the browser gives.
ALTER TABLE app_trusted_device ADD COLUMN name text;

-- Spec section 6: a device row per (device, FCP account or staff user), inserted when none exists;
-- unique, so concurrent sign-ins of one device insert it once.
CREATE UNIQUE INDEX device__c_owner_idx ON device__c (devices_id__c, (coalesce(account__c, '')), (coalesce(product_user__c, '')));

-- The id a person's device list names a device by (signing one out).
ALTER TABLE app_trusted_device ADD COLUMN id serial;
CREATE UNIQUE INDEX app_trusted_device_id_idx ON app_trusted_device (id);

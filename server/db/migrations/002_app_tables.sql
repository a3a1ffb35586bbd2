-- The app's own tables: credentials, sessions, idempotency keys, audit trail, rate limits.

CREATE TABLE app_credential (
  id serial PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'product_user')),
  subject_id integer NOT NULL,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject_kind, subject_id)
);

-- token_hash: hex sha256 of the opaque bearer token; the token itself is never stored.
CREATE TABLE app_session (
  token_hash text PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'product_user')),
  subject_id integer NOT NULL,
  role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX app_session_subject_idx ON app_session (subject_kind, subject_id);

CREATE TABLE app_idempotency (
  subject text NOT NULL,
  key text NOT NULL,
  op text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, key)
);
CREATE INDEX app_idempotency_created_idx ON app_idempotency (created_at);

CREATE TABLE app_audit (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  subject text,
  action text NOT NULL,
  detail jsonb,
  address text
);
CREATE INDEX app_audit_at_idx ON app_audit (at);

CREATE TABLE app_rate_limit (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);

-- Targets (issue 47 item 2; decision 084): one target per FCP and month, set by their CMDI. The
-- FCP is their account's sfid (the workshops' accountid); the month is 'YYYY-MM'; set_by is the
-- subject key of the CMDI who set it last (account:<id> / product_user:<id>), set_at when.
CREATE TABLE fcp_target (
  id serial PRIMARY KEY,
  fcp varchar(18) NOT NULL,
  month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  workshops integer NOT NULL CHECK (workshops BETWEEN 0 AND 100),
  participants integer NOT NULL CHECK (participants BETWEEN 0 AND 10000),
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (fcp, month)
);
CREATE INDEX fcp_target_month_idx ON fcp_target (month);

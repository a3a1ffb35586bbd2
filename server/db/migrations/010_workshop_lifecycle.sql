-- The workshop lifecycle on the server (issue 15; decisions 023 and 024): a version every
-- transition moves on (optimistic concurrency: a client names the version it saw), the CMDI's
-- verification stamp (the workshop stays in CMDI Verification), and the stage history, one row per
-- transition, which no operation edits (a trigger refuses UPDATE and DELETE).
ALTER TABLE opportunity ADD COLUMN lifecycle_version integer NOT NULL DEFAULT 0;
ALTER TABLE opportunity ADD COLUMN cmdi_verified_at timestamptz;

CREATE TABLE workshop_history (
  id serial PRIMARY KEY,
  workshop_id integer NOT NULL REFERENCES opportunity (id),
  -- the server's clock when the transition was written
  at timestamptz NOT NULL DEFAULT now(),
  -- who: the subject key (account:<id> / product_user:<id>), or 'system' for the server's clock
  actor text NOT NULL,
  actor_name text NOT NULL,
  -- the owner the transition was allowed for: FCP, CMDI, AMMD, accounts or system
  actor_role text NOT NULL CHECK (actor_role IN ('FCP', 'CMDI', 'AMMD', 'accounts', 'system')),
  event text NOT NULL,
  from_stage text NOT NULL,
  to_stage text NOT NULL,
  reason text,
  -- the workshop's version this transition produced (one row per version: the concurrency proof)
  version integer NOT NULL,
  UNIQUE (workshop_id, version)
);
CREATE INDEX workshop_history_workshop_idx ON workshop_history (workshop_id, id);

CREATE FUNCTION workshop_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'workshop_history is append-only';
END
$$;
CREATE TRIGGER workshop_history_no_edit BEFORE UPDATE OR DELETE ON workshop_history
  FOR EACH ROW EXECUTE FUNCTION workshop_history_append_only();

-- The AMMD's training approval (issue 24 item 1; docs/decisions/034): a version every approval or
-- rejection moves on (optimistic concurrency: the AMMD's page names the version it saw), and the
-- training's decision history, one row per transition, which no operation edits (a trigger refuses
-- UPDATE and DELETE), like the workshops' (migration 010).
ALTER TABLE campaign ADD COLUMN approval_version integer NOT NULL DEFAULT 0;

CREATE TABLE training_history (
  id serial PRIMARY KEY,
  training_id integer NOT NULL REFERENCES campaign (id),
  -- the server's clock when the transition was written
  at timestamptz NOT NULL DEFAULT now(),
  -- who: the subject key (product_user:<id>)
  actor text NOT NULL,
  actor_name text NOT NULL,
  -- the owner the transition was allowed for (only the training's AMMD moves it today)
  actor_role text NOT NULL CHECK (actor_role IN ('AMMD')),
  event text NOT NULL,
  from_status text NOT NULL,
  to_status text NOT NULL,
  reason text,
  -- the training's version this transition produced (one row per version: the concurrency proof)
  version integer NOT NULL,
  UNIQUE (training_id, version)
);
CREATE INDEX training_history_training_idx ON training_history (training_id, id);

CREATE FUNCTION training_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'training_history is append-only';
END
$$;
CREATE TRIGGER training_history_no_edit BEFORE UPDATE OR DELETE ON training_history
  FOR EACH ROW EXECUTE FUNCTION training_history_append_only();

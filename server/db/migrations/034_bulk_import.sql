-- Bulk import with a preview (issue 46 item 2; docs/decisions/086-bulk-import.md). A file sent to
-- POST /api/imports is kept as an import and its rows; a job checks each row with the form's rules
-- (the preview), a second job writes them once the person confirms. Each row remembers what it did,
-- so a job taken again after a crash goes on where it stopped, and the result is read back.
CREATE TABLE bulk_import (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('outlet')),
  -- who imported it (the session's subject key) and the scope the rows are written under
  owner_subject text NOT NULL,
  owner_sfid text NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'checking' CHECK (status IN ('checking', 'checked', 'importing', 'done', 'failed')),
  source text,
  total integer NOT NULL DEFAULT 0,
  checked integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  to_create integer NOT NULL DEFAULT 0,
  to_update integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX bulk_import_owner ON bulk_import (owner_subject, id DESC);

CREATE TABLE bulk_import_row (
  import_id integer NOT NULL REFERENCES bulk_import (id) ON DELETE CASCADE,
  line integer NOT NULL,
  key text NOT NULL,
  "values" jsonb NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'unchanged', 'refused', 'created', 'updated')),
  problems jsonb NOT NULL DEFAULT '[]',
  record_id integer,
  PRIMARY KEY (import_id, line)
);

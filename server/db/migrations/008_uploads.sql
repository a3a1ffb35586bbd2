-- Uploads (issue 13; docs/decisions/021 and 022): the files FCPs upload, with their evidence.
-- A stored file is the bytes' metadata, one row per (owner, kind, content hash): the same bytes
-- sent again are the same file. The bytes live in file_bytes behind the storage interface
-- (server/files/storage.ts), so a deployment may keep them elsewhere without changing this table.
CREATE TABLE stored_file (
  id serial PRIMARY KEY,
  -- the FCP account (sfid) the file belongs to: whose CMDI, AMMD and super admin may see it
  owner_sfid varchar(18) NOT NULL,
  -- who sent it (the subject key: account:<id> / product_user:<id>)
  uploaded_by text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'ettc')),
  sha256 char(64) NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  width integer,
  height integer,
  file_name text NOT NULL,
  captured_at timestamptz,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_sfid, kind, sha256)
);

CREATE TABLE file_bytes (
  file_id integer PRIMARY KEY REFERENCES stored_file (id) ON DELETE CASCADE,
  bytes bytea NOT NULL
);

-- A submission image's record names its stored file (a repeat of the same bytes finds it).
ALTER TABLE uploaded_content__c ADD COLUMN stored_file_id integer REFERENCES stored_file (id);
CREATE UNIQUE INDEX uploaded_content_file_idx ON uploaded_content__c (stored_file_id) WHERE stored_file_id IS NOT NULL;

-- The FCP's ETTC document, when it was uploaded here (ettc_download__c holds its address).
ALTER TABLE account ADD COLUMN ettc_file_id integer REFERENCES stored_file (id);

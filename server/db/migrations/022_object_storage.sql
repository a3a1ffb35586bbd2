-- Object storage (issue 29, docs/decisions/049): a stored file's bytes live in the database
-- (file_bytes, the default) or in an S3-compatible bucket, under an object key never used before
-- (files/<id>/<random>). `store` says which, file by file, so a deployment can switch FILE_STORE
-- and move the existing files over (npm run files:move) while every file stays readable.
ALTER TABLE stored_file ADD COLUMN store text NOT NULL DEFAULT 'db' CHECK (store IN ('db', 's3'));
ALTER TABLE stored_file ADD COLUMN object_key text;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_object_key_check CHECK ((store = 's3') = (object_key IS NOT NULL));
CREATE UNIQUE INDEX stored_file_object_key_idx ON stored_file (object_key) WHERE object_key IS NOT NULL;

-- Objects no row points at any more, to be deleted from the bucket (server/files/objectStore.ts
-- purgeGoneObjects): a file deleted while its bytes are in the bucket, or moved back to the
-- database. Written in the same transaction as the change, so an object is never lost track of.
CREATE TABLE stored_object_gone (
  object_key text PRIMARY KEY,
  gone_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION stored_file_object_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stored_object_gone (object_key) VALUES (OLD.object_key) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER stored_file_object_gone AFTER DELETE ON stored_file
  FOR EACH ROW WHEN (OLD.object_key IS NOT NULL) EXECUTE FUNCTION stored_file_object_gone();
CREATE TRIGGER stored_file_object_moved AFTER UPDATE OF object_key ON stored_file
  FOR EACH ROW WHEN (OLD.object_key IS NOT NULL AND OLD.object_key IS DISTINCT FROM NEW.object_key) EXECUTE FUNCTION stored_file_object_gone();

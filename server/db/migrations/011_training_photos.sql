-- Training photos (issue 13, /addTrainingPhotos; docs/decisions/028): the photo gallery of a CMDI's
-- training. The bytes are a stored file like any upload (kind 'training', owned by the CMDI who
-- sent them); a training photo attaches one to a training. Deleting the last training photo of a
-- stored file deletes the file (and its bytes, by cascade) in the same transaction.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_kind_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_kind_check CHECK (kind IN ('image', 'ettc', 'training'));

CREATE TABLE training_photo (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  stored_file_id integer NOT NULL REFERENCES stored_file (id) ON DELETE CASCADE,
  -- who attached it (the subject key: product_user:<id>); only they may delete it
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, stored_file_id)
);
CREATE INDEX training_photo_campaign_idx ON training_photo (campaign_id, created_at DESC, id DESC);
CREATE INDEX training_photo_file_idx ON training_photo (stored_file_id);

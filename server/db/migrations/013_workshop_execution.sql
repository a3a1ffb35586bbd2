-- A workshop's execution evidence (issue 15, /addPhotos; docs/decisions/030): the FCP's photos of
-- day 1 and the finalized article photo are stored files of kind 'workshop' (owned by the FCP's
-- account that sent them), attached to the workshop as workshop_photo__c rows that name the stored
-- file and who attached it (only they may delete it). One row per workshop, type and file.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_kind_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_kind_check CHECK (kind IN ('image', 'ettc', 'training', 'workshop'));

ALTER TABLE workshop_photo__c ADD COLUMN stored_file_id integer REFERENCES stored_file (id) ON DELETE CASCADE;
-- the subject key (account:<id>) of who attached it
ALTER TABLE workshop_photo__c ADD COLUMN uploaded_by text;
CREATE UNIQUE INDEX workshop_photo_file_idx ON workshop_photo__c (workshop_heroku_id__c, type__c, stored_file_id) WHERE stored_file_id IS NOT NULL;
CREATE INDEX workshop_photo_stored_file_idx ON workshop_photo__c (stored_file_id) WHERE stored_file_id IS NOT NULL;

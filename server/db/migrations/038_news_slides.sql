-- The super admin's news slides (issue 46 item 3; docs/decisions/087-news-slides.md): a slide's
-- image is a stored file of kind 'news' (sent to POST /api/files by the super admin, its metadata
-- taken off like every photo's), and a slide has a text beside its title. Retiring a slide sets
-- active__c false (retired_at/retired_by came with migration 033); news.list leaves it out, so each
-- device's next delta sync drops it.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_kind_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_kind_check CHECK (kind IN ('image', 'ettc', 'training', 'workshop', 'news'));
ALTER TABLE news_dashboard__c ADD COLUMN text__c text, ADD COLUMN stored_file_id integer REFERENCES stored_file (id);

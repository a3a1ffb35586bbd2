-- The super admin's content library and news (issue 46 item 3; docs/decisions/085-content-admin.md).
-- Retiring an item or a slide sets active__c false (the lists every device syncs leave it out) and
-- says when and by whom; nothing is deleted, so an item's reviews stay and come back with it.
ALTER TABLE content_categorization__c ADD COLUMN retired_at timestamptz, ADD COLUMN retired_by text;
ALTER TABLE news_dashboard__c ADD COLUMN retired_at timestamptz, ADD COLUMN retired_by text;

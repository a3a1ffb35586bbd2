-- One review per person and content item (decision 018): a rating inserts the person's review the
-- first time and updates it after that, whatever the timing (a double tap, two devices, a queued
-- write sent again). The server writes it with one INSERT ... ON CONFLICT against this index.

-- Rows a synced database may already hold twice for one person and item: keep the newest.
DELETE FROM content_review__c r
 USING content_review__c newer
 WHERE r.customer__c = newer.customer__c
   AND r.content_categorization__c = newer.content_categorization__c
   AND (coalesce(r.systemmodstamp, '-infinity'::timestamp), r.id) < (coalesce(newer.systemmodstamp, '-infinity'::timestamp), newer.id);

-- Replaces the plain lookup index of 003 (same columns): an item's reviews, and one person's.
DROP INDEX IF EXISTS content_review_lookup_idx;
CREATE UNIQUE INDEX content_review_person_item_uq ON content_review__c (content_categorization__c, customer__c);

-- Indexes the read ops' plans take on a scale-100 database (issue 50 item 3; decision 088), found
-- by `npm run explain:scale` (scripts/explainScale.ts): each statement a read op runs, under
-- EXPLAIN, read one of these tables whole where it wanted a few rows.
-- payments.forAmmd: an AMMD's workshops of a financial year, by the 15-character id the spec
-- matches an AMMD on (left(assigned_ammd__c, 15)) and the start date.
CREATE INDEX IF NOT EXISTS opportunity_ammd15_start_idx ON opportunity (left(assigned_ammd__c, 15), start_date_time__c);
-- content.list: the caller's own ratings (content_review_person_item_uq leads with the item, not the person).
CREATE INDEX IF NOT EXISTS content_review_customer_idx ON content_review__c (customer__c);

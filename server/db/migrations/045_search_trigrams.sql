-- A search of a programme-wide list by trigrams (issue 50 item 3; decision 119). A page's search
-- is each word as a substring of one of the list's search fields (server/ops/pages.ts
-- pageCondition: `lower(coalesce(field, '')) LIKE '%word%'` per field), which no btree serves: at
-- scale 100 every person or school was read for each search. A trigram index (pg_trgm, a trusted
-- extension: a database owner may create it; PGlite loads it in server/db/db.ts) finds a word of
-- three letters or more among the rows holding its trigrams. Each expression is the condition's
-- own, so the planner matches it: the accounts' name, code, mobile and city (People, Manage People,
-- the plan form's schools), the library's name, craft and hero products (Library, Manage Content)
-- and the articles' code and name (the plan form's and a workshop's articles).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS account_name_trgm_idx ON account USING gin (lower(coalesce(name, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS account_sfid_trgm_idx ON account USING gin (lower(coalesce(sfid::text, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS account_phone_trgm_idx ON account USING gin (lower(coalesce(phone, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS account_city_trgm_idx ON account USING gin (lower(coalesce(billingcity, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS content_name_trgm_idx ON content_categorization__c USING gin (lower(coalesce(name, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS content_craft_trgm_idx ON content_categorization__c USING gin (lower(coalesce(craft_category__c, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS content_hero1_trgm_idx ON content_categorization__c USING gin (lower(coalesce(hero_product_1__c, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS content_hero2_trgm_idx ON content_categorization__c USING gin (lower(coalesce(hero_product_2__c, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS article_code_trgm_idx ON article__c USING gin (lower(coalesce(material_code__c, '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS article_name_trgm_idx ON article__c USING gin (lower(coalesce(material_name__c, '')) gin_trgm_ops);

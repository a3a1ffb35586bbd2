-- The plan form's schools by name (issue 50 item 3; decisions 094, 114): the window (the first
-- 1,000 by `lower(name), id`), a page and its count read this index, not every account (4,000
-- schools of 18,901 accounts at scale 100: 719 pages for each, now 51 and 34). Its predicate is
-- the schools' list's own (server/ops/workshopPlan.ts SCHOOLS_SQL), the FCP record type written
-- out as the code's FCP_RECORD_TYPE, so the planner proves a call's rows are in it.
CREATE INDEX IF NOT EXISTS account_school_name_idx ON account (lower(name), id)
  WHERE sfid IS NOT NULL AND recordtypeid IS DISTINCT FROM '0125g000000FCPxAAA' AND active__c IS NOT FALSE AND isdeleted IS NOT TRUE;

-- Everyone by name (issue 50 item 3; decisions 094, 119): the people lists (Manage People,
-- the super admin's People) order the FCP accounts and the CMDI and AMMD users as one list by
-- `lower(name) COLLATE "C"` (server/ops/everyone.ts). With these, a page or a window is a merge of
-- two index scans that stops at its last row, and the list's count reads the FCPs' index alone
-- (16,304 people at scale 100: every one was read and sorted for a page of 50). Each predicate is
-- the list's own, the FCP record type written out as the code's FCP_RECORD_TYPE, so the planner
-- proves a call's rows are in it.
CREATE INDEX IF NOT EXISTS account_fcp_name_idx ON account ((lower(name)) COLLATE "C", id)
  WHERE recordtypeid = '0125g000000FCPxAAA' AND isdeleted IS NOT TRUE;
CREATE INDEX IF NOT EXISTS product_user_staff_name_idx ON product_user__c ((lower(name)) COLLATE "C", id)
  WHERE type__c IN ('CMDI', 'AMMD');

-- A manager's leads as ids read from indexes alone (issue 50 item 3; decision 094): the leads of no
-- live FCP by their CMDI (with the FCP each names, to check it), the leads of the manager's FCPs by
-- `fcp__c`, each with its id. Each replaces the index on its first column.
CREATE INDEX IF NOT EXISTS lead_cmdi_fcp_id_idx ON lead__c (cmdi__c, fcp__c, id);
DROP INDEX IF EXISTS lead_cmdi_idx;
CREATE INDEX IF NOT EXISTS lead_fcp_id_idx ON lead__c (fcp__c, id);
DROP INDEX IF EXISTS lead_fcp_idx;

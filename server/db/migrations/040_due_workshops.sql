-- The workshops waiting for their day (issue 50 item 3; decision 024): the AMMD's list asks, before
-- each read (applyDueFor, server/ops/workshopLifecycle.ts), which of the AMMD's workshops in
-- Awaiting AMMD Approval have reached their start day. The AMMD's and the stage's own indexes
-- answered it by reading every workshop of the AMMD up to today and every one of the stage (an AND
-- of two bitmaps, 9,000 and 4,300 rows at scale 100, for none due); this index holds only the
-- workshops of that stage, so "nothing is due" is a few index pages.
CREATE INDEX IF NOT EXISTS opportunity_due_idx ON opportunity (assigned_ammd__c, start_date_time__c)
  WHERE stagename = 'Awaiting AMMD Approval';

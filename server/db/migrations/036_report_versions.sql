-- A workshop's report carries the version it started from (issue 48 item 1; decision 079): the
-- report's own version (not `lifecycle_version`, which guards the stage and which a report save must
-- not move) goes up by one with each saved report; a report from an older version is merged field by
-- field (the count, the article lines) onto the report as it is now, or refused as a conflict
-- (server/ops/workshopExecution.ts).
ALTER TABLE opportunity ADD COLUMN report_version integer NOT NULL DEFAULT 1;

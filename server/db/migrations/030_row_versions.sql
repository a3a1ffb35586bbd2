-- Every update carries the version it started from (issue 48 item 1; docs/decisions/079-conflicts.md).
-- A row's version goes up by one with each update; an update that names an older version is merged
-- field by field onto the row as it is now, or refused as a conflict (server/ops/conflict.ts).
ALTER TABLE outlets ADD COLUMN row_version integer NOT NULL DEFAULT 1;

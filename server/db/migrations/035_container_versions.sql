-- Containers' updates carry the version they started from too (issue 48 item 1; decision 079): a
-- container's version goes up by one with each update; an update that names an older version is
-- merged field by field (name, purpose, members) onto the container as it is now, or refused as a
-- conflict (server/ops/containers.ts).
ALTER TABLE container__c ADD COLUMN row_version integer NOT NULL DEFAULT 1;

-- Containers (issue 25; docs/decisions/043): a named group of the people an FCP gathers for one
-- purpose (a school's teachers, a festival campaign). `__c` tables in the Heroku Connect shape
-- (sfid, createddate, systemmodstamp, isdeleted). A removed container is marked deleted, so its
-- name is free again (the unique index counts live ones only).
CREATE TABLE container__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text NOT NULL,
  description__c text,
  -- the FCP account (sfid) whose container it is
  fcp__c varchar(18) NOT NULL,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false
);
CREATE UNIQUE INDEX container_fcp_name_idx ON container__c (fcp__c, lower(name)) WHERE isdeleted IS NOT TRUE;

-- One member of a container: its kind says which record it is. 'hpa' (hpa_id) now; 'lead' (lead_id)
-- is allowed for the leads (migration 016's table), whose foreign key and member rows come with them.
CREATE TABLE container_member__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  container_id integer NOT NULL REFERENCES container__c (id) ON DELETE CASCADE,
  member_kind__c text NOT NULL CHECK (member_kind__c IN ('hpa', 'lead')),
  hpa_id integer REFERENCES hpa__c (id),
  lead_id integer,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false,
  CHECK ((member_kind__c = 'hpa') = (hpa_id IS NOT NULL) AND (member_kind__c = 'lead') = (lead_id IS NOT NULL))
);
CREATE UNIQUE INDEX container_member_hpa_idx ON container_member__c (container_id, hpa_id) WHERE hpa_id IS NOT NULL;
CREATE UNIQUE INDEX container_member_lead_idx ON container_member__c (container_id, lead_id) WHERE lead_id IS NOT NULL;

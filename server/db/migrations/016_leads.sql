-- Leads (issue 25; docs/decisions/042): people who may become an HPA or host a workshop, entered by
-- a CMDI (or met at a workshop), assigned to one of the CMDI's FCPs, who works them through a small
-- statechart (New -> Contacted -> Interested -> Converted; an open one -> Not interested ->
-- Contacted). Every move is a row of lead_history__c. Converting one creates its HPA (hpa__c) in the
-- same transaction and links it here. Both tables in the Heroku Connect shape.
CREATE TABLE lead__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text NOT NULL,
  -- ten digits: one lead per mobile number
  mobile__c varchar(10) NOT NULL,
  email__c text,
  city__c text,
  institute__c text,
  -- where it came from: 'Workshop participant' or 'Entered by CMDI'
  source__c text NOT NULL,
  -- New, Contacted, Interested, Converted, Not interested
  status__c text NOT NULL DEFAULT 'New',
  follow_up_date__c date,
  -- the CMDI (product_user__c sfid) whose lead it is, who assigns it
  cmdi__c varchar(18) NOT NULL,
  -- the FCP account (sfid) it is assigned to; null: not assigned yet
  fcp__c varchar(18),
  assigned_date__c timestamp,
  -- the HPA it became (hpa__c.id), once converted
  hpa__c integer REFERENCES hpa__c (id),
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false
);
CREATE UNIQUE INDEX lead_mobile_idx ON lead__c (mobile__c);
CREATE INDEX lead_fcp_idx ON lead__c (fcp__c);
CREATE INDEX lead_cmdi_idx ON lead__c (cmdi__c);

-- How each lead moved: who, when, from which status to which, with their note.
CREATE TABLE lead_history__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  lead__c integer NOT NULL REFERENCES lead__c (id),
  -- null for the lead's first row (it was entered)
  from_status__c text,
  to_status__c text NOT NULL,
  note__c text NOT NULL,
  -- the person's name and role as they were when they moved it
  by_name__c text,
  by_role__c text,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false
);
CREATE INDEX lead_history_lead_idx ON lead_history__c (lead__c, id);

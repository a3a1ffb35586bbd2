-- HPAs (issue 25; docs/decisions/041): the hobby class teachers, art makers, hobby centres and other
-- people and places an FCP works with. A `__c` table in the Heroku Connect shape (sfid, createddate,
-- systemmodstamp, isdeleted), each row carrying the fixed account record-type id of its kind (the
-- build configuration's eight HPA record types), kept apart from `account` so the venues of the
-- workshop plan (accounts of those record types) stay as they are.
CREATE TABLE hpa__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text NOT NULL,
  -- one of the eight HPA record types (art maker ... vocational)
  recordtypeid varchar(18) NOT NULL,
  -- ten digits, no prefix: one HPA per mobile number
  mobile__c varchar(10) NOT NULL,
  email__c text,
  city__c text,
  state__c text,
  institute__c text,
  -- the FCP account (sfid) who works with this HPA; null: nobody's yet (an FCP may add it by mobile)
  fcp__c varchar(18),
  -- the CMDI (sfid) who assigned it to the FCP; null when the FCP added or linked it
  assigned_by__c varchar(18),
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false
);
CREATE UNIQUE INDEX hpa_mobile_idx ON hpa__c (mobile__c);
CREATE INDEX hpa_fcp_idx ON hpa__c (fcp__c);

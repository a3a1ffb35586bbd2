-- Indexes for every lookup of spec section 7.

-- sign-in: FCP by phone + record type; staff by login mobile + type
CREATE INDEX account_phone_recordtype_idx ON account (phone, recordtypeid);
CREATE INDEX product_user_login_idx ON product_user__c (login_mobile_number__c, type__c);
CREATE INDEX product_user_type_idx ON product_user__c (type__c);
CREATE INDEX product_user_reporting_idx ON product_user__c (reporting_to_ammd__c);

-- FCPs of a CMDI / AMMD (lists, birthdays); AMMD matching by the 15-character id
CREATE INDEX account_assigned_cmdi_idx ON account (assigned_cmdi__c);
CREATE INDEX account_assigned_ammd_idx ON account (assigned_ammd__c);
CREATE INDEX account_assigned_ammd15_idx ON account (left(assigned_ammd__c, 15));
CREATE INDEX account_recordtype_idx ON account (recordtypeid);
CREATE INDEX account_ettc_idx ON account (id) WHERE ettc_download__c IS NOT NULL;

-- outlets of a CMDI (list, search by name or code)
CREATE INDEX outlets_cmdi_idx ON outlets (cmdi_name__c, id);
CREATE INDEX outlets_cmdi_name_idx ON outlets (cmdi_name__c, lower(outletname__c));
CREATE INDEX outlets_cmdi_code_idx ON outlets (cmdi_name__c, lower(outletcode__c));

-- workshops by scope and financial year
CREATE INDEX opportunity_ammd_start_idx ON opportunity (assigned_ammd__c, start_date_time__c);
CREATE INDEX opportunity_cmdi_start_idx ON opportunity (assigned_cmdi__c, start_date_time__c);
CREATE INDEX opportunity_account_start_idx ON opportunity (accountid, start_date_time__c);
CREATE INDEX opportunity_start_idx ON opportunity (start_date_time__c);
CREATE INDEX opportunity_stage_idx ON opportunity (stagename);

CREATE INDEX workshop_article_workshop_idx ON workshop_article__c (opportunity__heroku_id__c);
CREATE INDEX workshop_photo_workshop_idx ON workshop_photo__c (workshop__c, day__c, type__c);
CREATE INDEX workshop_photo_heroku_idx ON workshop_photo__c (workshop_heroku_id__c, day__c, type__c);

CREATE INDEX campaign_status_idx ON campaign (status, type);
CREATE INDEX campaign_cmdi_idx ON campaign (assigned_cmdi__c);

CREATE INDEX content_active_idx ON content_categorization__c (active__c);
CREATE INDEX content_review_lookup_idx ON content_review__c (content_categorization__c, customer__c);
CREATE INDEX uploaded_content_account_idx ON uploaded_content__c (account__c);

CREATE INDEX device_account_idx ON device__c (account__c, devices_id__c);
CREATE INDEX device_product_user_idx ON device__c (product_user__c, devices_id__c);

CREATE INDEX wss_cmdi_idx ON wss_territory_mapping__c (assigned_cmdi__c, tsi_tty_name__c);
CREATE INDEX news_sequence_idx ON news_dashboard__c (sequence__c);

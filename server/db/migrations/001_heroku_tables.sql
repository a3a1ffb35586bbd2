-- Tables mirroring the Heroku Connect schema the spec names (same __c column names).
-- Timestamps are "timestamp without time zone" and references hold Salesforce ids (sfid),
-- as Heroku Connect stores them.

CREATE TABLE account (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  email__c text,
  phone text,
  recordtypeid varchar(18),
  assigned_cmdi__c varchar(18),
  secondary_cmdi__c varchar(18),
  assigned_ammd__c varchar(18),
  date_of_birth__c date,
  sap_code__c text,
  heroku_id__c text UNIQUE,
  allowed_workshop__c double precision,
  ettc_document__c text,
  ettc_download__c text,
  user_type__c text,
  ekyc_complete__c boolean,
  reporting_to_ammd__c varchar(18),
  this_ekyc_popup_complete__c boolean,
  teacher_level__c text,
  isintroduction_complete__c boolean,
  approve_agreement__c boolean,
  billingcity text,
  billingstate text,
  active__c boolean DEFAULT true,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now(),
  isdeleted boolean DEFAULT false
);

CREATE TABLE product_user__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  type__c text,
  email__c text,
  login_mobile_number__c text,
  reporting_to_ammd__c varchar(18),
  mdicode__c text,
  cmdi_code__c text,
  super_admin__c boolean NOT NULL DEFAULT false,
  active__c boolean DEFAULT true,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE outlets (
  id serial PRIMARY KEY,
  outletname__c text,
  outletcode__c text,
  mobile_no__c text,
  address__c text,
  city_town__c text,
  district__c text,
  state__c text,
  region__c text,
  wss_tty_name__c text,
  wss_code__c text,
  wss_phone__c text,
  tsi_tty_name__c text,
  tty_code__c text,
  tsi_tty_phone__c text,
  cluster__c text,
  cluster_bm_mobile_no__c text,
  cluster_code__c text,
  rsm_mis_name__c text,
  rsm_phone__c text,
  cmdi_name__c varchar(18),
  active__c boolean DEFAULT true,
  tty_name__c text,
  wss_name__c text,
  class_name__c text,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE opportunity (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  heroku_id__c text UNIQUE,
  name text,
  accountid varchar(18),
  stagename text,
  start_date_time__c timestamp,
  end_date_time__c timestamp,
  closedate date,
  createddate timestamp DEFAULT now(),
  no_of_participants__c double precision,
  actual_participants_count__c double precision,
  stamped_amount__c double precision,
  total_tertiary_by_app__c double precision,
  category__c text,
  expense_head__c text,
  other_expense_head_name__c text,
  hpa_school__c varchar(18),
  cmdi_name__c text,
  ammd_name__c text,
  assigned_cmdi__c varchar(18),
  assigned_ammd__c varchar(18),
  artical_finalized_photo__c text,
  fcpname__c text,
  invoice_booking_rejection_remark__c text,
  invoice_number__c text,
  payment_document_number__c text,
  payment_date__c date,
  amount double precision,
  paid_amount__c double precision,
  payment_status_remark__c text,
  account_approval_date__c date,
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE article__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  active__c boolean DEFAULT true,
  material_code__c text,
  material_name__c text,
  pil_billing__c double precision,
  mrp__c double precision,
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE workshop_article__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  article__c varchar(18),
  quantity__c double precision,
  opportunity__c varchar(18),
  opportunity__heroku_id__c text,
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE workshop_photo__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  image_url__c text,
  workshop_heroku_id__c text,
  workshop__c varchar(18),
  day__c integer,
  type__c text,
  photodatetime__c timestamp,
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE campaign (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  type text,
  city__c text,
  startdate date,
  enddate date,
  publish__c boolean DEFAULT false,
  heroku_id__c text UNIQUE,
  status text,
  assigned_cmdi__c varchar(18),
  assigned_ammd__c varchar(18),
  no_of_participants__c double precision,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE content_categorization__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  year__c text,
  seasonality__c text,
  craft_category__c text,
  time_period__c text,
  difficulty_level__c text,
  level_of_difficulty__c text,
  institute__c text,
  art_form__c text,
  festival_generic__c text,
  is_best_out_of_waste__c text,
  hero_product_1__c text,
  hero_product_2__c text,
  in_house_products_used__c text,
  out_sourced_products_use__c text,
  pil_product_price__c double precision,
  non_pil_product_price__c double precision,
  total_cost_of_making_the_article__c double precision,
  link_in_pil_tantra__c text,
  link_in_pil_tantra_url__c text,
  thumbnail_link__c text,
  thumbnail_url__c text,
  active__c boolean DEFAULT true,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE content_review__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  customer__c varchar(18),
  content_categorization__c varchar(18),
  rating__c double precision,
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE uploaded_content__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  image_url__c text,
  account__c varchar(18),
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE device__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  devices_id__c text,
  account__c varchar(18),
  product_user__c varchar(18),
  createddate timestamp DEFAULT now(),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE wss_territory_mapping__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  cluster_name__c text,
  tsi_territory_code__c text,
  tsi_tty_name__c text,
  wss_tty_code__c text,
  assigned_cmdi__c varchar(18),
  systemmodstamp timestamp DEFAULT now()
);

CREATE TABLE news_dashboard__c (
  id serial PRIMARY KEY,
  sfid varchar(18) UNIQUE,
  name text,
  sequence__c double precision,
  url__c text,
  active__c boolean DEFAULT true,
  systemmodstamp timestamp DEFAULT now()
);

-- The language a person reads the app in (issue 45; decision 074), kept on the account so a new
-- device, an SMS code and a push come in it. One row per person who chose one (none: English); the
-- FCP's account and the staff user are told apart as the credentials are (subject kind and id).
CREATE TABLE app_user_setting (
  subject_kind text NOT NULL CHECK (subject_kind IN ('account', 'product_user')),
  subject_id integer NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'hi')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject_kind, subject_id)
);

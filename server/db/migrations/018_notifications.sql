-- In-app notifications (issue 27 item 1; docs/decisions/045-notifications.md): one row per person
-- told of an event, written in the same statement as the event itself (a workshop's or a
-- training's transition), read by its recipient only (the account or product user sfid the
-- session carries), marked read when opened.
CREATE TABLE app_notification (
  id serial PRIMARY KEY,
  -- who is told: the sfid of an FCP's account or of a CMDI's or AMMD's product user
  recipient text NOT NULL,
  -- the event that made it (workshop.approve, training.reject, ...)
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  -- the app's own address of the thing (/workshop?id=7)
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX app_notification_recipient_idx ON app_notification (recipient, id DESC);

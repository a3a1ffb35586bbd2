-- Reminders (issue 47 item 3; docs/decisions/083-reminders.md): the job `reminders.scan` writes a
-- reminder as an in-app notification whose key names its person, reason, record and India's day,
-- so however many servers scan, and however often, each reminder exists once (INSERT ... ON CONFLICT
-- (reminder_key) DO NOTHING). Other notifications have no key (NULLs never collide).
ALTER TABLE app_notification ADD COLUMN reminder_key text;
CREATE UNIQUE INDEX app_notification_reminder_key_idx ON app_notification (reminder_key);
-- Not pushed before this moment (a reminder made in quiet hours, 21:00-08:00 in India, is listed at
-- once and pushed at 08:00); NULL: pushed at once, as every other notification.
ALTER TABLE app_notification ADD COLUMN push_after timestamptz;

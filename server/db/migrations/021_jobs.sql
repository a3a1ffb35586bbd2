-- Background work on a job queue (issue 29, docs/decisions/048-job-queue.md). The queue's own
-- tables are pg-boss's (schema pgboss, made and migrated by pg-boss at start under its advisory
-- lock). Here: a one-time code waits in its row until its SMS is sent, so a gateway that is down
-- delays the code instead of losing it. The code itself is sealed (AES-256-GCM under a key derived
-- from the codes' HMAC key) and cleared once sent; the row is still checked by its HMAC only.
ALTER TABLE app_otp ADD COLUMN sms_sealed text;
-- a server sending the SMS holds the row until then; another takes it over only after this
ALTER TABLE app_otp ADD COLUMN sms_claimed_until timestamptz;
ALTER TABLE app_otp ADD COLUMN sms_sent_at timestamptz;
ALTER TABLE app_otp ADD COLUMN sms_tries integer NOT NULL DEFAULT 0;
-- the unattached-files sweep finds stored files no record shows
CREATE INDEX IF NOT EXISTS stored_file_uploaded_idx ON stored_file (uploaded_at);
CREATE INDEX IF NOT EXISTS account_ettc_file_idx ON account (ettc_file_id) WHERE ettc_file_id IS NOT NULL;

-- A code's SMS carries a client reference (issue 43 item 5; decision 048): random, made with the
-- code and kept with it in its row, so every send of one code (the request's try, a job run again
-- after a server died before it recorded the send) carries the same reference, and a gateway that
-- takes one can drop the repeat. The job of a code names its reference: a job whose code was
-- replaced since sends nothing (the new code has its own job).
ALTER TABLE app_otp ADD COLUMN sms_ref text;

-- Web push (issue 27 item 2; docs/decisions/046-web-push.md). A person's devices that asked for
-- their notifications: the push service's endpoint and the browser's keys (secrets: never logged),
-- owned by one person (the sfid the session carries, as app_notification.recipient). A
-- notification is pushed once: the sender (server/ops/push.ts) takes unsent rows FOR UPDATE SKIP
-- LOCKED, so several servers share the work, and stamps pushed_at.
CREATE TABLE app_push_subscription (
  id serial PRIMARY KEY,
  owner text NOT NULL,
  -- the push service's address for this browser (a capability URL: whoever holds it can push)
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  -- the session that subscribed it: pushes go only while it lasts (a sign-out on a shared phone
  -- stops the previous person's notifications there)
  token_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_push_subscription_owner_idx ON app_push_subscription (owner);

ALTER TABLE app_notification ADD COLUMN pushed_at timestamptz;
-- what existed before push is not pushed now
UPDATE app_notification SET pushed_at = created_at;
CREATE INDEX app_notification_unpushed_idx ON app_notification (id) WHERE pushed_at IS NULL;
-- a server taking unsent rows claims them for a while (a server that stops mid-send leaves them to another)
ALTER TABLE app_notification ADD COLUMN push_claimed_at timestamptz;

// In-app notifications (issue 27 item 1; docs/decisions/045-notifications.md): a person reads only
// their own (the session's sfid); opening one marks it read. What is written when (the notices and
// the clause that writes them): server/notices.ts. What leaves a device (decision 093): the list
// holds the unread and those read in the last READ_KEPT_DAYS days; delta sync removes the rest.
import { notificationsMine, notificationsRead, type Notification } from "../../src/codecs/notifications.ts";
import { defineOp, OpError } from "./registry.ts";
import { msg } from "../../src/codecs/language.ts";

/** A read notification stays on the person's list (and so on their devices) this many days after it was read. */
export const READ_KEPT_DAYS = 90;

export const notificationsMineOp = defineOp(notificationsMine, async ({ db, user, now }) => {
  if (!user.sfid) return [];
  const r = await db.query<{ id: number; kind: string; title: string; body: string; link: string; created_at: Date; read_at: Date | null }>(
    `SELECT id, kind, title, body, link, created_at, read_at FROM app_notification
      WHERE recipient = $1 AND (read_at IS NULL OR read_at > $2::timestamptz - make_interval(days => $3::int))
      ORDER BY created_at DESC, id DESC LIMIT 100`,
    [user.sfid, now.toISOString(), READ_KEPT_DAYS],
  );
  return r.rows.map(
    (n): Notification => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      at: new Date(n.created_at).toISOString(),
      read: n.read_at !== null,
    }),
  );
});

export const notificationsReadOp = defineOp(notificationsRead, async ({ db, user, now }, { id }) => {
  const r = await db.query<{ id: number }>(
    "UPDATE app_notification SET read_at = COALESCE(read_at, $3::timestamptz) WHERE id = $1 AND recipient = $2 RETURNING id",
    [id, user.sfid ?? "", now.toISOString()],
  );
  if (!r.rows[0]) throw new OpError(404, "not_found", msg("This notification was not found"));
  return [{ id }];
});

export const NOTIFICATION_OPS = [notificationsMineOp, notificationsReadOp] as const;

// The notifications drawer, opening from the right (spec screen 2; issue 27, decision 045): the
// person's notifications newest first with India's time, each a link to the thing (opening it
// marks it read), "Mark all read"; loading, empty and failed states. Readable offline (cached).
import { Button, Callout, Classes, Drawer, DrawerSize, Position, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Notification } from "../../codecs/notifications.ts";
import { dateTime } from "../format.ts";
import { cx } from "../styles.ts";
import "./Notifications.css";

export interface NotificationsProps {
  open: boolean;
  onClose: () => void;
  rows: readonly Notification[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Opening one: it is marked read and the drawer closes as its link is followed. */
  onOpen: (n: Notification) => void;
  onReadAll: () => void;
}

export function Notifications(p: NotificationsProps) {
  const unread = p.rows.filter((n) => !n.read).length;
  return (
    <Drawer
      isOpen={p.open}
      onClose={p.onClose}
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
      title="Notifications"
      icon="notifications"
      className="notifications"
    >
      <div className="notifications-actions">
        <span className={Classes.TEXT_MUTED} role="status">
          {unread > 0 ? `${unread} unread` : "All read"}
        </span>
        {unread > 0 && <Button variant="outlined" size="small" text="Mark all read" onClick={p.onReadAll} />}
      </div>
      {p.error && (
        <Callout intent="warning" className="notifications-error">
          <p>{p.error}</p>
          <Button text="Try again" size="small" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading && <Spinner size={24} aria-label="Loading notifications" />}
      {!p.loading && p.rows.length === 0 && !p.error && <p className="notifications-empty">No notifications yet.</p>}
      {p.rows.length > 0 && (
        <ul aria-label="Notifications" className="notifications-list">
          {p.rows.map((n) => (
            <li key={n.id} className={cx("notifications-item", n.read ? undefined : "notifications-unread")}>
              <Link href={n.link} className="notifications-link" onClick={() => p.onOpen(n)}>
                <strong>{n.title}</strong>
                {!n.read && <span className="notifications-dot">Unread</span>}
              </Link>
              <p className="notifications-body">{n.body}</p>
              <small className={Classes.TEXT_MUTED}>{dateTime(n.at)}</small>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}

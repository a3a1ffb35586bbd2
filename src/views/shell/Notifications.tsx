// The notifications drawer, opening from the right (spec screen 2; issue 27, decision 045): the
// person's notifications newest first with India's time, each a link to the thing (opening it
// marks it read), "Mark all read"; loading, empty and failed states. Readable offline (cached).
import { Button, Callout, Classes, Drawer, DrawerSize, Position, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Notification } from "../../codecs/notifications.ts";
import { noticeMessages } from "../../codecs/notices.ts";
import type { PushCheck } from "../../codecs/push.ts";
import { useFormats } from "../useFormats.ts";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";
import { DrawerHeader } from "./DrawerHeader.tsx";
import { useFollowedDrawer } from "./followedDrawer.ts";
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
  /** Notifications on this device (web push, decision 046). */
  push: PushControlProps;
}

export interface PushControlProps {
  state: PushCheck | "checking" | "subscribing" | "unsubscribing" | "failed";
  error: string | null;
  onEnable: () => void;
  onDisable: () => void;
  onRetry: () => void;
  onCheck: () => void;
}

/**
 * "Get these on this phone": says why before the browser asks (the prompt comes only when it is
 * pressed, never on load), and how to turn it off; blocked, unsupported and failed say so.
 */
export function PushControl(p: PushControlProps) {
  const t = useT();
  const busy = p.state === "checking" || p.state === "subscribing" || p.state === "unsubscribing";
  return (
    <section className="notifications-push" aria-labelledby="notifications-push-title" aria-busy={busy}>
      <h2 id="notifications-push-title" className="notifications-push-title">
        {t("On this device")}
      </h2>
      {p.state === "unsupported" && (
        <p className={Classes.TEXT_MUTED}>{t("This browser cannot show notifications when the app is closed. Open the app to see them here.")}</p>
      )}
      {(p.state === "off" || p.state === "subscribing") && (
        <>
          <p>
            {t(
              "Get a notification on this phone when a workshop or training needs you or changes, even when the app is closed. Your browser will ask you to allow it.",
            )}
          </p>
          <Button
            intent="primary"
            icon="notifications"
            text={t("Get these on this phone")}
            loading={p.state === "subscribing"}
            onClick={p.onEnable}
          />
        </>
      )}
      {(p.state === "on" || p.state === "unsubscribing") && (
        <>
          <p>{t("Notifications come to this device, even when the app is closed.")}</p>
          <Button variant="outlined" text={t("Turn off on this device")} loading={p.state === "unsubscribing"} onClick={p.onDisable} />
        </>
      )}
      {p.state === "denied" && (
        <>
          <p>
            {t(
              "Notifications are blocked for this app in your browser. To get them, allow notifications in the browser's settings for this site (the icon beside the address, then Permissions or Site settings), then press Check again.",
            )}
          </p>
          <Button variant="outlined" text={t("Check again")} onClick={p.onCheck} />
        </>
      )}
      {p.state === "failed" && (
        <Callout intent="warning">
          <p>{p.error && t(p.error)}</p>
          <Button text={t("Try again")} size="small" onClick={p.onRetry} />
        </Callout>
      )}
    </section>
  );
}

export function Notifications(p: NotificationsProps) {
  const t = useT();
  const f = useFormats();
  const unread = p.rows.filter((n) => !n.read).length;
  // a notification's link followed closes the drawer at once (followedDrawer.ts)
  const drawer = useFollowedDrawer();
  return (
    <Drawer
      isOpen={p.open}
      onClose={p.onClose}
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
      className="notifications"
      transitionDuration={drawer.transitionDuration}
      onClosed={drawer.onClosed}
    >
      <DrawerHeader title="Notifications" icon="notifications" onClose={p.onClose} />
      <div className="notifications-actions">
        <span className={Classes.TEXT_MUTED} role="status">
          {unread > 0 ? t("{unread} unread", { unread }) : t("All read")}
        </span>
        {unread > 0 && <Button variant="outlined" size="small" text={t("Mark all read")} onClick={p.onReadAll} />}
      </div>
      {/* the bell counts messages, Today the records that need the person now: said, so the two numbers do not puzzle (decision 112) */}
      <p className={cx(Classes.TEXT_MUTED, "notifications-note")}>
        {t("Messages about your records: one record may have several. What needs you now is on Today.")}{" "}
        <Link
          href="/today"
          onClick={() => {
            drawer.followed();
            p.onClose();
          }}
        >
          {t("Open Today")}
        </Link>
      </p>
      {p.error && (
        <Callout intent="warning" className="notifications-error">
          <p>{t(p.error)}</p>
          <Button text={t("Try again")} size="small" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading && <Spinner size={24} aria-label={t("Loading notifications")} />}
      {!p.loading && p.rows.length === 0 && !p.error && <p className="notifications-empty">{t("No notifications yet.")}</p>}
      {p.rows.length > 0 && (
        <ul aria-label={t("Notifications")} className="notifications-list">
          {p.rows.map((n) => {
            // the row's English title and body as messages, in the reader's language (src/codecs/notices.ts)
            const said = noticeMessages(n);
            return (
              <li key={n.id} className={cx("notifications-item", n.read ? undefined : "notifications-unread")}>
                <Link
                  href={n.link}
                  className="notifications-link"
                  onClick={() => {
                    drawer.followed();
                    p.onOpen(n);
                  }}
                >
                  <strong>{t(said.title)}</strong>
                  {!n.read && <span className="notifications-dot">{t("Unread")}</span>}
                </Link>
                <p className="notifications-body">{t(said.body)}</p>
                <small className={Classes.TEXT_MUTED}>{f.dateTime(n.at)}</small>
              </li>
            );
          })}
        </ul>
      )}
      <PushControl {...p.push} />
    </Drawer>
  );
}

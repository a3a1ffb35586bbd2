// The notifications drawer, opening from the right, with static demo entries (spec screen 2).
import { Classes, Drawer, DrawerSize, Position } from "@blueprintjs/core";
import "./Notifications.css";

export const DEMO_NOTIFICATIONS = [
  { id: 1, title: "Workshop approved", body: "Your workshop plan was approved by the AMMD.", when: "2 hours ago" },
  { id: 2, title: "New training content", body: "New Fevicryl content was added to the library.", when: "Yesterday" },
  { id: 3, title: "Payment processed", body: "A workshop payment was marked as paid.", when: "3 days ago" },
] as const;

export function Notifications({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      isOpen={open}
      onClose={onClose}
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
      title="Notifications"
      icon="notifications"
      className="notifications"
    >
      <ul aria-label="Notifications" className="notifications-list">
        {DEMO_NOTIFICATIONS.map((n) => (
          <li key={n.id} className="notifications-item">
            <strong>{n.title}</strong>
            <p className="notifications-body">{n.body}</p>
            <small className={Classes.TEXT_MUTED}>{n.when}</small>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

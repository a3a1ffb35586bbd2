// The notifications drawer, opening from the right, with static demo entries (spec screen 2).
import { Drawer, DrawerSize, Position } from "@blueprintjs/core";

export const DEMO_NOTIFICATIONS = [
  { id: 1, title: "Workshop approved", body: "Your workshop plan was approved by the AMMD.", when: "2 hours ago" },
  { id: 2, title: "New training content", body: "New Fevicryl content was added to the library.", when: "Yesterday" },
  { id: 3, title: "Payment processed", body: "A workshop payment was marked as paid.", when: "3 days ago" },
] as const;

export function Notifications({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer isOpen={open} onClose={onClose} position={Position.RIGHT} size={DrawerSize.SMALL} title="Notifications" icon="notifications"
      style={{ maxWidth: "90vw" }}>
      <ul aria-label="Notifications" style={{ listStyle: "none", margin: 0, padding: 16, overflowY: "auto" }}>
        {DEMO_NOTIFICATIONS.map((n) => (
          <li key={n.id} style={{ padding: "8px 0", borderBottom: "1px solid rgba(128,128,128,.25)" }}>
            <strong>{n.title}</strong>
            <p style={{ margin: "4px 0" }}>{n.body}</p>
            <small className="bp6-text-muted">{n.when}</small>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

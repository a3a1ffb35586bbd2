// The signed-in layout: header, the FCP sidebar (persistent on large screens, a temporary
// drawer on small ones), the notifications drawer and the page.
import type { ReactNode } from "react";
import { Drawer, Position } from "@blueprintjs/core";
import { Header, type HeaderProps } from "./Header.tsx";
import { Notifications } from "./Notifications.tsx";
import { Sidebar, type SidebarProps } from "./Sidebar.tsx";

export interface ShellLayoutProps {
  header: HeaderProps;
  /** FCP only. */
  sidebar: (SidebarProps & { open: boolean; small: boolean; onClose: () => void }) | null;
  notifications: { open: boolean; onClose: () => void };
  children: ReactNode;
}

export function ShellLayout({ header, sidebar, notifications, children }: ShellLayoutProps) {
  const persistent = sidebar && !sidebar.small;
  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Header {...header} />
      <div style={{ display: "flex", flex: 1, minWidth: 0 }}>
        {persistent && sidebar.open && (
          <aside style={{ width: 260, flexShrink: 0, borderInlineEnd: "1px solid rgba(128,128,128,.25)" }}>
            <Sidebar menu={sidebar.menu} activePath={sidebar.activePath} />
          </aside>
        )}
        <main style={{ flex: 1, minWidth: 0 }}>{children}</main>
      </div>
      {sidebar?.small && (
        <Drawer isOpen={sidebar.open} onClose={sidebar.onClose} position={Position.LEFT} size="280px" title="Menu" style={{ maxWidth: "85vw" }}>
          <Sidebar menu={sidebar.menu} activePath={sidebar.activePath} onNavigate={sidebar.onClose} />
        </Drawer>
      )}
      <Notifications open={notifications.open} onClose={notifications.onClose} />
    </div>
  );
}

// The signed-in layout: a "Skip to content" link, the header, the FCP sidebar (persistent on
// large screens, a temporary drawer from the inline-start side on small ones), the
// notifications drawer and the page.
import { useState, type ReactNode } from "react";
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

const MAIN_ID = "main-content";

const hidden = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
const shown = { position: "absolute", top: 4, insetInlineStart: 4, zIndex: 30 } as const;

/** The first stop of the keyboard: visible while focused, it moves focus to the page. */
function SkipLink() {
  const [focused, setFocused] = useState(false);
  return (
    <a href={`#${MAIN_ID}`} className="bp6-button bp6-intent-primary" style={focused ? shown : hidden}
      onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}
      onClick={(e) => { e.preventDefault(); document.getElementById(MAIN_ID)?.focus(); }}>Skip to content</a>
  );
}

export function ShellLayout({ header, sidebar, notifications, children }: ShellLayoutProps) {
  const persistent = sidebar && !sidebar.small;
  return (
    <div style={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <Header {...header} />
      <div style={{ display: "flex", flex: 1, minWidth: 0 }}>
        {persistent && sidebar.open && (
          <aside style={{ width: 260, flexShrink: 0, borderInlineEnd: "1px solid rgba(128,128,128,.25)" }}>
            <Sidebar menu={sidebar.menu} activePath={sidebar.activePath} />
          </aside>
        )}
        <main id={MAIN_ID} tabIndex={-1} style={{ flex: 1, minWidth: 0, outline: "none" }}>{children}</main>
      </div>
      {sidebar?.small && (
        <Drawer isOpen={sidebar.open} onClose={sidebar.onClose} position={header.direction === "rtl" ? Position.RIGHT : Position.LEFT} size="280px" title="Menu" style={{ maxWidth: "85vw" }}>
          <Sidebar menu={sidebar.menu} activePath={sidebar.activePath} onNavigate={sidebar.onClose} />
        </Drawer>
      )}
      <Notifications open={notifications.open} onClose={notifications.onClose} />
    </div>
  );
}

// The signed-in layout: a "Skip to content" link, the header, the FCP sidebar (persistent on
// large screens, a temporary drawer from the inline-start side on small ones), the
// notifications drawer and the page.
import { useState, type ReactNode } from "react";
import { Classes, Drawer, Position } from "@blueprintjs/core";
import { cx } from "../styles.ts";
import { DrawerHeader } from "./DrawerHeader.tsx";
import { useFollowedDrawer } from "./followedDrawer.ts";
import { Header, type HeaderProps } from "./Header.tsx";
import { Notifications, type NotificationsProps } from "./Notifications.tsx";
import { Sidebar, type SidebarProps } from "./Sidebar.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";
import "./ShellLayout.css";

export interface ShellLayoutProps {
  header: HeaderProps;
  /** FCP only. */
  sidebar: (SidebarProps & { open: boolean; small: boolean; onClose: () => void }) | null;
  notifications: NotificationsProps;
  children: ReactNode;
}

const MAIN_ID = "main-content";

/** The first stop of the keyboard: visible while focused, it moves focus to the page. */
function SkipLink() {
  const t = useT();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_ID}`}
      className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY, focused ? "shell-skip-link-shown" : "shell-skip-link-hidden")}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t("Skip to content")}
    </a>
  );
}

export function ShellLayout({ header, sidebar, notifications, children }: ShellLayoutProps) {
  const persistent = sidebar && !sidebar.small;
  // a link followed in the temporary drawer closes it at once (followedDrawer.ts)
  const drawer = useFollowedDrawer();
  return (
    <div className="shell">
      <SkipLink />
      <Header {...header} />
      <div className="shell-body">
        {persistent && sidebar.open && (
          <aside className="shell-sidebar">
            <Sidebar menu={sidebar.menu} activePath={sidebar.activePath} />
          </aside>
        )}
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          {children}
        </main>
      </div>
      {sidebar?.small && (
        <Drawer
          isOpen={sidebar.open}
          onClose={sidebar.onClose}
          position={header.direction === "rtl" ? Position.RIGHT : Position.LEFT}
          size="280px"
          className="shell-drawer"
          transitionDuration={drawer.transitionDuration}
          onClosed={drawer.onClosed}
        >
          <DrawerHeader title={msg("Menu")} onClose={sidebar.onClose} />
          <Sidebar
            menu={sidebar.menu}
            activePath={sidebar.activePath}
            onNavigate={() => {
              drawer.followed();
              sidebar.onClose();
            }}
          />
        </Drawer>
      )}
      <Notifications {...notifications} />
    </div>
  );
}

// The header (spec section 2, screen 2), presentational: greeting, menu toggle (FCP), header
// menu (CMDI/AMMD), search box, fullscreen, theme and direction toggles, notifications and the
// user menu. Every icon button has an accessible name.
import { useState, type FormEvent } from "react";
import { Alignment, Button, InputGroup, Menu, MenuItem, Navbar, PopoverNext } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Direction, Theme } from "../../codecs/uiSettings.ts";
import type { MenuItem as NavItem } from "../menus.ts";

export interface HeaderProps {
  firstName: string;
  /** FCP only: the toggle of the side drawer. */
  menuToggle: { open: boolean; onToggle: () => void } | null;
  /** CMDI/AMMD (no sidebar): their menu, in the header. */
  headerMenu: readonly NavItem[];
  activePath: string | null;
  search: { small: boolean; open: boolean; onToggle: () => void; onSearch: (q: string) => void } | null;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  theme: Theme;
  onToggleTheme: () => void;
  direction: Direction;
  onToggleDirection: () => void;
  onOpenNotifications: () => void;
  onResetPassword: () => void;
  /** Opens /qa/log (export and replay of this device's event log). */
  onOpenLog: () => void;
  canSignOut: boolean;
  onSignOut: () => void;
}

function SearchBox({ onSearch, autoFocus }: { onSearch: (q: string) => void; autoFocus?: boolean }) {
  const [q, setQ] = useState("");
  const submit = (e: FormEvent) => { e.preventDefault(); onSearch(q); };
  return (
    <form role="search" onSubmit={submit} style={{ margin: "0 8px" }}>
      <InputGroup type="search" leftIcon="search" placeholder="Search pages" aria-label="Search" value={q} autoFocus={autoFocus}
        onValueChange={setQ} />
    </form>
  );
}

export function Header(p: HeaderProps) {
  const icon = (label: string, iconName: Parameters<typeof Button>[0]["icon"], onClick: () => void, extra: Record<string, unknown> = {}) => (
    <Button variant="minimal" icon={iconName} aria-label={label} title={label} onClick={onClick} {...extra} />
  );
  const userMenu = (
    <Menu aria-label="User menu">
      <MenuItem text="Reset Password" icon="key" onClick={p.onResetPassword} />
      <MenuItem text="Event log (QA)" icon="history" onClick={p.onOpenLog} />
      <MenuItem text="Sign out" icon="log-out" disabled={!p.canSignOut} onClick={p.onSignOut} />
    </Menu>
  );
  return (
    <header>
      <Navbar style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 4, height: "auto", minHeight: 50, flexWrap: "wrap" }}>
        <Navbar.Group align={Alignment.START} style={{ height: 50 }}>
          {p.menuToggle && icon(p.menuToggle.open ? "Close menu" : "Open menu", "menu", p.menuToggle.onToggle, { "aria-expanded": p.menuToggle.open, "aria-controls": "app-sidebar" })}
          <Navbar.Heading style={{ margin: "0 8px", whiteSpace: "nowrap" }}>Hi, {p.firstName}</Navbar.Heading>
          {p.headerMenu.length > 0 && (
            <nav aria-label="Main menu">
              {p.headerMenu.map((m) => m.kind === "link" && (
                <Link key={m.path} href={m.path} className={`bp6-button bp6-minimal${m.path === p.activePath ? " bp6-active" : ""}`}
                  aria-current={m.path === p.activePath ? "page" : undefined}>{m.label}</Link>
              ))}
            </nav>
          )}
        </Navbar.Group>
        <Navbar.Group align={Alignment.END} style={{ height: 50 }}>
          {p.search && !p.search.small && <SearchBox onSearch={p.search.onSearch} />}
          {p.search?.small && icon(p.search.open ? "Close search" : "Open search", "search", p.search.onToggle, { "aria-expanded": p.search.open })}
          {icon(p.fullscreen ? "Exit fullscreen" : "Enter fullscreen", p.fullscreen ? "minimize" : "fullscreen", p.onToggleFullscreen)}
          {icon(p.theme === "dark" ? "Switch to light theme" : "Switch to dark theme", p.theme === "dark" ? "flash" : "moon", p.onToggleTheme)}
          {icon(p.direction === "rtl" ? "Switch to left-to-right" : "Switch to right-to-left", "swap-horizontal", p.onToggleDirection)}
          {icon("Notifications", "notifications", p.onOpenNotifications)}
          <PopoverNext content={userMenu} placement="bottom-end">
            <Button variant="minimal" icon="user" aria-label="User menu" title="User menu" />
          </PopoverNext>
        </Navbar.Group>
      </Navbar>
      {p.search?.small && p.search.open && <div style={{ padding: "8px 0" }}><SearchBox onSearch={p.search.onSearch} autoFocus /></div>}
    </header>
  );
}

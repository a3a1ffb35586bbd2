// The side menu, drawn from menu data: links (active one marked), external links (new tab) and
// collapsible submenus, each with an optional badge.
import { useState } from "react";
import { Collapse, Icon, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import type { MenuItem } from "../menus.ts";

export interface SidebarProps {
  menu: readonly MenuItem[];
  activePath: string | null;
  /** Called after a link is followed (the temporary drawer closes). */
  onNavigate?: () => void;
}

const itemStyle = { display: "flex", alignItems: "center", gap: 8, width: "100%" } as const;

function Badge({ text }: { text?: string }) {
  return text ? <Tag round minimal intent="primary" style={{ marginInlineStart: "auto" }}>{text}</Tag> : null;
}

function Item({ item, activePath, onNavigate }: { item: MenuItem } & Omit<SidebarProps, "menu">) {
  const [open, setOpen] = useState(() => item.kind === "submenu" && menuHas(item.children, activePath));
  if (item.kind === "link") {
    const active = item.path === activePath;
    return (
      <li>
        <Link href={item.path} className={`bp6-menu-item${active ? " bp6-active bp6-intent-primary" : ""}`} style={itemStyle}
          aria-current={active ? "page" : undefined} onClick={onNavigate}>
          {item.icon && <Icon icon={item.icon} aria-hidden />}<span>{item.label}</span><Badge text={item.badge} />
        </Link>
      </li>
    );
  }
  if (item.kind === "external") {
    return (
      <li>
        <a href={item.href} target="_blank" rel="noopener noreferrer" className="bp6-menu-item" style={itemStyle}>
          {item.icon && <Icon icon={item.icon} aria-hidden />}<span>{item.label}</span>
          <span className="bp6-text-muted" style={{ fontSize: 12 }}>(opens in a new tab)</span><Badge text={item.badge} />
        </a>
      </li>
    );
  }
  const listId = `submenu-${item.id}`;
  return (
    <li>
      <button type="button" className="bp6-menu-item" style={{ ...itemStyle, border: 0, background: "none", font: "inherit", color: "inherit", textAlign: "start" }}
        aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {item.icon && <Icon icon={item.icon} aria-hidden />}<span>{item.label}</span><Badge text={item.badge} />
        <Icon icon={open ? "chevron-up" : "chevron-down"} aria-hidden style={{ marginInlineStart: item.badge ? 0 : "auto" }} />
      </button>
      <Collapse isOpen={open}>
        <ul id={listId} style={{ listStyle: "none", margin: 0, paddingInlineStart: 16 }}>
          {item.children.map((c) => <Item key={keyOf(c)} item={c} activePath={activePath} onNavigate={onNavigate} />)}
        </ul>
      </Collapse>
    </li>
  );
}

const keyOf = (m: MenuItem) => (m.kind === "link" ? m.path : m.kind === "external" ? m.href : m.id);
const menuHas = (menu: readonly MenuItem[], path: string | null): boolean =>
  menu.some((m) => (m.kind === "link" ? m.path === path : m.kind === "submenu" ? menuHas(m.children, path) : false));

export function Sidebar({ menu, activePath, onNavigate }: SidebarProps) {
  return (
    <nav aria-label="Main menu" id="app-sidebar">
      <ul className="bp6-menu" style={{ listStyle: "none", margin: 0, padding: 8, background: "transparent", minWidth: 0 }}>
        {menu.map((m) => <Item key={keyOf(m)} item={m} activePath={activePath} onNavigate={onNavigate} />)}
      </ul>
    </nav>
  );
}

// The side menu, drawn from menu data: links (active one marked), external links (new tab) and
// collapsible submenus, each with an optional badge.
import { useState } from "react";
import { Classes, Collapse, Icon, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import type { MenuItem } from "../menus.ts";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";
import "./Sidebar.css";

export interface SidebarProps {
  menu: readonly MenuItem[];
  activePath: string | null;
  /** Called after a link is followed (the temporary drawer closes). */
  onNavigate?: () => void;
}

function Badge({ text }: { text?: string }) {
  return text ? (
    <Tag round minimal intent="primary" className="sidebar-end">
      {text}
    </Tag>
  ) : null;
}

function Item({ item, activePath, onNavigate }: { item: MenuItem } & Omit<SidebarProps, "menu">) {
  const t = useT();
  const [open, setOpen] = useState(() => item.kind === "submenu" && menuHas(item.children, activePath));
  if (item.kind === "link") {
    const active = item.path === activePath;
    return (
      <li>
        <Link
          href={item.path}
          className={cx(Classes.MENU_ITEM, active && Classes.ACTIVE, active && Classes.INTENT_PRIMARY, "sidebar-item")}
          aria-current={active ? "page" : undefined}
          onClick={onNavigate}
        >
          {item.icon && <Icon icon={item.icon} aria-hidden />}
          <span>{t(item.label)}</span>
          <Badge text={item.badge} />
        </Link>
      </li>
    );
  }
  if (item.kind === "external") {
    return (
      <li>
        <a href={item.href} target="_blank" rel="noopener noreferrer" className={cx(Classes.MENU_ITEM, "sidebar-item")}>
          {item.icon && <Icon icon={item.icon} aria-hidden />}
          <span>{t(item.label)}</span>
          <span className={cx(Classes.TEXT_MUTED, "sidebar-external")}>{t("(opens in a new tab)")}</span>
          <Badge text={item.badge} />
        </a>
      </li>
    );
  }
  const listId = `submenu-${item.id}`;
  return (
    <li>
      <button
        type="button"
        className={cx(Classes.MENU_ITEM, "sidebar-item", "sidebar-toggle")}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {item.icon && <Icon icon={item.icon} aria-hidden />}
        <span>{t(item.label)}</span>
        <Badge text={item.badge} />
        <Icon icon={open ? "chevron-up" : "chevron-down"} aria-hidden className={item.badge ? undefined : "sidebar-end"} />
      </button>
      <Collapse isOpen={open}>
        <ul id={listId} className="sidebar-submenu">
          {item.children.map((c) => (
            <Item key={keyOf(c)} item={c} activePath={activePath} onNavigate={onNavigate} />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

const keyOf = (m: MenuItem) => (m.kind === "link" ? m.path : m.kind === "external" ? m.href : m.id);
const menuHas = (menu: readonly MenuItem[], path: string | null): boolean =>
  menu.some((m) => (m.kind === "link" ? m.path === path : m.kind === "submenu" ? menuHas(m.children, path) : false));

export function Sidebar({ menu, activePath, onNavigate }: SidebarProps) {
  const t = useT();
  return (
    <nav aria-label={t("Main menu")} id="app-sidebar" className="sidebar">
      <ul className={cx(Classes.MENU, "sidebar-menu")}>
        {menu.map((m) => (
          <Item key={keyOf(m)} item={m} activePath={activePath} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

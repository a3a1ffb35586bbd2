// The header (spec section 2, screen 2), presentational: greeting, menu toggle (FCP), header
// menu (CMDI/AMMD), search box, fullscreen, theme and direction toggles, notifications and the
// user menu. Every icon button has an accessible name. The greeting is always whole and the menu
// wraps instead of scrolling out of sight (decision 100): on a phone the tools stay one row (the
// search collapses behind a button, the display toggles move into the user menu), and the menu and
// the connection state each get a row of their own under it.
import { Fragment, useEffect, useRef, useState, type FormEvent } from "react";
import { Alignment, Button, Classes, Icon, InputGroup, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Tag } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { Link } from "wouter";
import type { Direction, Theme } from "../../codecs/uiSettings.ts";
import type { MenuItem as NavItem } from "../menus.ts";
import { cx } from "../styles.ts";
import { formatsFor } from "../useFormats.ts";
import "./Header.css";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { LANGUAGES, type Language, type Translate } from "../../codecs/i18n.ts";
import { ENGLISH } from "../../codecs/translate.ts";
import { useT } from "../i18n.tsx";

export interface HeaderProps {
  firstName: string;
  /** FCP only: the toggle of the side drawer. */
  menuToggle: { open: boolean; onToggle: () => void } | null;
  /** CMDI/AMMD (no sidebar): their menu, in the header. */
  headerMenu: readonly NavItem[];
  activePath: string | null;
  /** `onSearch` opens the first matching page, else the records' search (decision 082). */
  search: { small: boolean; open: boolean; onToggle: () => void; onSearch: (q: string) => void } | null;
  /** A mobile-size screen: fullscreen, theme and direction move into the user menu, so the
   * header stays one row. */
  small: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  theme: Theme;
  onToggleTheme: () => void;
  direction: Direction;
  onToggleDirection: () => void;
  /** The language the app is read in (decision 074), and the person choosing another. */
  language: Language;
  onChooseLanguage: (language: Language) => void;
  onOpenNotifications: () => void;
  /** How many notifications are unread: the bell's name says it, its badge shows it. */
  unread: number;
  onResetPassword: () => void;
  /** The person's devices (/devices). */
  onOpenDevices: () => void;
  /** "Changes not saved" (decision 081): how many of this person's writes the server refused wait for their word, and the page that lists them. */
  refused: { count: number; href: string; onOpen: () => void };
  /** Opens /qa/log (export and replay of this device's event log). */
  onOpenLog: () => void;
  canSignOut: boolean;
  onSignOut: () => void;
  /** No connection: the app works from what the device keeps, and says so. */
  offline: boolean;
  /** This person's changes waiting to be sent. */
  waiting: number;
  /** When this device last heard from the server (ms since the epoch), or null if never. */
  lastSynced: number | null;
}

/** "3 waiting · last synced 26-11-26, 10:32 am" (India's time): what the connection state means for the person's work. */
export function syncText(p: Pick<HeaderProps, "offline" | "waiting" | "lastSynced">, t: Translate = ENGLISH): string {
  const parts: string[] = [];
  if (p.waiting > 0) parts.push(t("{count, plural, one {# change waiting} other {# changes waiting}}", { count: p.waiting }));
  if (p.offline) parts.push(p.lastSynced === null ? t("not synced yet") : t("last synced {time}", { time: formatsFor(t).dateTime(p.lastSynced) }));
  return parts.join(" · ");
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
const bellName = (unread: number, t: Translate) => (unread > 0 ? t("Notifications, {unread} unread", { unread }) : t("Notifications"));

/** The search: a page whose title has the words opens, else the records that match (/search, decision 082). */
function SearchBox({ onSearch, autoFocus }: { onSearch: (q: string) => void; autoFocus?: boolean }) {
  const t = useT();
  const [q, setQ] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    if (query) onSearch(query);
  };
  return (
    <form role="search" aria-label={t("Search pages and records")} onSubmit={submit} className="header-search">
      <InputGroup
        type="search"
        leftIcon="search"
        maxLength={FILTER_TEXT_MAX}
        placeholder={t("Search pages and records")}
        aria-label={t("Search")}
        value={q}
        autoFocus={autoFocus}
        onValueChange={setQ}
      />
    </form>
  );
}

/**
 * Keeps `--header-height` on the document at the header's drawn height, so a notice (Notice.css)
 * starts below the header however many rows it grows to (decision 100), not below a fixed 56 px.
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const set = () => root.style.setProperty("--header-height", `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, []);
  return ref;
}

export function Header(p: HeaderProps) {
  const t = useT();
  const headerRef = useHeaderHeight();
  const icon = (label: string, iconName: IconName, onClick: () => void, extra: Record<string, unknown> = {}) => (
    <Button variant="minimal" icon={iconName} aria-label={label} title={label} onClick={onClick} {...extra} />
  );
  const display: ReadonlyArray<{ label: string; icon: IconName; onClick: () => void }> = [
    {
      label: p.fullscreen ? t("Exit fullscreen") : t("Enter fullscreen"),
      icon: p.fullscreen ? "minimize" : "fullscreen",
      onClick: p.onToggleFullscreen,
    },
    {
      label: p.theme === "dark" ? t("Switch to light theme") : t("Switch to dark theme"),
      icon: p.theme === "dark" ? "flash" : "moon",
      onClick: p.onToggleTheme,
    },
    {
      label: p.direction === "rtl" ? t("Switch to left-to-right") : t("Switch to right-to-left"),
      icon: "swap-horizontal",
      onClick: p.onToggleDirection,
    },
  ];
  const userMenu = (
    <Menu aria-label={t("User menu")}>
      {p.small && (
        <>
          {display.map((d) => (
            <MenuItem key={d.icon} text={d.label} icon={d.icon} onClick={d.onClick} />
          ))}
          <MenuDivider />
        </>
      )}
      <MenuItem text={t("Reset Password")} icon="key" onClick={p.onResetPassword} />
      <MenuItem text={t("My devices")} icon="phone" onClick={p.onOpenDevices} />
      <MenuItem
        text={t("Changes not saved")}
        icon="error"
        label={p.refused.count > 0 ? String(p.refused.count) : undefined}
        onClick={p.refused.onOpen}
      />
      <MenuItem text={t("Event log (QA)")} icon="history" onClick={p.onOpenLog} />
      <MenuItem text={t("Sign out")} icon="log-out" disabled={!p.canSignOut} onClick={p.onSignOut} />
      <MenuDivider title={t("Language")} />
      {LANGUAGES.filter((l) => l.code !== p.language).map((l) => (
        <MenuItem key={l.code} text={l.name} lang={l.code} icon="translate" onClick={() => p.onChooseLanguage(l.code)} />
      ))}
    </Menu>
  );
  // CMDI/AMMD/super admin: their menu, wrapping onto more lines rather than hiding entries
  const menu = p.headerMenu.length > 0 && (
    <nav aria-label={t("Main menu")} className="header-menu">
      {p.headerMenu.map(
        (m) =>
          m.kind === "link" && (
            <Link
              key={m.path}
              href={m.path}
              className={cx(Classes.BUTTON, Classes.MINIMAL, m.path === p.activePath && Classes.ACTIVE, "header-menu-link")}
              aria-current={m.path === p.activePath ? "page" : undefined}
            >
              {t(m.label)}
            </Link>
          ),
      )}
    </nav>
  );
  // among the tools on a large screen; on a phone a row of its own (empty, it takes no room)
  const connection = (
    <div role="status" className={cx("header-connection", p.small && "header-connection-row")}>
      {p.offline && (
        <Tag intent="warning" icon="offline" title={t("No connection: what you change is kept on this device and sent when the connection is back")}>
          {t("Offline")}
        </Tag>
      )}
      {(p.offline || p.waiting > 0) && <span className="header-sync">{syncText(p, t)}</span>}
    </div>
  );
  return (
    <header ref={headerRef}>
      <Navbar className={cx("header-navbar", p.small && "header-navbar-small")}>
        <Navbar.Group align={Alignment.START} className="header-start">
          {p.menuToggle &&
            icon(p.menuToggle.open ? t("Close menu") : t("Open menu"), "menu", p.menuToggle.onToggle, {
              "aria-expanded": p.menuToggle.open,
              "aria-controls": "app-sidebar",
            })}
          <Navbar.Heading className="header-greeting">{t("Hi, {name}", { name: p.firstName })}</Navbar.Heading>
          {!p.small && menu}
        </Navbar.Group>
        <Navbar.Group align={Alignment.END} className="header-end">
          {!p.small && connection}
          {p.refused.count > 0 && (
            <Link
              href={p.refused.href}
              className={cx(Classes.BUTTON, Classes.MINIMAL, Classes.INTENT_DANGER, "header-refused")}
              aria-label={t("{count, plural, one {# change not saved} other {# changes not saved}}", { count: p.refused.count })}
              title={t("{count, plural, one {# change not saved} other {# changes not saved}}", { count: p.refused.count })}
            >
              <Icon icon="error" />
              <span aria-hidden="true">{p.refused.count > 99 ? "99+" : p.refused.count}</span>
            </Link>
          )}
          {p.search && !p.search.small && <SearchBox onSearch={p.search.onSearch} />}
          {p.search?.small &&
            icon(p.search.open ? t("Close search") : t("Open search"), "search", p.search.onToggle, { "aria-expanded": p.search.open })}
          {!p.small && display.map((d) => <Fragment key={d.icon}>{icon(d.label, d.icon, d.onClick)}</Fragment>)}
          <span className="header-bell">
            {icon(bellName(p.unread, t), "notifications", p.onOpenNotifications)}
            {p.unread > 0 && (
              <span className="header-bell-badge" aria-hidden="true">
                {p.unread > 99 ? "99+" : p.unread}
              </span>
            )}
          </span>
          <PopoverNext content={userMenu} placement="bottom-end">
            <Button variant="minimal" icon="user" aria-label={t("User menu")} title={t("User menu")} />
          </PopoverNext>
        </Navbar.Group>
        {p.small && menu && <div className="header-row">{menu}</div>}
        {p.small && connection}
      </Navbar>
      {p.search?.small && p.search.open && (
        <div className="header-search-row">
          <SearchBox onSearch={p.search.onSearch} autoFocus />
        </div>
      )}
    </header>
  );
}

// The header (spec section 2, screen 2), presentational: greeting, menu toggle (FCP), header
// menu (CMDI/AMMD), search box, fullscreen and theme toggles, notifications and the
// user menu. Every icon button has an accessible name. The event log and the direction toggle are
// in the user menu's "For testing" group, at its end (decision 116). The greeting is always whole and the menu
// wraps instead of scrolling out of sight (decision 100): on a phone the tools stay one row (the
// search collapses behind a button, the display toggles move into the user menu), and the menu and
// the connection state each get a row of their own under it; the menu's row is one row, what does
// not fit it under "More" (decision 112). The search box suggests as the person
// types (decision 107): a combobox whose list the arrow keys walk; Enter without a chosen suggestion
// searches as before. Online, the server's records the device does not hold follow the device's,
// marked "From the server"; offline the list says only what is saved on this device is searched
// (decision 117).
import { Fragment, useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Alignment, Button, Classes, Icon, InputGroup, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Tag } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { Link } from "wouter";
import type { Direction, Theme } from "../../codecs/uiSettings.ts";
import type { MenuItem as NavItem } from "../menus.ts";
import { cx } from "../styles.ts";
import { formatsFor } from "../useFormats.ts";
import "./Header.css";
import { HeaderMenu } from "./HeaderMenu.tsx";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { RECORD_SEARCH_MIN } from "../../codecs/recordSearch.ts";
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
  /** `onSearch` opens the first matching page, else the records' search (decision 082); `suggest`
   * gives what that search finds as the person types, `onOpen` goes to one, `allResults` is the
   * address of the records' search for a query (decision 107). `ask` tells the server's search the
   * box's text once the typing pauses ("" when there is none), `server` says where that search is
   * (decision 117). */
  search: {
    small: boolean;
    open: boolean;
    onToggle: () => void;
    onSearch: (q: string) => void;
    suggest: (q: string) => SearchSuggestions;
    onOpen: (href: string) => void;
    allResults: (q: string) => string;
    ask: (q: string) => void;
    server: ServerSearch;
  } | null;
  /** A mobile-size screen: fullscreen and theme move into the user menu, so the
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

/** One place the search suggests: a page or a record, where it opens, and what else names it (data, or "" for a page); `server`: only the server found it. */
export interface SearchSuggestion {
  href: string;
  title: string;
  detail: string;
  server?: boolean;
}

/** The server's part of the suggestions (decision 117): not asked (online), being asked, or offline (the device's alone). */
export type ServerSearch = "idle" | "asking" | "offline";

/** The suggestions for a query in groups (the pages, then each kind of record); a group's label is an English text. */
export type SearchSuggestions = readonly { label: string; items: readonly SearchSuggestion[] }[];

/** How long typing pauses before the suggestions follow it. */
export const SUGGEST_DELAY_MS = 200;

/**
 * The search (decision 082): Enter opens a page whose title has the words, else the records that
 * match (/search). As the person types, it suggests what that search finds (decision 107): a
 * combobox (role=combobox, its listbox, aria-activedescendant) whose suggestions the arrow keys walk
 * and Enter opens; the last one is every record's result on /search. Escape closes the list, or
 * empties a box whose list is closed.
 */
function SearchBox({ search, autoFocus }: { search: NonNullable<HeaderProps["search"]>; autoFocus?: boolean }) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState("");
  const [asked, setAsked] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // the suggestions follow the typing once it pauses (a debounce)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q]);
  // the server's search follows the paused text (it waits a little longer, decision 117)
  const { ask } = search;
  useEffect(() => {
    ask(asked);
  }, [asked, ask]);
  // searched once per paused query, not at each key (the device may hold thousands of records);
  // again when the server's answer comes
  const groups = useMemo(() => (asked.length >= RECORD_SEARCH_MIN ? search.suggest(asked) : []), [asked, search]);
  const options: SearchSuggestion[] = [
    ...groups.flatMap((g) => g.items),
    ...(asked.length >= RECORD_SEARCH_MIN
      ? [{ href: search.allResults(asked), title: t('Search records for "{query}"', { query: asked }), detail: "" }]
      : []),
  ];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (o: SearchSuggestion) => {
    setQ("");
    setAsked("");
    close();
    search.onOpen(o.href);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    close();
    if (query) search.onSearch(query);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (n === 0) return;
      e.preventDefault();
      const down = e.key === "ArrowDown";
      setOpen(true);
      setActive((a) => (!expanded ? (down ? 0 : n - 1) : down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === "Enter" && expanded && active >= 0 && active < n) {
      e.preventDefault();
      choose(options[active]!);
    } else if (e.key === "Escape") {
      if (expanded) close();
      else setQ("");
      if (expanded || q) e.preventDefault();
    } else if (e.key === "Tab") close();
  };
  let index = 0;
  const option = (o: SearchSuggestion) => {
    const i = index++;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern: the focus stays in the box, which names the option (aria-activedescendant)
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the box's (arrows, Enter); the click is the pointer's
      <div
        key={optionId(i)}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        className={cx("header-suggestion", i === active && "header-suggestion-active")}
        onClick={() => choose(o)}
      >
        <span className="header-suggestion-title">{o.title}</span>
        {(o.detail || o.server) && (
          <span className="header-suggestion-detail">
            {o.server && (
              <Tag minimal className="header-suggestion-server">
                {t("From the server")}
              </Tag>
            )}
            {o.detail}
          </span>
        )}
      </div>
    );
  };
  return (
    <form role="search" aria-label={t("Search pages and records")} onSubmit={submit} className="header-search">
      <InputGroup
        type="search"
        leftIcon="search"
        maxLength={FILTER_TEXT_MAX}
        placeholder={t("Search pages and records")}
        aria-label={t("Search")}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={q}
        autoFocus={autoFocus}
        onValueChange={(v) => {
          setQ(v);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={close}
      />
      {/* a press on a suggestion keeps the focus in the box, so the list is still there for its click */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the press is only kept from taking the focus; the options take the clicks */}
      <div role="presentation" className="header-suggestions" hidden={!expanded} onMouseDown={(e) => e.preventDefault()}>
        <div id={`${id}-list`} role="listbox" aria-label={t("Suggestions")}>
          {expanded &&
            groups.map((g, gi) => (
              <div key={g.label} role="group" aria-labelledby={`${id}-group-${gi}`}>
                <div id={`${id}-group-${gi}`} role="presentation" className="header-suggestions-group">
                  {t(g.label)}
                </div>
                {g.items.map(option)}
              </div>
            ))}
          {expanded && option(options[options.length - 1]!)}
        </div>
        {/* what was searched: offline, the device alone; online, the server is asked after the device */}
        <p role="status" className="header-suggestions-note">
          {expanded && search.server === "offline"
            ? t("Offline: only what is saved on this device is searched.")
            : expanded && search.server === "asking"
              ? t("Searching the server…")
              : ""}
        </p>
      </div>
    </form>
  );
}

/**
 * Items of a menu under a title (decision 116): the title drawn as Blueprint's menu header, the items
 * a group it names, so a screen reader says "For testing, group" on entering them (a menu holds
 * items, groups and separators, not headings: the title's element is presentational).
 */
function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: Blueprint's menu header as its MenuDivider draws it; a static separator, no focus */}
      <li className={Classes.MENU_HEADER} role="separator">
        <h6 id={id} role="presentation" className={Classes.HEADING}>
          {title}
        </h6>
      </li>
      <li role="none">
        <ul role="group" aria-labelledby={id} className="header-user-menu-group">
          {children}
        </ul>
      </li>
    </>
  );
}

export function Header(p: HeaderProps) {
  const t = useT();
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
      <MenuItem text={t("Sign out")} icon="log-out" disabled={!p.canSignOut} onClick={p.onSignOut} />
      <MenuGroup title={t("Language")}>
        {LANGUAGES.filter((l) => l.code !== p.language).map((l) => (
          <MenuItem key={l.code} text={l.name} lang={l.code} icon="translate" onClick={() => p.onChooseLanguage(l.code)} />
        ))}
      </MenuGroup>
      {/* QA's and the layout checks' tools, apart at the menu's end (decision 116) */}
      <MenuGroup title={t("For testing")}>
        <MenuItem text={t("Event log (QA)")} icon="history" onClick={p.onOpenLog} />
        <MenuItem
          text={p.direction === "rtl" ? t("Switch to left-to-right") : t("Switch to right-to-left")}
          icon="swap-horizontal"
          onClick={p.onToggleDirection}
        />
      </MenuGroup>
    </Menu>
  );
  // CMDI/AMMD/super admin: their menu, wrapping on a large screen, one row with "More" on a phone (HeaderMenu.tsx)
  const menu = p.headerMenu.length > 0 && <HeaderMenu items={p.headerMenu} activePath={p.activePath} small={p.small} language={p.language} />;
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
    <header>
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
          {p.search && !p.search.small && <SearchBox search={p.search} />}
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
          <SearchBox search={p.search} autoFocus />
        </div>
      )}
    </header>
  );
}

// The header menu of CMDI, AMMD and the super admin (no sidebar: spec section 2). On a large screen
// every entry shows, wrapping onto a second line if it must (decision 100). On a phone it is one row
// (decision 112): the entries that fit, in the menu's order, then "More", a menu button (Tab reaches
// it, Enter or Space opens it, Escape closes it) listing the rest as links; the page open among them
// marks "More" as the current place. What fits is measured on a hidden copy of the row, again when
// the row's width or the words' (another language, a late font) change.
import { useLayoutEffect, useRef, useState } from "react";
import { Button, Classes, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Link, useLocation } from "wouter";
import type { Language } from "../../codecs/i18n.ts";
import type { MenuItem as NavItem } from "../menus.ts";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";

type LinkItem = Extract<NavItem, { kind: "link" }>;

/** How many of the entries fit `room` px: all when they do, else as many as leave room for "More". */
export function entriesThatFit(rights: readonly number[], more: number, room: number): number {
  const n = rights.length;
  if (n === 0 || rights[n - 1]! <= room) return n;
  let k = n - 1;
  while (k > 0 && rights[k - 1]! + more > room) k--;
  return k;
}

export function HeaderMenu({
  items,
  activePath,
  small,
  language,
}: {
  items: readonly NavItem[];
  activePath: string | null;
  small: boolean;
  language: Language;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const links = items.filter((m): m is LinkItem => m.kind === "link");
  const nav = useRef<HTMLElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(links.length);
  const labels = links.map((m) => m.label).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the words change (another language), which the copy draws
  useLayoutEffect(() => {
    const row = nav.current;
    const copy = ruler.current;
    if (!small || !row || !copy) {
      setFit(links.length);
      return;
    }
    const measure = () => {
      const parts = [...copy.children] as HTMLElement[];
      const moreButton = parts.pop();
      // each entry's far edge from the row's start (its right in English, its left right to left);
      // "More" takes its width and the gap before it
      const rtl = getComputedStyle(copy).direction === "rtl";
      const box = copy.getBoundingClientRect();
      const boxes = parts.map((e) => e.getBoundingClientRect());
      const rights = boxes.map((r) => (rtl ? box.right - r.left : r.right - box.left));
      const gap = boxes.length > 1 ? (rtl ? boxes[0]!.left - boxes[1]!.right : boxes[1]!.left - boxes[0]!.right) : 0;
      setFit(entriesThatFit(rights, gap + (moreButton?.getBoundingClientRect().width ?? 0), row.clientWidth));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [small, labels, language, links.length]);
  if (links.length === 0) return null;
  const link = (m: LinkItem) => (
    <Link
      key={m.path}
      href={m.path}
      className={cx(Classes.BUTTON, Classes.MINIMAL, m.path === activePath && Classes.ACTIVE, "header-menu-link")}
      aria-current={m.path === activePath ? "page" : undefined}
    >
      {t(m.label)}
    </Link>
  );
  const shown = small ? links.slice(0, fit) : links;
  const rest = small ? links.slice(fit) : [];
  const restActive = rest.some((m) => m.path === activePath);
  const more = (
    <Menu aria-label={t("More pages")}>
      {rest.map((m) => (
        <MenuItem
          key={m.path}
          href={m.path}
          text={t(m.label)}
          icon={m.icon}
          active={m.path === activePath}
          aria-current={m.path === activePath ? "page" : undefined}
          onClick={(e) => {
            // a link opened in the app, not by the browser (a new tab still opens with Ctrl or the middle button)
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            navigate(m.path);
          }}
        />
      ))}
    </Menu>
  );
  return (
    <nav ref={nav} aria-label={t("Main menu")} className={cx("header-menu", small && "header-menu-one-row")}>
      {shown.map(link)}
      {rest.length > 0 && (
        <PopoverNext content={more} placement="bottom-end">
          <Button
            variant="minimal"
            className={cx("header-menu-link", restActive && Classes.ACTIVE)}
            endIcon="caret-down"
            text={t("More")}
            aria-haspopup="menu"
            aria-label={restActive ? t("More pages, the open page among them") : t("More pages")}
          />
        </PopoverNext>
      )}
      {small && (
        // the whole row as it would be drawn, out of sight and of the accessibility tree: what fits is measured on it
        <div ref={ruler} className="header-menu header-menu-ruler" aria-hidden="true">
          {links.map((m) => (
            <span key={m.path} className={cx(Classes.BUTTON, Classes.MINIMAL, "header-menu-link")}>
              {t(m.label)}
            </span>
          ))}
          <span className={cx(Classes.BUTTON, Classes.MINIMAL, "header-menu-link")}>
            {t("More")}
            <span className="header-menu-ruler-icon" />
          </span>
        </div>
      )}
    </nav>
  );
}

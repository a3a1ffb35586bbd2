// The menus (spec section 2, "Menus"), built from the screens' registrations. Only FCP gets the
// sidebar and its toggle; CMDI and AMMD show their menu in the header; a super admin's menu adds
// Super Admin first.
import type { IconName } from "@blueprintjs/icons";
import type { Role } from "../codecs/role.ts";
import type { SessionUser } from "../codecs/session.ts";

interface ItemBase {
  label: string;
  icon?: IconName;
  badge?: string;
}
export type MenuItem =
  | (ItemBase & { kind: "link"; path: string })
  | (ItemBase & { kind: "external"; href: string })
  | (ItemBase & { kind: "submenu"; id: string; children: readonly MenuItem[] });

/**
 * Where a screen shows in a menu (its registration's `menu`, src/features): whose menu, at which
 * place, with which icon; the label is the screen's title. The super admin's menu is SUPER's,
 * then the menu of their own role (docs/decisions/003: they keep its pages).
 */
export interface MenuSpot {
  of: Role | "SUPER";
  at: number;
  icon: IconName;
}
export type Menus = Readonly<Record<Role | "SUPER", readonly MenuItem[]>>;

export interface Navigation {
  menu: readonly MenuItem[];
  sidebar: boolean;
}

/** The menus of these screens' entries, each in the order of its places; two entries at one place is an error. */
export function menusOf(entries: readonly { path: string; label: string; spot: MenuSpot }[]): Menus {
  const menus: Record<Role | "SUPER", { at: number; item: MenuItem }[]> = { FCP: [], CMDI: [], AMMD: [], SUPER: [] };
  for (const { path, label, spot } of entries) {
    const clash = menus[spot.of].find((m) => m.at === spot.at);
    if (clash) throw new Error(`menu ${spot.of}: ${path} and ${(clash.item as { path: string }).path} are both at place ${spot.at}`);
    menus[spot.of].push({ at: spot.at, item: { kind: "link", path, label, icon: spot.icon } });
  }
  const sorted = (of: Role | "SUPER") => menus[of].sort((a, b) => a.at - b.at).map((m) => m.item);
  return { FCP: sorted("FCP"), CMDI: sorted("CMDI"), AMMD: sorted("AMMD"), SUPER: sorted("SUPER") };
}

/** The menu of a signed-in user and where it shows (sidebar for FCP, header otherwise). A super
 * admin keeps the pages of their own role (docs/decisions/003), so the menu of that role follows
 * the Super Admin entry. */
export function navigationOf(menus: Menus, u: Pick<SessionUser, "role" | "superAdmin">): Navigation {
  return { menu: u.superAdmin ? superWith(menus)[u.role] : menus[u.role], sidebar: u.role === "FCP" };
}

/** Each role's menu after the Super Admin entries, without those already there (built once per set of menus, so a render gets the same array). */
const SUPER_WITH = new WeakMap<Menus, Record<Role, readonly MenuItem[]>>();
function superWith(menus: Menus): Record<Role, readonly MenuItem[]> {
  let m = SUPER_WITH.get(menus);
  if (!m) {
    // a page in both menus (/import) is the Super Admin entries' once
    const supers = new Set(menuPaths(menus.SUPER));
    const own = (r: Role) => menus[r].filter((i) => i.kind !== "link" || !supers.has(i.path));
    m = { FCP: [...menus.SUPER, ...own("FCP")], CMDI: [...menus.SUPER, ...own("CMDI")], AMMD: [...menus.SUPER, ...own("AMMD")] };
    SUPER_WITH.set(menus, m);
  }
  return m;
}

/** Every internal path of a menu, submenus included. */
export function menuPaths(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((m) => (m.kind === "link" ? [m.path] : m.kind === "submenu" ? menuPaths(m.children) : []));
}

/** The active entry: the one whose path is contained in the current path (the longest wins). */
export function activePath(menu: readonly MenuItem[], location: string): string | null {
  const hits = menuPaths(menu).filter((p) => location.includes(p));
  return hits.sort((a, b) => b.length - a.length)[0] ?? null;
}

// The menus as data (spec section 2, "Menus"). Only FCP gets the sidebar and its toggle;
// CMDI and AMMD show their menu in the header; a super admin's menu adds Super Admin first.
import type { IconName } from "@blueprintjs/icons";
import type { Role } from "../codecs/role.ts";
import type { SessionUser } from "../codecs/session.ts";

interface ItemBase { label: string; icon?: IconName; badge?: string }
export type MenuItem =
  | (ItemBase & { kind: "link"; path: string })
  | (ItemBase & { kind: "external"; href: string })
  | (ItemBase & { kind: "submenu"; id: string; children: readonly MenuItem[] });

const link = (path: string, label: string, icon: IconName): MenuItem => ({ kind: "link", path, label, icon });

export const FCP_MENU: readonly MenuItem[] = [
  link("/newHomeFCP", "Home", "home"),
  link("/listFCPAssignedHPA", "Assigned HPAs", "people"),
  link("/homeFCP", "Workshops", "office"),
  link("/fevicryl-Content", "Fevicryl Content Categorization", "media"),
  link("/profile", "My Profile", "person"),
  link("/Info", "Info", "info-sign"),
  link("/listFCPEventsPlanned", "Events Planned", "calendar"),
  link("/content", "View training content", "learning"),
  link("/contact-us", "Contact Us", "phone"),
];
export const CMDI_MENU: readonly MenuItem[] = [link("/homeCMDI", "Workshops", "office")];
export const AMMD_MENU: readonly MenuItem[] = [link("/homeAMMD", "Workshops", "office")];
export const SUPER_MENU: readonly MenuItem[] = [link("/super", "Super Admin", "people")];

const ROLE_MENUS: Record<Role, readonly MenuItem[]> = { FCP: FCP_MENU, CMDI: CMDI_MENU, AMMD: AMMD_MENU };
const SUPER_WITH: Record<Role, readonly MenuItem[]> = {
  FCP: [...SUPER_MENU, ...FCP_MENU], CMDI: [...SUPER_MENU, ...CMDI_MENU], AMMD: [...SUPER_MENU, ...AMMD_MENU],
};

export interface Navigation { menu: readonly MenuItem[]; sidebar: boolean }

/** The menu of a signed-in user and where it shows (sidebar for FCP, header otherwise). A super
 * admin keeps the pages of their own role (docs/decisions/003), so the menu of that role follows
 * the Super Admin entry. */
export function navigationOf(u: Pick<SessionUser, "role" | "superAdmin">): Navigation {
  return { menu: (u.superAdmin ? SUPER_WITH : ROLE_MENUS)[u.role], sidebar: u.role === "FCP" };
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

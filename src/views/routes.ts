// The route table (spec section 2): every path the app knows, who may open it, its title, the
// codec of its query and its menu entry. Nothing here lists paths: each screen is registered once
// by its feature (`screen({...})` in src/features, a placeholder for a page not built yet in
// src/features/placeholders.ts) and the app's table is built from those registrations
// (`routeTable`, by appRegistry); the views get it from the actors (`useViewActors().routes`).
// Anything else redirects to /404. Paths match exactly. The role map is docs/decisions/003.
import type { ComponentType } from "react";
import type * as t from "io-ts";
import { decodeNavParams, type PageLink, type ParamsResult } from "../codecs/navParams.ts";
import type { SessionUser } from "../codecs/session.ts";
import { menusOf, navigationOf, type Menus, type MenuSpot, type Navigation } from "./menus.ts";

/** Who may open a page: the three roles, plus the super admin (a flag on a user of any role). */
export type Audience = "FCP" | "CMDI" | "AMMD" | "SUPER";
export type Access = "public" | "signedIn" | readonly Audience[];

export const FCP: readonly Audience[] = ["FCP"];
export const CMDI: readonly Audience[] = ["CMDI"];
export const AMMD: readonly Audience[] = ["AMMD"];
export const SUPER: readonly Audience[] = ["SUPER"];
/** CMDI and AMMD: the FCPs they oversee. */
export const MANAGERS: readonly Audience[] = ["CMDI", "AMMD"];

/** What a page gets: its title and its query decoded by its screen's codec ({} for a screen without one). */
export interface ScreenProps<P = Record<string, never>> {
  title: string;
  params: P;
}
/** A page module; without `P`, a page of any screen (the table stores them so: each gets what its own codec decoded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenModule<P = any> = { default: ComponentType<ScreenProps<P>> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Screen<P = any> = () => Promise<ScreenModule<P>>;

/** One screen as its feature registers it. */
export interface ScreenDef<P = unknown> {
  path: string;
  /** Defaults to the path in words ("/listMyFCP" -> "List My FCP"). */
  title?: string;
  access: Access;
  /** The codec of its query (navigation parameters, or the page's own state kept in the address). */
  params?: t.Type<P, unknown, unknown>;
  /** Its entry in a role's menu (the label is the title), or its entries in several roles' menus. */
  menu?: MenuSpot | readonly MenuSpot[];
  /** Its lazily loaded page; none for a page the app draws itself (/signin, /404, /500) or one not built yet (a placeholder). */
  view?: Screen<P>;
  /** No view yet: the shell shows "This page is coming soon." (src/features/placeholders.ts). */
  placeholder?: true;
}

type Def<P> = Omit<ScreenDef<P>, "path" | "params" | "view"> & { view?: () => Promise<{ default: ComponentType<ScreenProps<P>> }> };

/**
 * A screen's registration: a path (a page without query parameters) or a PageLink (path and
 * codec, src/codecs/navParams.ts), with its title, access, menu entry and view. The view's
 * `ScreenProps` are typed by the codec.
 */
export function screen<C extends t.Mixed>(at: PageLink<C>, def: Def<t.TypeOf<C>>): ScreenDef;
export function screen(at: string, def: Def<Record<string, never>>): ScreenDef;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function screen(at: string | PageLink, def: Def<any>): ScreenDef {
  return typeof at === "string" ? ({ path: at, ...def } as ScreenDef) : ({ path: at.path, params: at.params, ...def } as ScreenDef);
}

export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
}

/** The app's routes, built from the features' screens. */
export interface RouteTable {
  /** Every route, in the header search's order (it opens the first whose title matches): public, the menus' pages, each role's own, the shared ones. */
  routes: readonly RouteEntry[];
  routeOf(path: string): RouteEntry | undefined;
  publicPaths: readonly string[];
  /** The lazily loaded pages by path. */
  screens: ReadonlyMap<string, Screen>;
  /** The query of a path decoded by its screen's codec. */
  decode(path: string, search: string): ParamsResult;
  /** Each role's menu (and the super admin's entries). */
  menus: Menus;
  /** The menu of a signed-in user and where it shows. */
  navigationOf(u: Pick<SessionUser, "role" | "superAdmin">): Navigation;
}

/** A readable page name from a path ("/listMyFCP" -> "List My FCP"). */
export function titleOf(path: string): string {
  const words = path
    .replace(/^\//, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[-\s]+/)
    .filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}

/** The table of these screens; a path registered twice is an error (appRegistry names the feature). */
export function routeTable(defs: readonly ScreenDef[]): RouteTable {
  const byPath = new Map<string, RouteEntry>();
  const codecs = new Map<string, t.Mixed>();
  const screens = new Map<string, Screen>();
  for (const d of defs) {
    if (byPath.has(d.path)) throw new Error(`screen ${d.path} is registered twice`);
    byPath.set(d.path, { path: d.path, access: d.access, title: d.title ?? titleOf(d.path) });
    if (d.params) codecs.set(d.path, d.params as t.Mixed);
    if (d.view) screens.set(d.path, d.view as Screen);
  }
  const spots = (d: ScreenDef): readonly MenuSpot[] => (d.menu === undefined ? [] : Array.isArray(d.menu) ? d.menu : [d.menu as MenuSpot]);
  const menus = menusOf(defs.flatMap((d) => spots(d).map((spot) => ({ path: d.path, label: byPath.get(d.path)!.title, spot }))));
  const inMenus = new Set(defs.filter((d) => d.menu).map((d) => d.path));
  const rank = (r: RouteEntry): number =>
    r.access === "public"
      ? 0
      : inMenus.has(r.path)
        ? 1
        : r.access === "signedIn"
          ? 9
          : r.access.length > 1
            ? 5
            : ({ FCP: 2, CMDI: 3, AMMD: 4, SUPER: 6 } as const)[r.access[0]!];
  /** The order the header search looks in: the public pages, the menus' pages, each role's own pages (those CMDI and AMMD share after theirs), then the pages of every role; registration order within each. */
  const routes = [...byPath.values()]
    .map((r, i) => ({ r, i, rank: rank(r) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.r);
  return {
    routes,
    routeOf: (path) => byPath.get(path),
    publicPaths: routes.filter((r) => r.access === "public").map((r) => r.path),
    screens,
    decode: (path, search) => decodeNavParams(codecs.get(path), search),
    menus,
    navigationOf: (u) => navigationOf(menus, u),
  };
}

/** The audiences a signed-in user belongs to. */
export const audiencesOf = (u: Pick<SessionUser, "role" | "superAdmin">): Audience[] => (u.superAdmin ? [u.role, "SUPER"] : [u.role]);

export function canOpen(entry: RouteEntry, user: Pick<SessionUser, "role" | "superAdmin">): boolean {
  if (entry.access === "public" || entry.access === "signedIn") return true;
  const mine = audiencesOf(user);
  return entry.access.some((a) => mine.includes(a));
}

// A cached list's device window (decision 092, issue 50 item 2): a list that can grow past what a
// phone should hold declares, on its read contract, how many of its rows a device keeps (`cap`)
// and which rows are "open" (kept whatever their age). The server answers a cached list's load
// (a refresh with `sync`) with its window only: the open rows and, after them in the op's own
// order (latest first), the most recent others up to the cap, and says how many rows it holds in
// all (`total`). Delta sync works on the window as on any list. The rest is reached by the list's
// page op (`<op>.page`, `pageOf`): the same op for the same session (scope, role, "today"), its
// rows narrowed by the same filters and search the screen applies on the device, sorted, one
// page at a time. Shared by both sides: the server windows and pages with these very functions.
import * as t from "io-ts";
import { type Contract, exactObject, exactParams } from "./contract.ts";
import { msg } from "./i18n.ts";

export interface ListWindow<R = any> {
  /** The most rows a device holds of this list (open ones first, then the most recent). */
  readonly cap: number;
  /** A row kept on the device whatever its age (open work); absent: none is. */
  readonly open?: (row: R) => boolean;
  /** The fields a filter may name (equality, "" is All). */
  readonly filters: readonly (keyof R & string)[];
  /** The fields a search looks in (case-insensitive, every word). */
  readonly search: readonly (keyof R & string)[];
  /** For which params the cached list is windowed (absent: all). */
  readonly when?: (params: any) => boolean;
}

/** The contract, its cached list windowed by `window`. */
export const windowed = <N extends string, P, R>(
  c: Contract<N, P, R, false>,
  window: ListWindow<R>,
): Contract<N, P, R, false> & { window: ListWindow<R> } => ({
  ...c,
  window,
});

/** The window of a contract's cached list for these params, if it has one. */
export function windowOfContract(c: { window?: unknown }, params: unknown): ListWindow | undefined {
  const w = c.window as ListWindow | undefined;
  return w && (w.when?.(params) ?? true) ? w : undefined;
}

/**
 * The indexes of the rows a device holds, in the list's order: every open row (up to the cap),
 * and the first others (the list is latest first) up to the cap.
 */
export function windowIndexes<R>(rows: readonly R[], w: ListWindow<R>): number[] {
  if (rows.length <= w.cap) return rows.map((_, i) => i);
  const open = w.open ? rows.map((r) => w.open!(r)) : rows.map(() => false);
  let room = Math.max(0, w.cap - open.filter(Boolean).length);
  let openRoom = w.cap;
  const out: number[] = [];
  rows.forEach((_, i) => {
    if (open[i]) {
      if (openRoom-- > 0) out.push(i);
    } else if (room > 0) {
      room--;
      out.push(i);
    }
  });
  return out;
}

/** What a screen asks of a windowed list: filters by field ("" is All), a search text, a page. */
export interface ListQuery {
  filters: Record<string, string>;
  search: string;
}

const words = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether a row passes the query's filters and search (the device's and the server's test alike). */
export function matchesQuery<R>(row: R, q: ListQuery, w: Pick<ListWindow<R>, "search">): boolean {
  const rec = row as Record<string, unknown>;
  for (const [f, v] of Object.entries(q.filters)) if (v !== "" && String(rec[f] ?? "") !== v) return false;
  const ws = words(q.search);
  if (ws.length === 0) return true;
  const text = w.search
    .map((f) => String(rec[f] ?? ""))
    .join(" ")
    .toLowerCase();
  return ws.every((x) => text.includes(x));
}

/** Whether a query narrows the list at all (no filter, no search: the device's window is shown). */
export const narrows = (q: ListQuery): boolean => q.search.trim() !== "" || Object.values(q.filters).some((v) => v !== "");

/** The most rows one page brings. */
export const PAGE_MAX = 200;

const Offset = new t.Type<number, number, unknown>(
  "a row offset (0 or more)",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
);
const PageSize = new t.Type<number, number, unknown>(
  `a page size (1 to ${PAGE_MAX})`,
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= PAGE_MAX,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= PAGE_MAX ? t.success(u) : t.failure(u, c)),
  t.identity,
);
const SearchText = new t.Type<string, string, unknown>(
  "a search text (at most 100 characters)",
  (u): u is string => typeof u === "string" && u.length <= 100,
  (u, c) => (typeof u === "string" && u.length <= 100 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** One page of a windowed list from the server: its rows and how many match in all. */
export const pageRow = <R extends t.Mixed>(row: R) => t.type({ total: t.number, offset: t.number, rows: t.array(row) });

export interface Page<R> {
  total: number;
  offset: number;
  rows: R[];
}

/**
 * The page op of a windowed list (`<op>.page`): the list's own params, the filters (only the
 * window's fields), the search, an offset and a page size; one row, the page. Who may call it is
 * who may call the list; scope comes from the session as the list's.
 */
export function pageOf<N extends string, P, R>(
  c: Contract<N, P, R, false> & { window: ListWindow<R> },
): Contract<`${N}.page`, PageParams<P>, Page<R>, false> {
  const filterProps: t.Props = Object.fromEntries(c.window.filters.map((f) => [f, t.string]));
  const list: t.Mixed = c.params;
  const params: t.Mixed = exactParams(
    { offset: Offset, limit: PageSize },
    { params: list, filters: exactObject({}, filterProps, "filter"), search: SearchText },
  );
  const row: t.Mixed = pageRow(c.row);
  return { name: `${c.name}.page`, params, row, roles: c.roles, write: false };
}

export interface PageParams<P> {
  offset: number;
  limit: number;
  params?: P;
  filters?: Record<string, string>;
  search?: string;
}

/** The rows of one page: the list's rows (in its order) that match, from `offset`, at most `limit`. */
export function pageOfRows<R>(rows: readonly R[], w: ListWindow<R>, p: PageParams<unknown>): Page<R> {
  const q: ListQuery = { filters: p.filters ?? {}, search: p.search ?? "" };
  const hits = rows.filter((r) => matchesQuery(r, q, w));
  return { total: hits.length, offset: p.offset, rows: hits.slice(p.offset, p.offset + p.limit) };
}

export const FROM_SERVER = msg("From the server: {shown, number} of {total, number} records that match.");
export const ON_DEVICE = msg(
  "On this phone: the {held, number} open and most recent of {total, number} records. A filter asks the server for the rest.",
);
/** A windowed list whose screen narrows by nothing the server is asked for: "Show more from the server" reaches the rest. */
export const ON_DEVICE_ONLY = msg("On this phone: the {held, number} open and most recent of {total, number} records.");
/** The same of a list by name (the people, decision 112): the phone holds its first rows by name (and its open ones). */
export const ON_DEVICE_BY_NAME = msg(
  "On this phone: {held, number} of {total, number} records, the first by name. A search asks the server for the rest.",
);
export const ON_DEVICE_BY_NAME_ONLY = msg("On this phone: {held, number} of {total, number} records, the first by name.");
export const OFFLINE_DEVICE = msg("Offline: only what is on this phone is shown ({held, number} of {total, number} records).");
export const ASKING_SERVER = msg("Asking the server…");
export const MORE_FROM_SERVER = msg("Show more from the server");
export const PAGE_FAILED = msg("The server could not be asked for the rest. Please try again.");

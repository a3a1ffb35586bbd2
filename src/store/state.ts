// The client state the fold builds from the log.
import * as t from "io-ts";
import type { Role } from "../codecs/role.ts";
import type { SessionUser } from "../codecs/session.ts";

/** The cached lists of spec section 3; `fcpLists.*` address the three FCP databases. */
export const LIST_NAMES = [
  "content", "workshops", "payments", "ammdWorkshops", "cmdiWorkshops",
  "fcpLists.all", "fcpLists.active", "fcpLists.inactive", "outlets", "wss", "articles", "news",
] as const;
export type ListName = (typeof LIST_NAMES)[number];
export const ListNameC = t.keyof(Object.fromEntries(LIST_NAMES.map((n) => [n, null])) as Record<ListName, null>);

export const Row = t.UnknownRecord;
export type Row = Record<string, unknown>;

export type WriteStatus = "pending" | "synced" | "rejected";

export interface OutboxEntry {
  /** The id of the `write.queued` event: the idempotency key sent to the server. */
  id: string;
  /** Who made the write (the envelope's userId): only their session sends it. */
  by?: string;
  op: string;
  params: unknown;
  status: WriteStatus;
  attempts: number;
  queuedAt: number;
  error?: string;
  /** The form field a rejection named. */
  field?: string;
  result?: unknown;
  /** How to undo the optimistic change if the server rejects the write. */
  undo?: { list: ListName; key: string; keyValue: unknown; before: Row | null; after: Row | null };
}

export interface Warning { id: string; code: string; message: string; at: number }

export interface StoreState {
  session: { user: SessionUser | null; role: Role | null };
  lists: {
    content: Row[]; workshops: Row[]; payments: Row[]; ammdWorkshops: Row[]; cmdiWorkshops: Row[];
    fcpLists: { all: Row[]; active: Row[]; inactive: Row[] };
    outlets: Row[]; wss: Row[]; articles: Row[]; news: Row[];
  };
  /** When each list was last fetched (event time), so views can show the cache, then refresh. */
  fetchedAt: Partial<Record<ListName, number>>;
  /** Outbox entries in the order they were queued. */
  outbox: OutboxEntry[];
  warnings: Warning[];
  /** The last location recorded (`nav.changed`). */
  location: { path: string; search: string } | null;
  /** The last locations, newest last (at most HISTORY_MAX): a replay can show the screen before the QA page. */
  history: Array<{ path: string; search: string }>;
}

export const initialState: StoreState = {
  session: { user: null, role: null },
  lists: {
    content: [], workshops: [], payments: [], ammdWorkshops: [], cmdiWorkshops: [],
    fcpLists: { all: [], active: [], inactive: [] },
    outlets: [], wss: [], articles: [], news: [],
  },
  fetchedAt: {},
  outbox: [],
  warnings: [],
  location: null,
  history: [],
};

export const HISTORY_MAX = 20;

/** Reads a cached list by name. */
export function getList(s: StoreState, name: ListName): Row[] {
  if (name.startsWith("fcpLists.")) return s.lists.fcpLists[name.slice(9) as "all" | "active" | "inactive"];
  return s.lists[name as Exclude<ListName, `fcpLists.${string}`>];
}

/** Selector for views: the status of one write, or undefined if unknown. */
export const writeStatus = (s: StoreState, id: string): WriteStatus | undefined =>
  s.outbox.find((e) => e.id === id)?.status;
export const pendingWrites = (s: StoreState): OutboxEntry[] => s.outbox.filter((e) => e.status === "pending");

/** The newest write that changed a row of a list (by key value), for a per-row status badge. */
export function rowWrites(s: StoreState, list: ListName): Map<unknown, OutboxEntry> {
  const out = new Map<unknown, OutboxEntry>();
  for (const e of s.outbox) if (e.undo?.list === list) out.set(e.undo.keyValue, e);
  return out;
}

// The pure fold: state = fold(state, envelope). No clock, no randomness, no I/O.
import { Immer, isDraft, original, type Draft } from "immer";
import type { Envelope } from "./envelope.ts";
import type { StoreEventType, StorePayload } from "./events.ts";
import type { AnyFactSlot } from "../codecs/facts.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import { HISTORY_MAX, initialState, type OutboxEntry, type Row, type StoreState } from "./state.ts";

// Auto-freeze re-walks every changed array on each event (quadratic over a long outbox: 10k events
// took 6 s); states are still never mutated, since every change goes through produce.
const { produce } = new Immer({ autoFreeze: false });

/** Bump when a reducer changes meaning: stored snapshots are then discarded and rebuilt. */
export const REDUCER_VERSION = 5;

export type Reducer<P = unknown> = (draft: Draft<StoreState>, payload: P, env: Envelope<P>) => void;
type StoreReducers = { [K in StoreEventType]: Reducer<StorePayload<K>> };

/**
 * Replaces a cached list with fetched rows (the reducer of every `<slot>.fetched`). Writes still
 * pending are applied again on top, so a refresh never hides what the person just did.
 */
export function setList(d: Draft<StoreState>, name: string, rows: readonly unknown[], at: number): void {
  const pending = base(d.outbox).filter((e) => e.status === "pending" && e.undo?.list === name);
  const next = pending.length ? ([...rows] as Row[]) : (rows as Row[]);
  for (const { undo: u } of pending) {
    const i = next.findIndex((r) => sameJson(r[u!.key], u!.keyValue));
    if (u!.after === null) {
      if (i >= 0) next.splice(i, 1);
    } else if (i >= 0) next[i] = u!.after;
    else next.unshift(u!.after);
  }
  (d.lists as Record<string, unknown[]>)[name] = next;
  (d.fetchedAt as Record<string, number>)[name] = at;
}

/** The rows of a list in the draft (a slot never fetched starts empty). */
function rowsOf(d: Draft<StoreState>, name: string): Row[] {
  const lists = d.lists as Record<string, Row[]>;
  lists[name] ??= [];
  return lists[name];
}

/** The reducers of the lists' `<slot>.fetched` events. */
export const listReducers = (slots: readonly AnyListSlot[]): Record<string, Reducer<never>> =>
  Object.fromEntries(
    slots.map((slot) => [slot.fetched, ((d, p: { rows: readonly unknown[] }, env) => setList(d, slot.name, p.rows, env.at)) as Reducer<never>]),
  );

/** The reducers of the facts' `<slot>.saved` events: the newest value wins. */
export const factReducers = (slots: readonly AnyFactSlot[]): Record<string, Reducer<never>> =>
  Object.fromEntries(
    slots.map((slot) => [
      slot.saved,
      ((d, p: { value: unknown }) => {
        (d.facts as Record<string, unknown>)[slot.name] = p.value;
      }) as Reducer<never>,
    ]),
  );

/** Settled (synced/rejected) writes kept in state for views; older ones stay only in the log. */
export const MAX_SETTLED = 200;

/** Called right after one pending entry settled: drops the oldest settled one beyond the cap. */
function trimSettled(d: Draft<StoreState>) {
  const before = base(d.outbox); // statuses as of before this event: the entry just settled was pending
  if (before.filter((e) => e.status !== "pending").length + 1 <= MAX_SETTLED) return;
  const i = before.findIndex((e) => e.status !== "pending");
  if (i >= 0) d.outbox.splice(i, 1);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Index lookups go through the original array: touching every draft element would be O(n) proxies. */
const base = <T>(x: T): T => (isDraft(x) ? (original(x as Draft<T>) as T) : x);
const indexOf = (d: Draft<StoreState>, id: string | null) => (id === null ? -1 : base(d.outbox).findIndex((e) => e.id === id));

function entry(d: Draft<StoreState>, env: Envelope) {
  const i = indexOf(d, env.causationId);
  return i < 0 ? undefined : d.outbox[i];
}

/** A new row was keyed by its write's id: give it the key the server answered with (`[{ id }]`). */
function adoptServerKey(d: Draft<StoreState>, e: Draft<OutboxEntry>, result: unknown) {
  const u = e.undo;
  if (!u || u.keyValue !== e.id || !Array.isArray(result)) return;
  const real = (result[0] as Row | undefined)?.[u.key];
  if (real === undefined) return;
  const rows = rowsOf(d, u.list);
  const i = base(rows).findIndex((r) => r[u.key] === e.id);
  if (i >= 0) rows[i] = { ...rows[i], [u.key]: real };
  u.keyValue = real;
  if (u.after) u.after = { ...u.after, [u.key]: real };
}

function warn(d: Draft<StoreState>, env: Envelope, code: string, message: string) {
  d.warnings.push({ id: env.id, code, message, at: env.at });
}

export const storeReducers: StoreReducers = {
  "session.loggedIn": (d, p) => {
    d.session = { user: p.user, role: p.role };
  },
  "session.loggedOut": (d) => {
    d.session = { user: null, role: d.session.role };
  },
  "nav.changed": (d, p) => {
    d.location = { path: p.path, search: p.search };
    d.history.push(d.location);
    if (d.history.length > HISTORY_MAX) d.history.splice(0, d.history.length - HISTORY_MAX);
  },
  "write.queued": (d, p, env) => {
    if (indexOf(d, env.id) >= 0) return;
    const e: StoreState["outbox"][number] = { id: env.id, op: p.op, params: p.params, status: "pending", attempts: 0, queuedAt: env.at };
    if (env.actor.userId !== undefined) e.by = env.actor.userId;
    const o = p.optimistic;
    if (o && (o.upsert !== undefined || o.remove !== undefined)) {
      const key = o.key ?? "id";
      const rows = rowsOf(d, o.list);
      const upsert = o.upsert !== undefined && o.upsert[key] === undefined ? { ...o.upsert, [key]: env.id } : o.upsert;
      const keyValue = upsert !== undefined ? upsert[key] : o.remove;
      const i = base(rows).findIndex((r) => sameJson(r[key], keyValue));
      const before = i >= 0 ? (JSON.parse(JSON.stringify(rows[i])) as Row) : null;
      // a new row (keyed by this write) goes first, as lists show the newest first
      if (upsert !== undefined) {
        if (i >= 0) rows[i] = upsert;
        else if (upsert !== o.upsert) rows.unshift(upsert);
        else rows.push(upsert);
      } else if (i >= 0) rows.splice(i, 1);
      e.undo = { list: o.list, key, keyValue, before, after: upsert ?? null };
    }
    d.outbox.push(e);
  },
  "write.sent": (d, p, env) => {
    const e = entry(d, env);
    if (e && e.status === "pending") e.attempts = Math.max(e.attempts, p.attempt);
  },
  "write.failed": (d, p, env) => {
    const e = entry(d, env);
    if (e && e.status === "pending") e.error = p.error;
  },
  "write.acknowledged": (d, p, env) => {
    const e = entry(d, env);
    if (e?.status !== "pending") return;
    e.status = "synced";
    delete e.error;
    if (p.result !== undefined) e.result = p.result; // state stays JSON-exact for snapshots
    adoptServerKey(d, e, p.result);
    trimSettled(d);
  },
  "write.rejected": (d, p, env) => {
    const e = entry(d, env);
    if (e?.status !== "pending") return;
    e.status = "rejected";
    e.error = p.error;
    if (p.status !== undefined) e.httpStatus = p.status;
    if (p.code !== undefined) e.code = p.code;
    if (p.field !== undefined) e.field = p.field;
    trimSettled(d);
    const u = e.undo;
    if (!u) return;
    // Undo only if nothing newer (a refetch, a later write) replaced the optimistic row.
    const rows = rowsOf(d, u.list);
    const i = base(rows).findIndex((r) => sameJson(r[u.key], u.keyValue));
    const current = i >= 0 ? rows[i] : null;
    if (!sameJson(current, u.after)) return;
    if (u.before === null) {
      if (i >= 0) rows.splice(i, 1);
    } else if (i >= 0) rows[i] = u.before as Row;
    else rows.push(u.before as Row);
  },
  "storage.compacted": (d, p, env) =>
    warn(d, env, "storage.compacted", `Storage is full: ${p.removed} older events were compacted into a snapshot. Nothing pending was lost.`),
  "storage.quotaExceeded": (d, p, env) =>
    warn(d, env, "storage.quotaExceeded", `Storage is full: ${p.unsaved} recent events are kept in memory only until space is freed.`),
  "storage.notPersistent": (d, _p, env) => warn(d, env, "storage.notPersistent", "The browser may clear offline data when space runs low."),
  "warning.dismissed": (d, p) => {
    d.warnings = d.warnings.filter((w) => w.id !== p.id);
  },
  "machine.started": () => {},
};

export type Fold = (state: StoreState, env: Envelope) => StoreState;

/** Builds a fold from the store reducers plus extra ones (e.g. for machine event types). */
export function createFold(extra: Record<string, Reducer<never>> = {}): Fold {
  const reducers = { ...storeReducers, ...extra } as Record<string, Reducer<unknown> | undefined>;
  return (state, env) => {
    const r = reducers[env.type];
    return r
      ? produce(state, (d) => {
          r(d, env.payload, env);
        })
      : state;
  };
}

export const fold: Fold = createFold();

export const foldAll = (events: readonly Envelope[], from: StoreState = initialState, f: Fold = fold): StoreState => events.reduce(f, from);

// The pure fold: state = fold(state, envelope). No clock, no randomness, no I/O.
import { Immer, isDraft, original, type Draft } from "immer";
import type { Envelope } from "./envelope.ts";
import type { StoreEventType, StorePayload } from "./events.ts";
import type { AnyFactSlot } from "../codecs/facts.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import { listCheck } from "../codecs/sync.ts";
import { msg } from "../codecs/i18n.ts";
import { HISTORY_MAX, initialState, targetOf, type OutboxEntry, type Row, type StoreState } from "./state.ts";

// Auto-freeze re-walks every changed array on each event (quadratic over a long outbox: 10k events
// took 6 s); states are still never mutated, since every change goes through produce.
const { produce } = new Immer({ autoFreeze: false });

/** Bump when a reducer changes meaning: stored snapshots are then discarded and rebuilt. */
export const REDUCER_VERSION = 11; // 11: the importLines slot's rows have their name and first value (decision 105); 10: the ammdReport slot holds a year's counted reports, not its payments (decision 092); 7: a rejected write keeps the server's Refusal (issue 44); 8: refused writes stay until the person's word (decision 081); 9: a windowed list's total (decision 092)

export type Reducer<P = unknown> = (draft: Draft<StoreState>, payload: P, env: Envelope<P>) => void;
type StoreReducers = { [K in StoreEventType]: Reducer<StorePayload<K>> };

/**
 * Replaces a cached list with fetched rows (the reducer of every `<slot>.fetched`). Writes still
 * pending are applied again on top, so a refresh never hides what the person just did. `digests`:
 * the rows' versions as served (decision 050), kept beside them ("" for a row a pending write put
 * there); without them the list's versions are unknown.
 */
export function setList(d: Draft<StoreState>, name: string, rows: readonly unknown[], at: number, digests?: readonly string[]): void {
  const pending = base(d.outbox).filter((e) => e.status === "pending" && e.undo?.list === name);
  const next = pending.length ? ([...rows] as Row[]) : (rows as Row[]);
  const versions = digests && digests.length === rows.length ? [...digests] : undefined;
  for (const { undo: u } of pending) {
    const i = next.findIndex((r) => sameJson(r[u!.key], u!.keyValue));
    if (u!.after === null) {
      if (i >= 0) {
        next.splice(i, 1);
        versions?.splice(i, 1);
      }
    } else if (i >= 0) {
      next[i] = u!.after;
      if (versions) versions[i] = "";
    } else {
      next.unshift(u!.after);
      versions?.unshift("");
    }
  }
  (d.lists as Record<string, unknown[]>)[name] = next;
  (d.fetchedAt as Record<string, number>)[name] = at;
  if (versions) (d.digests as Record<string, string[]>)[name] = versions;
  else delete (d.digests as Record<string, string[]>)[name];
}

/**
 * Applies a refresh's delta (the reducer of every `<slot>.synced`, decision 050): the rows this
 * device holds as the server served them (those with a digest), less the removed digests, plus
 * the added rows at their indexes, must be the server's list (its length and order digest);
 * then it is set as a fetch would set it. A merge that does not match (the device's rows moved
 * on since the request) leaves the rows alone and forgets their versions: the next refresh asks
 * for the whole list.
 */
export function syncList(d: Draft<StoreState>, name: string, p: SyncedDelta, at: number): void {
  const rows = base(rowsOf(d, name));
  const held = base((d.digests as Record<string, string[]>)[name]);
  (d.fetchedAt as Record<string, number>)[name] = at;
  if (!held || held.length !== rows.length) {
    delete (d.digests as Record<string, string[]>)[name];
    return;
  }
  const quiet = p.removed.length === 0 && p.rows.length === 0;
  if (quiet && !held.includes("") && held.length === p.n && listCheck(held) === p.check) return;
  const drop = new Map<string, number>();
  for (const r of p.removed) drop.set(r, (drop.get(r) ?? 0) + 1);
  const nextRows: unknown[] = [];
  const nextDigests: string[] = [];
  held.forEach((v, i) => {
    const k = drop.get(v) ?? 0;
    if (v === "") return;
    if (k > 0) drop.set(v, k - 1);
    else {
      nextRows.push(rows[i]);
      nextDigests.push(v);
    }
  });
  p.at.forEach((i, j) => {
    nextRows.splice(i, 0, p.rows[j]);
    nextDigests.splice(i, 0, p.digests[j] ?? "");
  });
  if (nextDigests.length !== p.n || listCheck(nextDigests) !== p.check) {
    delete (d.digests as Record<string, string[]>)[name];
    return;
  }
  setList(d, name, nextRows, at, nextDigests);
}

/** A `<slot>.synced` payload (src/store/events.ts). */
export interface SyncedDelta {
  removed: readonly string[];
  rows: readonly unknown[];
  at: readonly number[];
  digests: readonly string[];
  n: number;
  check: string;
}

/** The versions of a list's rows in the draft, when known (kept in step with an optimistic change). */
function versionsOf(d: Draft<StoreState>, name: string, rows: readonly unknown[]): string[] | undefined {
  const v = (d.digests as Record<string, string[]>)[name];
  if (v && v.length === rows.length) return v;
  if (v) delete (d.digests as Record<string, string[]>)[name];
  return undefined;
}

/** The rows of a list in the draft (a slot never fetched starts empty). */
function rowsOf(d: Draft<StoreState>, name: string): Row[] {
  const lists = d.lists as Record<string, Row[]>;
  lists[name] ??= [];
  return lists[name];
}

/** A windowed list's total on the server (decision 092); none: the list is whole on the device. */
function setTotal(d: Draft<StoreState>, name: string, total: number | undefined): void {
  const totals = d.totals as Record<string, number>;
  if (total === undefined) delete totals[name];
  else totals[name] = total;
}

/** The reducers of the lists' `<slot>.fetched` and `<slot>.synced` events. */
export const listReducers = (slots: readonly AnyListSlot[]): Record<string, Reducer<never>> =>
  Object.fromEntries(
    slots.flatMap((slot) => [
      [
        slot.fetched,
        ((d, p: { rows: readonly unknown[]; digests?: readonly string[]; total?: number }, env) => {
          setList(d, slot.name, p.rows, env.at, p.digests);
          setTotal(d, slot.name, p.total);
        }) as Reducer<never>,
      ],
      [
        slot.synced,
        ((d, p: SyncedDelta & { total?: number }, env) => {
          syncList(d, slot.name, p, env.at);
          setTotal(d, slot.name, p.total);
        }) as Reducer<never>,
      ],
    ]),
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

/**
 * Stored (synced) writes kept in state for views; older ones stay only in the log. A refused write
 * is never dropped so: it stays until the person discards or resends it (decision 081).
 */
export const MAX_SETTLED = 200;

/** Called right after one pending entry was stored: drops the oldest stored one beyond the cap. */
function trimSettled(d: Draft<StoreState>) {
  const before = base(d.outbox); // statuses as of before this event: the entry just stored was pending
  let synced = 0;
  let first = -1;
  for (let i = 0; i < before.length; i++) {
    if (before[i]!.status !== "synced") continue;
    synced++;
    if (first < 0) first = i;
  }
  if (synced + 1 > MAX_SETTLED && first >= 0) d.outbox.splice(first, 1);
}

/**
 * A write that resent a refused one (decision 081) was settled by the server: the refused one
 * leaves (stored: nothing is left to do; refused again: this one holds the newer values).
 */
function settleResent(d: Draft<StoreState>, e: Draft<OutboxEntry>) {
  if (e.resends === undefined) return;
  const i = d.outbox.findIndex((x) => x.id === e.resends);
  if (i >= 0 && d.outbox[i]!.status === "rejected" && d.outbox[i]!.resentAs === e.id) d.outbox.splice(i, 1);
}

/**
 * A new write of the operation and record of a refused write the person reopened (decision 081),
 * or of one refused as a conflict (the form's answer to it, decision 079), resends it: the oldest
 * such one of the same author, not resent by another write yet.
 */
function linkResend(d: Draft<StoreState>, e: OutboxEntry) {
  const target = JSON.stringify(targetOf(e.params));
  const i = base(d.outbox).findIndex(
    (x) =>
      x.status === "rejected" &&
      // reopened from "Changes not saved", or a conflict a form answers (decision 079)
      (x.reopened === true || x.refusal?.code === "conflict") &&
      x.resentAs === undefined &&
      x.op === e.op &&
      (x.by === undefined || x.by === e.by) &&
      JSON.stringify(targetOf(x.params)) === target,
  );
  if (i < 0) return;
  d.outbox[i]!.resentAs = e.id;
  e.resends = base(d.outbox)[i]!.id;
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

/**
 * Reverses a write's optimistic change, only if nothing newer (a refetch, a later write) replaced
 * the optimistic row. A refused write's row comes back as changed here (no server version, last);
 * a withdrawn one's (`exact`) as it was: at its place, with its version.
 */
function revert(d: Draft<StoreState>, u: NonNullable<OutboxEntry["undo"]>, exact: boolean) {
  const rows = rowsOf(d, u.list);
  const i = base(rows).findIndex((r) => sameJson(r[u.key], u.keyValue));
  const current = i >= 0 ? rows[i] : null;
  if (!sameJson(current, u.after)) return;
  const versions = versionsOf(d, u.list, base(rows));
  if (u.before === null) {
    if (i >= 0) {
      rows.splice(i, 1);
      versions?.splice(i, 1);
    }
  } else if (i >= 0) {
    rows[i] = u.before as Row;
    if (versions) versions[i] = exact ? (u.version ?? "") : "";
  } else if (exact && u.at !== undefined) {
    const at = Math.min(u.at, base(rows).length);
    rows.splice(at, 0, u.before as Row);
    versions?.splice(at, 0, u.version ?? "");
  } else {
    rows.push(u.before as Row);
    versions?.push("");
  }
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
      const versions = versionsOf(d, o.list, base(rows));
      // a new row (keyed by this write) goes first, as lists show the newest first; a row changed
      // here has no server version ("")
      if (upsert !== undefined) {
        if (i >= 0) {
          // what a withdrawn change puts back: the row as the server has it, with its version (decision 067)
          const version = versions?.[i];
          if (version !== undefined) e.undo = { list: o.list, key, keyValue, before, after: upsert, version };
          rows[i] = upsert;
          if (versions) versions[i] = "";
        } else if (upsert !== o.upsert) {
          rows.unshift(upsert);
          versions?.unshift("");
        } else {
          rows.push(upsert);
          versions?.push("");
        }
      } else if (i >= 0) {
        const version = versions?.[i];
        rows.splice(i, 1);
        versions?.splice(i, 1);
        // where a withdrawn removal puts the row back, as the server has it (decision 067)
        e.undo = { list: o.list, key, keyValue, before, after: null, at: i, ...(version !== undefined ? { version } : {}) };
      }
      e.undo ??= { list: o.list, key, keyValue, before, after: upsert ?? null };
    }
    if (p.undoable) e.undoable = { message: p.undoable.message, until: env.at + p.undoable.holdMs };
    linkResend(d, e);
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
    settleResent(d, e);
  },
  "write.rejected": (d, p, env) => {
    const e = entry(d, env);
    if (e?.status !== "pending") return;
    e.status = "rejected";
    delete e.error;
    e.refusal = p;
    if (e.undo) revert(d, e.undo, false);
    settleResent(d, e);
  },
  "write.discarded": (d, _p, env) => {
    const i = indexOf(d, env.causationId);
    // only a refused write is dropped so, on the person's word (decision 081)
    if (i >= 0 && d.outbox[i]!.status === "rejected") d.outbox.splice(i, 1);
  },
  "write.reopened": (d, _p, env) => {
    const e = entry(d, env);
    if (e?.status === "rejected") e.reopened = true;
  },
  "write.withdrawn": (d, _p, env) => {
    const i = indexOf(d, env.causationId);
    const e = i < 0 ? undefined : d.outbox[i];
    // a write sent already (even once, unanswered) may have reached the server: it stays
    if (e?.status !== "pending" || e.attempts > 0) return;
    const u = e.undo ? base(e.undo) : undefined;
    if (e.resends !== undefined) {
      // the refused write it would have resent waits again
      const r = indexOf(d, e.resends);
      if (r >= 0 && d.outbox[r]!.resentAs === e.id) delete d.outbox[r]!.resentAs;
    }
    d.outbox.splice(i, 1);
    if (u) revert(d, u, true);
  },
  "storage.compacted": (d, p, env) =>
    warn(d, env, "storage.compacted", `Storage is full: ${p.removed} older events were compacted into a snapshot. Nothing pending was lost.`),
  "storage.quotaExceeded": (d, p, env) =>
    warn(d, env, "storage.quotaExceeded", `Storage is full: ${p.unsaved} recent events are kept in memory only until space is freed.`),
  "storage.notPersistent": (d, _p, env) => warn(d, env, "storage.notPersistent", msg("The browser may clear offline data when space runs low.")),
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

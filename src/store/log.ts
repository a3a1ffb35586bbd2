// The persisted event log: batched appends, snapshots, pruning, quota handling, writer/follower.
import * as t from "io-ts";
import { createStoreRegistry } from "./events.ts";
import { decodeAll, type Envelope, type EventActor, type Origin, type Registry, type UnknownRecord } from "./envelope.ts";
import { fold as defaultFold, REDUCER_VERSION, type Fold } from "./fold.ts";
import { systemClock, type Clock, type IdSource, type Timers } from "./ports.ts";
import { redact } from "./redact.ts";
import { initialState, type StoreState } from "./state.ts";
import { batchKey, isQuotaError, type LogStorage } from "./storage.ts";

export interface AppendMeta {
  origin?: Origin; causationId?: string | null; machine?: string; accepted?: boolean; path?: string[];
}
/** An envelope before the writer gives it a `seq` (what a follower tab forwards). */
export type Draft = Omit<Envelope, "seq">;
export interface Appended { id: string; recorded: Promise<Envelope> }

export interface EventLogOptions {
  storage: LogStorage; clock: Clock; ids: IdSource; actor: () => EventActor;
  registry?: Registry; fold?: Fold; reducerVersion?: number;
  /** Snapshot after this many recorded events (default 500). */
  snapshotEvery?: number;
  /** Events kept beyond the snapshot for export/QA before pruning (default 10,000). */
  retain?: number;
  timers?: Timers; retryMs?: number;
}

const Snapshot = t.type({ reducerVersion: t.number, seq: t.number, at: t.number, state: t.unknown });
type Snapshot = t.TypeOf<typeof Snapshot>;
const firstSeqOf = (key: string) => Number(key.slice(2));

interface Queued { raw: Envelope; after: StoreState; resolve: (e: Envelope) => void }

export type EventLog = ReturnType<typeof createEventLog>;

export function createEventLog(o: EventLogOptions) {
  const registry = o.registry ?? createStoreRegistry();
  const fold = o.fold ?? defaultFold;
  const reducerVersion = o.reducerVersion ?? REDUCER_VERSION;
  const snapshotEvery = o.snapshotEvery ?? 500;
  const retain = o.retain ?? 10_000;
  const timers = o.timers ?? systemClock;

  let state: StoreState = initialState;
  let recordedState: StoreState = initialState;
  let lastSeq = 0, recordedSeq = 0, snapshotSeq = 0;
  let mode: "writer" | "follower" = "writer";
  let queue: Queued[] = [];
  let inflight: Promise<void> | null = null;
  let scheduled = false, blocked = false;
  let unknown: UnknownRecord[] = [];
  const seen = new Set<string>();
  const drafts = new Map<string, { draft: Draft; resolve: (e: Envelope) => void }>();
  const listeners = new Set<(s: StoreState) => void>();
  const recordedHooks = new Set<(raws: Envelope[]) => void>();
  let forward: (drafts: Draft[]) => void = () => {};

  const notify = () => { for (const l of listeners) l(state); };

  async function load(): Promise<void> {
    const rawSnap = await o.storage.getSnapshot();
    const snap = Snapshot.is(rawSnap) && rawSnap.reducerVersion === reducerVersion ? rawSnap : null;
    const keys = await o.storage.batchKeys();
    const base = snap?.seq ?? 0;
    let from = 0;
    if (snap) for (let i = 0; i < keys.length; i++) if (firstSeqOf(keys[i]) <= base + 1) from = i;
    const raws: unknown[] = [];
    for (const k of keys.slice(from)) raws.push(...((await o.storage.getBatch(k)) ?? []));
    const { events, unknown: bad } = decodeAll(registry, raws);
    state = (snap?.state as StoreState | undefined) ?? initialState;
    lastSeq = base;
    for (const e of events) {
      seen.add(e.id);
      if (e.seq <= base) continue;
      state = fold(state, e);
      lastSeq = Math.max(lastSeq, e.seq);
    }
    for (const u of bad) if (u.seq !== undefined) lastSeq = Math.max(lastSeq, u.seq);
    unknown = bad;
    recordedSeq = lastSeq; recordedState = state; snapshotSeq = base;
    if (!snap && events.length > 0) await writeSnapshot();
    notify();
  }

  function writerAppend(draft: Draft, remote: boolean): Appended {
    const raw = { ...draft, seq: ++lastSeq } as Envelope;
    const d = registry.decode(raw);
    seen.add(draft.id);
    if (d.ok) state = fold(state, d.event);
    else if (!remote) { lastSeq--; throw new Error(`cannot append ${draft.type}: ${d.detail}`); }
    else { const { ok: _ok, ...u } = d; unknown.push(u); }
    let resolve!: (e: Envelope) => void;
    const recorded = new Promise<Envelope>((r) => { resolve = r; });
    queue.push({ raw, after: state, resolve: () => resolve(d.ok ? d.event : raw) });
    scheduleFlush();
    notify();
    return { id: draft.id, recorded };
  }

  function scheduleFlush() {
    if (scheduled || blocked) return;
    scheduled = true;
    queueMicrotask(() => { scheduled = false; void flush(); });
  }

  async function flush(): Promise<void> {
    while (inflight) await inflight;
    if (!queue.length || blocked || mode !== "writer") return;
    const batch = queue; queue = [];
    inflight = writeBatch(batch).finally(() => { inflight = null; });
    await inflight;
    if (queue.length && !blocked) await flush();
  }

  async function writeBatch(batch: Queued[]): Promise<void> {
    const key = batchKey(batch[0].raw.seq);
    const raws = batch.map((q) => q.raw);
    let removed = -1;
    try {
      await o.storage.putBatch(key, raws);
    } catch (e) {
      if (isQuotaError(e)) {
        removed = await compact();
        try { await o.storage.putBatch(key, raws); } catch { removed = -2; }
      }
      if (removed < 0) {
        queue = [...batch, ...queue];
        blocked = true; // nothing is dropped: the batch waits in memory and is retried
        if (isQuotaError(e) && !state.warnings.some((w) => w.code === "storage.quotaExceeded")) {
          append("storage.quotaExceeded", { unsaved: queue.length + 1 }, { origin: "system" });
        }
        timers.setTimeout(() => { blocked = false; scheduleFlush(); }, o.retryMs ?? 5000);
        return;
      }
    }
    recordedSeq = batch[batch.length - 1].raw.seq;
    recordedState = batch[batch.length - 1].after;
    for (const q of batch) q.resolve(q.raw);
    for (const h of recordedHooks) h(raws);
    if (removed >= 0) append("storage.compacted", { removed, reason: "quota" }, { origin: "system" });
    if (recordedSeq - snapshotSeq >= snapshotEvery) {
      try { await writeSnapshot(); await prune(Math.min(snapshotSeq, recordedSeq - retain)); } catch { /* retried next time */ }
    }
  }

  async function writeSnapshot(): Promise<void> {
    const s: Snapshot = { reducerVersion, seq: recordedSeq, at: o.clock.now(), state: recordedState };
    await o.storage.putSnapshot(s);
    snapshotSeq = recordedSeq;
  }

  /** Removes stored events with seq <= limit, except pending writes and unreadable records. */
  async function prune(limit: number): Promise<number> {
    const pending = new Set(state.outbox.filter((e) => e.status === "pending").map((e) => e.id));
    const keep = (raw: unknown) => {
      const { events, unknown: bad } = decodeAll(registry, [raw]);
      return bad.length > 0 || events.some((e) => e.seq > limit || pending.has(e.id) || (e.causationId !== null && pending.has(e.causationId)));
    };
    const keys = await o.storage.batchKeys();
    let removed = 0;
    for (let i = 0; i < keys.length; i++) {
      const end = i + 1 < keys.length ? firstSeqOf(keys[i + 1]) - 1 : recordedSeq;
      if (firstSeqOf(keys[i]) > limit) break;
      const recs = (await o.storage.getBatch(keys[i])) ?? [];
      const kept = end <= limit ? recs.filter(keep) : recs;
      if (kept.length === recs.length) continue;
      if (kept.length === 0) await o.storage.removeBatch(keys[i]);
      else await o.storage.putBatch(keys[i], kept);
      removed += recs.length - kept.length;
    }
    return removed;
  }

  /** Quota path: snapshot what is recorded, then prune everything the snapshot covers. */
  async function compact(): Promise<number> {
    try { await writeSnapshot(); } catch { /* keep the older snapshot */ }
    try { return await prune(snapshotSeq); } catch { return 0; }
  }

  async function readRaw(): Promise<unknown[]> {
    const raws: unknown[] = [];
    for (const k of await o.storage.batchKeys()) raws.push(...((await o.storage.getBatch(k)) ?? []));
    raws.push(...queue.map((q) => q.raw));
    return raws;
  }

  function append(type: string, payload: unknown, meta: AppendMeta = {}): Appended {
    const draft: Draft = {
      id: o.ids.next(), type, v: registry.get(type)?.version ?? 1, at: o.clock.now(), actor: o.actor(),
      origin: meta.origin ?? "system", causationId: meta.causationId ?? null,
      payload: registry.encodePayload(type, redact(payload)),
      ...(meta.machine !== undefined ? { machine: meta.machine } : {}),
      ...(meta.accepted !== undefined ? { accepted: meta.accepted } : {}),
      ...(meta.path !== undefined ? { path: meta.path } : {}),
    };
    if (mode === "writer") return writerAppend(draft, false);
    const recorded = new Promise<Envelope>((resolve) => drafts.set(draft.id, { draft, resolve }));
    forward([draft]);
    return { id: draft.id, recorded };
  }

  return {
    open: load,
    append,
    flush,
    state: () => state,
    subscribe(fn: (s: StoreState) => void) { listeners.add(fn); return () => { listeners.delete(fn); }; },
    unknown: () => unknown,
    stats: () => ({ mode, lastSeq, recordedSeq, snapshotSeq, queued: queue.length, blocked }),
    /** Forces a snapshot + pruning of everything it covers (also run on a full quota). */
    compact: async () => { await flush(); const n = await compact(); if (n > 0) append("storage.compacted", { removed: n, reason: "manual" }); return n; },
    /** The whole stored log plus what is still queued, as stored (for export). */
    readRaw,
    readAll: async () => decodeAll(registry, await readRaw()),
    // --- several tabs (see tabs.ts) ---
    onRecorded(fn: (raws: Envelope[]) => void) { recordedHooks.add(fn); return () => { recordedHooks.delete(fn); }; },
    becomeFollower(fwd: (d: Draft[]) => void) { mode = "follower"; forward = fwd; },
    /** Another tab's drafts (writer only): deduplicated by id. */
    acceptRemote(ds: Draft[]) { for (const d of ds) if (!seen.has(d.id)) writerAppend(d, true); },
    /** Drafts of this tab not yet seen recorded (to re-forward when the writer changes). */
    unechoed: () => [...drafts.values()].map((d) => d.draft),
    /** Follower: fold events the writer recorded. A gap means we missed some: reload. */
    async applyRecorded(raws: Envelope[]) {
      for (const raw of raws) {
        if (raw.seq <= lastSeq) continue;
        if (raw.seq !== lastSeq + 1) { await load(); break; }
        const d = registry.decode(raw);
        if (d.ok) state = fold(state, d.event); else { const { ok: _ok, ...u } = d; unknown.push(u); }
        lastSeq = recordedSeq = raw.seq; recordedState = state; seen.add(raw.id);
      }
      for (const raw of raws) { const p = drafts.get(raw.id); if (p) { drafts.delete(raw.id); p.resolve(raw); } }
      notify();
    },
    async becomeWriter() {
      mode = "writer";
      await load();
      const mine = [...drafts.values()];
      drafts.clear();
      for (const { draft, resolve } of mine) {
        if (seen.has(draft.id)) resolve({ ...draft, seq: -1 });
        else void writerAppend(draft, false).recorded.then(resolve);
      }
    },
  };
}

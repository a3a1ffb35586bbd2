// The persisted event log: batched appends, snapshots, pruning, quota handling, writer/follower.
// Its parts, each readable alone: what this tab has folded (`Head`), what storage holds
// (storedLog.ts), the writer's queue of envelopes not stored yet (writeQueue.ts), the tab's role
// (`Tab`: writer or follower, tabs.ts), and the subscribers of changes and of stored batches.
import { createStoreRegistry } from "./events.ts";
import { decodeAll, type Decoded, type Envelope, type EventActor, type Origin, type Registry, type UnknownRecord } from "./envelope.ts";
import { fold as defaultFold, REDUCER_VERSION, type Fold } from "./fold.ts";
import { systemClock, type Clock, type IdSource, type Timers } from "./ports.ts";
import { redact } from "./redact.ts";
import { initialState, type StoreState } from "./state.ts";
import { batchKey, isQuotaError, type LogStorage } from "./storage.ts";
import { createStoredLog, type StoredLog } from "./storedLog.ts";
import { createWriteQueue, type Queued, type WriteQueue } from "./writeQueue.ts";

export interface AppendMeta {
  origin?: Origin;
  causationId?: string | null;
  machine?: string;
  accepted?: boolean;
  path?: string[];
}
/** An envelope before the writer gives it a `seq` (what a follower tab forwards). */
export type Draft = Omit<Envelope, "seq">;
export interface Appended {
  id: string;
  recorded: Promise<Envelope>;
}

export interface EventLogOptions {
  storage: LogStorage;
  clock: Clock;
  ids: IdSource;
  actor: () => EventActor;
  registry?: Registry;
  fold?: Fold;
  /**
   * The registry and fold given are a part of the app's (the sign-in page's, decision 052): records
   * of other types are kept as stored but not folded, so no snapshot is written until `extend` gives
   * the whole app's and folds the log again.
   */
  partial?: boolean;
  reducerVersion?: number;
  /** Snapshot after this many recorded events (default 500). */
  snapshotEvery?: number;
  /** Events kept beyond the snapshot for export/QA before pruning (default 10,000). */
  retain?: number;
  timers?: Timers;
  retryMs?: number;
}

export type EventLog = ReturnType<typeof createEventLog>;

/** What this tab has folded: the state, the last seq it holds, the ids it has seen, the records it could not read. */
interface Head {
  state: StoreState;
  lastSeq: number;
  seen: Set<string>;
  unknown: UnknownRecord[];
}

/** The tab's role: a writer stores; a follower forwards its drafts to the writer and waits to see them recorded. */
interface Tab {
  mode: "writer" | "follower";
  forward: (drafts: Draft[]) => void;
  /** a follower's drafts not yet seen recorded */
  drafts: Map<string, { draft: Draft; resolve: (e: Envelope) => void; recorded: Promise<Envelope> }>;
}

/** Listeners of one kind of news; `add` gives the function that removes its listener. */
function subscribers<T>() {
  const fns = new Set<(value: T) => void>();
  return {
    add(fn: (value: T) => void) {
      fns.add(fn);
      return () => {
        fns.delete(fn);
      };
    },
    emit(value: T) {
      for (const fn of fns) fn(value);
    },
  };
}

/** The parts of one log, shared by the functions below. */
interface Core {
  o: EventLogOptions;
  registry: Registry;
  fold: Fold;
  /** Folding only part of the app's events (see `EventLogOptions.partial`). */
  partial: boolean;
  /** While the log is extended: nothing is stored, so that storage read and the queue folded on top make the whole log. */
  extending: Promise<void> | null;
  head: Head;
  stored: StoredLog;
  writes: WriteQueue;
  tab: Tab;
  changes: ReturnType<typeof subscribers<StoreState>>;
  recordedHooks: ReturnType<typeof subscribers<Envelope[]>>;
  /** How many events this tab has appended (a read of the log during which one is appended is read again). */
  appended: number;
}

export function createEventLog(o: EventLogOptions) {
  const registry = o.registry ?? createStoreRegistry();
  const head: Head = { state: initialState, lastSeq: 0, seen: new Set(), unknown: [] };
  const tab: Tab = { mode: "writer", forward: () => {}, drafts: new Map() };
  const c: Core = {
    o,
    registry,
    fold: o.fold ?? defaultFold,
    partial: o.partial ?? false,
    extending: null,
    head,
    tab,
    stored: createStoredLog({
      storage: o.storage,
      registry: () => c.registry,
      canSnapshot: () => !c.partial,
      clock: o.clock,
      reducerVersion: o.reducerVersion ?? REDUCER_VERSION,
      snapshotEvery: o.snapshotEvery ?? 500,
      retain: o.retain ?? 10_000,
      live: () => head.state,
    }),
    writes: createWriteQueue({
      write: (batch) => writeBatch(c, batch),
      writing: () => tab.mode === "writer" && c.extending === null,
      timers: o.timers ?? systemClock,
      retryMs: o.retryMs ?? 5000,
    }),
    changes: subscribers(),
    recordedHooks: subscribers(),
    appended: 0,
  };
  const { stored, writes } = c;
  /**
   * The whole stored log plus what is not stored yet. A batch whose write ends while storage is read
   * has left the queue and may be missing from the read: then storage is read again, as it is when
   * this tab appends meanwhile. A record both stored and still being written (its write done, not yet
   * heard) is kept once. A follower's events have no seq until the writer records them: they are
   * waited for first (at most `ECHO_WAIT_MS`). `atRead` runs in the same task as the read that is
   * returned (QA takes the live flows' snapshots there, so the log and the flows agree).
   */
  const readRaw = async (atRead?: () => void): Promise<unknown[]> => {
    for (let tries = 1; ; tries++) {
      const echoes = await echoed(c, ECHO_WAIT_MS);
      const ended = writes.ended();
      const appended = c.appended;
      const raws = [...(await stored.readStored()), ...writes.raws()];
      if ((writes.ended() === ended && c.appended === appended && (tab.drafts.size === 0 || !echoes)) || tries === 5) {
        atRead?.();
        return onceEach(raws);
      }
    }
  };

  return {
    open: (): Promise<void> => open(c),
    /** Whether it folds only part of the app's events (opened `partial`, not extended yet). */
    partial: () => c.partial,
    /**
     * The whole app's registry and fold, for a log opened `partial`: the log is read and folded again
     * from its snapshot, then what is queued on top, so every record stored meanwhile (this tab's,
     * another tab's) counts as if the log had been opened with them. Events may be appended while it
     * runs (the sign-in's, while the login is on its way): they take their seqs in order and wait in
     * the queue, stored once the fold is whole.
     */
    extend: (store: { registry: Registry; fold: Fold }): Promise<void> => extend(c, store),
    append: (type: string, payload: unknown, meta?: AppendMeta): Appended => append(c, type, payload, meta),
    /** Stores everything queued (after an extension under way). */
    flush: async (): Promise<void> => {
      while (c.extending) await c.extending;
      await writes.flush();
    },
    state: () => head.state,
    subscribe: (fn: (s: StoreState) => void) => c.changes.add(fn),
    unknown: () => head.unknown,
    stats: () => ({
      mode: tab.mode,
      lastSeq: head.lastSeq,
      recordedSeq: stored.recorded.seq,
      snapshotSeq: stored.recorded.snapshotSeq,
      queued: writes.size(),
      blocked: writes.blocked(),
    }),
    /** Forces a snapshot + pruning of everything it covers (also run on a full quota). */
    compact: async () => {
      await writes.flush();
      const n = await stored.compact();
      if (n > 0) append(c, "storage.compacted", { removed: n, reason: "manual" });
      return n;
    },
    /** The whole stored log plus what is still queued, as stored (for export). */
    readRaw,
    readAll: async () => decodeAll(c.registry, await readRaw()),
    // --- several tabs (see tabs.ts) ---
    onRecorded: (fn: (raws: Envelope[]) => void) => c.recordedHooks.add(fn),
    becomeFollower(fwd: (d: Draft[]) => void) {
      tab.mode = "follower";
      tab.forward = fwd;
    },
    /** Another tab's drafts (writer only): deduplicated by id. */
    acceptRemote(ds: Draft[]) {
      for (const d of ds) if (!head.seen.has(d.id)) writerAppend(c, d, true);
    },
    /** Drafts of this tab not yet seen recorded (to re-forward when the writer changes). */
    unechoed: () => [...tab.drafts.values()].map((d) => d.draft),
    /** Follower: fold events the writer recorded. A gap means we missed some: reload. */
    applyRecorded: (raws: Envelope[]): Promise<void> => applyRecorded(c, raws),
    becomeWriter: (): Promise<void> => becomeWriter(c),
  };
}

// --- open: the latest snapshot and the events after it ---

/** Folds the stored log from its snapshot on (older records migrated as they are read); the state before is dropped. */
async function open(c: Core): Promise<void> {
  const { snapshot, events, unknown } = await c.stored.read();
  foldStored(c, snapshot, events, unknown);
  if (!snapshot && events.length > 0) await c.stored.writeSnapshot();
  c.changes.emit(c.head.state);
}

/** The head made the stored log's: its snapshot and the events after it folded, and storage's reach recorded. */
function foldStored(c: Core, snapshot: { seq: number; state: unknown } | null, events: readonly Envelope[], unknown: UnknownRecord[]): void {
  const base = snapshot?.seq ?? 0;
  const head = c.head;
  head.state = (snapshot?.state as StoreState | undefined) ?? initialState;
  head.lastSeq = base;
  for (const e of events) {
    head.seen.add(e.id);
    if (e.seq <= base) continue;
    head.state = c.fold(head.state, e);
    head.lastSeq = Math.max(head.lastSeq, e.seq);
  }
  for (const u of unknown) if (u.seq !== undefined) head.lastSeq = Math.max(head.lastSeq, u.seq);
  head.unknown = unknown;
  Object.assign(c.stored.recorded, { seq: head.lastSeq, state: head.state, snapshotSeq: base });
}

/** See `extend` in createEventLog. */
async function extend(c: Core, store: { registry: Registry; fold: Fold }): Promise<void> {
  if (!c.partial || c.extending) throw new Error("the event log already folds the whole app's events");
  let done!: () => void;
  c.extending = new Promise<void>((r) => {
    done = r;
  });
  try {
    // storing pauses (a write under way ends first): what is appended meanwhile waits in the queue,
    // with seqs past every stored one, so the read below and the queue make the whole log, once each
    await c.writes.flush();
    c.registry = store.registry;
    c.fold = store.fold;
    c.partial = false;
    const { snapshot, events, unknown } = await c.stored.read();
    // from here to the emit nothing is appended: the head is the stored log, then the queue on top
    foldStored(c, snapshot, events, unknown);
    for (const q of c.writes.queued()) {
      if (q.raw.seq > c.head.lastSeq) {
        foldIn(c, c.registry.decode(q.raw));
        c.head.lastSeq = q.raw.seq;
      }
      q.after = c.head.state;
    }
    c.changes.emit(c.head.state);
    if (!snapshot && events.length > 0) await c.stored.writeSnapshot();
  } finally {
    c.extending = null;
    done();
  }
  await c.writes.flush();
}

// --- append: the envelope, then the writer's seq and fold, or the follower's forward ---

/** The envelope of an event before the writer gives it a seq: the payload redacted and encoded. */
function draftOf(c: Core, type: string, payload: unknown, meta: AppendMeta): Draft {
  return {
    id: c.o.ids.next(),
    type,
    v: c.registry.get(type)?.version ?? 1,
    at: c.o.clock.now(),
    actor: c.o.actor(),
    origin: meta.origin ?? "system",
    causationId: meta.causationId ?? null,
    payload: c.registry.encodePayload(type, redact(payload)),
    ...(meta.machine !== undefined ? { machine: meta.machine } : {}),
    ...(meta.accepted !== undefined ? { accepted: meta.accepted } : {}),
    ...(meta.path !== undefined ? { path: meta.path } : {}),
  };
}

function append(c: Core, type: string, payload: unknown, meta: AppendMeta = {}): Appended {
  const draft = draftOf(c, type, payload, meta);
  c.appended++;
  if (c.tab.mode === "writer") return writerAppend(c, draft, false);
  let resolve!: (e: Envelope) => void;
  const recorded = new Promise<Envelope>((r) => (resolve = r));
  c.tab.drafts.set(draft.id, { draft, resolve, recorded });
  c.tab.forward([draft]);
  return { id: draft.id, recorded };
}

/** Folds a decoded record into the head, or keeps it among the unknown ones. */
function foldIn(c: Core, d: Decoded): void {
  if (d.ok) c.head.state = c.fold(c.head.state, d.event);
  else {
    const { ok: _ok, ...u } = d;
    c.head.unknown.push(u);
  }
}

/** Writer: the draft's seq, folded at once and queued for storage. Only another tab's draft may be unreadable. */
function writerAppend(c: Core, draft: Draft, remote: boolean): Appended {
  const head = c.head;
  const raw = { ...draft, seq: ++head.lastSeq } as Envelope;
  const d = c.registry.decode(raw);
  head.seen.add(draft.id);
  if (!d.ok && !remote) {
    head.lastSeq--;
    throw new Error(`cannot append ${draft.type}: ${d.detail}`);
  }
  foldIn(c, d);
  let resolve!: (e: Envelope) => void;
  const recorded = new Promise<Envelope>((r) => {
    resolve = r;
  });
  c.writes.push({ raw, after: head.state, resolve: () => resolve(d.ok ? d.event : raw) });
  c.changes.emit(head.state);
  return { id: draft.id, recorded };
}

// --- storing a batch (the write queue's `write`) ---

/**
 * Stores a batch; then it is recorded: appenders and onRecorded hear of it, and a snapshot follows
 * when due. Storage refusing it (after compaction on a full quota) drops nothing: the batch waits
 * in memory, a full quota shows a warning, and it is retried.
 */
async function writeBatch(c: Core, batch: Queued[]): Promise<void> {
  const raws = batch.map((q) => q.raw);
  const put = await c.stored.put(batchKey(batch[0].raw.seq), raws);
  if ("refused" in put) {
    c.writes.hold(batch);
    if (isQuotaError(put.refused) && !c.head.state.warnings.some((w) => w.code === "storage.quotaExceeded")) {
      append(c, "storage.quotaExceeded", { unsaved: c.writes.size() + 1 }, { origin: "system" });
    }
    c.writes.retryLater();
    return;
  }
  const last = batch[batch.length - 1];
  c.stored.recorded.seq = last.raw.seq;
  c.stored.recorded.state = last.after;
  for (const q of batch) q.resolve(q.raw);
  c.recordedHooks.emit(raws);
  if (put.removed !== null) append(c, "storage.compacted", { removed: put.removed, reason: "quota" }, { origin: "system" });
  if (c.stored.snapshotDue()) await c.stored.snapshotAndPrune();
}

// --- several tabs: following the writer, becoming it ---

async function applyRecorded(c: Core, raws: Envelope[]): Promise<void> {
  const { head, stored, tab } = c;
  for (const raw of raws) {
    if (raw.seq <= head.lastSeq) continue;
    if (raw.seq !== head.lastSeq + 1) {
      await open(c);
      break;
    }
    foldIn(c, c.registry.decode(raw));
    head.lastSeq = stored.recorded.seq = raw.seq;
    stored.recorded.state = head.state;
    head.seen.add(raw.id);
  }
  for (const raw of raws) {
    const p = tab.drafts.get(raw.id);
    if (p) {
      tab.drafts.delete(raw.id);
      p.resolve(raw);
    }
  }
  c.changes.emit(head.state);
}

/** The tab now holds the lock: reopen from storage, then append its drafts the old writer had not recorded. */
async function becomeWriter(c: Core): Promise<void> {
  c.tab.mode = "writer";
  await open(c);
  const mine = [...c.tab.drafts.values()];
  c.tab.drafts.clear();
  for (const { draft, resolve } of mine) {
    if (c.head.seen.has(draft.id)) resolve({ ...draft, seq: -1 });
    else void writerAppend(c, draft, false).recorded.then(resolve);
  }
}

/** How long a read of the log waits for a follower's events to be recorded by the writer. */
const ECHO_WAIT_MS = 3000;

/** A follower's events forwarded and not yet seen recorded, waited for (at most `ms`): false when the wait ran out. */
async function echoed(c: Core, ms: number): Promise<boolean> {
  if (c.tab.drafts.size === 0) return true;
  const timers = c.o.timers ?? systemClock;
  let handle: unknown;
  const late = new Promise<void>((r) => (handle = timers.setTimeout(r, ms)));
  const all = await Promise.race([Promise.all([...c.tab.drafts.values()].map((d) => d.recorded)).then(() => true), late.then(() => false)]);
  timers.clearTimeout(handle);
  return all;
}

/** Records in order, each envelope (by its id) once. */
function onceEach(raws: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return raws.filter((r) => {
    const id = typeof r === "object" && r !== null && typeof (r as { id?: unknown }).id === "string" ? (r as { id: string }).id : null;
    if (id === null) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

// What storage holds of the event log (part of log.ts): the snapshot, the batches of envelopes and
// how far they reach. Reads them on open, stores a batch (compacting once on a full quota), writes
// snapshots and prunes what a snapshot covers.
import * as t from "io-ts";
import { decodeAll, type Envelope, type Registry, type UnknownRecord } from "./envelope.ts";
import type { Clock } from "./ports.ts";
import { initialState, type StoreState } from "./state.ts";
import { isQuotaError, type LogStorage } from "./storage.ts";

const Snapshot = t.type({ reducerVersion: t.number, seq: t.number, at: t.number, state: t.unknown });
type Snapshot = t.TypeOf<typeof Snapshot>;
const firstSeqOf = (key: string) => Number(key.slice(2));

export interface StoredLogOptions {
  storage: LogStorage;
  /** The registry it decodes with now (a log opened with part of the app's events is extended later). */
  registry: () => Registry;
  /** False while the log folds only part of the app's events: a snapshot of that state would lose the rest. */
  canSnapshot: () => boolean;
  clock: Clock;
  reducerVersion: number;
  /** Snapshot after this many stored events. */
  snapshotEvery: number;
  /** Events kept beyond the snapshot before pruning. */
  retain: number;
  /** The state the tab has folded: pruning keeps its pending writes. */
  live(): StoreState;
}

/** How far storage reaches: the last stored seq, the state after it, the seq the snapshot covers. */
export interface Recorded {
  seq: number;
  state: StoreState;
  snapshotSeq: number;
}

export type StoredLog = ReturnType<typeof createStoredLog>;

/**
 * Removes the stored events with seq <= limit, except `live`'s pending writes (and the events caused
 * by them) and unreadable records; `lastSeq()` is where the last batch ends. Gives how many it removed.
 */
async function pruneBatches(storage: LogStorage, registry: Registry, limit: number, live: StoreState, lastSeq: () => number): Promise<number> {
  const pending = new Set(live.outbox.filter((e) => e.status === "pending").map((e) => e.id));
  const keep = (raw: unknown) => {
    const { events, unknown: bad } = decodeAll(registry, [raw]);
    return bad.length > 0 || events.some((e) => e.seq > limit || pending.has(e.id) || (e.causationId !== null && pending.has(e.causationId)));
  };
  const keys = await storage.batchKeys();
  let removed = 0;
  for (let i = 0; i < keys.length; i++) {
    const end = i + 1 < keys.length ? firstSeqOf(keys[i + 1]) - 1 : lastSeq();
    if (firstSeqOf(keys[i]) > limit) break;
    const recs = (await storage.getBatch(keys[i])) ?? [];
    const kept = end <= limit ? recs.filter(keep) : recs;
    if (kept.length === recs.length) continue;
    if (kept.length === 0) await storage.removeBatch(keys[i]);
    else await storage.putBatch(keys[i], kept);
    removed += recs.length - kept.length;
  }
  return removed;
}

export function createStoredLog(o: StoredLogOptions) {
  /** Moved forward by the log when it learns more is stored (open, a stored batch, a follower's news); the snapshot by writeSnapshot. */
  const recorded: Recorded = { seq: 0, state: initialState, snapshotSeq: 0 };

  /** The snapshot of this reducer version (null when there is none, or of another) and the records from its batch on, decoded (older ones migrated). */
  async function read(): Promise<{ snapshot: Snapshot | null; events: Envelope[]; unknown: UnknownRecord[] }> {
    const rawSnap = await o.storage.getSnapshot();
    const snapshot = Snapshot.is(rawSnap) && rawSnap.reducerVersion === o.reducerVersion ? rawSnap : null;
    const keys = await o.storage.batchKeys();
    const base = snapshot?.seq ?? 0;
    let from = 0;
    if (snapshot) for (let i = 0; i < keys.length; i++) if (firstSeqOf(keys[i]) <= base + 1) from = i;
    const raws: unknown[] = [];
    for (const k of keys.slice(from)) raws.push(...((await o.storage.getBatch(k)) ?? []));
    return { snapshot, ...decodeAll(o.registry(), raws) };
  }

  /** Every stored record, as stored. */
  async function readStored(): Promise<unknown[]> {
    const raws: unknown[] = [];
    for (const k of await o.storage.batchKeys()) raws.push(...((await o.storage.getBatch(k)) ?? []));
    return raws;
  }

  /**
   * Stores a batch under `key`; on a full quota compacts and tries once more. `removed`: what the
   * compaction removed (null when none was needed); `refused`: storage's error when the batch is not stored.
   */
  async function put(key: string, raws: Envelope[]): Promise<{ removed: number | null } | { refused: unknown }> {
    try {
      await o.storage.putBatch(key, raws);
      return { removed: null };
    } catch (e) {
      if (!isQuotaError(e)) return { refused: e };
      const removed = await compact();
      try {
        await o.storage.putBatch(key, raws);
      } catch {
        return { refused: e };
      }
      return { removed };
    }
  }

  async function writeSnapshot(): Promise<void> {
    if (!o.canSnapshot()) return;
    const s: Snapshot = { reducerVersion: o.reducerVersion, seq: recorded.seq, at: o.clock.now(), state: recorded.state };
    await o.storage.putSnapshot(s);
    recorded.snapshotSeq = recorded.seq;
  }

  /** Removes stored events with seq <= limit, except pending writes and unreadable records. */
  const prune = (limit: number): Promise<number> => pruneBatches(o.storage, o.registry(), limit, o.live(), () => recorded.seq);

  /** Quota path (and the log's `compact`): snapshot what is recorded, then prune everything the snapshot covers. */
  async function compact(): Promise<number> {
    try {
      await writeSnapshot();
    } catch {
      /* keep the older snapshot */
    }
    try {
      return await prune(recorded.snapshotSeq);
    } catch {
      return 0;
    }
  }

  return {
    recorded,
    read,
    readStored,
    put,
    writeSnapshot,
    compact,
    /** True once `snapshotEvery` events are stored past the snapshot. */
    snapshotDue: () => o.canSnapshot() && recorded.seq - recorded.snapshotSeq >= o.snapshotEvery,
    /** A snapshot, then pruning what it covers beyond the `retain` newest events. */
    async snapshotAndPrune(): Promise<void> {
      try {
        await writeSnapshot();
        await prune(Math.min(recorded.snapshotSeq, recorded.seq - o.retain));
      } catch {
        /* retried next time */
      }
    },
  };
}

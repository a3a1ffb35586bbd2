// The writer's queue (part of log.ts): envelopes appended but not stored yet. What is appended in
// one microtask is stored as one batch, one write at a time; a batch storage refused goes back to
// the front and the queue writes nothing until `retryLater`'s timer unblocks it.
import type { Envelope } from "./envelope.ts";
import type { Timers } from "./ports.ts";
import type { StoreState } from "./state.ts";

/** An envelope waiting for storage, the state after it, and how to tell its appender it is recorded. */
export interface Queued {
  raw: Envelope;
  after: StoreState;
  resolve: (e: Envelope) => void;
}

export interface WriteQueueOptions {
  /** Stores one batch; when storage refuses it, `hold`s it and calls `retryLater`. */
  write(batch: Queued[]): Promise<void>;
  /** False while the tab follows another: the queue keeps what it has and writes nothing. */
  writing(): boolean;
  timers: Timers;
  retryMs: number;
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;

export function createWriteQueue(o: WriteQueueOptions) {
  let queue: Queued[] = [];
  let inflight: Promise<void> | null = null;
  /** The batch being stored, and how many writes have ended (a reader of storage tells by them what moved meanwhile). */
  let writing: Queued[] = [];
  let ended = 0;
  let scheduled = false,
    blocked = false;

  function schedule(): void {
    if (scheduled || blocked) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void flush();
    });
  }

  /** Writes everything queued (after any write in flight), batch after batch, unless blocked. */
  async function flush(): Promise<void> {
    while (inflight) await inflight;
    if (!queue.length || blocked || !o.writing()) return;
    const batch = queue;
    queue = [];
    writing = batch;
    inflight = o.write(batch).finally(() => {
      inflight = null;
      writing = [];
      ended++;
    });
    await inflight;
    if (queue.length && !blocked) await flush();
  }

  return {
    push(q: Queued): void {
      queue.push(q);
      schedule();
    },
    flush,
    /** A batch storage refused goes back to the front; nothing is written until the retry. */
    hold(batch: Queued[]): void {
      queue = [...batch, ...queue];
      blocked = true;
    },
    /** After `retryMs`, unblocks the queue and writes again. */
    retryLater(): void {
      o.timers.setTimeout(() => {
        blocked = false;
        schedule();
      }, o.retryMs);
    },
    size: () => queue.length,
    blocked: () => blocked,
    /** What is not known stored yet, in order: the batch being stored, then the queue. */
    raws: () => [...writing, ...queue].map((q) => q.raw),
    /** How many writes have ended (stored, or refused and held): a read of storage that saw this number move may have missed a batch. */
    ended: () => ended,
    /** What is queued now, in order (the log makes their states whole when it is extended). */
    queued: (): readonly Queued[] => queue,
  };
}

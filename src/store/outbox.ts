// The outbox engine: queue writes as events, send them in order when online, retry with backoff.
import type { ParamsOf, SendResult, WriteContract } from "../codecs/contract.ts";
import type { Optimistic, Undoable } from "./events.ts";
import type { EventLog } from "./log.ts";
import type { Timers } from "./ports.ts";
import { pendingWrites, writeStatus, type OutboxEntry, type WriteStatus } from "./state.ts";

export type { SendResult };
/**
 * Sends a queued write by its operation's name: `ok:false` is a rejection by the server (final);
 * a thrown error is transient and retried. `key` is the idempotency key: the server returns the
 * first result for a key it has seen.
 */
export type Send = (op: string, params: unknown, key: string) => Promise<SendResult>;

export interface OnlineSignal {
  isOnline(): boolean;
  subscribe(fn: (online: boolean) => void): () => void;
}

export interface OutboxOptions {
  log: Pick<EventLog, "append" | "state" | "subscribe">;
  send: Send;
  online: OnlineSignal;
  timers: Timers;
  baseMs?: number;
  maxMs?: number;
  /** Jitter in [0,1); by default none, so retries are deterministic. */
  random?: () => number;
  /**
   * The signed-in user (the envelopes' userId), when writes belong to users: a write is sent only
   * in its author's session, so another person signing in on this device never sends it.
   */
  who?: () => string | undefined;
  /** The write operations this app registered (src/features); a write of another is a bug, refused at once. */
  knows?: (op: string) => boolean;
  /** The time, to hold an undoable write until its `until` (decision 067); Date.now by default. */
  now?: () => number;
}

export const backoffMs = (attempt: number, baseMs = 1000, maxMs = 60_000, jitter = 0): number =>
  Math.round(Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1)) * (1 - jitter / 2));

export function createOutbox(o: OutboxOptions) {
  let running = false,
    busy = false;
  let timer: unknown = null;
  /** The timer waits for a held write's hold to end (not a backoff): a change of the log may end it sooner. */
  let holding = false;
  const now = o.now ?? Date.now;
  let unsubscribe: () => void = () => {};
  const msg = (e: unknown) => (e instanceof Error ? e.message : String(e));

  function clearTimer() {
    if (timer !== null) {
      o.timers.clearTimeout(timer);
      timer = null;
    }
    holding = false;
  }

  async function pump(): Promise<void> {
    if (busy || !running || timer !== null || !o.online.isOnline()) return;
    busy = true;
    try {
      while (running && o.online.isOnline()) {
        const mine = (e: { by?: string }) => !o.who || e.by === undefined || e.by === o.who();
        const next = pendingWrites(o.log.state()).find(mine);
        if (!next) break;
        // an undoable write waits out its hold, and the writes after it wait with it (they keep their order)
        const wait = next.undoable ? next.undoable.until - now() : 0;
        if (wait > 0) {
          holding = true;
          timer = o.timers.setTimeout(() => {
            timer = null;
            holding = false;
            void pump();
          }, wait);
          break;
        }
        const attempt = next.attempts + 1;
        const meta = { causationId: next.id };
        o.log.append("write.sent", { attempt }, { ...meta, origin: "system" });
        let r: SendResult;
        try {
          r = await o.send(next.op, next.params, next.id);
        } catch (e) {
          const delay = backoffMs(attempt, o.baseMs, o.maxMs, o.random?.() ?? 0);
          o.log.append("write.failed", { attempt, error: msg(e), retryInMs: delay }, { ...meta, origin: "effect" });
          timer = o.timers.setTimeout(() => {
            timer = null;
            void pump();
          }, delay);
          break;
        }
        if (r.ok) o.log.append("write.acknowledged", { result: r.result }, { ...meta, origin: "effect" });
        else {
          const { ok: _no, ...refusal } = r;
          o.log.append("write.rejected", refusal, { ...meta, origin: "effect" });
        }
      }
    } finally {
      busy = false;
    }
  }

  return {
    /** Queues a write (optionally changing a cached list at once); returns its idempotency key. */
    write<C extends WriteContract>(contract: C, params: ParamsOf<C>, optimistic?: Optimistic, undoable?: Undoable): string {
      const op = contract.name;
      if (o.knows && !o.knows(op)) throw new Error(`the write operation ${op} is not registered by any feature (src/features)`);
      const { id } = o.log.append(
        "write.queued",
        { op, params, ...(optimistic ? { optimistic } : {}), ...(undoable ? { undoable } : {}) },
        { origin: "user" },
      );
      void pump();
      return id;
    },
    /**
     * Takes a queued write back before it is sent (an Undo, decision 067): it leaves the outbox and
     * its optimistic change is reversed. False when it is not there or was sent already (even once,
     * unanswered: it may have reached the server).
     */
    withdraw(id: string): boolean {
      const e = o.log.state().outbox.find((x) => x.id === id);
      if (e?.status !== "pending" || e.attempts > 0) return false;
      o.log.append("write.withdrawn", {}, { causationId: id, origin: "user" });
      return true;
    },
    status: (id: string): WriteStatus | undefined => writeStatus(o.log.state(), id),
    /**
     * Starts sending (pending writes from before a reload are resumed with their own keys). Writes
     * another tab queued reach this log too: a change of the log wakes the sender.
     */
    start() {
      if (running) return;
      running = true;
      const offOnline = o.online.subscribe((online) => {
        if (online) {
          clearTimer();
          void pump();
        }
      });
      const offLog = o.log.subscribe(() => {
        if (busy || (timer !== null && !holding)) return;
        clearTimer(); // the held write may have been withdrawn: look again
        void pump();
      });
      unsubscribe = () => {
        offOnline();
        offLog();
      };
      void pump();
    },
    stop() {
      running = false;
      clearTimer();
      unsubscribe();
    },
    /** Retry now (e.g. a "retry" button), skipping the remaining backoff. */
    retryNow() {
      clearTimer();
      return pump();
    },
    idle: () => !busy && timer === null,
  };
}

/** An online signal over `navigator.onLine` and the window's online/offline events. */
export function browserOnline(
  w: Pick<Window, "addEventListener" | "removeEventListener"> & { navigator: { onLine: boolean } } = window,
): OnlineSignal {
  return {
    isOnline: () => w.navigator.onLine,
    subscribe(fn) {
      const on = () => fn(true),
        off = () => fn(false);
      w.addEventListener("online", on);
      w.addEventListener("offline", off);
      return () => {
        w.removeEventListener("online", on);
        w.removeEventListener("offline", off);
      };
    },
  };
}

/**
 * Resolves with a write's entry once the server settled it (synced or rejected), or as it is
 * (pending, or not yet recorded when another tab writes the log) when the device is offline or
 * no answer came within `ms`: the write stays queued either way.
 */
export function settled(
  log: Pick<EventLog, "state" | "subscribe">,
  id: string,
  o: { timers: Timers; online: OnlineSignal; ms: number },
): Promise<OutboxEntry | undefined> {
  const find = () => log.state().outbox.find((e) => e.id === id);
  const isSettled = (e: OutboxEntry | undefined) => e !== undefined && e.status !== "pending";
  return new Promise((resolve) => {
    if (isSettled(find()) || !o.online.isOnline()) return resolve(find());
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      off();
      offline();
      o.timers.clearTimeout(timer);
      resolve(find());
    };
    const off = log.subscribe(() => {
      if (isSettled(find())) finish();
    });
    const offline = o.online.subscribe((on) => {
      if (!on) finish();
    });
    const timer = o.timers.setTimeout(finish, o.ms);
  });
}

// Several tabs: one writer at a time (Web Locks); the others forward their events and follow.
import type { Draft, EventLog } from "./log.ts";
import type { Envelope } from "./envelope.ts";

export interface LocksLike {
  request(name: string, options: { ifAvailable?: boolean }, cb: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}
export interface ChannelLike {
  postMessage(msg: unknown): void;
  addEventListener(type: "message", fn: (e: { data: unknown }) => void): void;
  close(): void;
}
type Msg = { kind: "drafts"; drafts: Draft[] } | { kind: "recorded"; raws: Envelope[] } | { kind: "writer" };

/**
 * Without Web Locks the tab simply writes. With them, the first tab takes the lock at once and
 * writes; a later tab follows until it holds the lock: its events go to the writer over the
 * channel, and it folds what the writer records. `ready` resolves once the tab knows which it is
 * (start the app's actors after it); `onWriter` runs when this tab becomes the writer (start the
 * outbox there).
 */
export function connectTabs(log: EventLog, o: { locks?: LocksLike; channel?: ChannelLike; lockName?: string; onWriter?: () => void }) {
  const { locks, channel } = o;
  if (!locks || !channel) {
    o.onWriter?.();
    return {
      ready: Promise.resolve(),
      isWriter: () => true,
      close() {
        channel?.close();
      },
    };
  }
  const name = o.lockName ?? "field-ops-eventlog";
  let release: () => void = () => {};
  let writer = false;
  let closed = false;
  let ready!: () => void;
  const readyP = new Promise<void>((r) => {
    ready = r;
  });
  const post = (m: Msg) => channel.postMessage(m);
  const off = log.onRecorded((raws) => {
    if (writer) post({ kind: "recorded", raws });
  });
  channel.addEventListener("message", ({ data }) => {
    const m = data as Msg;
    if (m.kind === "drafts" && writer) log.acceptRemote(m.drafts);
    else if (m.kind === "recorded" && !writer) void log.applyRecorded(m.raws);
    else if (m.kind === "writer" && !writer) {
      const d = log.unechoed();
      if (d.length) post({ kind: "drafts", drafts: d });
    }
  });
  const hold = async (reload: boolean) => {
    writer = true;
    if (reload) await log.becomeWriter();
    post({ kind: "writer" });
    ready();
    o.onWriter?.();
    if (closed) return;
    await new Promise<void>((r) => {
      release = r;
    });
  };
  void locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) return hold(false);
    log.becomeFollower((drafts) => post({ kind: "drafts", drafts }));
    ready();
    void locks.request(name, {}, () => hold(true));
  });
  return {
    ready: readyP,
    isWriter: () => writer,
    close() {
      closed = true;
      off();
      release();
      channel.close();
    },
  };
}

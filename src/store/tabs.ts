// Several tabs: one writer at a time (Web Locks); the others forward their events and follow.
import type { Draft, EventLog } from "./log.ts";
import type { Envelope } from "./envelope.ts";

export interface LocksLike { request(name: string, cb: () => Promise<unknown>): Promise<unknown> }
export interface ChannelLike {
  postMessage(msg: unknown): void;
  addEventListener(type: "message", fn: (e: { data: unknown }) => void): void;
  close(): void;
}
type Msg = { kind: "drafts"; drafts: Draft[] } | { kind: "recorded"; raws: Envelope[] } | { kind: "writer" };

/**
 * Without Web Locks the tab simply writes. With them, the tab follows until it holds the lock:
 * its events go to the writer over the channel, and it folds what the writer records.
 * `onWriter` runs when this tab becomes the writer (start the outbox there).
 */
export function connectTabs(log: EventLog, o: { locks?: LocksLike; channel?: ChannelLike; lockName?: string; onWriter?: () => void }) {
  const { locks, channel } = o;
  if (!locks || !channel) { o.onWriter?.(); return { close() { channel?.close(); } }; }
  let release: () => void = () => {};
  let writer = false;
  const post = (m: Msg) => channel.postMessage(m);
  log.becomeFollower((drafts) => post({ kind: "drafts", drafts }));
  const off = log.onRecorded((raws) => { if (writer) post({ kind: "recorded", raws }); });
  channel.addEventListener("message", ({ data }) => {
    const m = data as Msg;
    if (m.kind === "drafts" && writer) log.acceptRemote(m.drafts);
    else if (m.kind === "recorded" && !writer) void log.applyRecorded(m.raws);
    else if (m.kind === "writer" && !writer) { const d = log.unechoed(); if (d.length) post({ kind: "drafts", drafts: d }); }
  });
  void locks.request(o.lockName ?? "field-ops-eventlog", async () => {
    writer = true;
    await log.becomeWriter();
    post({ kind: "writer" });
    o.onWriter?.();
    await new Promise<void>((r) => { release = r; });
  });
  return { isWriter: () => writer, close() { off(); release(); channel.close(); } };
}

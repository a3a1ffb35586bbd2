// The connection as the person can use it: offline when the browser says so, and also when
// requests fail for want of a network while the browser says "online" (a reload served by the
// service worker under Chromium's offline emulation reports navigator.onLine === true; so does a
// phone with one bar of signal). Once a request has failed so, the server is probed gently, with
// back-off, until one answer comes; any answer (of any status) means it is reachable again.
import type { Timers } from "./ports.ts";
import { backoffMs, type OnlineSignal } from "./outbox.ts";

export interface Connection extends OnlineSignal {
  /** A request got an answer from the server (any HTTP status). */
  reached(): void;
  /** A request failed for want of a network (not aborted by the app). */
  unreachable(): void;
  /** When this device last heard from the server (ms since the epoch), or null if never. */
  lastSynced(): number | null;
  /** Ask the server now (on start, when the page comes back into view). */
  probeNow(): void;
  stop(): void;
}

/** What the views read of the connection: online or not, and when the device last heard from the server. */
export type ConnectionView = OnlineSignal & Partial<Pick<Connection, "lastSynced">>;

/** What survives a reload: a page reloaded while requests were failing starts offline (and asks at once). */
export interface Kept {
  lastSynced: number | null;
  unreachable: boolean;
}

export interface ConnectionOptions {
  /** What the browser says (navigator.onLine and its events). */
  browser: OnlineSignal;
  /** One small request to the server: resolves true when it answered, false when it could not be reached. */
  probe: () => Promise<boolean>;
  timers: Timers;
  now: () => number;
  /** Where the last contact, and whether requests were failing, are kept across reloads. */
  keep?: { load(): Kept; save(k: Kept): void };
  baseMs?: number;
  maxMs?: number;
}

export function createConnection(o: ConnectionOptions): Connection {
  const baseMs = o.baseMs ?? 2000,
    maxMs = o.maxMs ?? 30_000;
  const listeners = new Set<(online: boolean) => void>();
  /** Requests fail while the browser says online; the attempt count of the probe's back-off. */
  const kept = o.keep?.load() ?? { lastSynced: null, unreachable: false };
  const failing = { now: kept.unreachable, attempt: 0, timer: null as unknown, probing: false };
  let last = kept.lastSynced;
  let lastKept = 0;
  const save = () => o.keep?.save({ lastSynced: last, unreachable: failing.now });

  const isOnline = () => o.browser.isOnline() && !failing.now;
  const tell = (before: boolean) => {
    const now = isOnline();
    if (now !== before) for (const fn of [...listeners]) fn(now);
  };
  const clearTimer = () => {
    if (failing.timer !== null) {
      o.timers.clearTimeout(failing.timer);
      failing.timer = null;
    }
  };

  function schedule() {
    clearTimer();
    failing.attempt += 1;
    failing.timer = o.timers.setTimeout(
      () => {
        failing.timer = null;
        probe();
      },
      backoffMs(failing.attempt, baseMs, maxMs),
    );
  }
  function probe() {
    if (failing.probing || !o.browser.isOnline()) return;
    failing.probing = true;
    o.probe()
      .then(
        (ok) => ok,
        () => false,
      )
      .then((ok) => {
        failing.probing = false;
        if (ok) reached();
        else if (failing.now) schedule();
        else unreachable();
      });
  }
  function reached() {
    const t = o.now();
    last = t;
    if (!failing.now) {
      if (t - lastKept > 5000) {
        lastKept = t;
        save();
      }
      return;
    } // kept at most every 5 s
    const before = isOnline();
    failing.now = false;
    failing.attempt = 0;
    clearTimer();
    lastKept = t;
    save();
    tell(before);
  }
  function unreachable() {
    if (failing.now) return;
    const before = isOnline();
    failing.now = true;
    save();
    tell(before);
    schedule();
  }
  const offBrowser = o.browser.subscribe((online) => {
    // the browser's own change: tell it at once; back online, ask the server before trusting it
    if (online && failing.now) {
      clearTimer();
      failing.attempt = 0;
      probe();
    }
    for (const fn of [...listeners]) fn(isOnline());
  });

  return {
    isOnline,
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
    reached,
    unreachable,
    lastSynced: () => last,
    probeNow: () => {
      clearTimer();
      probe();
    },
    stop() {
      clearTimer();
      offBrowser();
      listeners.clear();
    },
  };
}

/** The kept state read back (anything unreadable is "never synced, not failing"). */
export function keptConnection(text: string | null): Kept {
  try {
    const v: unknown = text ? JSON.parse(text) : null;
    if (v && typeof v === "object") {
      const { lastSynced, unreachable } = v as Record<string, unknown>;
      return { lastSynced: typeof lastSynced === "number" && lastSynced > 0 ? lastSynced : null, unreachable: unreachable === true };
    }
  } catch {
    /* a value another version wrote: start afresh */
  }
  return { lastSynced: null, unreachable: false };
}

/** A fetch that tells the connection what happened to each request. */
export function watchedFetch<F extends (input: string, init: RequestInit) => Promise<Response>>(
  fetch: F,
  c: Pick<Connection, "reached" | "unreachable">,
) {
  return (input: string, init: RequestInit): Promise<Response> =>
    fetch(input, init).then(
      (r) => {
        c.reached();
        return r;
      },
      (e: unknown) => {
        const aborted = (e instanceof DOMException || e instanceof Error) && e.name === "AbortError";
        if (!aborted && !init.signal?.aborted) c.unreachable();
        throw e;
      },
    );
}

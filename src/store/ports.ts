// Injected capabilities of the store: time, ids, timers. The fold never uses them.

export interface Clock {
  now(): number;
}
export interface IdSource {
  next(): string;
}
/** Same shape as XState's clock, so one fake drives both. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const B32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function encodeTime(ms: number): string {
  let s = "";
  for (let i = 0; i < 10; i++) {
    s = B32[ms % 32] + s;
    ms = Math.floor(ms / 32);
  }
  return s;
}

/**
 * ULID-like ids: 10 chars of time + 16 random chars, Crockford base32, sortable by time;
 * within one millisecond the random part is incremented so ids stay strictly increasing.
 */
export function createUlidSource(clock: Clock, random: () => number = Math.random): IdSource {
  let lastTime = -1;
  let rand: number[] = [];
  return {
    next() {
      const now = Math.max(clock.now(), lastTime);
      if (now === lastTime) {
        let i = rand.length - 1;
        while (i >= 0 && rand[i] === 31) rand[i--] = 0;
        if (i >= 0) rand[i]++;
      } else {
        rand = Array.from({ length: 16 }, () => Math.floor(random() * 32));
        lastTime = now;
      }
      return encodeTime(now) + rand.map((d) => B32[d]).join("");
    },
  };
}

/** Deterministic ids for tests: `<prefix>000001`, `<prefix>000002`, ... (sortable). */
export function fakeIds(prefix = "e"): IdSource {
  let n = 0;
  return { next: () => `${prefix}${String(++n).padStart(8, "0")}` };
}

export interface FakeClock extends Clock, Timers {
  /** Moves time forward, firing due timers in order (timers may schedule more). */
  advance(ms: number): void;
  set(ms: number): void;
  pending(): number;
}

export function fakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const due = () => [...timers.entries()].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
  const self: FakeClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(h) {
      timers.delete(h as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.values()].reduce((m, t) => Math.min(m, t.at), Infinity);
        if (next > end) break;
        now = Math.max(now, next);
        for (const [id, t] of due()) {
          if (timers.delete(id)) t.fn();
        }
      }
      now = end;
    },
    set(ms) {
      now = ms;
    },
    pending: () => timers.size,
  };
  return self;
}

export const systemClock: Clock & Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

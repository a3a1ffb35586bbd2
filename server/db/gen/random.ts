// A small seeded PRNG (sfc32) and the helpers the demo-data generator draws with.
// Same seed -> same sequence, on every platform.

export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  /** weighted pick: [[value, weight], ...] */
  weighted<T>(xs: ReadonlyArray<readonly [T, number]>): T;
  hex(n: number): string;
}

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9 ^ seed,
    b = 0x243f6a88 ^ (seed * 31),
    c = 0xb7e15162,
    d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
    chance: (p) => next() < p,
    weighted(xs) {
      const total = xs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of xs) {
        r -= w;
        if (r < 0) return v;
      }
      return xs[xs.length - 1]![0];
    },
    hex: (n) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join(""),
  };
  return rng;
}

const B36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A deterministic 18-character Salesforce-style id: 3-char prefix + "5g0000" + 6 base-36 + 3. */
export function sfid(prefix: string, n: number): string {
  let body = "";
  for (let v = n, i = 0; i < 6; i++, v = Math.floor(v / 36)) body = B36[v % 36] + body;
  const check = B36[((n * 7) % 26) + 10]! + B36[((n * 13) % 26) + 10]! + B36[((n * 17) % 26) + 10]!;
  return `${prefix}5g0000${body}${check}`;
}

export const uuid = (rng: Rng) => `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`;

/** Issues unique valid Indian mobile numbers (ten digits starting 6-9), never a demo number. */
export function mobiles(rng: Rng): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const m = `${rng.pick(["6", "7", "8", "9"])}${String(rng.int(0, 999_999_999)).padStart(9, "0")}`;
      if (!used.has(m) && !m.startsWith("900000000")) {
        used.add(m);
        return m;
      }
    }
  };
}

/** How many rows of a kind at a scale factor (at least one). */
export const scaled = (base: number, scale: number) => Math.max(1, Math.round(base * scale));

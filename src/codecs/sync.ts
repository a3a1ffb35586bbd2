// Delta sync of the cached lists (decision 050): a refresh sends what the device holds, compactly,
// and the server answers with what changed. Shared by the client (src/features/lists.ts, the
// store's fold) and the server (server/http/sync.ts), so both digest and sketch alike.
//
// - A row's version is its digest: 64 bits of hash over the row as the server serves it (its JSON
//   text), so whatever a row shows (a joined name, a label, a count) is part of its version.
// - What the device holds is a set of digests, sent as a sketch: an invertible Bloom lookup table
//   of a fixed size (SKETCH_CELLS cells, a few hundred bytes whatever the list's length). The
//   server subtracts its own sketch and peels the difference: the digests only the device holds
//   (removed: changed, deleted, or out of the person's scope now) and those only the server holds
//   (sent as rows). Too many differences to peel: the whole list, once.
// - The order: each sent row's index in the server's list; `check` (a digest of the server's
//   digests in order) tells the device its merge equals the server's list.
import * as t from "io-ts";

/** The protocol's version: a request of another version gets the whole list. */
export const SYNC_VERSION = 1;
/** Cells of a sketch (a multiple of 3: three sub-tables). 30 peel ~10 differences (5 changed rows) almost always. */
export const SKETCH_CELLS = 30;
const CELL_BYTES = 12; // count int16, check uint16, two uint32 key halves
/** A sketch's length as text (base64url, unpadded), for its number of cells. */
export const sketchText = (cells: number) => Math.ceil((cells * CELL_BYTES * 4) / 3);
/** A refresh's sketch's length as text. */
export const SKETCH_TEXT = sketchText(SKETCH_CELLS);
/**
 * Cells of the wider sketch a refresh sends again when the server says the first one told too
 * little of a large list (many changes: 3,840 characters peel about 80 differing digests, i.e. 40 rows).
 */
export const WIDE_CELLS = 240;

/** What a refresh sends beside its op and params: the protocol, how many rows the device holds and their sketch. */
export const SyncRequest = t.type({ v: t.number, n: t.number, sketch: t.string });
export type SyncRequest = t.TypeOf<typeof SyncRequest>;

/**
 * What the server answers beside the rows: `full` (the rows are the whole list) or a delta (the
 * rows are the ones the device lacks, each at its index `at` of the server's list; `removed`: the
 * digests the device should drop); `n` and `check`: the server's list's length and order digest;
 * `wider`: no rows, send again a sketch of this many cells (the list is large and differs by more
 * than the sketch could tell); `total`: a windowed list's rows on the server in all, of which `n`
 * are the device's window (decision 092).
 */
export const SyncAnswer = t.intersection([
  t.type({ full: t.boolean, n: t.number, check: t.string }),
  t.partial({ at: t.array(t.number), removed: t.array(t.string), wider: t.number, total: t.number }),
]);
export type SyncAnswer = t.TypeOf<typeof SyncAnswer>;

// --- digests ---

/** Two 32-bit hashes of a text (cyrb53's mixing, both halves kept). */
function hash64(text: string, seed = 0): [number, number] {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, "0");

/** The digest of a text: 16 hex digits. */
export function digestOf(text: string): string {
  const [a, b] = hash64(text);
  return hex8(a) + hex8(b);
}

/** A row's version: the digest of its JSON text (what the server sends, what the device parsed). */
export const rowDigest = (row: unknown): string => digestOf(JSON.stringify(row));

/** The digest of a list's order: its rows' digests, in order. */
export const listCheck = (digests: readonly string[]): string => digestOf(digests.join(""));

// --- the sketch (an invertible Bloom lookup table of digests) ---

/** A sketch: per cell [count, check, key high half, key low half]. */
export type Sketch = Int32Array;

const DIGEST = /^[0-9a-f]{16}$/;
const halves = (d: string): [number, number] => [Number.parseInt(d.slice(0, 8), 16) | 0, Number.parseInt(d.slice(8), 16) | 0];
const mix = (x: number) => {
  let h = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
};
const keyCheck = (a: number, b: number) => mix(a ^ mix(b ^ 0x5bd1e995)) & 0xffff;
/** The key's three cells, one in each third of the table. */
function cellsOf(a: number, b: number, cells: number): [number, number, number] {
  const third = cells / 3;
  return [0, 1, 2].map((j) => j * third + (mix(a ^ Math.imul(j + 1, 0x9e3779b9) ^ mix(b + j)) % third)) as [number, number, number];
}

function toggle(s: Sketch, a: number, b: number, sign: 1 | -1): void {
  const cells = s.length / 4;
  const c = keyCheck(a, b);
  for (const i of cellsOf(a, b, cells)) {
    s[i * 4] = (s[i * 4]! + sign) | 0;
    s[i * 4 + 1] = (s[i * 4 + 1]! ^ c) | 0;
    s[i * 4 + 2] = (s[i * 4 + 2]! ^ a) | 0;
    s[i * 4 + 3] = (s[i * 4 + 3]! ^ b) | 0;
  }
}

/** The sketch of a set of digests. */
export function sketchOf(digests: readonly string[], cells = SKETCH_CELLS): Sketch {
  const s = new Int32Array(cells * 4);
  for (const d of digests) {
    const [a, b] = halves(d);
    toggle(s, a, b, 1);
  }
  return s;
}

/** A sketch as text (base64url; counts kept modulo 2^16, which a difference's peeling tolerates). */
export function encodeSketch(s: Sketch): string {
  const cells = s.length / 4;
  const bytes = new Uint8Array(cells * CELL_BYTES);
  const v = new DataView(bytes.buffer);
  for (let i = 0; i < cells; i++) {
    v.setInt16(i * CELL_BYTES, s[i * 4]!);
    v.setUint16(i * CELL_BYTES + 2, s[i * 4 + 1]! & 0xffff);
    v.setInt32(i * CELL_BYTES + 4, s[i * 4 + 2]!);
    v.setInt32(i * CELL_BYTES + 8, s[i * 4 + 3]!);
  }
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A sketch from its text, or null when it is not one (a wrong length, not base64url). */
export function decodeSketch(text: string): Sketch | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  let bin: string;
  try {
    bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  if (bin.length === 0 || bin.length % (CELL_BYTES * 3) !== 0) return null;
  const cells = bin.length / CELL_BYTES;
  const v = new DataView(Uint8Array.from(bin, (c) => c.charCodeAt(0)).buffer);
  const s = new Int32Array(cells * 4);
  for (let i = 0; i < cells; i++) {
    s[i * 4] = v.getInt16(i * CELL_BYTES);
    s[i * 4 + 1] = v.getUint16(i * CELL_BYTES + 2);
    s[i * 4 + 2] = v.getInt32(i * CELL_BYTES + 4);
    s[i * 4 + 3] = v.getInt32(i * CELL_BYTES + 8);
  }
  return s;
}

/**
 * What differs between the device's sketch and the server's digests: `deviceOnly` (digests the
 * device holds and the server does not) and `serverOnly`; null when the difference cannot be
 * peeled (too many differences) or makes no sense (a digest the server claims only the device has
 * is one the server holds).
 */
export function differences(device: Sketch, server: readonly string[]): { deviceOnly: string[]; serverOnly: string[] } | null {
  const cells = device.length / 4;
  const s = Int32Array.from(device);
  // the counts travelled as int16: bring the server's in the same range
  const own = sketchOf(server, cells);
  for (let i = 0; i < cells; i++) {
    s[i * 4] = ((s[i * 4]! - own[i * 4]!) << 16) >> 16;
    s[i * 4 + 1] = (s[i * 4 + 1]! ^ own[i * 4 + 1]!) & 0xffff;
    s[i * 4 + 2] = s[i * 4 + 2]! ^ own[i * 4 + 2]!;
    s[i * 4 + 3] = s[i * 4 + 3]! ^ own[i * 4 + 3]!;
  }
  const deviceOnly: string[] = [];
  const serverOnly: string[] = [];
  // every peel takes a key out; a sketch made up to peel forever stops at twice its cells
  let peels = 0;
  for (let progress = true; progress; ) {
    progress = false;
    for (let i = 0; i < cells; i++) {
      if (peels > cells * 2) return null;
      const count = s[i * 4]!;
      if (count !== 1 && count !== -1) continue;
      const a = s[i * 4 + 2]!;
      const b = s[i * 4 + 3]!;
      if (keyCheck(a, b) !== (s[i * 4 + 1]! & 0xffff)) continue;
      (count === 1 ? deviceOnly : serverOnly).push(hex8(a) + hex8(b));
      toggle(s, a, b, count === 1 ? -1 : 1);
      peels++;
      progress = true;
    }
  }
  if (s.some((x) => x !== 0)) return null;
  const held = new Set(server);
  if (deviceOnly.some((d) => held.has(d)) || serverOnly.some((d) => !held.has(d))) return null;
  return { deviceOnly, serverOnly };
}

export const isDigest = (d: string) => DIGEST.test(d);

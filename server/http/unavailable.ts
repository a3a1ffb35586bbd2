// Storage that is down (issue 43 item 7; decision 065): the S3 bucket of uploaded files not
// answering, or the database's disk full. A request that meets one is answered 503 naming what is
// unavailable, with Retry-After, instead of a generic 500, and /readyz lists it as a warning while
// it lasts: readyz stays 200, because every other request (reads, sign-ins, writes that keep no
// file) still works and taking the server out of the balancer would only move the same failure to
// the next server on the same bucket or database.
import { msg } from "../../src/codecs/language.ts";

export type Outage = "file_store" | "disk_full";

export const OUTAGES: Record<Outage, { error: string; message: string; retryAfterSeconds: number; warning: string; heldMs: number | null }> = {
  file_store: {
    error: "file_store_unavailable",
    message: msg("The file store is not reachable right now, so files cannot be saved or opened. Please try again in a few minutes."),
    retryAfterSeconds: 60,
    warning: "file store unreachable",
    // until the bucket answers again (a later upload, or /readyz's own look at it)
    heldMs: null,
  },
  disk_full: {
    error: "storage_full",
    message: msg("The server's storage is full, so nothing new can be saved right now. Please try again later."),
    retryAfterSeconds: 300,
    warning: "database disk full",
    // nothing tells when space is freed short of a write that works: shown while failures keep coming
    heldMs: 5 * 60_000,
  },
};

/** What the object store throws when the bucket fails (any answer but the object's absence, or no answer). */
export class FileStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FileStoreError";
  }
}

/**
 * The outage `e` (or an error it was caused by) tells of: the file store's failure, or a full disk:
 * PostgreSQL's disk_full (SQLSTATE 53100: "could not extend file", "could not write"), the
 * file system's ENOSPC (PGlite's data folder, a temporary file), "No space left on device".
 */
export function outageOf(e: unknown): Outage | null {
  for (let x = e, depth = 0; x instanceof Error && depth < 5; x = (x as Error).cause, depth++) {
    if (x instanceof FileStoreError) return "file_store";
    const code = (x as { code?: unknown }).code;
    if (code === "53100" || code === "ENOSPC" || /No space left on device/i.test(x.message)) return "disk_full";
  }
  return null;
}

export interface StorageHealth {
  /** A request met `outage` now. */
  failed(outage: Outage): void;
  /** `outage` is over (the bucket answered). */
  recovered(outage: Outage): void;
  /** Whether `outage` is shown right now. */
  active(outage: Outage): boolean;
  /** The warnings /readyz lists: "file store unreachable since <time>, last failure <time>". */
  warnings(): string[];
}

export function storageHealth(now: () => Date = () => new Date()): StorageHealth {
  const seen = new Map<Outage, { since: Date; last: Date }>();
  const active = (o: Outage) => {
    const s = seen.get(o);
    if (!s) return false;
    const held = OUTAGES[o].heldMs;
    if (held !== null && now().getTime() - s.last.getTime() > held) {
      seen.delete(o);
      return false;
    }
    return true;
  };
  return {
    failed(o) {
      const at = now();
      const s = active(o) ? seen.get(o) : undefined;
      seen.set(o, { since: s?.since ?? at, last: at });
    },
    recovered: (o) => void seen.delete(o),
    active,
    warnings: () =>
      (Object.keys(OUTAGES) as Outage[]).filter(active).map((o) => {
        const s = seen.get(o)!;
        return `${OUTAGES[o].warning} since ${s.since.toISOString()}, last failure ${s.last.toISOString()}`;
      }),
  };
}

// Where the log lives: a small key-value interface, in memory (tests) or localforage (IndexedDB).
import localforage from "localforage";

/**
 * Batches are stored under sortable keys (`b:<first seq>`), one write per batch; the snapshot
 * under its own key. A storage write either finishes or throws (e.g. QuotaExceededError).
 */
export interface LogStorage {
  batchKeys(): Promise<string[]>;
  getBatch(key: string): Promise<unknown[] | null>;
  putBatch(key: string, records: unknown[]): Promise<void>;
  removeBatch(key: string): Promise<void>;
  getSnapshot(): Promise<unknown>;
  putSnapshot(snapshot: unknown): Promise<void>;
}

export const batchKey = (firstSeq: number) => `b:${String(firstSeq).padStart(12, "0")}`;
const SNAPSHOT_KEY = "snapshot";

/** In-memory storage (JSON round trip, so tests see what a real store would keep). */
export function memoryStorage(): LogStorage & { dump(): string } {
  const m = new Map<string, string>();
  const get = (k: string) => {
    const v = m.get(k);
    return v === undefined ? null : JSON.parse(v);
  };
  return {
    batchKeys: async () => [...m.keys()].filter((k) => k.startsWith("b:")).sort(),
    getBatch: async (k) => get(k) as unknown[] | null,
    putBatch: async (k, r) => {
      m.set(k, JSON.stringify(r));
    },
    removeBatch: async (k) => {
      m.delete(k);
    },
    getSnapshot: async () => get(SNAPSHOT_KEY),
    putSnapshot: async (s) => {
      m.set(SNAPSHOT_KEY, JSON.stringify(s));
    },
    dump: () => [...m.entries()].map(([k, v]) => `${k}=${v}`).join("\n"),
  };
}

/** The browser storage: one localforage instance (IndexedDB driver when available). */
export function localforageStorage(name = "field-ops", storeName = "eventlog"): LogStorage {
  const db = localforage.createInstance({ name, storeName });
  return {
    batchKeys: async () => (await db.keys()).filter((k) => k.startsWith("b:")).sort(),
    getBatch: (k) => db.getItem<unknown[]>(k),
    putBatch: async (k, r) => {
      await db.setItem(k, r);
    },
    removeBatch: (k) => db.removeItem(k),
    getSnapshot: () => db.getItem(SNAPSHOT_KEY),
    putSnapshot: async (s) => {
      await db.setItem(SNAPSHOT_KEY, s);
    },
  };
}

export function isQuotaError(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

/** Asks the browser to keep our data (returns false where unsupported or refused). */
interface StorageNavigator {
  storage?: { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> };
}
export async function requestPersistence(
  nav: StorageNavigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
): Promise<boolean> {
  const s = nav?.storage;
  if (!s?.persist) return false;
  try {
    return (await s.persisted?.()) || (await s.persist());
  } catch {
    return false;
  }
}

// Which build of the client is running, whether the server now serves another one, and the
// recovery record that carries what a person had open across a reload of the page.
//
// A screen's chunk can fail for good in two ways: the server no longer has it (a new build was
// deployed and replaced the hashed files), or the browser keeps the failed import of that URL for
// the rest of the page's life (Chromium up to 150, older Safari and Firefox), so asking again never
// reaches the network. Both end in a reload of the page; this module tells which case it is and
// keeps what must survive the reload.
import type { FetchFn } from "./api.ts";
import type { KeyValue } from "./storage.ts";

/** What the server's index says about the running build. */
export type BuildCheck = "current" | "replaced" | "unreachable";

/** The hashed entry script an index.html loads (`/assets/main-XXXX.js`), or null. */
export function entryOf(html: string): string | null {
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1] ?? null;
}

export const RECOVERY_KEY = "fieldops.recovery";
/** A recovery record older than this is ignored (the person came back much later). */
export const RECOVERY_MAX_AGE_MS = 60_000;

export interface Recovery {
  at: number;
  /** The entry script of the page that reloaded. */
  from: string | null;
  /** Why: the server serves another build, or the browser keeps a failed import. */
  reason: "replaced" | "stuck";
  /** The persisted snapshots of the flows that were open, by their recorded key. */
  flows: Record<string, unknown>;
}

export interface BuildDeps {
  fetch: FetchFn;
  /** The entry script of this page (null when unknown, as in tests without an index). */
  running: () => string | null;
  /** Per-tab storage that survives a reload (sessionStorage). */
  storage: KeyValue;
  now: () => number;
}

function readRecovery(storage: KeyValue, now: number): Recovery | null {
  try {
    const r = JSON.parse(storage.getItem(RECOVERY_KEY) ?? "null") as Recovery | null;
    return r && typeof r.at === "number" && now - r.at >= 0 && now - r.at < RECOVERY_MAX_AGE_MS ? r : null;
  } catch {
    return null;
  }
}

export function createBuildEffects({ fetch, running, storage, now }: BuildDeps) {
  /** Read once at start-up and removed, so a later reload does not restore it again. */
  const recovered = readRecovery(storage, now());
  storage.removeItem(RECOVERY_KEY);
  return {
    recovered,
    /** Asks the server for its index (never from a cache) and compares its entry with ours. */
    async check(signal?: AbortSignal): Promise<BuildCheck> {
      let html: string;
      try {
        const res = await fetch("/", { method: "GET", headers: { accept: "text/html" }, cache: "no-store", signal });
        if (!res.ok) return "unreachable";
        html = await res.text();
      } catch {
        return "unreachable";
      }
      const latest = entryOf(html),
        mine = running();
      if (latest === null || mine === null || latest === mine) return "current";
      // This page already reloaded for a newer build and still runs the old one (a cache between
      // us and the server): another reload would not help, and must not loop.
      if (recovered?.reason === "replaced" && recovered.from === mine) return "current";
      return "replaced";
    },
    /** Keeps what the person had open for the next page load (this tab only). */
    save(reason: Recovery["reason"], flows: Record<string, unknown>): void {
      const r: Recovery = { at: now(), from: running(), reason, flows };
      try {
        storage.setItem(RECOVERY_KEY, JSON.stringify(r));
      } catch {
        /* full: the reload still helps */
      }
    },
  };
}
export type BuildEffects = ReturnType<typeof createBuildEffects>;

/** The build effects of this page: its own entry script, the server's index, this tab's storage. */
export const browserBuildEffects = () =>
  createBuildEffects({
    fetch: (url, init) => window.fetch(url, init),
    running: () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? null,
    storage: window.sessionStorage,
    now: Date.now,
  });

// The service worker of a production build (scripts/clientBuild/serviceWorker.ts writes /sw.js
// with workbox-build):
// registered through workbox-window (in the app part, out of /signin's first load) once the page
// has loaded and is online. It tells when a new version's worker is waiting, and makes it take
// over when the person asks (the page then reloads into the new build).
// the package's ES module build by its file: its `main` is a UMD build that Node (the unit tests)
// takes no names from; esbuild took this same file for the browser (its `module`)
import { Workbox } from "workbox-window/build/workbox-window.prod.es5.mjs";

export interface UpdatePort {
  /** Calls back once when a new version is installed and waiting; returns the unsubscribe. */
  onWaiting(fn: () => void): () => void;
  /** Lets the waiting version take over, then reloads the page into it. */
  apply(): Promise<void>;
  /** Calls back once when the first worker (the first visit's) has stored the app and controls this page. */
  onReady?(fn: () => void): () => void;
  /** The worker's registration once this page has registered it (it waits for the page's load
   * and for the connection); null when an attempt failed online (a browser that refuses or
   * blocks workers) or there is none (development). The push check waits for it. */
  registration?(): Promise<ServiceWorkerRegistration | null>;
}

/** A registration made by this page: workbox-window's handle on it, and whether a worker
 * controlled the page before. */
interface Registered {
  w: Workbox;
  registration: ServiceWorkerRegistration;
  controlled: boolean;
}

export const UPDATE_CHECK_MS = 15 * 60_000;
/** The first pause before registering again after a failure while the browser says online. */
export const RETRY_MS = 10_000;

/** The files of this build the page has fetched (its resource timings under /assets/). */
export function assetsFetched(entries: readonly { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const e of entries) {
    const u = new URL(e.name, origin);
    if (u.origin === origin && u.pathname.startsWith("/assets/")) urls.add(u.pathname);
  }
  return [...urls];
}

/** How many resource timings a page keeps (the browser's default, 250, is less than a first
 * visit's files and queries once the screens are preloaded). */
const RESOURCE_TIMINGS = 1000;

/** No service worker (development, tests, a browser without one): never an update. */
export const noUpdates: UpdatePort = { onWaiting: () => () => {}, apply: async () => {} };

/** `after`: what the registration waits for (by default the page's load; the app gives its
 * `whenSettled`, decision 089). */
export function browserUpdates(url: string, reload: () => void, after?: () => Promise<void>): UpdatePort {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return noUpdates;
  performance.setResourceTimingBufferSize?.(RESOURCE_TIMINGS);
  const waiting = new Set<() => void>(),
    ready = new Set<() => void>();
  let waitingSeen = false,
    accepted = false,
    readySeen = false;
  const tell = () => {
    waitingSeen = true;
    for (const fn of waiting) fn();
  };
  const tellReady = () => {
    readySeen = true;
    for (const fn of ready) fn();
  };
  // after the page has loaded (or `after`): the worker's precache download never competes with
  // the first load
  const loaded = () =>
    after?.() ?? new Promise<void>((r) => (document.readyState === "complete" ? r() : window.addEventListener("load", () => r(), { once: true })));
  // registered once online: a page offline by then (/sw.js cannot be fetched) waits for the
  // connection to come back and tries again; a failure while the browser says online (one bar of
  // signal) tries again after a pause, doubled each time up to the update check's. workbox-window
  // is part of the app part (about 3 KiB), not imported when registering: Chromium keeps a failed
  // dynamic import for the page's life, so an import that failed offline could never be tried
  // again. A browser that refuses workers (a policy, a private window: a SecurityError) leaves
  // the app as it is: online only (null).
  const online = () => new Promise<void>((r) => (navigator.onLine ? r() : window.addEventListener("online", () => r(), { once: true })));
  // what the push check waits for: the registration, or null once an attempt failed while the
  // browser says online (refused, blocked: as before, no worker for now); offline, it waits
  let answer!: (r: ServiceWorkerRegistration | null) => void;
  const answered = new Promise<ServiceWorkerRegistration | null>((r) => (answer = r));
  const attempt = async (): Promise<Registered | null> => {
    for (let pause = RETRY_MS; ; pause = Math.min(pause * 2, UPDATE_CHECK_MS)) {
      await loaded();
      await online();
      try {
        const w = new Workbox(url);
        // the first worker taking control of a page it did not load is no new version (below)
        const controlled = navigator.serviceWorker.controller !== null;
        const registration = await w.register();
        answer(registration ?? null);
        return registration ? { w, registration, controlled } : null;
      } catch (e) {
        if (navigator.onLine) answer(null);
        if (e instanceof DOMException && e.name === "SecurityError") return null;
        if (navigator.onLine) await new Promise((r) => setTimeout(r, pause));
      }
    }
  };
  const wb = attempt().then((r) => {
    if (!r) return null;
    const { w } = r;
    // workbox-window tells a worker found waiting at registration in the next microtask: heard here
    w.addEventListener("waiting", tell);
    // The new version took over. Accepted here: reload into it. Accepted in another tab: this page
    // still runs the old build, and is never reloaded under the person's hands; it says a new
    // version is available instead.
    // The first worker taking control of a page it did not load is no new version: the app is now
    // stored on this device, ready to open offline (clientsClaim: it takes this page once installed).
    // The files only some people load are not precached (decision 096): those this page fetched
    // before the worker took it (a language's catalogue and font, chosen on this first visit)
    // are handed to it to keep; what the page fetches from now on goes through it and is kept.
    let controlled = r.controlled;
    w.addEventListener("controlling", () => {
      const replaced = controlled;
      controlled = true;
      if (accepted) reload();
      else if (replaced) tell();
      else {
        tellReady();
        const urlsToCache = assetsFetched(performance.getEntriesByType("resource"), location.origin);
        void w.messageSW({ type: "CACHE_URLS", payload: { urlsToCache } }).catch(() => {});
      }
    });
    // a new build is noticed while the app stays open: when the person comes back to it, when the
    // connection returns, and every quarter of an hour
    const check = () => void w.update().catch(() => {});
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
    window.addEventListener("online", check);
    setInterval(check, UPDATE_CHECK_MS);
    return r;
  });
  return {
    onWaiting(fn) {
      waiting.add(fn);
      if (waitingSeen) fn();
      return () => {
        waiting.delete(fn);
      };
    },
    async apply() {
      accepted = true;
      (await wb)?.w.messageSkipWaiting();
    },
    registration: () => answered,
    onReady(fn) {
      ready.add(fn);
      if (readySeen) fn();
      return () => {
        ready.delete(fn);
      };
    },
  };
}

/** Development has no worker: one left by a production build on the same address would serve stale files. */
export function removeWorkers(): UpdatePort {
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((rs) => Promise.all(rs.map((r) => r.unregister())))
      .catch(() => {});
  }
  return noUpdates;
}

// The service worker of a production build (scripts/clientBuild/serviceWorker.ts writes /sw.js
// with workbox-build):
// registered once the app is up, through workbox-window (loaded then, so it stays out of the first
// load). It tells when a new version's worker is waiting, and makes it take over when the person
// asks (the page then reloads into the new build).
export interface UpdatePort {
  /** Calls back once when a new version is installed and waiting; returns the unsubscribe. */
  onWaiting(fn: () => void): () => void;
  /** Lets the waiting version take over, then reloads the page into it. */
  apply(): Promise<void>;
  /** Calls back once when the first worker (the first visit's) has stored the app and controls this page. */
  onReady?(fn: () => void): () => void;
}

export const UPDATE_CHECK_MS = 15 * 60_000;

/** No service worker (development, tests, a browser without one): never an update. */
export const noUpdates: UpdatePort = { onWaiting: () => () => {}, apply: async () => {} };

export function browserUpdates(url: string, reload: () => void): UpdatePort {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return noUpdates;
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
  // after the page has loaded: the worker's precache download never competes with the first load
  const loaded = new Promise<void>((r) => (document.readyState === "complete" ? r() : window.addEventListener("load", () => r(), { once: true })));
  const wb = loaded
    .then(() => import("workbox-window"))
    .then(({ Workbox }) => {
      const w = new Workbox(url);
      w.addEventListener("waiting", tell);
      // The new version took over. Accepted here: reload into it. Accepted in another tab: this page
      // still runs the old build, and is never reloaded under the person's hands; it says a new
      // version is available instead.
      // The first worker taking control of a page it did not load is no new version: the app is now
      // stored on this device, ready to open offline (clientsClaim: it takes this page once installed).
      let controlled = navigator.serviceWorker.controller !== null;
      w.addEventListener("controlling", () => {
        const replaced = controlled;
        controlled = true;
        if (accepted) reload();
        else if (replaced) tell();
        else tellReady();
      });
      // a browser that refuses workers (a policy, a private window) leaves the app as it is: online only
      w.register().catch(() => {});
      // a new build is noticed while the app stays open: when the person comes back to it, when the
      // connection returns, and every quarter of an hour
      const check = () => void w.update().catch(() => {});
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
      window.addEventListener("online", check);
      setInterval(check, UPDATE_CHECK_MS);
      return w;
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
      (await wb).messageSkipWaiting();
    },
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

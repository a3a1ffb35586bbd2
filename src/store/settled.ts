// When the page has settled (decision 089): what can wait for the person's screen waits for this,
// so that it never competes with what they are waiting for: the service worker's precache and the
// preloading of every other screen. Settled: the page has loaded, no request of the app's own
// fetch is in flight (src/main.ts counts them through `trackedFetch`), and for `QUIET_MS` no file
// has finished loading (the resource timeline: chunks, stylesheets, images) and no long task has
// run: the gap between the sign-in's answer and the home's queries is the app starting on a slow
// CPU, not a quiet page (decision 089). Checked every quarter of that; a browser without these
// timelines counts only the app's requests.

/** How long the page must have been quiet. */
export const QUIET_MS = 1000;

let inFlight = 0;
let lastActivity = 0;
const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());
let watching = false;

function watchResources() {
  if (watching) return;
  watching = true;
  lastActivity = now();
  if (typeof PerformanceObserver === "undefined") return;
  for (const type of ["resource", "longtask"])
    try {
      new PerformanceObserver(() => {
        lastActivity = now();
      }).observe({ type });
    } catch {
      // no such timeline here: the app's own requests still count
    }
}

/** `fetch` with its requests counted as in flight until answered (or failed). */
export function trackedFetch<A extends unknown[], R>(fetch: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  watchResources();
  return (...args) => {
    inFlight += 1;
    lastActivity = now();
    return fetch(...args).finally(() => {
      inFlight -= 1;
      lastActivity = now();
    });
  };
}

/** Whether the page is settled now. */
export function isSettled(): boolean {
  const loaded = typeof document === "undefined" || document.readyState === "complete";
  return loaded && inFlight === 0 && now() - lastActivity >= QUIET_MS;
}

/** Resolves once the page has settled (see above). */
export function whenSettled(): Promise<void> {
  watchResources();
  return new Promise((resolve) => {
    const check = () => (isSettled() ? resolve() : setTimeout(check, QUIET_MS / 4));
    check();
  });
}

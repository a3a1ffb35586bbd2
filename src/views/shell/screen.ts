// Viewport and document hooks of the shell.
import { useEffect, useState } from "react";
import type { Clock } from "../../codecs/clock.ts";
import { preload, type Loader } from "./lazyLoad.ts";
// the document hooks live apart, so that /signin's first load needs no lazy-screen loader (decision 052)
export { useDocumentTheme, useDocumentTitle } from "../documentHooks.ts";

/** Below this width the side drawer is temporary and closed (a mobile-size screen). */
export const SMALL_SCREEN_QUERY = "(max-width: 991px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const mql = (query: string): MediaQueryList | null => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query) : null);

/** Whether a media query matches, kept current. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => mql(query)?.matches ?? false);
  useEffect(() => {
    const m = mql(query);
    if (!m) return;
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener("change", on);
    return () => m.removeEventListener("change", on);
  }, [query]);
  return matches;
}

/** The shell preloads every lazy screen this long after it is up. */
export const PRELOAD_AFTER_MS = 500;
/** How many screens load at once: the rest of the browser's connections stay free for a request
 * the person makes meanwhile (decision 089). */
export const PRELOAD_AT_ONCE = 2;

/** Loads every lazy screen once the shell has been up for 500 ms and, when given, `settled` has
 * resolved (the page's own screen and data are in: decision 089), two at a time (failures wait
 * for a visit). */
export function usePreloadAll(loaders: readonly Loader<never>[], clock: Clock, settled?: () => Promise<void>) {
  useEffect(() => {
    let stopped = false;
    const queue = [...loaders];
    const next = (): void => {
      const l = queue.shift();
      if (l && !stopped)
        void preload(l)
          .catch(() => {})
          .then(next);
    };
    const start = () => {
      for (let i = 0; i < PRELOAD_AT_ONCE; i++) next();
    };
    const id = clock.setTimeout(() => (settled ? void settled().then(start) : start()), PRELOAD_AFTER_MS);
    return () => {
      stopped = true;
      clock.clearTimeout(id);
    };
  }, [loaders, clock, settled]);
}

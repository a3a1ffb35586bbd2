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

/** Loads every lazy screen once the shell has been up for 500 ms (failures wait for a visit). */
export function usePreloadAll(loaders: readonly Loader<never>[], clock: Clock) {
  useEffect(() => {
    const id = clock.setTimeout(() => {
      for (const l of loaders) preload(l).catch(() => {});
    }, PRELOAD_AFTER_MS);
    return () => clock.clearTimeout(id);
  }, [loaders, clock]);
}

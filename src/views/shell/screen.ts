// Viewport and document hooks of the shell.
import { useEffect, useState } from "react";
import type { Clock } from "../../machines/shellLoader.machine.ts";
import type { Direction, Theme } from "../../codecs/uiSettings.ts";
import { PRELOAD_AFTER_MS } from "../../machines/shellLoader.machine.ts";
import { BP } from "../firstLoad.tsx";
import { preload, type Loader } from "./LazyScreen.tsx";

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

/** Puts the theme (Blueprint's dark class, whose page colours are in firstLoad.css) and direction
 * on the document, so portals follow too. `BP`, not `Classes`: this module is in the first load. */
export function useDocumentTheme(theme: Theme, direction: Direction) {
  useEffect(() => {
    document.body.classList.toggle(BP.DARK, theme === "dark");
    document.documentElement.dir = direction;
  }, [theme, direction]);
}

const APP_NAME = "Field Ops";

/** "<page title> · Field Ops" (just the app name while a path has no page, such as "/"). */
export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}

/** Loads every lazy screen once the shell has been up for 500 ms (failures wait for a visit). */
export function usePreloadAll(loaders: readonly Loader<never>[], clock: Clock) {
  useEffect(() => {
    const id = clock.setTimeout(() => {
      for (const l of loaders) preload(l).catch(() => {});
    }, PRELOAD_AFTER_MS);
    return () => clock.clearTimeout(id);
  }, [loaders, clock]);
}

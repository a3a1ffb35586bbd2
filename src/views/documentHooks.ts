// The document's theme, direction and title, as the app sets them (src/views/App.tsx) and /signin's
// page before the features are loaded (src/views/SignInApp.tsx).
import { useEffect } from "react";
import type { Direction, Theme } from "../codecs/uiSettings.ts";
import { BP } from "./firstLoad.tsx";

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

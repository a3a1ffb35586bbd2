// The document's theme, direction, language and title as plain writes, without React: the app's hooks
// (documentHooks.ts) run them in effects, and /signin's drawn card (src/signin/drawnCard.ts) runs
// them before React is loaded.
import type { Language } from "../codecs/i18n.ts";
import type { Direction, Theme } from "../codecs/uiSettings.ts";
import { BP } from "./bp.ts";

/** Puts the theme (Blueprint's dark class, whose page colours are in firstLoad.css) and direction
 * on the document, so portals follow too. `BP`, not `Classes`: this module is in the first load. */
export function setDocumentTheme(theme: Theme, direction: Direction): void {
  document.body.classList.toggle(BP.DARK, theme === "dark");
  document.documentElement.dir = direction;
}

/** `<html lang>`: the language the page's texts are in (screen readers read them in its voice). */
export function setDocumentLanguage(language: Language): void {
  document.documentElement.setAttribute("lang", language);
}

const APP_NAME = "Field Ops";

/** "<page title> · Field Ops" (just the app name while a path has no page, such as "/"). */
export function setDocumentTitle(pageTitle: string | null): void {
  document.title = pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

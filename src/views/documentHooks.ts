// The document's theme, direction and title, as the app sets them (src/views/App.tsx); the writes
// themselves are documentTheme.ts's, which /signin's drawn card also runs before React is loaded.
import { useEffect } from "react";
import type { Direction, Theme } from "../codecs/uiSettings.ts";
import { setDocumentTheme, setDocumentTitle } from "./documentTheme.ts";

/** The theme and direction on the document (setDocumentTheme), whenever they change. */
export function useDocumentTheme(theme: Theme, direction: Direction) {
  useEffect(() => setDocumentTheme(theme, direction), [theme, direction]);
}

/** "<page title> · Field Ops" as the document's title (setDocumentTitle), whenever it changes. */
export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => setDocumentTitle(pageTitle), [pageTitle]);
}

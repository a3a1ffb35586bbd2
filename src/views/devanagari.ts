// Devanagari for Hindi (issue 45; decision 074): the app serves Noto Sans Devanagari from its npm
// package (@fontsource/noto-sans-devanagari, no CDN) and adds it to the document only when Hindi is
// chosen, so the English first load fetches no font. The faces cover Devanagari's code points
// only, so Latin text (names, numbers) keeps Blueprint's font; firstLoad.css puts the family first
// under `:lang(hi)`.
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2";

export const DEVANAGARI_FAMILY = "Noto Sans Devanagari";

/** The package's own unicode-range for its Devanagari subset. */
const RANGE = "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF";

let added = false;

/** Adds the regular and bold faces to the document (once); the browser fetches them when Hindi text is drawn. */
export function addDevanagari(): void {
  if (added || typeof FontFace === "undefined") return;
  added = true;
  for (const [url, weight] of [
    [regular, "400"],
    [bold, "700"],
  ] as const)
    document.fonts.add(new FontFace(DEVANAGARI_FAMILY, `url(${url}) format("woff2")`, { weight, unicodeRange: RANGE, display: "swap" }));
}

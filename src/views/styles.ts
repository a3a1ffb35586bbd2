// Styles (kept true by test/unit/views/styling.test.ts):
// - A view's look is class names, in a stylesheet beside it (OutletListView.css), imported by it.
//   Classes are kebab-case, prefixed by the view's name (.outlet-list, .outlet-list-row); what many
//   screens share is in page.css (.page, .page-header, .page-title, .page-section, .page-callout).
// - Blueprint's classes are its `Classes` constants (joined with `cx`), never literal strings. The
//   first-load views (FIRST_LOAD_VIEWS in scripts/clientBuild/plugins.ts) are the exception: @blueprintjs/core
//   would add ~10 KB gzip to /signin, and the build picks their Blueprint rules by the class names
//   written in them, so they use `BP` of bp.ts, literals a unit test keeps equal to `Classes`.
// - No `style` prop but for a value computed at render time, with `computed style: <why>` in a
//   comment on its line; a choice between fixed looks is a class toggle.
// - esbuild's `view-styles` plugin makes each view stylesheet a module that calls `addStyles` with
//   its minified CSS, so the CSS comes with its lazy chunk and applies before the chunk renders.
//   Blueprint's stylesheet parts are put before the view styles (shellStylesheet.ts): a view rule
//   beats a Blueprint rule of equal specificity; qualify it to beat a stronger one (h1.page-title).

/** Joins the class names that are set (`cx(Classes.BUTTON, active && Classes.ACTIVE)`). */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(" ");

/** Adds a view stylesheet's CSS to the document once (`id`: its path under src/views). */
export function addStyles(id: string, css: string): void {
  if (typeof document === "undefined" || document.querySelector(`style[data-view-style="${id}"]`)) return;
  const style = document.createElement("style");
  style.dataset.viewStyle = id;
  style.textContent = css;
  document.head.append(style);
}

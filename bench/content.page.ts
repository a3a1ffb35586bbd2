// Runs inside Chromium before the app (page.addInitScript, driven by bench/content.chromium.ts):
// for each key pressed in a content list's filter or search box, the input's time (the event's
// own timestamp: it counts any wait before the handler ran), the next paint after it, and the
// paint after the cards last changed (the deferred render of the filtered list). Nothing here
// asserts a time. Self-contained: the function is sent to the page as text.

export interface FilterMarks {
  key: string;
  /** The box's value after the key, and the "N items" it says once settled. */
  value: string;
  count: string;
  input: number;
  painted: number;
  /** The paint after the last change in the page's main: cards (also patched in place: text, links, images), count (null: nothing changed). */
  resultsPainted: number | null;
}

export interface ContentProbe {
  /** Resolves with the marks of the last key, once painted and quiet (QUIET ms without a change). */
  nextKey(): Promise<FilterMarks>;
}

export function installContentProbe(): void {
  const QUIET = 150;
  const now = () => performance.now();
  const afterPaint = (fn: (t: number) => void) => requestAnimationFrame(() => setTimeout(() => fn(now())));
  let done: Promise<FilterMarks> = Promise.resolve(null as unknown as FilterMarks);
  let watch: MutationObserver | null = null;
  const countText = () => document.querySelector(".content-list-count")?.textContent ?? "";
  document.addEventListener(
    "keydown",
    (e) => {
      const target = e.target;
      if (!(target instanceof HTMLSelectElement) && !(target instanceof HTMLInputElement && target.type === "search")) return;
      const m: FilterMarks = { key: e.key, value: "", count: "", input: e.timeStamp, painted: 0, resultsPainted: null };
      watch?.disconnect();
      watch = new MutationObserver(() =>
        afterPaint((t) => {
          m.resultsPainted = t;
        }),
      );
      const main = document.querySelector("main");
      if (main) watch.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
      done = new Promise((resolve) => {
        afterPaint((t) => {
          m.painted = t;
          const settle = () => {
            const since = now() - Math.max(m.painted, m.resultsPainted ?? 0);
            if (since >= QUIET) {
              m.value = (target as HTMLSelectElement | HTMLInputElement).value;
              m.count = countText();
              resolve(m);
            } else setTimeout(settle, Math.max(10, QUIET - since));
          };
          settle();
        });
      });
    },
    true,
  );
  (window as unknown as { contentProbe: ContentProbe }).contentProbe = { nextKey: () => done };
}

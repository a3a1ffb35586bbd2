// Runs inside Chromium before the app (page.addInitScript, driven by bench/workshops.chromium.ts):
// marks with performance.now() each change of the AMMD list's state, a key pressed on one of its
// filters (a select: the arrow keys choose the next or previous value) or a click on a tab, until
// the next paint and until the rows that changed are painted; and, for Workshop Details, the click
// that opens it until its galleries and their first thumbnail are painted. Self-contained (sent to
// the page as text); nothing here asserts a time.

/** One change: input -> next paint; anything in the page's main changed (rows, counts, choices) -> the paint after (null: none). */
export interface ChangeMarks {
  kind: "key" | "tab";
  input: number;
  handled: number;
  painted: number;
  listPainted: number | null;
  rows: number;
  value: string;
}

/** Opening Workshop Details: the click, the galleries' headings in the DOM and painted, the first thumbnail loaded and painted. */
export interface GalleryMarks {
  click: number;
  galleries: number;
  galleriesPainted: number;
  firstThumb: number;
  firstThumbPainted: number;
}

export interface WorkshopsProbe {
  /** Resolves with the marks of the last change once painted and 150 ms without a list change. */
  nextChange(): Promise<ChangeMarks>;
  /** Starts watching for the next click and the galleries it brings. */
  watchGalleries(): Promise<GalleryMarks>;
  /** Bytes and count of the pictures fetched since `since` (resource timing). */
  pictures(since: number): { count: number; bytes: number; decoded: number; urls: string[] };
}

export function installWorkshopsProbe(): void {
  const ROWS = 'ul[aria-label="Workshops"] > li';
  const QUIET = 150;
  const now = () => performance.now();
  const afterPaint = (fn: (t: number) => void) => requestAnimationFrame(() => setTimeout(() => fn(now())));
  const count = () => document.querySelectorAll(ROWS).length;

  let pending: ChangeMarks | null = null;
  let done: Promise<ChangeMarks> = Promise.resolve(null as unknown as ChangeMarks);
  let watch: MutationObserver | null = null;
  const start = (kind: ChangeMarks["kind"], target: Element) => {
    const m: ChangeMarks = { kind, input: now(), handled: 0, painted: 0, listPainted: null, rows: 0, value: "" };
    pending = m;
    watch?.disconnect();
    watch = new MutationObserver(() =>
      afterPaint((t) => {
        m.listPainted = t;
        m.rows = count();
      }),
    );
    // the rows are patched in place (keyed by position): their text and links change, not only the
    // list's children; and the counts and choices the change brings (the whole page's main)
    const main = document.querySelector("main");
    if (main) watch.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
    done = new Promise((resolve) => {
      setTimeout(() => {
        if (!m.handled) m.handled = now();
      }, 0);
      afterPaint((t) => {
        m.painted = t;
        m.value = target instanceof HTMLSelectElement ? target.value : (target.textContent ?? "");
        m.rows = count();
        const settle = () => {
          const since = now() - Math.max(m.painted, m.listPainted ?? 0);
          if (since >= QUIET) resolve(m);
          else setTimeout(settle, QUIET - since);
        };
        settle();
      });
    });
  };
  document.addEventListener(
    "keydown",
    (e) => {
      if (e.target instanceof HTMLSelectElement) start("key", e.target);
    },
    true,
  );
  document.addEventListener(
    "pointerdown",
    (e) => {
      const tab = e.target instanceof Element ? e.target.closest('[role="tab"]') : null;
      if (tab) start("tab", tab);
    },
    true,
  );
  // after React's listeners on the root and the render they flush
  window.addEventListener("change", () => {
    if (pending && !pending.handled) pending.handled = now();
  });
  window.addEventListener("click", () => {
    if (pending && !pending.handled) pending.handled = now();
  });

  const probe: WorkshopsProbe = {
    nextChange: () => done,
    watchGalleries: () =>
      new Promise((resolve) => {
        let click = 0,
          galleries = 0,
          galleriesPainted = 0;
        document.addEventListener(
          "click",
          () => {
            click = now();
          },
          { capture: true, once: true },
        );
        const seen = new MutationObserver(() => {
          if (!click) return;
          if (!galleries && document.querySelector("section.photo-gallery")) {
            galleries = now();
            afterPaint((t) => {
              galleriesPainted = t;
            });
          }
          const img = document.querySelector<HTMLImageElement>("img.photo-gallery-thumb");
          if (!img) return;
          seen.disconnect();
          const loaded = () => {
            const firstThumb = now();
            afterPaint((firstThumbPainted) =>
              resolve({ click, galleries, galleriesPainted: galleriesPainted || firstThumbPainted, firstThumb, firstThumbPainted }),
            );
          };
          if (img.complete && img.naturalWidth > 0) loaded();
          else img.addEventListener("load", loaded, { once: true });
        });
        seen.observe(document, { childList: true, subtree: true });
      }),
    pictures: (since) => {
      const shown = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (e) => e.startTime >= since && e.name.includes("/media/"),
      );
      return {
        count: shown.length,
        bytes: shown.reduce((s, e) => s + e.transferSize, 0),
        decoded: shown.reduce((s, e) => s + e.decodedBodySize, 0),
        urls: shown.map((e) => new URL(e.name).pathname + new URL(e.name).search),
      };
    },
  };
  (window as unknown as { workshopsProbe: WorkshopsProbe }).workshopsProbe = probe;
}

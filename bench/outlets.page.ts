// Runs inside Chromium before the app (page.addInitScript, driven by bench/outlets.chromium.ts):
// marks with performance.now() the click that opens the list, the outlets.list answer, the first
// outlet rows in the DOM and the next paint, and each search keystroke from keydown to the next
// paint. Nothing here asserts a time. Self-contained: the function is sent to the page as text.

/** What one opening of /listOutlet measured (ms since the page's time origin; null: not seen). */
export interface OpenMarks {
  click: number;
  /** The outlets.list answer: headers in, body read (the rows' JSON is in the page). */
  listHeaders: number | null;
  listBody: number | null;
  /** A MutationObserver saw the first `ul[aria-label="Outlets"] > li` (just after React's commit). */
  rowsInDom: number;
  /** requestAnimationFrame, then a task after it: the frame with the rows is painted. */
  rowsPainted: number;
  rows: number;
}

/**
 * One keystroke: keydown (capture) -> input handled (after React's update) -> next paint; and,
 * when rows were added, removed or moved, the paint after the last such change (null: none).
 */
export interface KeyMarks {
  key: string;
  query: string;
  keydown: number;
  handled: number;
  painted: number;
  listPainted: number | null;
  rows: number;
}

export interface OutletsProbe {
  /** Starts watching: the next click anywhere, then the first outlet rows and their paint. */
  watchOpen(): Promise<OpenMarks>;
  /** The last outlets.list request's answer (headers in, body read). */
  list(): { headers: number | null; body: number | null };
  /** Resolves with the marks of the last keystroke, once painted and 150 ms without a list change. */
  nextKey(): Promise<KeyMarks>;
  /** Event Timing entries (durationThreshold 16 ms, Chromium's minimum) of keyboard events. */
  slowKeyEvents: { name: string; duration: number; processing: number }[];
}

export function installProbe(): void {
  const ROWS = 'ul[aria-label="Outlets"] > li';
  const QUIET = 150;
  const now = () => performance.now();
  const afterPaint = (fn: (t: number) => void) => requestAnimationFrame(() => setTimeout(() => fn(now())));
  type Answer = { headers: number | null; body: number | null };
  const fresh = (): Answer => ({ headers: null, body: null });
  let list = fresh();

  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const isList = typeof init?.body === "string" && init.body.includes('"op":"outlets.list"');
    if (isList) list = fresh();
    const mine = isList ? list : null;
    const res = await realFetch(input, init);
    if (mine) {
      mine.headers = now();
      const text = res.text.bind(res);
      res.text = async () => {
        const t = await text();
        mine.body = now();
        return t;
      };
    }
    return res;
  };

  const slowKeyEvents: OutletsProbe["slowKeyEvents"] = [];
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as PerformanceEventTiming[]) {
        if (/^key|^input|^beforeinput/.test(e.name))
          slowKeyEvents.push({ name: e.name, duration: e.duration, processing: e.processingEnd - e.processingStart });
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  } catch {
    /* no Event Timing */
  }

  let pending: KeyMarks | null = null;
  let done: Promise<KeyMarks> = Promise.resolve(null as unknown as KeyMarks);
  let watch: MutationObserver | null = null;
  const count = () => document.querySelectorAll(ROWS).length;
  document.addEventListener(
    "keydown",
    (e) => {
      if (!(e.target instanceof HTMLInputElement) || e.target.type !== "search") return;
      const k: KeyMarks = { key: e.key, query: "", keydown: now(), handled: 0, painted: 0, listPainted: null, rows: 0 };
      pending = k;
      // Rows added, removed or moved (not a re-render that leaves the DOM as it was): the paint after.
      watch?.disconnect();
      watch = new MutationObserver(() =>
        afterPaint((t) => {
          k.listPainted = t;
          k.rows = count();
        }),
      );
      const ul = document.querySelector(ROWS.split(" >")[0]);
      if (ul) watch.observe(ul, { childList: true });
      done = new Promise((resolve) => {
        // keydown may be followed by input (a change) or not (nothing to delete): paint either way.
        setTimeout(() => {
          if (!k.handled) k.handled = now();
        }, 0);
        afterPaint((t) => {
          k.painted = t;
          k.query = (e.target as HTMLInputElement).value;
          k.rows = count();
          // Settled: QUIET ms without a list change after the last paint (about a person's typing pace).
          const settle = () => {
            const since = now() - Math.max(k.painted, k.listPainted ?? 0);
            if (since >= QUIET) resolve(k);
            else setTimeout(settle, QUIET - since);
          };
          settle();
        });
      });
    },
    true,
  );
  // Bubbling on window: after React's listener on the root and the render it flushes.
  window.addEventListener("input", () => {
    if (pending && !pending.handled) pending.handled = now();
  });

  const probe: OutletsProbe = {
    slowKeyEvents,
    nextKey: () => done,
    list: () => list,
    watchOpen: () =>
      new Promise((resolve) => {
        let click = 0;
        document.addEventListener(
          "click",
          () => {
            click = now();
            list = fresh();
          },
          { capture: true, once: true },
        );
        const seen = new MutationObserver(() => {
          if (!click || !document.querySelector(ROWS)) return;
          seen.disconnect();
          const rowsInDom = now();
          afterPaint((rowsPainted) =>
            resolve({
              click,
              rowsInDom,
              rowsPainted,
              listHeaders: list.headers,
              listBody: list.body,
              rows: document.querySelectorAll(ROWS).length,
            }),
          );
        });
        seen.observe(document, { childList: true, subtree: true });
      }),
  };
  (window as unknown as { outletsProbe: OutletsProbe }).outletsProbe = probe;
}

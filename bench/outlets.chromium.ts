// Outlets list figures in Chromium (printed, never asserted): `npm run bench:outlets`.
// The demo CMDI's list at --scale 10 (1,200 outlets, of which outlets.list returns 1,000), Debian's
// Chromium, the production build (`node esbuild.config.mjs build`, run when www/ is missing, older
// than src/ or a development build) served from a copy in .tmp/bench-outlets/www by the server's
// own app (buildApp, as server/main.ts builds it) on a free port, so another session rebuilding
// www/ mid-run cannot break the pages; data seeded once into .tmp/bench-outlets/data (kept).
// Per viewport, RUNS fresh contexts each open /listOutlet three ways from the "Outlets" shortcut
// on /homeCMDI, then one context types into the search box. Marks are taken in the page
// (bench/outlets.page.ts): performance.now() at the click / keydown, then requestAnimationFrame
// and a task after it for "painted".
import { loadavg } from "node:os";
import type { Browser, Locator, Page } from "playwright-core";
import { DEMO, DESKTOP, launchBrowser, PHONE } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp, signedInWithProbe } from "./app.ts";
import { figure, fmt, median } from "./figures.ts";
import { installProbe, type KeyMarks, type OpenMarks, type OutletsProbe } from "./outlets.page.ts";

const OUT = ".tmp/bench-outlets",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 5;
/** Typed one key at a time, then deleted: 1-2 characters keep the whole list, 3+ search. */
const TYPED = "hardw";
const TARGET_OPEN = "<= 50 ms",
  TARGET_KEY = "<= 8 ms";

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 10);
const server = await serveApp(DATA, WWW);
type Win = { outletsProbe: OutletsProbe; opening?: Promise<OpenMarks> };
/** A page-side wait that never ends (a broken probe) fails the bench instead of hanging it. */
const within = <T>(p: Promise<T>, what: string) =>
  Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error(`${what}: no answer in 30 s`)), 30_000).unref())]);
const outlets = (page: Page) => page.getByRole("link", { name: "Outlets", exact: true });

/** Clicks the "Outlets" shortcut on /homeCMDI; the marks of the first rows painted, and of the list's answer. */
async function open(page: Page): Promise<OpenMarks> {
  await outlets(page).waitFor();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const w = window as unknown as Win;
    w.opening = w.outletsProbe.watchOpen();
  });
  await outlets(page).click();
  const marks = await within(
    page.evaluate(() => (window as unknown as Win).opening!),
    "rows painted",
  );
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  await page.waitForLoadState("networkidle");
  const list = await page.evaluate(() => (window as unknown as Win).outletsProbe.list());
  return { ...marks, listHeaders: list.headers, listBody: list.body };
}

const signedInPage = (browser: Browser, viewport: typeof DESKTOP) => signedInWithProbe(browser, viewport, DEMO.CMDI, server.url, installProbe);

interface Opening {
  cold: OpenMarks;
  reload: OpenMarks;
  revisit: OpenMarks;
}
async function openings(browser: Browser, viewport: typeof DESKTOP): Promise<Opening> {
  const { context, page } = await signedInPage(browser, viewport);
  try {
    const cold = await open(page); // first visit: chunk and rows from the network
    await page.waitForTimeout(500); // the event log's batched writes reach IndexedDB
    await page.goto(`${server.url}/homeCMDI`); // a reload: the store comes back from IndexedDB
    const reload = await open(page);
    await page.getByRole("link", { name: "Back" }).click(); // in-app: home, then the list again
    const revisit = await open(page);
    return { cold, reload, revisit };
  } finally {
    await context.close();
  }
}

type Key = { prev: string; k: KeyMarks };
type Keys = { keys: Key[]; floor: Key[]; slow: OutletsProbe["slowKeyEvents"] };
/** Types TYPED one key at a time into `box`, then deletes it, RUNS times; each keystroke settled before the next. */
async function typeAndDelete(page: Page, box: Locator): Promise<Key[]> {
  await box.focus();
  const out: Key[] = [];
  for (let r = 0; r < RUNS; r++) {
    for (const key of [...TYPED, ...[...TYPED].map(() => "Backspace")]) {
      const prev = await box.inputValue();
      await page.keyboard.press(key);
      out.push({
        prev,
        k: await within(
          page.evaluate(() => (window as unknown as Win).outletsProbe.nextKey()),
          `key ${key}`,
        ),
      });
    }
  }
  return out;
}

async function keystrokes(browser: Browser, viewport: typeof DESKTOP): Promise<Keys> {
  const { context, page } = await signedInPage(browser, viewport);
  try {
    await open(page);
    const keys = await typeAndDelete(page, page.getByLabel("Search by outlet name or code"));
    const slow = await page.evaluate(() => (window as unknown as Win).outletsProbe.slowKeyEvents.splice(0));
    // The floor of this measure: the same keys in a bare <input> outside React (waiting for the next frame, editing, paint).
    await page.evaluate(() => {
      const i = document.createElement("input");
      i.type = "search";
      i.id = "bench-floor";
      document.body.prepend(i);
    });
    return { keys, slow, floor: await typeAndDelete(page, page.locator("#bench-floor")) };
  } finally {
    await context.close();
  }
}

function report(o: Opening[], { keys, slow, floor }: Keys) {
  const d = (f: (m: Opening) => number) => o.map(f);
  console.log(`  rows painted on opening: ${o[0].cold.rows} (of 1,000 listed; "Show more" draws the rest)`);
  figure(
    "  open, cold (fresh context; chunk + rows from the network), click -> rows painted",
    d((m) => m.cold.rowsPainted - m.cold.click),
    "ms",
    `${TARGET_OPEN} (end-to-end)`,
    1,
  );
  figure(
    "    click -> outlets.list body read (chunk load + request + server)",
    d((m) => m.cold.listBody! - m.cold.click),
    "ms",
    "-",
    1,
  );
  figure(
    "    RENDER, cold: body read -> rows in DOM (JSON.parse, io-ts decode, log + fold, React render + commit)",
    d((m) => m.cold.rowsInDom - m.cold.listBody!),
    "ms",
    TARGET_OPEN,
    1,
  );
  figure(
    "    RENDER, cold: rows in DOM -> painted (style, layout, paint)",
    d((m) => m.cold.rowsPainted - m.cold.rowsInDom),
    "ms",
    "-",
    1,
  );
  figure(
    "    RENDER, cold: body read -> rows painted",
    d((m) => m.cold.rowsPainted - m.cold.listBody!),
    "ms",
    TARGET_OPEN,
    1,
  );
  figure(
    "  open, warm after a reload (rows from IndexedDB via the store, chunk from the HTTP cache), click -> rows painted",
    d((m) => m.reload.rowsPainted - m.reload.click),
    "ms",
    `${TARGET_OPEN} (end-to-end)`,
    1,
  );
  const before = o.filter((m) => m.reload.listBody !== null && m.reload.rowsPainted < m.reload.listBody).length;
  figure(
    `    outlets.list answered after the click (rows painted before it in ${before} of ${o.length} runs)`,
    d((m) => (m.reload.listBody ?? NaN) - m.reload.click),
    "ms",
    "-",
    1,
  );
  figure(
    "  open, warm revisit in the app (rows in the store, chunk loaded), click -> rows painted = RENDER, warm",
    d((m) => m.revisit.rowsPainted - m.revisit.click),
    "ms",
    TARGET_OPEN,
    1,
  );
  figure(
    "    click -> rows in DOM (route change, React render + commit)",
    d((m) => m.revisit.rowsInDom - m.revisit.click),
    "ms",
    "-",
    1,
  );
  const kinds: [string, (prev: string, q: string) => boolean][] = [
    ["1-2 characters (no search: the whole list re-renders)", (p, q) => p.length < 3 && q.length < 3],
    ["3+ characters (search on the cached list)", (_p, q) => q.length >= 3],
    ["back under 3 characters (the whole list returns)", (p, q) => p.length >= 3 && q.length < 3],
  ];
  figure(
    `  keystroke, all ("${TYPED}" typed then deleted, ${RUNS} times), keydown -> next paint`,
    keys.map((x) => x.k.painted - x.k.keydown),
    "ms",
    TARGET_KEY,
    1,
    false,
  );
  for (const [label, is] of kinds) {
    const ks = keys.filter((x) => is(x.prev, x.k.query));
    const rows = [...new Set(ks.map((x) => x.k.rows))].join("/");
    figure(
      `    ${label}, ${rows} rows`,
      ks.map((x) => x.k.painted - x.k.keydown),
      "ms",
      TARGET_KEY,
      1,
      false,
    );
    figure(
      "      of which keydown -> input handled (handlers, React's synchronous render + commit)",
      ks.map((x) => x.k.handled - x.k.keydown),
      "ms",
      "-",
      1,
      false,
    );
    const changed = ks.filter((x) => x.k.listPainted !== null);
    if (changed.length)
      figure(
        "      keydown -> changed rows painted (the same paint unless the list render is deferred)",
        changed.map((x) => x.k.listPainted! - x.k.keydown),
        "ms",
        "-",
        1,
        false,
      );
  }
  figure(
    "    floor: the same keystrokes in a bare <input> outside React, keydown -> next paint",
    floor.map((x) => x.k.painted - x.k.keydown),
    "ms",
    "-",
    1,
    false,
  );
  const downs = slow.filter((e) => e.name === "keydown").map((e) => e.duration);
  console.log(
    `  Event Timing cross-check (Chromium reports events >= 16 ms only, durations rounded to 8 ms): ${downs.length} of ${keys.length} keydowns` +
      (downs.length ? `, median ${fmt(median(downs))} ms, max ${fmt(Math.max(...downs))} ms` : ""),
  );
}

const browser = await launchBrowser();
try {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (2 cores shared); Chromium ${browser.version()}; www/ ${built};` + ` data ${DATA}; ${RUNS} runs each (fresh context per run)`,
  );
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    console.log(`\n== ${name} ${viewport.width}x${viewport.height}`);
    const o: Opening[] = [];
    for (let r = 0; r < RUNS; r++) o.push(await openings(browser, viewport));
    report(o, await keystrokes(browser, viewport));
  }
} finally {
  await browser.close();
  await server.close();
}

// The first signed-in visit on a field phone (issue 50 item 1, decision 089), printed, never asserted:
// `npm run bench:firstVisit`. The production build on the demo data (scale 1), a new device each run
// (a fresh context, nothing cached, its service worker allowed) at a phone's size, the CPU slowed 4x,
// on a phone's link shaped by bench/link.ts (one link for the page and its worker): slow 4G
// (150 ms, 1.6 Mbit/s down) and slow 3G (400 ms, 400 kbit/s). The demo FCP opens /signin, types
// (TYPING ms, default 4,000: the app part is fetched meanwhile, decision 054) and presses Submit.
// - usable: from the click on Submit to the first frame that draws the FCP home usable (its title,
//   Today with its content: its items or "Nothing needs you today.", no list still loading; the
//   four shortcuts; every stylesheet of the page applied), plus the wait for the main thread to
//   take a task queued at that frame (a tap then is answered);
// - requests and bytes on the wire before it: from /signin's navigation (the whole first visit)
//   and from the click, every request of the page and its worker, bytes as delivered by the link;
// - the precache: when the worker's first request starts (from the click, and after usable), its
//   bytes on the wire until "Ready to work offline", and when that shows.
// Each time beside its floor measured in the same run on the same link and server: one static file
// of the same bytes, on an open connection (one round trip and the bytes at the link's rate).
// WATERFALL=1 prints the first run's requests. RUNS=3; PROFILES=4g,3g; BENCH_WWW=<build> as bench/app.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, CDPSession, Page } from "playwright-core";
import { DEMO, launchBrowser } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";
import { fmt, median } from "./figures.ts";
import { type Link, type LinkProfile, SLOW_3G, SLOW_4G } from "./link.ts";
import { floorPage, floorsOf, kib, loadAverage as load, overLink, type Req, submitOnPhone, waterfall } from "./phone.ts";

const OUT = ".tmp/bench-firstVisit",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 3;
const TYPING = Number(process.env.TYPING ?? 4000);
const PROFILES = (process.env.PROFILES ?? "4g,3g").split(",").map((p) => ({ "4g": SLOW_4G, "3g": SLOW_3G })[p.trim()]!);
const HOME = DEMO.FCP.home;

/** The page's probe (an init script, so plain JS): the click on Submit, then the first frame that
 * draws the home usable and when a task queued then runs; all in epoch ms. */
const PROBE = `(() => {
  const at = () => performance.timeOrigin + performance.now();
  const fv = (window.__firstVisit = { click: 0, drawn: 0, usable: 0, longTasks: [] });
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) fv.longTasks.push([performance.timeOrigin + e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
  } catch {}
  const realFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.includes("/api/query") && !performance.getEntriesByName("fv:query").length) performance.mark("fv:query");
    return realFetch.apply(this, arguments);
  };
  const usable = () => {
    if (location.pathname !== ${JSON.stringify(HOME)}) return false;
    const home = document.querySelector(".home-page");
    const today = home && home.querySelector(".today");
    if (!today || today.querySelector(".today-loading")) return false;
    if (!today.querySelector(".today-list, .today-empty")) return false;
    if (home.querySelectorAll(".home-page-shortcuts a").length < 4) return false;
    return [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.sheet);
  };
  const watch = () => {
    if (usable()) {
      fv.drawn = at();
      setTimeout(() => (fv.usable = at()), 0);
    } else requestAnimationFrame(watch);
  };
  document.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button") : null;
    if (fv.click || !b || b.textContent.trim() !== "Submit") return;
    fv.click = at();
    requestAnimationFrame(watch);
  }, true);
})();`;

interface Run {
  nav: number;
  click: number;
  usable: number;
  requests: Req[];
  precacheStart: number | null;
  ready: number | null;
  link: Link;
  /** performance marks (the app's `fv:` marks, if its build has them) and long tasks, epoch ms */
  marks: [string, number][];
  longTasks: [number, number][];
  profile?: string;
}

const PROFILE = process.env.PROFILE; // a directory: each run's CPU profile from Submit to usable (.cpuprofile)
let runNo = 0;

/** One first visit on `link`. */
function firstVisit(browser: Browser, link: Link): Promise<Run> {
  let cdp: CDPSession | null = null;
  const beforeSubmit = async (page: Page) => {
    if (!PROFILE) return;
    cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 1000 });
    await cdp.send("Profiler.start");
  };
  return submitOnPhone(browser, link, DEMO.FCP, { probe: PROBE, typing: TYPING, beforeSubmit }, async (page, requests, nav) => {
    await page.waitForFunction(() => (window as unknown as { __firstVisit: { usable: number } }).__firstVisit.usable > 0, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    let profile: string | undefined;
    if (cdp) {
      const { profile: p } = await (cdp as CDPSession).send("Profiler.stop");
      mkdirSync(PROFILE!, { recursive: true });
      profile = `${PROFILE}/run-${++runNo}.cpuprofile`;
      writeFileSync(profile, JSON.stringify(p));
    }
    const probe = await page.evaluate(() => {
      const fv = (window as unknown as { __firstVisit: { click: number; usable: number; longTasks: [number, number][] } }).__firstVisit;
      const marks = performance.getEntriesByType("mark").map((m) => [m.name, performance.timeOrigin + m.startTime] as [string, number]);
      return { ...fv, marks };
    });
    let ready: number | null = null;
    try {
      await page.getByText("Ready to work offline").waitFor({ timeout: 300_000 });
      ready = performance.timeOrigin + performance.now();
    } catch {
      ready = null;
    }
    await page.waitForTimeout(200); // the last requestfinished events
    const sw = requests.filter((r) => r.sw).sort((a, b) => a.start - b.start);
    return {
      nav,
      click: probe.click,
      usable: probe.usable,
      requests,
      precacheStart: sw[0]?.start ?? null,
      ready,
      link,
      marks: probe.marks,
      longTasks: probe.longTasks,
      profile,
    };
  });
}

/** One run's steps from the click (ms): its marks, its first query on the wire, its long tasks. */
function steps(r: Run): string {
  const at = (t: number) => `+${Math.round(t - r.click)}`;
  // a mark made more than once: its count, first and last
  const seen = new Map<string, number[]>();
  for (const [n, t] of r.marks) if (t >= r.click) seen.set(n, [...(seen.get(n) ?? []), t]);
  const marks = [...seen].map(
    ([n, ts]) => `${n.replace(/^fv:/, "")} ${at(ts[0]!)}${ts.length > 1 ? ` (x${ts.length}, last ${at(ts.at(-1)!)})` : ""}`,
  );
  const login = r.requests.find((q) => q.path.startsWith("/api/auth/login") && q.start >= r.click);
  const queries = r.requests
    .filter((q) => q.path.startsWith("/api/query") && q.start >= r.click && q.start < r.usable)
    .sort((a, b) => a.start - b.start);
  const query = queries[0];
  const answered = Math.max(...queries.map((q) => q.end));
  const long = r.longTasks.filter(([t]) => t >= r.click && t <= r.usable);
  const longMs = long.reduce((s, [, d]) => s + d, 0);
  const worst = long.reduce((m, x) => (x[1] > m[1] ? x : m), [0, 0] as [number, number]);
  return (
    `usable ${at(r.usable)}: login answered ${login ? at(login.end) : "?"}; ${marks.join(", ")}; first query on the wire ${query ? at(query.start) : "?"}, ${queries.length} queries answered ${at(answered)}; ` +
    `long tasks ${long.length}, ${Math.round(longMs)} ms (longest ${Math.round(worst[1])} ms at ${worst[0] ? at(worst[0]) : "-"})${r.profile ? `; ${r.profile}` : ""}`
  );
}

function firstWaterfall(run: Run) {
  waterfall(run.requests, run.click, `waterfall of the first run (ms from the click; usable at +${Math.round(run.usable - run.click)})`);
}

const built = freshBuild();
await copyWww(WWW);
floorPage(WWW);
seedOnce(DATA, 1);
const server = await serveApp(DATA, WWW);
const browser = await launchBrowser();
const port = Number(new URL(server.url).port);
console.log(`client build: ${built}; Chromium ${browser.version()}; ${RUNS} runs a profile, a new device each, CPU slowed 4x, typing ${TYPING} ms`);
try {
  for (const profile of PROFILES as LinkProfile[]) {
    const runs = await overLink(port, profile, RUNS, (link) => firstVisit(browser, link));
    if (process.env.WATERFALL) firstWaterfall(runs[0]!);
    if (process.env.MARKS || PROFILE) for (const r of runs) console.log(`  ${steps(r)}`);
    const fig = (f: (r: Run) => number) => runs.map(f);
    const usable = fig((r) => r.usable - r.click);
    const bytesVisit = fig((r) => r.link.bytesBetween(r.nav, r.usable));
    const bytesSubmit = fig((r) => r.link.bytesBetween(r.click, r.usable));
    const reqVisit = fig((r) => r.requests.filter((q) => q.start < r.usable).length);
    const reqSubmit = fig((r) => r.requests.filter((q) => q.start >= r.click && q.start < r.usable).length);
    const withPrecache = runs.filter((r) => r.precacheStart !== null && r.ready !== null);
    const precacheAfter = withPrecache.map((r) => r.precacheStart! - r.usable);
    const readyAt = withPrecache.map((r) => r.ready! - r.click);
    const precacheBytes = withPrecache.map((r) => r.link.bytesBetween(r.precacheStart!, r.ready!));
    // the worker's own requests (as Chromium counts them: a file the page had fetched comes from the HTTP cache, 0 B)
    const workerBytes = withPrecache.map((r) => r.requests.filter((q) => q.sw).reduce((s, q) => s + q.bytes, 0));
    const floors = await floorsOf(browser, port, profile, WWW, {
      submit: median(bytesSubmit),
      visit: median(bytesVisit),
      precache: workerBytes.length ? median(workerBytes) : null,
    });
    const runsOf = (xs: number[], f = (x: number) => fmt(x)) => `[runs: ${xs.map(f).join(", ")}]`;
    console.log(
      `  Submit to a usable FCP home: ${fmt(median(usable))} ms ${runsOf(usable)}; floor ${fmt(floors.submit)} ms (one file of ${kib(median(bytesSubmit))})`,
    );
    console.log(
      `  on the wire from Submit to usable: ${median(reqSubmit)} requests, ${kib(median(bytesSubmit))} ${runsOf(bytesSubmit, kib)}; floor 1 request`,
    );
    console.log(
      `  on the wire from /signin's navigation to usable: ${median(reqVisit)} requests ${runsOf(reqVisit)}, ${kib(median(bytesVisit))} ${runsOf(bytesVisit, kib)}; floor 1 request, ${fmt(floors.visit)} ms for one file of those bytes`,
    );
    if (withPrecache.length) {
      console.log(
        `  precache: its first request ${fmt(median(precacheAfter))} ms after usable ${runsOf(precacheAfter)}; 'Ready to work offline' ${fmt(median(readyAt))} ms after Submit ${runsOf(readyAt)}; ` +
          `the worker's requests ${kib(median(workerBytes))} on the wire ${runsOf(workerBytes, kib)}, floor ${fmt(floors.precache)} ms for one file of those bytes; ` +
          `all the link carried from its start to Ready ${kib(median(precacheBytes))} ${runsOf(precacheBytes, kib)}`,
      );
    } else console.log("  precache: no 'Ready to work offline' seen");
    console.log(`  load average after: ${load()}`);
  }
} finally {
  await browser.close();
  await server.close();
}

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
// The server's part, per run: its own time (each answer's `Server-Timing: app;dur=`) on the critical
// path, the login's plus the queries' between Submit and usable (their server times as intervals
// ending when each answer's headers arrived, overlaps counted once), and the phone's part: Submit to
// usable minus it (the phone, the link and the app's own steps).
// SERVER=apart: the server is not this process's (by default it is, beside Chromium and the link):
// the production entry, server/main.ts as `npm start` runs it, in a process of its own (bench/app.ts
// serveApart) at `nice -n SERVER_NICE` (default -10: ahead of Chromium; run as root), on the cores
// SERVER_CPUS when set (taskset, e.g. 1) with Chromium's processes on CHROMIUM_CPUS (e.g. 0); on
// PGlite in the bench's data folder, or on PostgreSQL with DATABASE_URL=<a scale-1 database of its
// own> (seeded: `createdb -T <a seeded one>`; the server migrates it on start).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, CDPSession, Page } from "playwright-core";
import { DEMO, launchBrowser } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApart, serveApp } from "./app.ts";
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

/**
 * The server's own time on a run's critical path, ms: the login's Server-Timing, and the union of
 * the queries' (Submit to usable), each as an interval ending when its answer's headers arrived
 * (the one-way delay shifts them all alike, so the union's length stands), cut at usable.
 */
function serverPart(r: Run): {
  login: number;
  queries: number;
  sum: number;
  n: number;
  critical: number;
  /** the longest a query waited to go on the wire (a connection), ms */
  waited: number;
  /** the login and the queries that opened a connection of their own */
  fresh: number;
} {
  const login = r.requests.find((q) => q.path.startsWith("/api/auth/login") && q.start >= r.click && !q.sw);
  const queries = r.requests.filter((q) => q.path.startsWith("/api/query") && q.start >= r.click && q.start < r.usable && !q.sw);
  const spans = queries
    .filter((q) => Number.isFinite(q.server) && Number.isFinite(q.answered))
    // what ran after usable (a query the home does not wait for) is off the critical path
    .map((q) => [q.answered - q.server, Math.min(q.answered, r.usable)] as const)
    .filter(([from, to]) => from < to)
    .sort((a, b) => a[0] - b[0]);
  let union = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    if (to <= reach) continue;
    union += to - Math.max(from, reach);
    reach = to;
  }
  const loginMs = login && Number.isFinite(login.server) ? login.server : Number.NaN;
  return {
    login: loginMs,
    queries: union,
    sum: queries.reduce((s, q) => s + (q.server || 0), 0),
    n: queries.length,
    critical: loginMs + union,
    waited: Math.max(0, ...queries.map((q) => q.sent - q.start).filter(Number.isFinite)),
    fresh: [login, ...queries].filter((q) => q?.fresh).length,
  };
}

/** Chromium's processes (this process's descendants but the server's) onto `cpus` (taskset, every thread). */
function pinChromium(cpus: string, notUnder: number | undefined): number {
  const kids = (pid: number): number[] => {
    const out = (() => {
      try {
        return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
      } catch {
        return "";
      }
    })();
    return out
      .split("\n")
      .map(Number)
      .filter((p) => p > 0 && p !== notUnder)
      .flatMap((p) => [p, ...kids(p)]);
  };
  const chrome = kids(process.pid).filter((p) => {
    try {
      return /chrom/i.test(execFileSync("ps", ["-o", "comm=", "-p", String(p)], { encoding: "utf8" }));
    } catch {
      return false;
    }
  });
  for (const p of chrome) execFileSync("taskset", ["-a", "-p", "-c", cpus, String(p)], { stdio: "ignore" });
  return chrome.length;
}

function firstWaterfall(run: Run) {
  waterfall(run.requests, run.click, `waterfall of the first run (ms from the click; usable at +${Math.round(run.usable - run.click)})`);
}

const built = freshBuild();
await copyWww(WWW);
floorPage(WWW);
seedOnce(DATA, 1);
const APART = process.env.SERVER === "apart";
const server = APART
  ? await serveApart(WWW, {
      dataDir: DATA,
      databaseUrl: process.env.DATABASE_URL || undefined,
      nice: Number(process.env.SERVER_NICE ?? -10),
      cpus: process.env.SERVER_CPUS || undefined,
    })
  : await serveApp(DATA, WWW);
const browser = await launchBrowser();
const port = Number(new URL(server.url).port);
const serverSaid = "said" in server ? server.said : "server in this process (buildApp on PGlite, beside Chromium and the link)";
const pinned = process.env.CHROMIUM_CPUS
  ? `; Chromium's ${pinChromium(process.env.CHROMIUM_CPUS, undefined)} processes on cores ${process.env.CHROMIUM_CPUS}`
  : "";
console.log(`client build: ${built}; Chromium ${browser.version()}; ${RUNS} runs a profile, a new device each, CPU slowed 4x, typing ${TYPING} ms`);
console.log(`${serverSaid}${pinned}`);
try {
  for (const profile of PROFILES as LinkProfile[]) {
    const runs = await overLink(port, profile, RUNS, (link) => firstVisit(browser, link));
    if (process.env.WATERFALL) firstWaterfall(runs[0]!);
    if (process.env.MARKS || PROFILE) for (const r of runs) console.log(`  ${steps(r)}`);
    const parts = runs.map(serverPart);
    for (const [i, p] of parts.entries())
      console.log(
        `  run ${i + 1}: usable ${fmt(runs[i]!.usable - runs[i]!.click)} ms; the server's on the critical path ${fmt(p.critical)} ms (login ${fmt(p.login)}, ${p.n} queries ${fmt(p.queries)} as they overlapped, ${fmt(p.sum)} summed); the phone's part ${fmt(runs[i]!.usable - runs[i]!.click - p.critical)} ms; a query waited for a connection up to ${fmt(p.waited)} ms; ${p.fresh} of the login and queries opened a connection`,
      );
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
    const critical = parts.map((p) => p.critical);
    const phone = runs.map((r, i) => r.usable - r.click - parts[i]!.critical);
    console.log(
      `  the server's time on the critical path: ${fmt(median(critical))} ms ${runsOf(critical)} (login ${fmt(median(parts.map((p) => p.login)))}, queries ${fmt(median(parts.map((p) => p.queries)))}); the phone's part (usable minus it): ${fmt(median(phone))} ms ${runsOf(phone)}; floor ${fmt(floors.submit)} ms`,
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

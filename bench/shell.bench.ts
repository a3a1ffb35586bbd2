// Shell figures (printed, never asserted): gzip bytes of JS + CSS on the first load of /signin
// and of each role home (from build/meta.json, and as fetched by Chromium, with the requests
// counted), against issue 28's targets for /signin (decision 052), and Lighthouse performance and
// accessibility for /signin and the FCP home (mobile preset).
// Run after a build: `node esbuild.config.mjs build && npm run bench:shell`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO, launchBrowser, newPage, signIn, startServer, type DemoAccount } from "../test/e2e/harness.ts";

type Meta = { outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string; cssBundle?: string }> };
const meta: Meta = JSON.parse(readFileSync("build/meta.json", "utf8"));
const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The files a module needs before it runs: itself and its static imports, transitively. */
function closure(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start) || !meta.outputs[start]) return seen;
  seen.add(start);
  for (const i of meta.outputs[start].imports) if (i.kind === "import-statement") closure(i.path, seen);
  return seen;
}
const chunk = (name: string) => Object.keys(meta.outputs).find((k) => new RegExp(`/chunks/${name}-[^/]+\\.js$`).test(k))!;
const entry = Object.keys(meta.outputs).find((k) => meta.outputs[k].entryPoint === "src/main.ts")!;

// The signed-in shell adds all of Blueprint's CSS, in parts of its own (esbuild.config.mjs).
const shellCss = Object.keys(meta.outputs).filter((k) => meta.outputs[k].entryPoint === "src/views/shell/SignedIn.css");

function staticFigure(label: string, lazy: string[], stylesheets: string[] = []) {
  const files = closure(entry);
  for (const l of lazy) closure(l, files);
  const js = [...files].reduce((s, f) => s + gz(f), 0);
  const css = [meta.outputs[entry].cssBundle!, ...stylesheets].reduce((s, f) => s + gz(f), 0);
  console.log(
    `${label.padEnd(38)} JS ${kb(js).padStart(10)}  CSS ${kb(css).padStart(9)}  total ${kb(js + css).padStart(10)}  (${files.size} JS files, ${1 + stylesheets.length} CSS)`,
  );
}

/** Issue 28's targets for a signed-out visit to /signin (decision 052). */
const SIGNIN_TARGET = { bytes: 100 * 1024, requests: 10 };

console.log("== First load, gzip, from build/meta.json (entry + static imports + the route's lazy chunks and stylesheets)");
staticFigure("/signin", []);
// the app part (src/app.tsx: the features, their wiring and views), loaded at once by a signed-in person
const appPart = Object.keys(meta.outputs).find((k) => meta.outputs[k].entryPoint === "src/app.tsx");
// the home screen's chunk by its entry point (every screen module is screen.tsx, decision 070)
const home = Object.keys(meta.outputs).find((k) => meta.outputs[k].entryPoint === "src/screens/home/screen.tsx")!;
staticFigure("role home (app part, shell, home screen)", [...(appPart ? [appPart] : []), chunk("SignedIn"), home], shellCss);

const server = await startServer();
try {
  console.log("\n== First load, gzip, as fetched by Chromium (JS + CSS under /assets, until the network is idle)");
  const browser = await launchBrowser();
  /**
   * Every request of the page load until the network is idle (the document, scripts, stylesheets,
   * the API, the manifest and icons; no service worker in these contexts): JS + CSS under /assets
   * counted and gzipped apart, and all requests counted.
   */
  const measure = async (
    label: string,
    go: (page: import("playwright-core").Page) => Promise<void>,
    opts: { target?: typeof SIGNIN_TARGET; storageState?: Awaited<ReturnType<import("playwright-core").BrowserContext["storageState"]>> } = {},
  ) => {
    const context = await browser.newContext({ serviceWorkers: "block", ...(opts.storageState ? { storageState: opts.storageState } : {}) });
    const page = await context.newPage();
    const urls = new Set<string>();
    const all: string[] = [];
    page.on("response", (r) => {
      const u = new URL(r.url());
      all.push(u.pathname);
      if (/\/assets\/.*\.(js|css)$/.test(u.pathname)) urls.add(u.pathname);
    });
    await go(page);
    await page.waitForLoadState("networkidle");
    let js = 0,
      css = 0;
    for (const u of urls) {
      const n = gz(`www${u}`);
      if (u.endsWith(".css")) css += n;
      else js += n;
    }
    const t = opts.target;
    const against = t
      ? `  target ${kb(t.bytes)} in ${t.requests} JS/CSS requests: ${js + css <= t.bytes ? "within" : `over by ${kb(js + css - t.bytes)}`}, ${urls.size <= t.requests ? "within" : `${urls.size - t.requests} requests over`}`
      : "";
    console.log(
      `${label.padEnd(38)} JS ${kb(js).padStart(10)}  CSS ${kb(css).padStart(9)}  total ${kb(js + css).padStart(10)}  (${urls.size} JS/CSS requests, ${all.length} requests in all)${against}`,
    );
    await context.close();
  };
  await measure("/signin (signed out)", (p) => p.goto(`${server.url}/signin`).then(() => {}), { target: SIGNIN_TARGET });
  for (const who of [DEMO.FCP, DEMO.CMDI, DEMO.AMMD] as DemoAccount[]) {
    await measure(`${who.home} (${who.role}, incl. sign-in page)`, async (p) => {
      await signIn(p, server.url, who);
      await p.waitForURL(`**${who.home}`);
      await p.getByRole("region", { name: "News" }).waitFor();
    });
  }
  // A returning signed-in person: the FCP's session kept (local storage), the home opened afresh.
  {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    await page.getByRole("region", { name: "News" }).waitFor();
    const storageState = await context.storageState();
    await context.close();
    await measure(
      `${DEMO.FCP.home} (FCP, signed in, opened afresh)`,
      async (p) => {
        await p.goto(`${server.url}${DEMO.FCP.home}`);
        await p.getByRole("region", { name: "News" }).waitFor();
      },
      { storageState },
    );
  }

  // Lighthouse 12 dropped its installability audits (manifest, service worker): Chromium's own
  // reading, the DevTools protocol calls those audits made (Page.getAppManifest, the page's
  // service worker registration), after one online visit of a role home.
  console.log("\n== Installable, as Chromium reads it (Page.getAppManifest; the active service worker)");
  {
    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    await signIn(page, server.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    const cdp = await context.newCDPSession(page);
    const m = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[]; data?: string };
    const data = m.data ? (JSON.parse(m.data) as { name?: string; start_url?: string; icons?: { sizes?: string }[]; theme_color?: string }) : null;
    console.log(
      `manifest ${m.url ? new URL(m.url).pathname : "not found"}: ${m.errors.length} errors${m.errors.map((e) => ` (${e.message})`).join("")}` +
        (data
          ? `; name "${data.name}", start_url ${data.start_url}, icons ${data.icons?.map((i) => i.sizes).join(" ")}, theme ${data.theme_color}`
          : ""),
    );
    const sw = await page.evaluate(async () => {
      const r = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((ok) => setTimeout(() => ok(null), 15_000))]);
      const w = r?.active;
      if (w && w.state === "activating") await new Promise((ok) => w.addEventListener("statechange", ok, { once: true }));
      return r ? { scope: r.scope, script: w?.scriptURL ?? null, state: w?.state ?? null } : null;
    });
    console.log(
      sw
        ? `service worker ${new URL(sw.script ?? "").pathname}: ${sw.state}, scope ${new URL(sw.scope).pathname}`
        : "service worker: none active after 15 s",
    );
    await context.close();
  }
  await browser.close();

  // Lighthouse's simulated throttling turns the unthrottled trace into phone timings, so one run
  // swings by tens of points of TBT on a busy 2-core machine: ROUNDS rounds, each in a fresh
  // Chromium (/signin first, then the FCP home right after signing in, storage kept), and the
  // median of each figure.
  const rounds = Number(process.env.ROUNDS ?? 3);
  console.log(`\n== Lighthouse (mobile preset), Debian's Chromium, ${rounds} rounds, median`);
  process.env.CHROME_PATH ??= "/usr/bin/chromium";
  type Figures = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number };
  const runs: Record<string, Figures[]> = { "/signin": [], "/newHomeFCP": [] };
  for (let round = 0; round < rounds; round++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const audit = async (label: string, url: string, keepStorage: boolean) => {
        // Lighthouse sometimes loses the trace's start (NO_NAVSTART) on this machine: that page load is run again, up to twice
        let r = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          disableStorageReset: keepStorage,
        });
        for (let again = 0; r!.lhr.runtimeError && again < 2; again++) {
          console.log(`  (${label}: ${r!.lhr.runtimeError.code}, run again)`);
          r = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
            disableStorageReset: keepStorage,
          });
        }
        const c = r!.lhr.categories,
          a = r!.lhr.audits;
        if (r!.lhr.runtimeError) throw new Error(`Lighthouse: ${r!.lhr.runtimeError.message}`);
        runs[label].push({
          performance: Math.round((c.performance.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility.score ?? 0) * 100),
          fcp: a["first-contentful-paint"].numericValue!,
          lcp: a["largest-contentful-paint"].numericValue!,
          tbt: a["total-blocking-time"].numericValue!,
          cls: a["cumulative-layout-shift"].numericValue!,
        });
      };
      await audit("/signin", `${server.url}/signin`, false);
      // Sign the FCP in inside the same Chromium, then audit the home with its storage kept.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage());
      await signIn(page, server.url, DEMO.FCP);
      await page.waitForURL(`**${DEMO.FCP.home}`);
      await cdp.close();
      await audit("/newHomeFCP", `${server.url}${DEMO.FCP.home}`, true);
    } finally {
      await chrome.kill();
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  for (const [label, fs] of Object.entries(runs)) {
    if (fs.length === 0) continue; // ROUNDS=0
    const m = (k: keyof Figures) => median(fs.map((f) => f[k]));
    console.log(
      `${label.padEnd(12)} performance ${m("performance")}  accessibility ${m("accessibility")}` +
        `  (FCP ${(m("fcp") / 1000).toFixed(1)} s, LCP ${(m("lcp") / 1000).toFixed(1)} s, TBT ${m("tbt").toFixed(0)} ms, CLS ${m("cls").toFixed(2)})` +
        `  runs: ${fs.map((f) => f.performance).join(", ")}`,
    );
  }
} finally {
  await server.stop();
}

// The AMMD's reports in Chromium (printed, never asserted): `npm run bench:reports`.
// 1. Bytes: what the chart code (chart.js, its colour helper, react-chartjs-2) weighs, from the
//    build's metafile (build/meta.json), raw and gzipped; which output holds it; the JavaScript a
//    first load fetches (sign-in, the AMMD's home, and every screen's chunk the shell preloads after
//    500 ms) and whether any of it is chart code (none: it comes with /reportsAMMD only); then the
//    JavaScript fetched on opening /reportsAMMD from the home page (bytes over the wire).
// 2. Render time with a year of data at scale 10 (the demo data seeded once into
//    .tmp/bench-reports/data; the demo AMMD's workshops of this financial year): from the click on
//    the home's Reports shortcut to the three charts and their tables painted (first visit: the
//    chunk and the rows fetched; again with the chunk cached and the rows in the store), and a
//    change of the period (the rows of that year fetched, counted, drawn), unthrottled and with
//    the CPU throttled 4x.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { DEMO_AMMD } from "../server/db/demo.ts";
import { DEMO, DESKTOP, launchBrowser, newPage, signIn } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";
import { figure, fmt } from "./figures.ts";

const OUT = ".tmp/bench-reports",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 5;
const CHART = /node_modules\/(chart\.js|@kurkle\/color|react-chartjs-2)\//;

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 10);
const server = await serveApp(DATA, WWW);

// 1. the chart code in the build
type Meta = { outputs: Record<string, { bytes: number; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }> };
const meta = JSON.parse(readFileSync("build/meta.json", "utf8")) as Meta;
const holders = Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((i) => CHART.test(i)));
const chartBytes = holders.reduce(
  (n, [, o]) =>
    n +
    Object.entries(o.inputs)
      .filter(([i]) => CHART.test(i))
      .reduce((m, [, x]) => m + x.bytesInOutput, 0),
  0,
);
const chartNames = new Set(holders.map(([name]) => name.replace(/^www\//, "/")));
// the reports screen's own chunk (src/screens/reports/screen.tsx, loaded by its registration)
const reportsChunk = Object.entries(meta.outputs)
  .find(([, o]) => o.entryPoint === "src/screens/reports/screen.tsx")?.[0]
  .replace(/^www\//, "/");
if (!reportsChunk) throw new Error("the build has no chunk for src/screens/reports/screen.tsx");
console.log(`build: ${built}; scale 10 data in ${DATA}; ${RUNS} runs`);
for (const [name, o] of holders) {
  const gz = gzipSync(readFileSync(name)).length;
  console.log(`chart code: ${fmt(chartBytes)} B of ${name} (the chunk: ${fmt(o.bytes)} B raw, ${fmt(gz)} B gzipped)`);
}

/** JavaScript responses (path, bytes over the wire) from now on. */
function jsFetched(page: Page) {
  const got: Array<{ path: string; wire: number }> = [];
  page.on("requestfinished", async (req) => {
    const url = new URL(req.url());
    if (!url.pathname.endsWith(".js")) return;
    const sizes = await req.sizes().catch(() => null);
    got.push({ path: url.pathname, wire: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
  });
  return got;
}

const browser = await launchBrowser();
const { context, page } = await newPage(browser, DESKTOP);
await page.addInitScript({ content: "globalThis.__name = (f) => f;" }); // tsx's keepNames helper
const first = jsFetched(page);
await signIn(page, server.url, DEMO.AMMD);
await page.waitForURL("**/homeAMMD");
// the shell preloads every screen's chunk 500 ms after it is up (spec section 2): wait for the reports screen's
await page.waitForFunction((path) => performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname === path), reportsChunk, {
  timeout: 60_000,
});
await page.waitForLoadState("networkidle");
const firstChart = first.filter((f) => chartNames.has(f.path));
console.log(
  `first load (sign-in, the AMMD's home, every screen preloaded after 500 ms): ${first.length} scripts, ${fmt(first.reduce((n, f) => n + f.wire, 0))} B over the wire; chart code among them: ${firstChart.length ? firstChart.map((f) => f.path).join(", ") : "none"}`,
);
const opening = jsFetched(page);
first.length = 0;
await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Reports", exact: true }).click();
await page.getByRole("table", { name: "Participants per CMDI" }).waitFor({ timeout: 60_000 });
await page.waitForLoadState("networkidle");
console.log(
  `opening /reportsAMMD: ${opening.length} more scripts, ${fmt(opening.reduce((n, f) => n + f.wire, 0))} B over the wire (${opening.map((f) => `${f.path.replace(/^.*\//, "")} ${fmt(f.wire)} B`).join(", ")})`,
);
const rows = await page.getByRole("table", { name: "Workshops per stage" }).locator("tfoot td").innerText();
console.log(`a year of data: ${rows} workshops of the demo AMMD (${DEMO_AMMD.name}) this financial year at scale 10`);
await context.close();

// 2. render time
/** In the page: ms from the next click to the three reports' tables holding rows, their canvases drawn, and a frame painted after. */
const watchRender = (page: Page, total: string | null) =>
  page.evaluate(
    (want) =>
      new Promise<number>((resolve) => {
        let t0 = 0;
        addEventListener(
          "click",
          () => {
            t0 = performance.now();
          },
          { capture: true, once: true },
        );
        addEventListener(
          "change",
          () => {
            t0 = performance.now();
          },
          { capture: true, once: true },
        );
        const ready = () => {
          const foot = [...document.querySelectorAll("table tfoot td")];
          const canvases = [...document.querySelectorAll(".reports-chart canvas")] as HTMLCanvasElement[];
          return (
            t0 > 0 &&
            foot.length === 3 &&
            canvases.length === 3 &&
            canvases.every((c) => c.width > 0) &&
            (want === null || foot[0]!.textContent === want)
          );
        };
        const poll = () => (ready() ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0))) : requestAnimationFrame(poll));
        requestAnimationFrame(poll);
      }),
    total,
  );

for (const rate of [1, 4]) {
  const fresh: number[] = [],
    again: number[] = [],
    period: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const s = await newPage(browser, DESKTOP);
    await s.page.addInitScript({ content: "globalThis.__name = (f) => f;" });
    await signIn(s.page, server.url, DEMO.AMMD);
    await s.page.waitForURL("**/homeAMMD");
    await s.page.waitForLoadState("networkidle");
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const open = async (into: number[]) => {
      const w = watchRender(s.page, null);
      await s.page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Reports", exact: true }).click();
      into.push(await w);
      await s.page.getByLabel("Refreshing").waitFor({ state: "detached", timeout: 60_000 });
      await s.page.waitForLoadState("networkidle");
    };
    await open(fresh);
    const year = s.page.getByLabel("Financial year");
    const [, last] = await year.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const w = watchRender(s.page, null);
    await year.selectOption(last!);
    await s.page.getByRole("table", { name: "Workshops per stage" }).locator("tfoot td").waitFor();
    await s.page.getByLabel(/^Loading/).waitFor({ state: "detached", timeout: 60_000 });
    period.push(await w);
    await year.selectOption((await year.locator("option").first().getAttribute("value"))!);
    await s.page.getByLabel(/^Loading/).waitFor({ state: "detached", timeout: 60_000 });
    await s.page.getByRole("link", { name: "Back" }).click();
    await s.page.waitForURL("**/homeAMMD");
    await open(again);
    await s.context.close();
  }
  const cpu = rate === 1 ? "unthrottled" : `CPU ${rate}x slower`;
  figure(`reports, first visit (chunk + rows fetched), ${cpu}`, fresh, "ms", "none set");
  figure(`reports, again (chunk cached, rows from the store, refreshed behind), ${cpu}`, again, "ms", "none set");
  figure(`reports, another year chosen (fetched, counted, drawn), ${cpu}`, period, "ms", "none set");
}

await browser.close();
await server.close();

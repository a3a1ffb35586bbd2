// Ready offline from the first visit (issue 30), in Chromium (printed, never asserted):
// `npm run bench:offline`. The production build on the demo data (scale 1), a new device (a fresh
// context, its service worker allowed) at a phone's size on Lighthouse's slow 4G (150 ms,
// 1.6 Mbps down, 750 kbps up): the time from pressing Submit on /signin to the app's
// "Ready to work offline" (the worker has stored the app and controls the page), the bytes the
// worker precached, and, as the floor measured in the same run, the time the same files take to
// arrive on that link at its nominal rate, gzipped as the server sends them (no app code involved).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { DEMO, PASSWORD, PHONE, launchBrowser } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";
import { figure, fmt } from "./figures.ts";

const OUT = ".tmp/bench-offline",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 3;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 1);
const server = await serveApp(DATA, WWW);
const browser = await launchBrowser();

/** The bytes the worker stored: the precache's responses, summed in the page. */
const precachedBytes = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const name of await caches.keys()) {
      if (!name.includes("precache")) continue;
      const cache = await caches.open(name);
      for (const req of await cache.keys()) total += (await (await cache.match(req))!.arrayBuffer()).byteLength;
    }
    return total;
  });

/** The precached files' bytes gzipped (the worker's glob: index.html, the assets, icons, the manifest; not maps nor the icon path tables). */
function wireBytes(dir: string): number {
  let total = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name),
        rel = p.slice(dir.length + 1);
      if (statSync(p).isDirectory()) {
        walk(p);
        continue;
      }
      const wanted =
        rel === "index.html" ||
        rel === "manifest.webmanifest" ||
        /^icons\//.test(rel) ||
        (/^assets\/.*\.(js|css|woff2?|png|svg)$/.test(rel) && !/paths-[^/]*\.js$/.test(rel));
      if (!wanted) continue;
      const b = readFileSync(p);
      total += b.length >= 1024 && !/\.(woff2|png)$/.test(rel) ? gzipSync(b).length : b.length;
    }
  };
  walk(dir);
  return total;
}
const onTheWire = wireBytes(WWW);

const ready: number[] = [],
  floors: number[] = [],
  bytes: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "allow" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await page.goto(`${server.url}/signin`);
    await page.getByRole("button", { name: "Submit", disabled: false }).waitFor({ timeout: 120_000 });
    await page.getByLabel("Role").selectOption(DEMO.FCP.role);
    await page.getByLabel("Mobile Number").fill(DEMO.FCP.mobile);
    await page.getByLabel("Password").fill(PASSWORD);
    const t0 = Date.now();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Ready to work offline").waitFor({ timeout: 300_000 });
    ready.push(Date.now() - t0);
    const b = await precachedBytes(page);
    bytes.push(b);
    floors.push(SLOW_4G.latency + (onTheWire / SLOW_4G.downloadThroughput) * 1000);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`client build: ${built}; ${RUNS} runs, a new device each, slow 4G (150 ms, 1.6 Mbps down)`);
figure("sign-in to 'Ready to work offline'", ready, "ms", "(no target set; issue 30 asks for the figure)");
figure("floor: the precached files, gzipped, at the link's nominal rate", floors, "ms", "(floor)");
console.log(`precached: ${fmt(bytes[0] ?? 0)} B stored; ${fmt(onTheWire)} B gzipped`);

// Upload figures in Chromium (printed, never asserted): `npm run bench:uploads`.
// The production build on the demo data (scale 1, seeded once into .tmp/bench-uploads/data), the
// demo FCP on /ettc-Upload at a phone's size.
// 1. A 12-megapixel JPEG (4000 x 3000, made in the page) picked in the image upload: the time from
//    the pick to its shrunk bytes leaving (sniff, shrink with pica, SHA-256, kept in IndexedDB:
//    the Resource Timing start of POST /api/files), the longest main-thread task meanwhile (Long
//    Tasks API: tasks of 50 ms and more), and the bytes before and after. Unthrottled, and with the
//    CPU throttled 4x (a mid-range phone).
// 2. Ten photos (2000 x 1500 originals, each shrunk on the phone) on Chrome DevTools' slow 3G
//    (400 ms, 400 kbit/s each way): from the first pick to the tenth 'Sent', and the bytes of the
//    upload requests' bodies.
import { loadavg } from "node:os";
import type { Page } from "playwright-core";
import { DEMO, PHONE, launchBrowser } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp, signedInWithProbe } from "./app.ts";
import { figure, fmt } from "./figures.ts";

const OUT = ".tmp/bench-uploads",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 3;
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 1);
const server = await serveApp(DATA, WWW);
const browser = await launchBrowser();
/** Each bench run's photos differ from the last's (the server keeps one file per content). */
const SALT = Date.now() % 1_000_000;

/** Collects long tasks from the start (installed before the app's scripts). */
function probe() {
  const w = window as unknown as { __long: Array<{ start: number; duration: number }> };
  w.__long = [];
  // the pick: when the input's change reaches the page (after the test's own making of the File)
  document.addEventListener(
    "change",
    () => {
      (window as unknown as { __picked: number }).__picked = performance.now();
    },
    true,
  );
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

async function makeJpeg(page: Page, w: number, h: number, seed: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ([w, h, seed]) => {
      const c = new OffscreenCanvas(w, h);
      const g = c.getContext("2d")!;
      const grad = g.createLinearGradient(0, 0, w, h);
      grad.addColorStop(0, `hsl(${seed * 40},50%,40%)`);
      grad.addColorStop(1, "#fc3");
      g.fillStyle = grad;
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#fff";
      g.font = "120px sans-serif";
      g.fillText(`${seed}`, 40, 160);
      for (let i = 0; i < 600; i++) {
        g.fillStyle = `hsl(${(i * 37 + seed) % 360},60%,50%)`;
        g.beginPath();
        g.arc((i * 997 + seed) % w, (i * 613) % h, 10 + (i % 80), 0, 7);
        g.fill();
      }
      const a = new Uint8Array(await (await c.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
      let s = "";
      for (let i = 0; i < a.length; i += 0x8000) s += String.fromCharCode(...a.subarray(i, i + 0x8000));
      return btoa(s);
    },
    [w, h, seed] as const,
  );
  return Buffer.from(b64, "base64");
}

const mine = (page: Page) =>
  page.evaluate(async () => {
    const r = await fetch("/api/query", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
      body: JSON.stringify({ op: "uploads.mine", params: {} }),
    });
    return (await r.json()).rows as Array<{ size: number; sha256: string }>;
  });

async function shrinkRuns(throttle: number) {
  const ms: number[] = [],
    longest: number[] = [],
    before: number[] = [],
    after: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page, context } = await signedInWithProbe(browser, PHONE, DEMO.FCP, server.url, probe);
    await page.goto(`${server.url}/ettc-Upload`);
    await page.getByRole("heading", { name: "Upload your Submissions" }).waitFor();
    const original = await makeJpeg(page, 4000, 3000, SALT + run + throttle * 10);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    await page.getByLabel("Upload an image").setInputFiles({ name: `bench-${run}.jpg`, mimeType: "image/jpeg", buffer: original });
    await page.getByText("Your image uploaded successfully").waitFor({ timeout: 60_000 });
    const m = await page.evaluate(() => {
      const t0 = (window as unknown as { __picked: number }).__picked;
      const sent = performance.getEntriesByType("resource").find((e) => e.name.includes("/api/files?kind=image") && e.startTime >= t0)!;
      const tasks = (window as unknown as { __long: Array<{ start: number; duration: number }> }).__long.filter(
        (x) => x.start >= t0 && x.start < sent.startTime,
      );
      return { shrink: sent.startTime - t0, longest: Math.max(0, ...tasks.map((x) => x.duration)) };
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const stored = (await mine(page))[0]!;
    ms.push(m.shrink);
    longest.push(m.longest);
    before.push(original.length);
    after.push(stored.size);
    await context.close();
  }
  const label = throttle === 1 ? "" : ` (CPU ${throttle}x slower)`;
  figure(`12 MP photo, pick to shrunk bytes leaving${label}`, ms, "ms", "<= 1500 ms");
  figure(`  longest main-thread task meanwhile${label} (0: none of 50 ms or more)`, longest, "ms", "< 50 ms");
  figure("  bytes before", before, "B", "-");
  figure("  bytes after", after, "B", "at least 4x smaller");
  console.log(`  smaller by: ${fmt(before.reduce((a, b) => a + b, 0) / after.reduce((a, b) => a + b, 0), 1)}x`);
}

async function tenOnSlow3g() {
  const { page, context } = await signedInWithProbe(browser, PHONE, DEMO.FCP, server.url, probe);
  await page.goto(`${server.url}/ettc-Upload`);
  await page.getByRole("heading", { name: "Upload your Submissions" }).waitFor();
  const photos: Buffer[] = [];
  for (let i = 0; i < 10; i++) photos.push(await makeJpeg(page, 2000, 1500, SALT + 100 + i));
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/files?")) requests++;
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  const t0 = Date.now();
  const picker = page.getByLabel("Upload an image");
  for (let i = 0; i < 10; i++) {
    await picker.setInputFiles({ name: `ten-${i}.jpg`, mimeType: "image/jpeg", buffer: photos[i]! });
    // the next photo is picked once this one is queued (the picker is free again)
    await page.locator("input[type=file][accept='image/*']:not([disabled])").waitFor({ state: "attached" });
    await page.getByRole("list", { name: "Uploads on this device" }).locator("li").nth(i).waitFor();
  }
  const sent = page.getByRole("list", { name: "Uploads on this device" }).getByText("Sent", { exact: true });
  await page.waitForFunction(
    () => [...document.querySelectorAll('ul[aria-label="Uploads on this device"] li')].filter((li) => li.textContent?.includes("Sent")).length >= 10,
    null,
    { timeout: 600_000 },
  );
  const total = Date.now() - t0;
  await sent.first().waitFor();
  const originals = photos.reduce((a, b) => a + b.length, 0);
  const body = (await mine(page)).slice(0, 10).reduce((a, r) => a + r.size, 0);
  console.log(
    `10 photos on slow 3G (400 ms, 400 kbit/s): ${fmt(total / 1000, 1)} s from the first pick to the tenth 'Sent'; ${requests} upload requests carrying ${fmt(body)} B of photos (originals ${fmt(originals)} B)`,
  );
  await context.close();
}

console.log(
  `uploads bench: build ${built}, ${RUNS} runs, load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
try {
  await shrinkRuns(1);
  await shrinkRuns(4);
  await tenOnSlow3g();
} finally {
  await browser.close();
  await server.close();
}

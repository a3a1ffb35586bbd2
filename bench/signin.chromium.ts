// /signin on a slow phone (printed, never asserted; decision 054): a signed-out visit on a throttled
// network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and CPU (4x), in Debian's Chromium.
// For each run, in a fresh context (nothing cached):
// - live: from the navigation to Submit enabled (the form takes a sign-in);
// - home: from the click on Submit to the signed-in shell drawn (its User menu button), after the
//   person spent `TYPING` ms on the form (0: typed at once; the default 4,000 models a person typing
//   a mobile number and a password);
// - bytes: JS + CSS on the wire (as the server compresses it) fetched before the click.
// `npm run bench:signin`; RUNS=3 by default; BENCH_WWW=<build> benches a kept build (a before/after
// pair run back to back).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser, newPage, PHONE, DEMO } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const TYPINGS = (process.env.TYPING ?? "0,4000").split(",").map(Number);
const dataDir = join(tmpdir(), "bench-signin-data");
console.log(`build: ${freshBuild()}`);
seedOnce(dataDir, 1);
const www = mkdtempSync(join(tmpdir(), "bench-signin-www-"));
await copyWww(www);
const server = await serveApp(dataDir, www);
const browser = await launchBrowser();
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

try {
  for (const typing of TYPINGS) {
    const live: number[] = [];
    const home: number[] = [];
    const before: number[] = [];
    const beforeFiles: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await newPage(browser, PHONE);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      let bytes = 0;
      let files = 0;
      cdp.on("Network.loadingFinished", (e: { encodedDataLength: number; requestId: string }) => {
        if (!assets.has(e.requestId)) return;
        bytes += e.encodedDataLength;
        files += 1;
      });
      const assets = new Set<string>();
      cdp.on("Network.responseReceived", (e: { requestId: string; response: { url: string } }) => {
        if (/\/assets\/.*\.(js|css)$/.test(e.response.url)) assets.add(e.requestId);
      });
      const t0 = Date.now();
      await page.goto(`${server.url}/signin`, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Submit", disabled: false }).waitFor({ timeout: 60_000 });
      live.push(Date.now() - t0);
      await page.getByLabel("Role").selectOption(DEMO.FCP.role);
      await page.getByLabel("Mobile Number").fill(DEMO.FCP.mobile);
      await page.getByLabel("Password").fill("demo1234");
      // the person's typing time (a bench models a person; no test waits so)
      if (typing > 0) await page.waitForTimeout(typing);
      before.push(bytes);
      beforeFiles.push(files);
      const t1 = Date.now();
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("button", { name: "User menu" }).waitFor({ timeout: 60_000 });
      home.push(Date.now() - t1);
      await context.close();
    }
    console.log(
      `typing ${String(typing).padStart(5)} ms: live ${median(live)} ms (${live.join(", ")}); Submit to home ${median(home)} ms (${home.join(", ")}); ` +
        `JS/CSS on the wire before Submit ${kb(median(before))} in ${median(beforeFiles)} files`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

// Issue 47's figures on a phone's CPU: bench/fieldDay.page.ts bundled (esbuild, in memory) and run in
// Chromium on a blank page, first at this machine's speed and then with the CPU slowed 4x (Chrome's
// CPU throttling, as the other Chromium benches): the Today list from an FCP's cached records and a
// search over 10,000 cached records, each beside its floor measured in the same run. Printed,
// never asserted. Run: `npm run bench:fieldDay`.
import { build } from "esbuild";
import { launchBrowser } from "../test/e2e/harness.ts";

const bundle = await build({
  entryPoints: [new URL("./fieldDay.page.ts", import.meta.url).pathname],
  bundle: true,
  write: false,
  format: "iife",
  globalName: "FieldDay",
  platform: "browser",
  target: "es2022",
  minify: true,
});
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto("about:blank");
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const lines = await page.evaluate(() => (globalThis as unknown as { FieldDay: { fieldDayFigures(): string[] } }).FieldDay.fieldDayFigures());
    console.log(`Chromium ${browser.version()}, CPU slowed ${rate}x`);
    for (const line of lines) console.log(line);
  }
} finally {
  await browser.close();
}

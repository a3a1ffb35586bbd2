// Issue 47's figures on a phone's CPU: bench/fieldDay.page.ts bundled (esbuild, in memory) and run in
// Chromium on a blank page, first at this machine's speed and then with the CPU slowed 4x (Chrome's
// CPU throttling, as the other Chromium benches): the Today list from an FCP's cached records and a
// search over 10,000 cached records, each beside its floor measured in the same run; then the FCP
// home drawn with Today beside the same home without it (bench/fieldDayHome.page.tsx, with the
// app's stylesheets). Printed, never asserted. Run: `npm run bench:fieldDay`.
import { build } from "esbuild";
import { launchBrowser } from "../test/e2e/harness.ts";

/** A page's script (`globalName` on the page) and the stylesheets it imports (Blueprint's and the Views'), fonts and images left out. */
const pageBundle = async (file: string, globalName: string) => {
  const r = await build({
    entryPoints: [new URL(file, import.meta.url).pathname],
    bundle: true,
    write: false,
    outdir: "out",
    format: "iife",
    globalName,
    platform: "browser",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".woff": "empty", ".woff2": "empty", ".ttf": "empty", ".eot": "empty", ".svg": "empty", ".png": "empty" },
  });
  return (ext: string) => r.outputFiles.find((f) => f.path.endsWith(ext))!.text;
};
const figuresFile = await pageBundle("./fieldDay.page.ts", "FieldDay");
const homeFile = await pageBundle("./fieldDayHome.page.tsx", "FieldDayHome");
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto("about:blank");
  await page.addScriptTag({ content: figuresFile(".js") });
  const cdp = await page.context().newCDPSession(page);
  for (const rate of [1, 4]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const lines = await page.evaluate(() => (globalThis as unknown as { FieldDay: { fieldDayFigures(): string[] } }).FieldDay.fieldDayFigures());
    console.log(`Chromium ${browser.version()}, CPU slowed ${rate}x`);
    for (const line of lines) console.log(line);
  }
  const homePage = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await homePage.setContent("<!doctype html><html lang=en><head><meta charset=utf-8></head><body></body></html>");
  await homePage.addStyleTag({ content: homeFile(".css") });
  await homePage.addScriptTag({ content: homeFile(".js") });
  const homeCdp = await homePage.context().newCDPSession(homePage);
  for (const rate of [1, 4]) {
    await homeCdp.send("Emulation.setCPUThrottlingRate", { rate });
    const lines = await homePage.evaluate(() =>
      (globalThis as unknown as { FieldDayHome: { homeFigures(): Promise<string[]> } }).FieldDayHome.homeFigures(),
    );
    console.log(`Chromium ${browser.version()}, CPU slowed ${rate}x, a 360 px phone viewport`);
    for (const line of lines) console.log(line);
  }
} finally {
  await browser.close();
}

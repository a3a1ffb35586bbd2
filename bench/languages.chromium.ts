// The languages' figures (issue 45; decision 074), printed, never asserted: `npm run bench:languages`.
// 1. Bytes a signed-out visit to /signin fetches until the network is quiet, each response gzipped
//    as the server sends it (fonts as they are): in English (the card drawn at build time, no
//    React) and on a device set to Hindi (the app draws the card: the app part, the Hindi
//    catalogue and the Devanagari font). The floor is /signin's HTML alone, in the same run.
// 2. The share of the English catalogue's messages Hindi has (the lint step holds it at 100%).
// 3. The bytes of the catalogue and font a Hindi reader fetches and an English one does not.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "../test/e2e/harness.ts";
import { copyWww, freshBuild, seedOnce, serveApp } from "./app.ts";
import { figure, fmt } from "./figures.ts";

const OUT = ".tmp/bench-languages",
  DATA = `${OUT}/data`,
  WWW = `${OUT}/www`;
const RUNS = Number(process.env.RUNS) || 3;

const built = freshBuild();
await copyWww(WWW);
seedOnce(DATA, 1);
const server = await serveApp(DATA, WWW);
const browser: Browser = await launchBrowser();

/** What one signed-out visit to /signin fetches: every response's bytes as sent (text gzipped), by kind. */
async function visit(language: "en" | "hi") {
  const { context, page } = await newPage(browser);
  if (language !== "en")
    await page.addInitScript(
      (l) => localStorage.setItem("uiSettings", JSON.stringify({ theme: "light", direction: "ltr", searchBar: true, language: l })),
      language,
    );
  const sizes: Array<{ path: string; bytes: number }> = [];
  const pending: Promise<void>[] = [];
  page.on("response", (r) => {
    pending.push(
      r.body().then(
        (b) => {
          const path = new URL(r.url()).pathname;
          sizes.push({ path, bytes: /\.(woff2|png)$/.test(path) || b.length < 1024 ? b.length : gzipSync(b).length });
        },
        () => {},
      ),
    );
  });
  await page.goto(`${server.url}/signin`, { waitUntil: "networkidle" });
  if (language === "hi") await page.getByRole("heading", { name: "साइन इन करें" }).waitFor();
  else await page.getByRole("heading", { name: "Sign in" }).waitFor();
  // the font is fetched once text in it is drawn
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  await context.close();
  return sizes;
}

const total = (xs: Array<{ bytes: number }>) => xs.reduce((n, x) => n + x.bytes, 0);
const english: number[] = [];
const hindi: number[] = [];
const floor: number[] = [];
let lastHindi: Array<{ path: string; bytes: number }> = [];
for (let i = 0; i < RUNS; i++) {
  const en = await visit("en");
  english.push(total(en) / 1024);
  floor.push(total(en.filter((x) => x.path === "/signin")) / 1024);
  lastHindi = await visit("hi");
  hindi.push(total(lastHindi) / 1024);
}
console.log(`build: ${built}; ${RUNS} runs`);
figure("floor: /signin's HTML alone", floor, "KiB", "(floor)", 1);
figure("signed-out first load of /signin in English", english, "KiB", "<= 100 KiB", 1);
figure("signed-out first load of /signin on a device set to Hindi", hindi, "KiB", "(reported)", 1);
const extra = lastHindi.filter((x) => /catalogue\.hi-|devanagari/.test(x.path));
for (const x of extra) console.log(`  Hindi only: ${x.path.replace(/-[A-Z0-9]{8}\./, ".")} ${fmt(x.bytes)} B`);

const en = Object.keys(JSON.parse(readFileSync("src/codecs/catalogue.en.json", "utf8")) as Record<string, string>);
const hi = JSON.parse(readFileSync("src/codecs/catalogue.hi.json", "utf8")) as Record<string, string>;
const translated = en.filter((k) => typeof hi[k] === "string" && hi[k].trim() !== "").length;
console.log(`catalogue: ${fmt(en.length)} messages; Hindi has ${fmt(translated)} (${fmt((100 * translated) / en.length, 1)}%)`);

await browser.close();
await server.close();

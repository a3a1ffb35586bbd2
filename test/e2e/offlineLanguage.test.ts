// What the worker precaches and what it keeps as it is used (decision 096), in Chromium against
// the real server:
// - the precache holds the app (its entry, the shell's stylesheet), not what only some people load
//   (another language's catalogue and faces, the icon path tables);
// - Hindi chosen on the first visit, before the worker took the page: the worker is handed its
//   catalogue, so the app opens offline in Hindi;
// - Hindi chosen offline on a device that never loaded it: the app stays in English and says why.
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Route } from "playwright-core";
import { DEMO, DESKTOP, browserSuite, signIn } from "./harness.ts";

const ROOT = join(import.meta.dirname, "../..");
const { t, app } = browserSuite("offline languages (Chromium)");

const HINDI_ONLY = [/catalogue\.hi-/, /devanagari/];
const ICON_TABLES = /\/paths-[A-Z0-9]+\.js$/;

/** Waits until the service worker controls the page (its precache installed). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

/** The account's language set back to English on the server (the next suite starts in English). */
const englishKept = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/query") && /"account\.language"[\s\S]*"en"/.test(r.request().postData() ?? "") && r.ok(), {
    timeout: 30_000,
  });

t("the precache holds the app's entry and the shell's stylesheet, not another language's files nor the icon path tables", () => {
  const sw = readFileSync(join(ROOT, "www/sw.js"), "utf8");
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  const index = readFileSync(join(ROOT, "www/index.html"), "utf8");
  const main = /<script type="module" src="\/([^"]+)"/.exec(index)![1]!;
  assert.ok(urls.includes(main), `the entry ${main} is precached`);
  assert.ok(urls.includes("index.html"));
  assert.ok(
    urls.some((u) => /^assets\/shell-1-/.test(u)),
    "the shell's stylesheet",
  );
  for (const r of HINDI_ONLY)
    assert.not.ok(
      urls.find((u) => r.test(u)),
      `${r} is left to be cached when used`,
    );
  assert.not.ok(urls.find((u) => ICON_TABLES.test(u)));
});

t(
  "हिन्दी chosen on the first visit, before the worker took the page: the worker keeps its catalogue, and the app opens offline in Hindi",
  async () => {
    const { page, context, errors } = await app.page(DESKTOP, { serviceWorker: true });
    // the page does not settle while a request of the app is in flight, nor registers its worker
    // (decision 089): one of the home's queries is held until Hindi is in
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const hold = async (route: Route) => {
      if (/"news\.list"/.test(route.request().postData() ?? "")) await held;
      await route.continue();
    };
    await context.route("**/api/query", hold);
    await signIn(page, app.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "हिन्दी" }).click();
    await page.getByText("नमस्ते, Asha").waitFor();
    assert.is(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined), true, "no worker yet");
    release();
    await controlled(page);
    // handed over once the worker took the page (CACHE_URLS): kept in the worker's assets cache
    await page.waitForFunction(
      async () => {
        const cache = await caches.open("field-ops-assets");
        return (await cache.keys()).some((r) => /\/catalogue\.hi-[A-Z0-9]+\.json$/.test(r.url));
      },
      null,
      { timeout: 30_000 },
    );
    await context.setOffline(true);
    await page.reload();
    await page.getByText("नमस्ते, Asha").waitFor();
    await page.waitForFunction(() => document.documentElement.lang === "hi");
    // the language is the account's: English again, for the suites after this one
    await context.setOffline(false);
    const kept = englishKept(page);
    await page.getByRole("button", { name: "उपयोगकर्ता मेन्यू" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.getByText("Hi, Asha").waitFor();
    await kept;
    assert.equal(errors, []);
    await context.close();
  },
);

t("हिन्दी chosen offline on a device that never loaded it: the app stays in English and says why; English again clears it", async () => {
  const { page, context, errors } = await app.page(DESKTOP, { serviceWorker: true });
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  await controlled(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "हिन्दी" }).click();
  const note = page
    .getByRole("status")
    .filter({ hasText: "हिन्दी could not be loaded. Connect to the internet and reload the page to read the app in it." });
  await note.waitFor();
  await page.getByText("Hi, Ravi").waitFor();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await note.waitFor({ state: "detached" });
  const kept = englishKept(page);
  await context.setOffline(false);
  await kept;
  assert.equal(errors, []);
  await context.close();
});

t.run();

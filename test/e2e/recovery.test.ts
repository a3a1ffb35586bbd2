// A screen whose chunk fails to load, in Chromium against the real server (serving its own copy
// of the built client, so one test can deploy a new build under the open app):
// - aborted once, then served: Retry shows the screen;
// - a chunk that cannot be fetched again in this page (as in browsers that keep a failed import):
//   Retry reloads the page, the person stays signed in on the same page and a write queued
//   before is applied by the server once (the old page may send it as the reload begins; the new
//   page's resend of its key is then answered as a replay);
// - the app part answered 404 after a deploy (signing in on a /signin page opened before it): the
//   page reloads by itself into the new build, signed in.
// Each test passes whether or not this Chromium keeps a failed dynamic import.
import * as assert from "uvu/assert";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DEMO, DESKTOP, PASSWORD, browserSuite, signIn, homeShortcut } from "./harness.ts";
import { apiQuery, openLinks, rows } from "./outletSteps.ts";

const ROOT = join(import.meta.dirname, "../..");
let site = "";
const { t, app } = browserSuite(
  "chunk recovery (Chromium)",
  {},
  {
    cwd: () => {
      site = mkdtempSync(join(tmpdir(), "e2e-site-"));
      cpSync(join(ROOT, "www"), join(site, "www"), { recursive: true });
      return site;
    },
  },
);
t.after(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

/**
 * The home screen's chunk under www/assets (every screen module is screen.tsx, so its chunk is found
 * by its entry point in build/meta.json, decision 070).
 */
const HOME_CHUNK = (() => {
  const meta = JSON.parse(readFileSync(join(ROOT, "build/meta.json"), "utf8")) as { outputs: Record<string, { entryPoint?: string }> };
  const out = Object.keys(meta.outputs).find((k) => meta.outputs[k]!.entryPoint === "src/screens/home/screen.tsx")!;
  return out.slice("www/assets/".length);
})();

/** Counts the page's document loads (the first visit is 1; a reload adds one). */
function documentLoads(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) n++;
  });
  return () => n;
}

/** Waits until `check` holds, polling (for what the server holds, which no locator can wait on). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; !(await check()); i++) {
    assert.ok(i < 100, what);
    await new Promise((r) => setTimeout(r, 100));
  }
}

t("a screen chunk aborted once, then served: Retry shows the screen", async () => {
  const { context, page, errors } = await app.page(DESKTOP);
  let fail = true;
  await page.route(
    (url) => url.pathname.endsWith(`/${HOME_CHUNK}`),
    async (route) => {
      if (fail) return route.abort();
      await new Promise((r) => setTimeout(r, 800)); // slow: 'Loading...' shows first
      return route.continue();
    },
  );
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await page.getByRole("heading", { name: "Error!" }).waitFor();
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByAltText("Loading...").waitFor();
  await page.getByRole("region", { name: "News" }).waitFor();
  await page.getByText("Hi, Ravi").waitFor();
  assert.match(page.url(), /\/homeCMDI$/);
  assert.equal(errors, []);
  await context.close();
});

t("a chunk this page cannot fetch again: Retry reloads it; still signed in, same page, a queued write applied once", async () => {
  const { context, page, errors } = await app.page(DESKTOP);
  const loads = documentLoads(page);
  // Until the page reloads, the outlet form's chunk fails every time (what a browser that keeps a
  // failed import does) and writes cannot reach the server (they stay queued).
  // (a screen's chunk is named after its module, src/screens/<name>/screen.tsx: the form's is the one holding its flow's key)
  await page.route(/\/chunks\/screen-[^/]+\.js$/, async (route) => {
    if (loads() >= 2) return route.continue();
    const chunk = await route.fetch();
    return (await chunk.text()).includes("outletForm:") ? route.abort() : route.fulfill({ response: chunk });
  });
  // the writes the server applied (an answer not marked as a replay of the key's first): a write the
  // old page sent as its reload began is let through too, and the new page's resend of the same key
  // is then the replay, so what is counted is the server's effect, not the requests
  let applied = 0;
  await page.route("**/api/query", async (route) => {
    if (!route.request().headers()["idempotency-key"]) return route.continue();
    if (loads() < 2) return route.abort();
    const answer = await route.fetch();
    if (answer.ok() && !answer.headers()["idempotent-replayed"]) applied++;
    return route.fulfill({ response: answer }).catch(() => {}); // the old page may be gone by now
  });
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  const heading = await openLinks(page).first().innerText();
  const id = Number(new URL((await openLinks(page).first().getAttribute("href"))!, app.url).searchParams.get("outletid"));
  const name = heading.split(" - ").slice(1).join(" - ");
  await rows(page)
    .first()
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  await page.getByRole("link", { name: heading, exact: true }).waitFor({ state: "detached" });

  await page.getByRole("button", { name: "Add outlet" }).click();
  await page.waitForURL("**/addEditOutlet");
  await page.getByRole("heading", { name: "Error!" }).waitFor();
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("button", { name: "Save" }).waitFor(); // the form, after the reload
  assert.is(loads(), 2, "one reload");
  assert.match(page.url(), /\/addEditOutlet$/);
  await page.getByText("Hi, Ravi").waitFor();
  await eventually(async () => !(await apiQuery(page, "outlets.list", {})).some((o) => o.id === id), "the queued delete reached the server");
  assert.is(applied, 1, "applied once");
  assert.equal(
    errors.filter((e) => !/dynamically imported module/.test(e)),
    [],
  );
  await context.close();
});

/**
 * Deploys a "new build" of the served client the way a release does: the home screen's chunk gets
 * a new hashed name, and so does every file whose content changes with it (the files that name it,
 * then the files that name those, up to the entry), the old files are gone, and index.html loads
 * the new entry. Returns the new entry's URL.
 */
function deploy(dir: string): string {
  const assets = join(dir, "www/assets");
  const scripts = readdirSync(assets, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
  const home = scripts.find((f) => f === HOME_CHUNK)!;
  const renamed = new Map<string, string>(); // old file (relative to assets) -> new one
  const fresh = (f: string) => f.replace(/-([A-Z0-9]+)\.js$/, "-D$1.js");
  const base = (f: string) => f.slice(f.lastIndexOf("/") + 1);
  for (let changed = [home]; changed.length > 0; ) {
    for (const f of changed) renamed.set(f, fresh(f));
    changed = scripts.filter((f) => !renamed.has(f) && changed.some((c) => readFileSync(join(assets, f), "utf8").includes(base(c))));
  }
  const rewrite = (text: string) => [...renamed].reduce((s, [from, to]) => s.split(base(from)).join(base(to)), text);
  for (const [from, to] of renamed) {
    writeFileSync(join(assets, to), rewrite(readFileSync(join(assets, from), "utf8")));
    rmSync(join(assets, from));
  }
  const index = join(dir, "www/index.html");
  writeFileSync(index, rewrite(readFileSync(index, "utf8")));
  const entry = [...renamed.values()].find((f) => /^main-/.test(f));
  assert.ok(entry, "the change reached the entry");
  return `/assets/${entry}`;
}

// A signed-out /signin runs without the app part (decision 052): a deploy while it is open replaces
// the app part's files (they name the home screen's chunk), and signing in asks for the old ones
// (the page fetches them from the person's first input on: decision 089).
t("the app part answered 404 after a deploy: the sign-in page reloads into the new build, signed in", async () => {
  const { context, page, errors } = await app.page(DESKTOP);
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404 && /\/assets\/.*\.js$/.test(r.url())) missing.push(r.url());
  });
  await page.goto(`${app.url}/signin`);
  await page.getByRole("button", { name: "Submit", disabled: false }).waitFor();
  // while this page runs the old build, before the person starts on the form: from their first
  // input the page fetches the app part and the home's files (decision 089), and a deploy after
  // that leaves them signing in whole on the old build (it then recovers screen by screen)
  const entry = deploy(site);
  await page.getByLabel("Role").selectOption(DEMO.CMDI.role);
  await page.getByLabel("Mobile Number").fill(DEMO.CMDI.mobile);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL("**/homeCMDI");
  await page.getByRole("region", { name: "News" }).waitFor();
  await page.getByText("Hi, Ravi").waitFor();
  assert.ok(missing.length > 0, "the old chunk was asked for and was gone");
  assert.is(await page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute("src")), entry, "runs the new build");
  assert.match(page.url(), /\/homeCMDI$/);
  assert.equal(
    errors.filter((e) => !/dynamically imported module/.test(e)),
    [],
  );
  await context.close();
});

t.run();

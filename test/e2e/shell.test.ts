// The app shell in Chromium, for each role at a phone and a desktop viewport: header, menus,
// drawer, carousel, settings, role checks, bad links, lazy-chunk failure; axe-core in light and dark.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { DEMO, DESKTOP, PHONE, launchBrowser, newPage, signIn, startServer, type AppServer, type DemoAccount } from "./harness.ts";

const t = suite("shell (Chromium)");
let server: AppServer;
let browser: Browser;
const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

t.before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
t.after(async () => {
  await browser?.close();
  await server?.stop();
});

async function home(who: DemoAccount, viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  await signIn(opened.page, server.url, who);
  await opened.page.waitForURL(`**${who.home}`);
  await opened.page.getByText(`Hi, ${who.first}`).waitFor();
  return opened;
}

/** axe-core on the page: the serious and critical violations, as "rule: target" lines. */
async function axe(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's CSP (rightly) blocks inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } })
      .axe.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return found;
}

const unnamedButtons = (page: Page) =>
  page.$$eval("button", (bs) => bs.filter((b) => !(b.getAttribute("aria-label") || b.textContent?.trim() || b.getAttribute("title"))).map((b) => b.outerHTML.slice(0, 80)));

for (const [key, who] of [["FCP", DEMO.FCP], ["CMDI", DEMO.CMDI], ["AMMD", DEMO.AMMD]] as const) {
  for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
    t(`${key} at ${size}: greeting, menu, carousel, accessible names; axe clean in light and dark`, async () => {
      const { context, page, errors } = await home(who, viewport);
      // The carousel shows a news image that really loaded.
      const img = page.getByRole("region", { name: "News" }).getByRole("img");
      await img.waitFor();
      await page.waitForFunction(() => { const i = document.querySelector("[aria-label='News'] img") as HTMLImageElement | null; return !!i && i.complete && i.naturalWidth > 0; });
      for (const name of ["Previous slide", "Pause", "Next slide"]) assert.ok(await page.getByRole("button", { name }).isVisible(), name);
      assert.equal(await unnamedButtons(page), []);
      const menu = page.getByRole("navigation", { name: "Main menu" });
      if (key === "FCP") {
        if (size === "phone") {
          assert.is(await menu.count(), 0, "the drawer starts closed on a phone");
          await page.getByRole("button", { name: "Open menu" }).click();
        }
        assert.is(await menu.getByRole("link").count(), 9);
        assert.is(await menu.getByRole("link", { name: "Home" }).getAttribute("aria-current"), "page");
        await menu.getByRole("link", { name: "Events Planned" }).click();
        await page.waitForURL("**/listFCPEventsPlanned");
        await page.getByRole("heading", { name: "Events Planned" }).waitFor();
        if (size === "phone") assert.is(await menu.count(), 0, "the temporary drawer closes after a link");
        else assert.is(await menu.getByRole("link", { name: "Events Planned" }).getAttribute("aria-current"), "page");
      } else {
        assert.is(await page.getByRole("button", { name: /^(Open|Close) menu$/ }).count(), 0);
        assert.is(await menu.getByRole("link", { name: "Workshops" }).getAttribute("aria-current"), "page");
      }
      assert.equal(await axe(page), [], "light");
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      assert.ok(await page.evaluate(() => document.body.classList.contains("bp6-dark")));
      assert.equal(await axe(page), [], "dark");
      assert.equal(errors, []);
      await context.close();
    });
  }
}

t("theme and direction are remembered across a reload; fullscreen and notifications open", async () => {
  const { context, page } = await home(DEMO.CMDI);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.getByRole("button", { name: "Switch to right-to-left" }).click();
  await page.reload();
  await page.getByText("Hi, Ravi").waitFor();
  assert.ok(await page.evaluate(() => document.body.classList.contains("bp6-dark") && document.documentElement.dir === "rtl"));
  await page.getByRole("button", { name: "Notifications" }).click();
  await page.getByRole("list", { name: "Notifications" }).getByText("Workshop approved").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Enter fullscreen" }).click();
  await page.getByRole("button", { name: "Exit fullscreen" }).waitFor();
  await context.close();
});

t("Reset Password goes to /ForgetPassword with the user in the navigation state", async () => {
  const { context, page } = await home(DEMO.AMMD);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Reset Password" }).click();
  await page.waitForURL("**/ForgetPassword");
  const state = await page.evaluate(() => (history.state as { user?: { firstName: string } } | null)?.user?.firstName);
  assert.is(state, "Meera");
  await context.close();
});

t("another role's page, a bad parameter, /404 and /500", async () => {
  const { context, page } = await home(DEMO.FCP, PHONE);
  const ops: string[] = [];
  page.on("request", (r) => { if (r.url().endsWith("/api/query")) ops.push(String(JSON.parse(r.postData() ?? "{}").op)); });
  await page.goto(`${server.url}/listOutlet`);
  await page.getByRole("heading", { name: "Not available for your role" }).waitFor();
  assert.equal(ops.filter((o) => o.startsWith("outlets")), []);
  await page.goto(`${server.url}/workshop?id=abc`);
  await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
  assert.match(await page.getByRole("alert").innerText(), /id must be a positive whole number/);
  await page.goto(`${server.url}/workshop?id=5&source=lists`);
  await page.getByRole("heading", { name: "Workshop" }).waitFor();
  await page.goto(`${server.url}/nowhere`);
  await page.waitForURL("**/404");
  await page.goto(`${server.url}/500`);
  await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
  await context.close();
});

t("a lazy chunk that fails to load shows 'Error!'; a slow one shows 'Loading...' first", async () => {
  const { context, page } = await newPage(browser, DESKTOP);
  await page.route(/\/chunks\/HomePage-[^/]+\.js$/, (route) => route.abort());
  await signIn(page, server.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await page.getByRole("heading", { name: "Error!" }).waitFor();
  await page.unroute(/\/chunks\/HomePage-[^/]+\.js$/);
  await page.route(/\/chunks\/HomePage-[^/]+\.js$/, async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByAltText("Loading...").waitFor();
  await page.getByRole("region", { name: "News" }).waitFor();
  await context.close();
});

t.run();

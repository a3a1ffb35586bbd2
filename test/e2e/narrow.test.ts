// Every screen fits a phone (issue 30): at 360 px no page scrolls sideways, on any route, for any
// role (FCP, CMDI, AMMD, super admin) and signed out. The routes are the app's own table
// (src/views/routes.ts); a route opened with a record's id is reached with an id from a link the
// app itself shows on the other screens, or else with a record of the demo data the person may
// open (a route still without one is listed as not reached). Each page is measured once its title
// is drawn and nothing is loading; on each, every text field must have its length limit.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { APP } from "../../src/features/index.ts";
import { canOpen } from "../../src/views/routes.ts";
import { DEMO, PHONE, browserSuite, openInApp, settled, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("every screen fits 360 px (Chromium)");

/** Routes that cannot be drawn without a record's id (their codec requires one). */
const ROUTES = APP.routes.routes;
const NEEDS_ID = new Set(ROUTES.filter((r) => !APP.routes.decode(r.path, "").ok).map((r) => r.path));

/** A record to open a route with when no screen the person saw links to it (the demo data's). */
const workshopIn = async (page: Page, stage: string) => (await apiQuery(page, "workshops.mine", {})).find((w) => w.stagename === stage)?.id;
const firstFcp = async (page: Page) => (await apiQuery(page, "fcps.list", { status: "all" }))[0]?.id;
const FALLBACK: Record<string, (page: Page) => Promise<unknown>> = {
  "/addParticipants": (page) => workshopIn(page, "Execution"),
  "/addPhotos": (page) => workshopIn(page, "Execution"),
  "/previewWorkshop": (page) => workshopIn(page, "Planning"),
  "/myFCP": firstFcp,
  "/viewFCP": firstFcp,
  "/workshop": async (page) => (await apiQuery(page, "workshops.ammd", {}))[0]?.id,
};

/** Waits until the page's title is drawn and nothing is loading or refreshing. */
async function loaded(page: Page) {
  await page.locator("h1").first().waitFor({ timeout: 15_000 });
  await settled(page, 15_000);
}

/** How far the page scrolls sideways: its width beyond the 360 px screen, and the widest culprit. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    let culprit = "";
    if (root.scrollWidth > 360) {
      let widest = 0;
      for (const el of document.body.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.right > widest && r.width > 0) {
          let clipped = false;
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const o = getComputedStyle(p).overflowX;
            if (o !== "visible") {
              clipped = true;
              break;
            }
          }
          if (!clipped) {
            widest = r.right;
            culprit = `${el.tagName.toLowerCase()}.${String(el.className).replace(/\s+/g, ".")} (${Math.round(r.right)}px)`;
          }
        }
      }
    }
    return { width: root.scrollWidth, culprit };
  });

/** The text fields on the page that take any length (issue 30: every input has its limit). */
const unlimitedFields = (page: Page) =>
  page
    .locator("input:not([maxlength]), textarea:not([maxlength])")
    .evaluateAll((els) =>
      els
        .filter(
          (e) => e instanceof HTMLTextAreaElement || ["text", "search", "tel", "password", "email", "url"].includes((e as HTMLInputElement).type),
        )
        .map((e) => e.id || e.getAttribute("aria-label") || e.outerHTML.slice(0, 80)),
    );

/** Opens each path in one signed-in (or signed-out) context; returns the pages that overflow. */
async function sweep(who: DemoAccount | null, paths: readonly string[]): Promise<{ overflow: string[]; unlimited: string[]; unreached: string[] }> {
  const { page, context } = await app.page(PHONE);
  const overflow: string[] = [];
  const unlimited: string[] = [];
  try {
    if (who) {
      await signIn(page, app.url, who);
      await page.waitForURL(`**${who.home}`);
    }
    const withId = paths.filter((p) => NEEDS_ID.has(p));
    const found = new Map<string, string>();
    const opened = new Set<string>();
    let started = false;
    const visit = async (href: string) => {
      // the first page loads; the others open in it as the app's links open them (no reload)
      if (started) await openInApp(page, href);
      else await page.goto(`${app.url}${href}`);
      started = true;
      await loaded(page);
      const { width, culprit } = await measure(page);
      if (width > PHONE.width) overflow.push(`${href}: ${width}px ${culprit}`);
      for (const field of await unlimitedFields(page)) unlimited.push(`${href}: ${field}`);
      // a link to a route that needs a record's id: the first one each route gets is opened later
      const hrefs = await page.locator("a[href*='?']").evaluateAll((as) =>
        as
          .map((a) => new URL((a as HTMLAnchorElement).href))
          .filter((u) => u.origin === location.origin)
          .map((u) => u.pathname + u.search),
      );
      for (const h of hrefs) {
        const path = h.slice(0, h.indexOf("?"));
        if (withId.includes(path) && !found.has(path)) found.set(path, h);
      }
    };
    for (const p of paths) if (!NEEDS_ID.has(p)) await visit(p);
    for (let i = 0; i < withId.length && [...found.keys()].some((p) => !opened.has(p)); i++) {
      for (const [p, href] of [...found])
        if (!opened.has(p)) {
          opened.add(p);
          await visit(href);
        }
    }
    for (const p of withId.filter((p) => !opened.has(p) && FALLBACK[p])) {
      const id = await FALLBACK[p]!(page).catch(() => undefined);
      if (id !== undefined) {
        opened.add(p);
        await visit(`${p}?id=${id}`);
      }
    }
    const unreached = withId.filter((p) => !opened.has(p));
    return { overflow, unlimited, unreached };
  } finally {
    await context.close();
  }
}

const ROLES = [
  ["FCP", DEMO.FCP],
  ["CMDI", DEMO.CMDI],
  ["AMMD", DEMO.AMMD],
  ["super admin", DEMO.SUPER],
] as const;

t("signed out: the public pages fit 360 px", async () => {
  const { overflow, unlimited } = await sweep(
    null,
    ROUTES.filter((r) => r.access === "public").map((r) => r.path),
  );
  assert.equal(overflow, [], "no page wider than the screen");
  assert.equal(unlimited, [], "every text field has its length limit");
});

for (const [name, who] of ROLES) {
  t(`${name}: every page they may open fits 360 px`, async () => {
    const user = { role: who.role as "FCP" | "CMDI" | "AMMD", superAdmin: who === DEMO.SUPER };
    const paths = ROUTES.filter((r) => r.access !== "public" && canOpen(r, user)).map((r) => r.path);
    const { overflow, unlimited, unreached } = await sweep(who, paths);
    if (unreached.length) console.log(`  ${name}: not linked from any screen, not measured: ${unreached.join(", ")}`);
    assert.equal(overflow, [], "no page wider than the screen");
    assert.equal(unlimited, [], "every text field has its length limit");
  });
}

t.run();

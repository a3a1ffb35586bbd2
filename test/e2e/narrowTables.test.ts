// A wide table and a chart on a 360 px phone (decision 106). A table wider than the screen says so
// above it ("Scroll sideways for more columns", the scroll region's description) and shades the
// side that has more; its region takes the keyboard's arrows, and its first column stays in view as
// the rest scrolls under it. A table that fits says nothing. A chart's labels along the side are
// broken into lines rather than cut at the canvas's edge.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { DEMO, DESKTOP, PHONE, browserSuite, settled, signIn, type DemoAccount } from "./harness.ts";

const { t, app } = browserSuite("wide tables and charts at 360 px (Chromium)");

const HINT = "Scroll sideways for more columns";

/** Signs in and opens `path` once its title is drawn and nothing is loading. */
async function open(who: DemoAccount, path: string, viewport = PHONE) {
  const { page, context } = await app.page(viewport);
  await signIn(page, app.url, who);
  await page.waitForURL(`**${who.home}`);
  await page.goto(`${app.url}${path}`);
  await page.locator("h1").first().waitFor();
  await settled(page, 15_000);
  return { page, context };
}

/** Whether the whole of `el` is inside the region's box (what a person sees of the table). */
async function inView(region: Locator, el: Locator): Promise<boolean> {
  const [r, e] = [await region.boundingBox(), await el.boundingBox()];
  return !!r && !!e && e.x >= r.x - 1 && e.x + e.width <= r.x + r.width + 1;
}

/** The frame around a region: its data-more-start / data-more-end say which side is shaded. */
const shaded = (region: Locator) =>
  region.evaluate((el) => ({ start: el.parentElement!.hasAttribute("data-more-start"), end: el.parentElement!.hasAttribute("data-more-end") }));

/** Presses → in the focused region until `el` is in view (each press scrolls it a step). */
async function arrowUntilInView(page: Page, region: Locator, el: Locator) {
  for (let i = 0; i < 60 && !(await inView(region, el)); i++) await page.keyboard.press("ArrowRight");
}

t("FCP, Payment Details: the hidden Status column is said, shaded and reached with the keyboard, Workshop staying in view", async () => {
  const { page, context } = await open(DEMO.FCP, "/listPayments");
  try {
    const region = page.getByRole("region", { name: "Payments" });
    const status = region.getByRole("columnheader", { name: "Status" });
    const workshop = region.getByRole("columnheader", { name: "Workshop" });
    await status.waitFor();
    assert.not.ok(await inView(region, status), "Status starts off to the side");
    await page.getByText(HINT).waitFor();
    assert.is(await region.getAttribute("aria-describedby"), await page.getByText(HINT).getAttribute("id"), "the region is described by the hint");
    assert.equal(await shaded(region), { start: false, end: true }, "the end is shaded, the start not yet");

    await region.focus();
    await arrowUntilInView(page, region, status);
    assert.ok(await inView(region, status), "→ brings Status into view");
    assert.ok(await inView(region, workshop), "the first column stays in view");
    await page.waitForFunction(() => document.querySelector(".page-scroll-frame")?.hasAttribute("data-more-start"));
    assert.is((await shaded(region)).start, true, "scrolled: the start is shaded");
  } finally {
    await context.close();
  }
});

t("AMMD, Payments: End Date off to the side is said; the reports' tables, which fit, say nothing", async () => {
  const { page, context } = await open(DEMO.AMMD, "/listPaymentsAMMD");
  try {
    const region = page.getByRole("region", { name: "Payments" });
    const end = region.getByRole("columnheader", { name: "End Date" });
    await end.waitFor();
    assert.not.ok(await inView(region, end), "End Date starts off to the side");
    await page.getByText(HINT).waitFor();
    assert.is((await shaded(region)).end, true);

    await page.goto(`${app.url}/reportsAMMD`);
    await page.getByRole("region", { name: "Workshops per stage, as a table" }).waitFor();
    await settled(page, 15_000);
    assert.is(await page.getByText(HINT).count(), 0, "no table of the reports is wider than the screen");
    assert.equal(await shaded(page.getByRole("region", { name: "Workshops per stage, as a table" })), { start: false, end: false });
  } finally {
    await context.close();
  }
});

t("at 1366 px a table that fits says nothing: a CMDI's FCPs", async () => {
  const { page, context } = await open(DEMO.CMDI, "/listMyFCP", DESKTOP);
  try {
    const region = page.getByRole("region", { name: "All FCPs" });
    await region.getByRole("columnheader", { name: "Phone" }).waitFor();
    assert.is(await page.getByText(HINT).count(), 0);
    assert.is(await region.getAttribute("aria-describedby"), null);
  } finally {
    await context.close();
  }
});

t("AMMD, Reports: no chart draws a label against its canvas's edge (a cut label)", async () => {
  const { page, context } = await open(DEMO.AMMD, "/reportsAMMD");
  try {
    const charts = page.locator("canvas[role=img]");
    await page.waitForFunction(() => document.querySelectorAll("canvas[role=img]").length === 3);
    // a drawn chart has pixels; one still empty is waited for
    await page.waitForFunction(() =>
      [...document.querySelectorAll("canvas")].every((c) => {
        const d = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
        return d.some((v, i) => i % 4 === 3 && v > 0);
      }),
    );
    const edges = await charts.evaluateAll((cs) =>
      cs.map((c) => {
        const canvas = c as HTMLCanvasElement;
        const d = canvas.getContext("2d")!.getImageData(0, 0, 2, canvas.height).data;
        let inked = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) inked++;
        return `${canvas.getAttribute("aria-label")}: ${inked}`;
      }),
    );
    assert.equal(
      edges.filter((e) => !e.endsWith(": 0")),
      [],
      "nothing drawn in a chart's first two columns of pixels",
    );
  } finally {
    await context.close();
  }
});

t.run();

// Today in Chromium at 360 px against the real server and its demo data (issue 47 item 1; decision
// 076): the demo FCP's home opens with her Today, an item of the demo data (a workshop whose day has
// passed without its report) says why it is there and links to the workshop; /today is the same list
// as a page. The demo AMMD's Today lists what awaits her approval, oldest first, with the days each
// waited; its link opens where she decides. axe finds nothing at any impact on the lists; nothing is
// wider than the phone.
import * as assert from "uvu/assert";
import type { Page, Route } from "playwright-core";
import { HOME_ITEMS } from "../../src/codecs/today.ts";
import { DEMO, PHONE, axe, browserSuite, signIn, todayIn } from "./harness.ts";

const { t, app } = browserSuite("Today (Chromium)");

async function signedIn(who: "FCP" | "AMMD") {
  const s = await app.page(PHONE);
  await signIn(s.page, app.url, DEMO[who]);
  await s.page.waitForURL(`**${DEMO[who].home}`);
  return s;
}
const today = (page: Page) => page.getByRole("list", { name: "Today" });
/** A held workshop's item, whatever its report still lacks (decision 099). */
const HELD =
  /Report and photos missing since|Photos missing since|Participants and articles used missing since|Report and photos in: submit for verification/;
/** Nothing wider than the phone (no sideways scroll). */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

t("the FCP: her home opens with Today; a passed workshop saying what its report lacks links to it; /today is the page", async () => {
  const { page, context, errors } = await signedIn("FCP");
  try {
    const item = today(page).getByRole("listitem").filter({ hasText: HELD }).first();
    await item.waitFor();
    await todayIn(page);
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "the home fits 360 px");
    const link = item.getByRole("link");
    const name = (await link.innerText()).trim();
    assert.ok(name.length > 0);
    // the same list as its own page
    await page.goto(`${app.url}/today`);
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    const onPage = today(page).getByRole("link", { name });
    await onPage.first().waitFor();
    await todayIn(page);
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "/today fits 360 px");
    await onPage.first().click();
    await page.waitForURL(/\/workshop\?id=\d+&source=fcp/);
    await page.getByRole("heading", { level: 1, name: "Workshop Details" }).waitFor();
    await page.getByText(name).first().waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

t("while a list is still on its way, the home keeps its first items' places, each an item's height: its shortcuts stay put", async () => {
  const s = await app.page(PHONE);
  const { page, context, errors } = s;
  try {
    const held: Route[] = [];
    await page.route("**/api/query", (route) => {
      if ((route.request().postDataJSON() as { op: string }).op === "leads.list") held.push(route);
      else return route.continue();
    });
    await signIn(page, app.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    // the other lists' items are in; the leads' list is held, so Today still loads
    await today(page).getByRole("listitem").filter({ hasText: HELD }).first().waitFor();
    await page.getByText("Loading today's list...").waitFor();
    await page.waitForFunction(() => document.querySelector(".today-placeholders") !== null);
    const heights = await page.evaluate(() => ({
      items: [...document.querySelectorAll(".today-list .today-item")].map((e) => e.getBoundingClientRect().height),
      places: [...document.querySelectorAll(".today-placeholder")].map((e) => e.getBoundingClientRect().height),
    }));
    assert.is(heights.items.length + heights.places.length, HOME_ITEMS, "the items in and the places kept make a home's items");
    const oneLine = Math.min(...heights.items);
    for (const h of heights.places) assert.ok(Math.abs(h - oneLine) <= 1, `a place (${h} px) is an item's height (${oneLine} px)`);
    const shortcuts = page.getByRole("navigation", { name: "Shortcuts" });
    const before = (await shortcuts.boundingBox())!.y;
    for (const r of held) await r.continue();
    await page.unroute("**/api/query");
    await todayIn(page);
    assert.is(await page.locator(".today-placeholders").count(), 0, "no places once every list is in");
    const items = await today(page).getByRole("listitem").count();
    // with as many items as a home shows, what follows Today did not move (fewer: it moved up once)
    if (items >= HOME_ITEMS) assert.ok(Math.abs((await shortcuts.boundingBox())!.y - before) <= 1);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

t("the AMMD: what awaits her approval, oldest first, with the days each waited; a link opens where she decides", async () => {
  const { page, context, errors } = await signedIn("AMMD");
  try {
    const items = today(page).getByRole("listitem");
    await items.first().waitFor();
    await todayIn(page); // every list in: the order and the link below stay put
    const reasons = await items.locator(".today-reason").allInnerTexts();
    assert.ok(reasons.length > 0 && reasons.every((r) => /awaiting your approval; waited (since today|\d+ days?)$/.test(r)), reasons.join("\n"));
    const waited = reasons.map((r) => (/since today$/.test(r) ? 0 : Number(/(\d+) days?$/.exec(r)![1])));
    assert.equal(
      waited,
      [...waited].sort((a, b) => b - a),
      "oldest first",
    );
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "the home fits 360 px");
    const training = items.filter({ hasText: "Training awaiting your approval" }).first();
    await training.getByRole("link").click();
    await page.waitForURL("**/listTTCApprovalAMMD");
    await page.getByRole("heading", { level: 1, name: "Trainings for approval" }).waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

t.run();

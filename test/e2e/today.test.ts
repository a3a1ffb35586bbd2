// Today in Chromium at 360 px against the real server and its demo data (issue 47 item 1; decision
// 076): the demo FCP's home opens with her Today, an item of the demo data (a workshop whose day has
// passed without its report) says why it is there and links to the workshop; /today is the same list
// as a page. The demo AMMD's Today lists what awaits her approval, oldest first, with the days each
// waited; its link opens where she decides. axe finds nothing at any impact on the lists; nothing is
// wider than the phone.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, todayIn } from "./harness.ts";

const { t, app } = browserSuite("Today (Chromium)");

async function signedIn(who: "FCP" | "AMMD") {
  const s = await app.page(PHONE);
  await signIn(s.page, app.url, DEMO[who]);
  await s.page.waitForURL(`**${DEMO[who].home}`);
  return s;
}
const today = (page: Page) => page.getByRole("list", { name: "Today" });
/** Nothing wider than the phone (no sideways scroll). */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

t("the FCP: her home opens with Today; a passed workshop without its report links to it; /today is the page", async () => {
  const { page, context, errors } = await signedIn("FCP");
  try {
    const item = today(page).getByRole("listitem").filter({ hasText: "Report and photos missing since" }).first();
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

// The CMDI's trainings and the content library in Chromium against the real server: the trainings'
// tabs and groups with their counts and a training opened read-only; the content list with two
// filters combined, kept through the details and back and a reload, 'Remove Filter', the empty
// result's way out and the phone's search; a category page; the details by deep link, the sample
// and an unknown id; an FCP rates (inserted), rates again (updated), reloads and sees the rating;
// a double tap sends one write; another role sees the average only.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { byName, filterContent, type ContentFilters, type ContentItem } from "../../src/codecs/content.ts";
import { tabTitle, trainingTabs, type Training } from "../../src/codecs/training.ts";
import { DEMO, DESKTOP, PHONE, axe, signIn, browserSuite, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("trainings and content (Chromium)");

async function as(who: DemoAccount, viewport = DESKTOP) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, who);
  await s.page.waitForURL(`**${who.home}`);
  return s;
}

const cards = (page: Page) => page.locator('ul[aria-label="Content"] > li');
/** The library as its screens show it: by name (content.list is latest first for its device window, decision 092). */
const library = async (page: Page) => byName((await apiQuery(page, "content.list", {})) as ContentItem[]);
/** Waits until the list says it shows `n` items (and has caught up with the last choice). */
const shows = (page: Page, n: number) =>
  page
    .getByRole("status")
    .getByText(`${n} ${n === 1 ? "item" : "items"}`, { exact: true })
    .waitFor();
const names = async (page: Page) => (await cards(page).locator(".content-list-name").allInnerTexts()).map((s) => s.trim());
const firstNames = (items: readonly ContentItem[]) => items.slice(0, 24).map((c) => c.name ?? "Untitled");

t("CMDI: trainings by status in tabs with counts, groups TTC, ETTC, Kalamilan; a row opens it read-only; back keeps the tab", async () => {
  const { page, context, errors } = await as(DEMO.CMDI);
  await page.getByRole("link", { name: "Trainings" }).click();
  await page.waitForURL("**/listTraining");
  const tabs = trainingTabs((await apiQuery(page, "trainings.list", {})) as Training[]);
  assert.equal(
    tabs.map((x) => x.label),
    ["Pending", "Approved", "Rejected"],
  );
  for (const tab of tabs) await page.getByRole("tab", { name: tabTitle(tab) }).waitFor();
  const panel = page.getByRole("tabpanel");
  for (const g of tabs[0].groups) await panel.locator("summary").getByText(`${g.type} (${g.rows.length})`, { exact: true }).waitFor();
  assert.equal(await axe(page), []);
  const ttc = panel.getByRole("list", { name: "TTC trainings", exact: true });
  await ttc.waitFor();
  await panel.locator("summary").getByText(`TTC (${tabs[0].groups[0].rows.length})`, { exact: true }).click();
  await ttc.waitFor({ state: "hidden" });
  await page.getByRole("tab", { name: tabTitle(tabs[1]) }).click();
  await page.waitForURL("**/listTraining?tab=approved");
  const training = tabs[1].groups[1].rows[0]!; // an approved ETTC
  await panel.locator(`a[href^="/training?id=${training.id}&"]`).click();
  await page.waitForURL((u) => u.pathname === "/training" && ["id", "sfid", "publish__c", "heroku_id__c"].every((k) => u.searchParams.has(k)));
  await page.getByRole("heading", { name: training.name! }).waitFor();
  const facts = page.getByRole("definition");
  assert.ok((await facts.allInnerTexts()).includes(training.city__c!));
  await page.getByText("Approved", { exact: true }).waitFor();
  assert.is(await page.locator("main").locator("input, textarea, select, button").count(), 0, "read-only: nothing to change");
  await page.getByRole("link", { name: "Back to trainings" }).click();
  await page.waitForURL("**/listTraining?tab=approved");
  await page.getByRole("tab", { name: tabTitle(tabs[1]), selected: true }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

t(
  "content: two filters combined (either hero product); they survive the details and back, and a reload; Remove Filter; no match offers the way out",
  async () => {
    const { page, context, errors } = await as(DEMO.FCP);
    await page.getByRole("link", { name: "Fevicryl Content Categorization" }).click();
    await page.waitForURL("**/fevicryl-Content");
    const all = await library(page);
    await shows(page, all.length);
    // a second hero product and a year of one item: both filters narrow the list
    const pick = all.find((c) => c.hero_product_2__c && c.hero_product_2__c !== "NA" && c.year__c && c.year__c !== "NA")!;
    const filters: ContentFilters = { product: pick.hero_product_2__c!, year: pick.year__c! };
    const expected = filterContent(all, filters, "");
    const byProduct = filterContent(all, { product: filters.product }, "");
    assert.ok(expected.length >= 1 && expected.length < byProduct.length && byProduct.length < all.length);
    assert.ok(byProduct.some((c) => c.hero_product_1__c === filters.product) && byProduct.some((c) => c.hero_product_2__c === filters.product));
    await page.getByLabel("Product").selectOption(filters.product!);
    await shows(page, byProduct.length);
    await page.getByLabel("Year").selectOption(filters.year!);
    await shows(page, expected.length);
    assert.equal(await names(page), firstNames(expected));
    await page.waitForURL((u) => u.searchParams.get("product") === filters.product && u.searchParams.get("year") === filters.year);
    assert.equal(await axe(page), []);

    await cards(page)
      .first()
      .getByRole("link", { name: `Open ${expected[0]!.name}` })
      .click();
    await page.waitForURL(`**/fevicryl-Details?id=${expected[0]!.id}`);
    await page.getByRole("heading", { name: expected[0]!.name! }).waitFor();
    await page.goBack();
    await shows(page, expected.length);
    assert.equal([await page.getByLabel("Product").inputValue(), await page.getByLabel("Year").inputValue()], [filters.product, filters.year]);
    await cards(page).first().getByRole("link").click();
    await page.getByRole("link", { name: "Back to the content list" }).click(); // the in-app way back
    await page.waitForURL((u) => u.pathname === "/fevicryl-Content" && u.searchParams.get("year") === filters.year);
    await shows(page, expected.length);
    await page.reload();
    await shows(page, expected.length);
    assert.equal([await page.getByLabel("Product").inputValue(), await page.getByLabel("Year").inputValue()], [filters.product, filters.year]);

    await page.getByLabel("Year").selectOption({ label: "Remove Filter" });
    await shows(page, byProduct.length);
    await page.waitForURL((u) => u.searchParams.get("product") === filters.product && !u.searchParams.has("year"));
    assert.is(await page.getByLabel("Year").inputValue(), "");

    await page.goto(`${app.url}/fevicryl-Content?year=1900&q=nothing`);
    await page.getByText("No content matches these filters.").waitFor();
    await page.getByRole("button", { name: "Remove all filters" }).click();
    await shows(page, all.length);
    await page.waitForURL((u) => u.pathname === "/fevicryl-Content" && u.search === "");
    assert.equal(errors, []);
    await context.close();
  },
);

t("content on a phone: a search box (case-insensitive part of the name) and the filters behind a dropdown", async () => {
  const { page, context, errors } = await as(DEMO.FCP, PHONE);
  await page.goto(`${app.url}/fevicryl-Content`);
  const all = await library(page);
  await shows(page, all.length);
  assert.not.ok(await page.getByLabel("Product").isVisible(), "the filters wait behind their button");
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Product").waitFor();
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Product").waitFor({ state: "hidden" });
  const expected = filterContent(all, {}, "DIYA");
  assert.ok(expected.length >= 2 && expected.length < all.length);
  await page.getByLabel("Search by name").fill("DIYA");
  await shows(page, expected.length);
  for (const name of await names(page)) assert.match(name.toLowerCase(), /diya/);
  await page.waitForURL((u) => u.searchParams.get("q") === "DIYA");
  assert.equal(errors, []);
  await context.close();
});

t("a category page shows its part of the library through the same list; /content leads to every category", async () => {
  const { page, context, errors } = await as(DEMO.CMDI);
  await page.getByRole("link", { name: "Training content" }).click();
  await page.waitForURL("**/content");
  const all = await library(page);
  await shows(page, all.length);
  const acrylic = filterContent(all, { product: "Fevicryl Acrylic Colours" }, "");
  await page.getByRole("link", { name: `Acrylic Colours (${acrylic.length})` }).click();
  await page.waitForURL("**/acrylic-colours");
  await shows(page, acrylic.length);
  assert.is(await page.getByLabel("Product").inputValue(), "Fevicryl Acrylic Colours");
  assert.ok(await page.getByLabel("Product").isDisabled(), "the page's own filter is fixed");
  assert.equal(await names(page), firstNames(acrylic));
  assert.equal(errors, []);
  await context.close();
});

t("details: a deep link without navigation state; an unknown id says 'not found' and offers the list; no item shows the sample", async () => {
  const { page, context, errors } = await as(DEMO.FCP, PHONE);
  const item = (await library(page)).find((c) => c.year__c && c.year__c !== "NA" && c.thumbnail_link__c && c.in_house_products_used__c)!;
  await page.goto(`${app.url}/fevicryl-Details?id=${item.id}`);
  await page.getByRole("heading", { name: item.name! }).waitFor();
  await page.getByRole("img", { name: item.name! }).waitFor();
  const doc = page.getByRole("link", { name: "Click here for detailed document" });
  assert.equal([await doc.getAttribute("href"), await doc.getAttribute("target")], [item.thumbnail_link__c, "_blank"]);
  await page.getByRole("list", { name: "Attributes" }).getByText(`Year: ${item.year__c}`).waitFor();
  await page.getByText(item.in_house_products_used__c!).waitFor();
  assert.equal(await axe(page), []);
  await page.goto(`${app.url}/fevicryl-Details?id=999999`);
  await page.getByText("This content item was not found", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Back to the content list" }).last().click();
  await page.waitForURL("**/fevicryl-Content");
  await page.goto(`${app.url}/fevicryl-Details`);
  await page.getByText("Sample content", { exact: true }).waitFor();
  await page.getByText("Sample content cannot be rated.").waitFor();
  assert.equal(errors, []);
  await context.close();
});

t("rating: an FCP's first rating inserts, the next updates; a reload shows it; a double tap sends one write", async () => {
  const { page, context, errors } = await as(DEMO.FCP);
  const item = (await library(page)).find((c) => c.my_rating === null)!;
  await page.goto(`${app.url}/fevicryl-Details?id=${item.id}`);
  await page.getByRole("heading", { name: item.name! }).waitFor();
  await page.getByRole("button", { name: "Rate 4 stars" }).click();
  await page.getByText("Feedback is Submitted Successfully").waitFor();
  await page.getByText("Your rating: 4 out of 5").waitFor();
  await page.getByRole("button", { name: "Rate 5 stars" }).click();
  await page.getByText("Feedback is Updated Successfully").waitFor();
  await page.reload();
  await page.getByText("Your rating: 5 out of 5").waitFor();
  assert.is(await page.getByRole("button", { name: "Rate 5 stars" }).getAttribute("aria-pressed"), "true");
  const after = (await library(page)).find((c) => c.id === item.id)!;
  assert.equal([after.my_rating, after.rating_count], [5, item.rating_count + 1], "one review, updated");
  await page.getByText(`(${item.rating_count + 1} ${item.rating_count + 1 === 1 ? "rating" : "ratings"})`, { exact: false }).waitFor();

  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/query") && r.postData()?.includes('"reviews.rate"')) sent.push(r.postData()!);
  });
  await page.getByRole("button", { name: "Rate 3 stars" }).dblclick();
  await page.getByText("Feedback is Updated Successfully").waitFor();
  await page.getByText("Your rating: 3 out of 5").waitFor();
  assert.is(sent.length, 1, "a double tap is one write");
  const final = (await library(page)).find((c) => c.id === item.id)!;
  assert.equal([final.my_rating, final.rating_count], [3, item.rating_count + 1]);

  // the flows are in the event log and replay as they ran (QA's page)
  await page.goto(`${app.url}/qa/log`);
  await page.getByRole("button", { name: "Replay this log" }).click();
  const report = page.locator('section[aria-labelledby="qa-result"]').first();
  await report.getByText(/events replayed into \d+ machines/).waitFor();
  assert.match(await report.innerText(), /0 divergences, 0 unknown events, 0 unreadable records/);
  const states = await page.getByRole("table", { name: "Machine states after the replay" }).innerText();
  assert.match(states, /rating:\d+/);
  assert.not.match(states, /differs from live/, states);
  assert.equal(errors, []);
  await context.close();
});

t("another role sees the item's average and count, and no stars to tap", async () => {
  const { page, context, errors } = await as(DEMO.AMMD);
  const item = (await library(page)).find((c) => c.rating_count > 1)!;
  await page.goto(`${app.url}/fevicryl-Details?id=${item.id}`);
  await page.getByRole("heading", { name: item.name! }).waitFor();
  await page.getByText(`(${item.rating_count} ratings)`, { exact: false }).waitFor();
  await page.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ }).waitFor();
  assert.is(await page.getByRole("button", { name: /^Rate \d/ }).count(), 0);
  assert.equal(errors, []);
  await context.close();
});

t.run();

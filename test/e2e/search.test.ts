// Search across records (issue 47 item 4; decision 082), in Chromium on the real server: a CMDI's
// header search for an outlet's name finds no page, so it opens /search with the outlet under
// Outlets, linked to its page; offline, the same search finds it on the device and says so; a word
// nothing has says so; the page passes axe and fits 360 px. Online, the server is searched too: a
// person the super admin's device has not loaded is found there, marked as the server's.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, storedEvent, homeShortcut } from "./harness.ts";
import { apiQuery, rows } from "./outletSteps.ts";

const { t, app } = browserSuite("search (Chromium)");

/** The demo FCP, as the super admin finds her. */
const ASHA = "Asha Verma";

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

t("a CMDI finds an outlet by its name from the header, online and offline; a miss is said", async () => {
  const { context, page, errors } = await app.page();
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  await storedEvent(page, "outlets.fetched", {});
  const outlets = await apiQuery(page, "outlets.list", {});
  const target = outlets.find((o) => typeof o.outletname__c === "string" && o.outletname__c.trim().length > 3)!;
  assert.ok(target, "an outlet with a name");
  const name = target.outletname__c as string;

  const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await box.fill(name);
  await box.press("Enter");
  await page.waitForURL("**/search?q=*");
  await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
  const group = page.getByRole("region", { name: "Outlets" });
  await group.getByRole("link", { name }).first().waitFor();
  assert.equal(await axe(page), [], "the results pass axe");

  // offline: the same search, from the page's own box, still finds it on the device, and says so
  await context.setOffline(true);
  const own = page.getByRole("searchbox", { name: "Search records" });
  await own.fill(name.toUpperCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(`**/search?q=${encodeURIComponent(name.toUpperCase()).replace(/%20/g, "+")}`);
  await page.getByText("Offline: these are the records saved on this device.").waitFor();
  await group.getByRole("link", { name }).first().click();
  await page.waitForURL(`**/addEditOutlet?outletid=${target.id}`);
  await context.setOffline(false);

  // a word nothing has: said, with what was searched (online: the server was searched too)
  await page.goto(`${app.url}/search?q=zebraquagga`);
  await page.getByText('Nothing matches "zebraquagga"').waitFor();
  await page.getByText("No page's title has these words, and no record you may see matches.").waitFor();
  assert.equal(errors, []);
  await context.close();
});

t("online, the server finds what the device does not hold: the super admin finds a person before opening Manage People", async () => {
  const { page, context, errors } = await app.page();
  await signIn(page, app.url, DEMO.SUPER);
  await page.waitForURL("**/super");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await box.fill(ASHA);
  await box.press("Enter");
  await page.waitForURL("**/search?q=*");
  await storedEvent(page, "recordSearch.fetched", {});
  const people = page.getByRole("region", { name: "People" });
  const hit = people.getByRole("listitem").filter({ has: page.getByRole("link", { name: ASHA }) });
  await hit.getByText("From the server").waitFor();
  await hit.getByRole("link", { name: ASHA }).click();
  await page.waitForURL("**/managePeople");
  assert.equal(errors, []);
  await context.close();
});

t("at 360 px: the search page fits and passes axe with its hits", async () => {
  const { context, page } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await page.goto(`${app.url}/listOutlet`);
  await rows(page).first().waitFor();
  await storedEvent(page, "outlets.fetched", {});
  await page.goto(`${app.url}/search?q=paint`);
  await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /match|Nothing/ })
    .first()
    .waitFor();
  assert.ok(await fits(page), "fits 360 px");
  assert.equal(await axe(page), [], "passes axe");
  await context.close();
});

t.run();

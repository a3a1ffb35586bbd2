// A list over its saved rows when the server cannot be had (issue 49 item 3), in Chromium: offline,
// one calm note of what is shown and from when beside the header's Offline tag, no orange alert;
// a network that neither answers nor fails, after a few seconds a note that the server is slow and
// the saved rows are shown, gone when the answer comes.
import * as assert from "uvu/assert";
import type { Route } from "playwright-core";
import { DEMO, DESKTOP, browserSuite, signIn, homeShortcut } from "./harness.ts";
import { rows } from "./outletSteps.ts";

const { t, app } = browserSuite("a list's saved rows when the server cannot be had (Chromium)");

async function asCmdiOnOutlets() {
  const context = await app.browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  await page.getByRole("progressbar", { name: "Refreshing" }).waitFor({ state: "detached" });
  return { context, page, errors };
}

const SAVED_AT = /^Offline: showing the list saved on \d\d-\d\d-\d\d, \d{1,2}:\d\d [ap]m\. Try again$/;

t("offline on a list: one calm note with the time it was saved, no alert, and the rows", async () => {
  const { context, page, errors } = await asCmdiOnOutlets();
  const shown = await rows(page).count();
  await page.getByRole("link", { name: "Back" }).first().click();
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  await context.setOffline(true);
  await homeShortcut(page, "Outlets", "/listOutlet");
  const note = page.getByRole("status").filter({ hasText: "Offline: showing the list saved" });
  await note.waitFor();
  assert.match((await note.innerText()).replace(/\s+/g, " ").trim(), SAVED_AT);
  assert.is(await page.getByRole("alert").filter({ hasText: "server" }).count(), 0, "no orange alert over the saved rows");
  assert.is(await rows(page).count(), shown, "the saved rows are all there");
  await page.getByText("Offline", { exact: true }).waitFor();
  // back online, the list is fetched again by itself: the note goes, and no alert comes
  await context.setOffline(false);
  await note.waitFor({ state: "detached" });
  await page.getByText("Offline", { exact: true }).waitFor({ state: "detached" });
  await page.getByRole("progressbar", { name: "Refreshing" }).waitFor({ state: "detached" });
  assert.is(await page.getByRole("alert").filter({ hasText: "server" }).count(), 0, "no alert once the connection is back");
  assert.equal(errors, []);
  await context.close();
});

t("a network that hangs: after a few seconds the list says the server is slow and shows the saved rows; the answer clears it", async () => {
  const { context, page, errors } = await asCmdiOnOutlets();
  await page.getByRole("link", { name: "Back" }).first().click();
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  const held: Route[] = [];
  await page.route("**/api/query", (route) => {
    if ((route.request().postDataJSON() as { op: string }).op === "outlets.list") held.push(route);
    else return route.continue();
  });
  await homeShortcut(page, "Outlets", "/listOutlet");
  await rows(page).first().waitFor();
  const slow = page.getByRole("status").filter({ hasText: "The server is slow to answer" });
  await slow.waitFor();
  assert.match(await slow.innerText(), /^The server is slow to answer: showing the list saved on \d\d-\d\d-\d\d, \d{1,2}:\d\d [ap]m\.$/);
  assert.ok(held.length >= 1, "the list's request is held");
  for (const r of held) await r.continue();
  await page.unroute("**/api/query");
  await slow.waitFor({ state: "detached" });
  assert.equal(errors, []);
  await context.close();
});

t.run();

// The event-sourced store in Chromium: an offline write reaches the server exactly once after the
// network returns, even when the answer to its first send is lost; two tabs writing at once keep
// one log (one writer, contiguous sequence, every event once, no password or token); the QA page
// replays it, from this tab and from the downloaded file.
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DEMO, signIn, browserSuite } from "./harness.ts";
import { apiQuery, field, fillOutlet, rows } from "./outletSteps.ts";

const { t, app } = browserSuite("event store (Chromium)");

/** Adds an outlet from the list, inside the app (so it works offline). */
async function addOutlet(page: Page, name: string) {
  await page.getByRole("button", { name: "Add outlet" }).click();
  await page.waitForURL("**/addEditOutlet");
  await field(page, "Outlet Name").fill(name);
  await fillOutlet(page);
  await page.getByRole("button", { name: "Save" }).click();
}

const named = async (page: Page, name: string) => (await apiQuery(page, "outlets.search", { q: name })).filter((o) => o.outletname__c === name);

t("an offline write reaches the server exactly once after the network returns, though the first answer is lost", async () => {
  const { context, page, errors } = await app.page();
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  await page.goto(`${app.url}/listOutlet`);
  await rows(page).first().waitFor();
  // The form's code is on the page before the network goes: the app preloads it 500 ms after the
  // shell is up, but a busy machine may not have got there yet, so open it once online and go back.
  await page.getByRole("button", { name: "Add outlet" }).click();
  await field(page, "Outlet Name").waitFor();
  await page.goBack();
  await rows(page).first().waitFor();
  await context.setOffline(true);
  await addOutlet(page, "Offline Paint Depot");
  await page.getByText("Saved on this device", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Back to outlets" }).click();
  const row = rows(page).filter({ hasText: "Offline Paint Depot" });
  await row.getByText("Waiting to be sent").waitFor();

  // The first send reaches the server, but its answer never comes back to the page.
  let writes = 0;
  await page.route("**/api/query", async (route) => {
    const body = route.request().postDataJSON() as { op: string };
    if (body.op !== "outlets.insert") return route.continue();
    writes++;
    if (writes === 1) {
      await route.fetch();
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  await context.setOffline(false);
  await row.getByText("Waiting to be sent").waitFor({ state: "detached", timeout: 20_000 });
  assert.ok(writes >= 2, `the write was sent again after the lost answer (sent ${writes} times)`);
  await page.unroute("**/api/query");
  assert.is((await named(page, "Offline Paint Depot")).length, 1, "one row on the server");
  await page.reload();
  await rows(page).filter({ hasText: "Offline Paint Depot" }).first().waitFor();
  assert.is(await rows(page).filter({ hasText: "Offline Paint Depot" }).count(), 1, "one row in the list");
  assert.equal(errors, []);
  await context.close();
});

t("two tabs writing at once keep one log: one writer, every event once, in one sequence", async () => {
  const { context, page: a, errors } = await app.page();
  await signIn(a, app.url, DEMO.CMDI);
  await a.waitForURL("**/homeCMDI");
  await a.goto(`${app.url}/listOutlet`);
  const b = await context.newPage();
  await b.goto(`${app.url}/listOutlet`);
  await rows(a).first().waitFor();
  await rows(b).first().waitFor();
  await b.waitForLoadState("networkidle");
  // both tabs write and toggle at the same time
  await Promise.all([addOutlet(a, "Tab A Colours"), addOutlet(b, "Tab B Colours")]);
  await Promise.all([a.getByText("Outlet Added Successfully!!").waitFor(), b.getByText("Outlet Added Successfully!!").waitFor()]);
  await Promise.all([a.getByRole("button", { name: "Switch to dark theme" }).click(), b.getByRole("button", { name: "Notifications" }).click()]);
  const [tabA] = await named(a, "Tab A Colours");
  const [tabB] = await named(b, "Tab B Colours");
  assert.ok(tabA && tabB, "each tab's outlet once on the server");
  assert.is((await named(a, "Tab A Colours")).length, 1);
  assert.is((await named(b, "Tab B Colours")).length, 1);

  await a.goto(`${app.url}/qa/log`);
  const [download] = await Promise.all([a.waitForEvent("download"), a.getByRole("button", { name: "Download log" }).click()]);
  const text = readFileSync((await download.path())!, "utf8");
  const token = await a.evaluate(() => localStorage.getItem("token"));
  assert.ok(token && token.length > 10);
  assert.not.ok(text.includes(token!), "the session token is not in the log");
  assert.not.ok(text.includes("demo1234"), "the typed password is not in the log");
  const file = JSON.parse(text) as { events: Array<{ id: string; seq: number; type: string; actor: { sessionId: string } }> };
  const seqs = file.events.map((e) => e.seq);
  assert.equal(
    seqs,
    Array.from({ length: seqs.length }, (_, i) => i + 1),
    "contiguous, no gaps, no duplicates",
  );
  assert.is(new Set(file.events.map((e) => e.id)).size, file.events.length, "every event once");
  const sessions = new Set(file.events.map((e) => e.actor.sessionId));
  assert.ok(sessions.size >= 3, "events of both tabs (and the reload) are in the one log");
  assert.is(file.events.filter((e) => e.type === "write.acknowledged").length, 2, "both writes acknowledged once");

  await a.getByRole("button", { name: "Replay this log" }).click();
  const report = a.locator('section[aria-labelledby="qa-result"]').first();
  await report.getByText(/events replayed into \d+ machines/).waitFor();
  const summary = await report.innerText();
  assert.match(summary, /0 divergences, 0 unknown events, 0 unreadable records/, summary);
  const table = await a.getByRole("table", { name: "Machine states after the replay" }).innerText();
  assert.not.match(table, /differs from live/, table);
  // a downloaded file replays the same way, and ends on the screen it was recorded on
  const saved = join(mkdtempSync(join(tmpdir(), "qa-log-")), download.suggestedFilename());
  await download.saveAs(saved);
  await a.locator("#qa-log-file").first().setInputFiles(saved);
  await a.getByRole("heading", { name: /^Replay of field-ops-log/ }).waitFor();
  const heading = a.getByRole("heading", { name: /^Replayed screen: \/addEditOutlet\?outletid=\d+$/ });
  await heading.waitFor();
  // the last form either tab showed (both were open at once): the outlet it names, as it was left
  const shownId = Number(/outletid=(\d+)/.exec(await heading.innerText())![1]);
  const expected = shownId === tabA!.id ? "Tab A Colours" : shownId === tabB!.id ? "Tab B Colours" : `outlet ${shownId} is neither tab's`;
  const screen = a.getByTestId("replayed-screen");
  await screen.getByText("Hi, Ravi").first().waitFor();
  assert.is(await screen.getByLabel(/^Outlet Name/).inputValue(), expected, "the form as it was when the person left it");
  assert.equal(errors, []);
  await context.close();
});

t.run();

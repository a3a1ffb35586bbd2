// Drafts (issue 30, decision 038) in Chromium: a half-typed plan (with an article line) survives a
// reload and comes back with "Draft restored"; Discard empties the form and the draft (a reload
// stays empty); leaving a changed form by its Back link or the browser's Back asks first, Stay
// keeps the form, Leave goes.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, browserSuite, signIn, storedEvent } from "./harness.ts";

const { t, app } = browserSuite("drafts (Chromium)");

async function openPlan(page: Page) {
  await page.goto(`${app.url}/homeFCP`);
  await page.getByRole("link", { name: "Plan a Workshop" }).click();
  await page.waitForURL("**/planningWorkshop");
  await page.getByLabel("Planned participants").waitFor();
}

async function halfTypePlan(page: Page) {
  await page.getByLabel("Planned participants").fill("17");
  await page.getByRole("button", { name: "Add article" }).click();
  await page.getByLabel(/^Article 1 /).selectOption({ index: 1 });
  await page.getByLabel("Quantity of article 1").fill("3");
}

t(
  "a reload keeps a half-typed plan with its article line and says 'Draft restored'; Discard empties it for good; a reload within the typing pause keeps it too",
  async () => {
    const { page, errors } = await app.page();
    await signIn(page, app.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    await openPlan(page);
    await halfTypePlan(page);
    const article = await page.getByLabel(/^Article 1 /).inputValue();
    // the draft is recorded after a pause in typing (DRAFT_PAUSE_MS): wait until the log has stored it
    await storedEvent(page, "drafts.saved", { has: ["plan:new", '"17"'] });
    await page.reload();
    await page.getByText("Draft restored", { exact: false }).first().waitFor();
    assert.is(await page.getByLabel("Planned participants").inputValue(), "17");
    assert.is(await page.getByLabel(/^Article 1 /).inputValue(), article);
    assert.is(await page.getByLabel("Quantity of article 1").inputValue(), "3");

    await page.getByRole("button", { name: "Discard" }).click();
    await page.getByText("Draft restored", { exact: false }).waitFor({ state: "detached" });
    assert.is(await page.getByLabel("Planned participants").inputValue(), "");
    assert.is(await page.getByLabel(/^Article 1 /).count(), 0);
    await storedEvent(page, "drafts.saved", { hasNot: ["plan:new"] });
    await page.reload();
    await page.getByLabel("Planned participants").waitFor();
    assert.is(await page.getByLabel("Planned participants").inputValue(), "");
    assert.is(await page.getByText("Draft restored", { exact: false }).count(), 0);

    // a reload at once, within the pause: what `pagehide` kept synchronously comes back
    await page.getByLabel("Planned participants").fill("25");
    await page.reload();
    await page.getByText("Draft restored", { exact: false }).first().waitFor();
    assert.is(await page.getByLabel("Planned participants").inputValue(), "25");
    assert.equal(errors, []);
  },
);

t("leaving a changed form asks first: its Back link and the browser's Back; Stay keeps it, Leave goes", async () => {
  const { page, errors } = await app.page();
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL(`**${DEMO.FCP.home}`);
  await openPlan(page);
  await page.getByLabel("Planned participants").fill("9");
  const question = page.getByText("Leave this page? What you typed is kept as a draft on this device.");

  // the page's Back link
  await page.getByRole("link", { name: "Back to workshops" }).first().click();
  await question.waitFor();
  await page.getByRole("button", { name: "Stay" }).click();
  await question.waitFor({ state: "detached" });
  assert.ok(page.url().endsWith("/planningWorkshop"));
  assert.is(await page.getByLabel("Planned participants").inputValue(), "9");

  // the browser's Back
  await page.goBack();
  await question.waitFor();
  assert.ok(page.url().endsWith("/planningWorkshop"), "the address stays while asking");
  await page.getByRole("button", { name: "Stay" }).click();
  await question.waitFor({ state: "detached" });
  assert.is(await page.getByLabel("Planned participants").inputValue(), "9");
  await page.goBack();
  await question.waitFor();
  await page.getByRole("button", { name: "Leave" }).click();
  await page.waitForURL("**/homeFCP");

  // what was typed is there as a draft when the plan is opened again
  await page.getByRole("link", { name: "Plan a Workshop" }).click();
  await page.getByText("Draft restored", { exact: false }).first().waitFor();
  assert.is(await page.getByLabel("Planned participants").inputValue(), "9");
  assert.equal(errors, []);
});

t.run();

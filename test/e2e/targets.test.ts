// Targets in Chromium against the real server and its demo data (issue 47 item 2; decision 084): the
// demo CMDI, at 360 px, opens Targets from his menu, sets Asha's target for this month (named as a
// person reads it, "Nov 2026"; a wrong count is said at its field and what was typed stays), and it
// is saved; Asha, the FCP, then sees her progress against it; the AMMD sees her CMDIs rolled up with
// the chart's table. Axe finds nothing at any impact on each page; nothing is wider than the phone.
import * as assert from "uvu/assert";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { formatsOf } from "../../src/codecs/formats.ts";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";

const { t, app } = browserSuite("Targets (Chromium)");
/** The demo FCP as her CMDI sees her (server/db/demo.ts). */
const ASHA = "Asha Verma";

/** Nothing wider than the phone (no sideways scroll). */
const fits = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openTargets(page: import("playwright-core").Page, drawer = false) {
  // the FCP's menu is a drawer on a phone; the managers' menu is in the header
  if (drawer) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Targets" }).click();
  await page.waitForURL("**/targets");
  await page.getByRole("heading", { level: 1, name: "Targets" }).waitFor();
}

t("the CMDI sets Asha's target; Asha sees her progress against it; the AMMD sees her CMDIs rolled up", async () => {
  const cmdi = await app.page(PHONE);
  try {
    const { page } = cmdi;
    await signIn(page, app.url, DEMO.CMDI);
    await page.waitForURL(`**${DEMO.CMDI.home}`);
    await openTargets(page);
    const line = page.getByRole("list", { name: "Progress per FCP" }).getByRole("listitem").filter({ hasText: ASHA });
    await line.first().waitFor();
    // the form's month as a person reads it ("Nov 2026"), not as it is stored ("2026-11")
    const month = programmeDate(new Date()).slice(0, 7);
    const heading = page.getByRole("heading", { name: `Set a target for ${formatsOf("en").month(month)}` });
    await heading.waitFor();
    assert.not.match((await heading.textContent())!, month);
    const select = page.getByLabel(/^FCP/);
    const label = (await select.locator("option", { hasText: ASHA }).first().textContent())!;
    await select.selectOption({ label });
    const workshops = page.getByLabel(/^Workshops to hold/);
    await workshops.fill("x9");
    await page.getByLabel(/^Participants to reach/).fill("60");
    await page.getByRole("button", { name: "Save target" }).click();
    await page.getByText("The workshops target must be a whole number from 0 to 100.").first().waitFor();
    assert.is(await workshops.inputValue(), "x9", "what was typed stays");
    assert.is(await workshops.getAttribute("aria-invalid"), "true");
    assert.equal(await axe(page), [], "the form with its message passes axe");
    await workshops.fill("3");
    await page.getByRole("button", { name: "Save target" }).click();
    await page.getByRole("status").filter({ hasText: "Target saved." }).waitFor();
    await line
      .filter({ hasText: /Workshops held: \d+ of 3/ })
      .first()
      .waitFor();
    await line
      .filter({ hasText: /Participants: \d+ of 60/ })
      .first()
      .waitFor();
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "Targets fits 360 px for the CMDI");
    assert.equal(cmdi.errors, []);
  } finally {
    await cmdi.context.close();
  }

  const fcp = await app.page(PHONE);
  try {
    const { page } = fcp;
    await signIn(page, app.url, DEMO.FCP);
    await page.waitForURL(`**${DEMO.FCP.home}`);
    await openTargets(page, true);
    const mine = page.getByRole("list", { name: "My progress" });
    await mine.getByText(/Workshops held: \d+ of 3/).waitFor();
    await mine.getByText(/Participants: \d+ of 60/).waitFor();
    assert.is(await page.getByRole("button", { name: "Save target" }).count(), 0, "an FCP sets no target");
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "Targets fits 360 px for the FCP");
    assert.equal(fcp.errors, []);
  } finally {
    await fcp.context.close();
  }

  const ammd = await app.page(PHONE);
  try {
    const { page } = ammd;
    await signIn(page, app.url, DEMO.AMMD);
    await page.waitForURL(`**${DEMO.AMMD.home}`);
    await openTargets(page);
    const cmdis = page.getByRole("list", { name: "Progress per CMDI" });
    await cmdis.getByRole("listitem").first().waitFor();
    await page.getByRole("table", { name: "Workshops held" }).waitFor();
    await page
      .getByRole("button", { name: /^Show the FCPs of / })
      .first()
      .click();
    await page.getByRole("list", { name: "Progress per FCP" }).getByRole("listitem").first().waitFor();
    await page.getByRole("button", { name: "All CMDIs" }).waitFor();
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "Targets fits 360 px for the AMMD");
    assert.equal(ammd.errors, []);
  } finally {
    await ammd.context.close();
  }
});

t.run();

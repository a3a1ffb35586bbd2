// The super admin's news slides (issue 46 item 3; decision 087), end to end on the real server and
// the built client, on 360 px phones: the super admin adds a slide with a real photo file (an empty
// Save first: the messages at their fields), sent through the upload pipeline with Save; the FCP's
// phone shows it in /slider after its next sync (reopening the page), its image fetched with her
// session; the super admin retires it (asked first) and the FCP's next sync drops it. The list, the
// form and the confirm pass axe at every impact and have no sideways scroll.
import * as assert from "uvu/assert";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, fadedIn, fitsWidth, signIn } from "./harness.ts";

const { t, app } = browserSuite("news admin (Chromium)");

const TITLE = "Diwali workshops E2E";
const PHOTO = join(import.meta.dirname, "../fixtures/gps-photo.jpg");

/** The FCP's slideshow, opened again (its news list refreshes: a delta sync). */
async function openSlider(page: Page) {
  await page.goto(`${app.url}/slider`);
  await page.getByRole("group", { name: /^1 of \d+$/ }).waitFor();
}

t("the super admin adds a slide with a photo; the FCP's phone shows it after its next sync; retired, it leaves her phone", async () => {
  const asha = await app.page(PHONE);
  await signIn(asha.page, app.url, DEMO.FCP);
  await asha.page.waitForURL(`**${DEMO.FCP.home}`);
  await openSlider(asha.page);
  assert.is(await asha.page.getByRole("img", { name: TITLE }).count(), 0);

  const admin = await app.page(PHONE);
  await signIn(admin.page, app.url, DEMO.SUPER);
  await admin.page.waitForURL(`**${DEMO.SUPER.home}`);
  await admin.page.goto(`${app.url}/manageNews`);
  await admin.page.getByRole("heading", { level: 1, name: "Manage News" }).waitFor();
  await admin.page
    .getByRole("status")
    .getByText(/^\d+ slides$/)
    .waitFor();
  assert.equal(await axe(admin.page), [], "the list passes axe");
  assert.ok(await fitsWidth(admin.page), "the list fits 360 px");

  await admin.page.getByRole("button", { name: "Add a slide" }).click();
  await admin.page.getByRole("heading", { level: 1, name: "Add a news slide" }).waitFor();
  await admin.page.getByRole("button", { name: "Save" }).click();
  await admin.page.getByText("Enter the slide's title").first().waitFor();
  await admin.page.getByText("Choose the slide's image").first().waitFor();
  await admin.page.getByLabel(/^Title/).fill(TITLE);
  await admin.page.getByLabel(/^Text/).fill("Book your Diwali workshop now");
  await admin.page.getByLabel(/^Order/).fill("0");
  await admin.page.getByLabel(/^Image/).setInputFiles(PHOTO);
  await admin.page.getByText(/^Chosen: gps-photo\.jpg/).waitFor();
  assert.equal(await axe(admin.page), [], "the form passes axe");
  assert.ok(await fitsWidth(admin.page), "the form fits 360 px");
  await admin.page.getByRole("button", { name: "Save" }).click();
  await admin.page.getByText("Added: every device shows the slide after its next sync.").waitFor();
  await admin.page.getByRole("button", { name: "Retire" }).waitFor();

  // Asha's phone: the next sync brings it first (order 0), its image fetched with her session
  await openSlider(asha.page);
  const slide = asha.page.getByRole("img", { name: TITLE });
  await slide.waitFor();
  // with the text the super admin wrote, under its title
  await asha.page
    .getByRole("group", { name: /^1 of \d+$/ })
    .getByText("Book your Diwali workshop now")
    .waitFor();
  // shown from the bytes fetched with her session (an object URL), loaded
  const src = await asha.page.waitForFunction((name) => {
    const img = [...document.querySelectorAll("img")].find((i) => i.alt === name);
    return !!img && img.complete && img.naturalWidth > 0 && img.src;
  }, TITLE);
  const at = String(await src.jsonValue());
  assert.match(at, /^blob:/, at);
  const shown = Number((await asha.page.getByRole("group", { name: /^1 of \d+$/ }).getAttribute("aria-label"))!.split(" of ")[1]);

  // retired (asked first): gone from her phone at the next sync
  await admin.page.getByRole("button", { name: "Retire" }).click();
  const confirm = admin.page.getByRole("dialog", { name: "Retire this slide?" });
  await confirm.getByText(/^It leaves every device's news/).waitFor();
  await fadedIn(admin.page, ".bp6-dialog");
  assert.equal(await axe(admin.page), [], "the confirm passes axe");
  await confirm.getByRole("button", { name: "Retire" }).click();
  await admin.page.getByText("Retired: the slide leaves every device at its next sync.").waitFor();
  await admin.page.getByRole("button", { name: "Restore" }).waitFor();
  assert.equal(await axe(admin.page), [], "the retired slide's form passes axe");
  assert.ok(await fitsWidth(admin.page));

  // (the cached slides show at once; the refresh then drops the retired one: one slide fewer)
  await openSlider(asha.page);
  await asha.page.getByRole("group", { name: `1 of ${shown - 1}` }).waitFor();
  assert.not.match((await asha.page.locator(".carousel-caption").textContent()) ?? "", TITLE);
  assert.equal(asha.errors, []);
  assert.equal(admin.errors, []);
  await Promise.all([asha.context.close(), admin.context.close()]);
});

t.run();

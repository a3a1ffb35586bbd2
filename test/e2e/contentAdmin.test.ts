// The super admin's content library (issue 46 item 3; decision 085), end to end on the real server
// and the built client, on 360 px phones: an FCP has the library on her phone; the super admin adds
// an item with its category, product, institute and year (an empty Save first: the messages at
// their fields); the FCP's next sync shows it, found by its name; the super admin retires it (asked
// first) and the FCP's next sync drops it; the super admin finds it among the retired items and
// restores it. The list, the form and the confirm pass axe at every
// impact and have no sideways scroll.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, fadedIn, fitsWidth, signIn } from "./harness.ts";

const { t, app } = browserSuite("content admin (Chromium)");

const NAME = "Warli Wall Plate E2E";

/** The FCP's library, searched for the new item's name (the phone's search box). */
async function openLibrary(page: Page) {
  await page.goto(`${app.url}/fevicryl-Content`);
  await page.getByRole("heading", { level: 1, name: "Fevicryl Content Categorization" }).waitFor();
  await page.getByLabel("Search by name").fill(NAME);
  await page.waitForURL((u) => u.searchParams.get("q") === NAME);
}

t("the super admin adds an item; the FCP's phone shows it after its next sync; retired, it leaves her phone", async () => {
  const asha = await app.page(PHONE);
  await signIn(asha.page, app.url, DEMO.FCP);
  await asha.page.waitForURL(`**${DEMO.FCP.home}`);
  await openLibrary(asha.page);
  await asha.page.getByRole("status").getByText("0 items", { exact: true }).waitFor();

  const admin = await app.page(PHONE);
  await signIn(admin.page, app.url, DEMO.SUPER);
  await admin.page.waitForURL(`**${DEMO.SUPER.home}`);
  await admin.page.goto(`${app.url}/manageContent`);
  await admin.page.getByRole("heading", { level: 1, name: "Manage Content" }).waitFor();
  await admin.page
    .getByRole("status")
    .getByText(/^\d+ items$/)
    .waitFor();
  assert.equal(await axe(admin.page), [], "the list passes axe");
  assert.ok(await fitsWidth(admin.page), "the list fits 360 px");

  await admin.page.getByRole("button", { name: "Add an item" }).click();
  await admin.page.getByRole("heading", { level: 1, name: "Add a content item" }).waitFor();
  await admin.page.getByRole("button", { name: "Save" }).click();
  await admin.page.getByText("Enter the content item's name").first().waitFor();
  await admin.page.getByText("Choose the item's category").first().waitFor();
  await admin.page.getByLabel(/^Name/).fill(NAME);
  await admin.page.getByLabel(/^Category/).selectOption("Training Modules");
  await admin.page.getByLabel("Product", { exact: true }).fill("Fevicryl Acrylic Colours");
  await admin.page.getByLabel(/^Institute/).fill("School");
  await admin.page.getByLabel(/^Best out of waste/).selectOption("Yes");
  await admin.page.getByLabel(/^Year/).fill("26");
  await admin.page.getByRole("button", { name: "Save" }).click();
  await admin.page.getByText("Enter the year as four digits, from 2000 to 2100").first().waitFor();
  await admin.page.getByLabel(/^Year/).fill("2026");
  assert.equal(await axe(admin.page), [], "the form with a message passes axe");
  assert.ok(await fitsWidth(admin.page), "the form fits 360 px");
  await admin.page.getByRole("button", { name: "Save" }).click();
  await admin.page.getByText("Added: every device gets it at its next sync.").waitFor();
  await admin.page.getByRole("button", { name: "Retire" }).waitFor();

  // Asha's phone: the next sync (opening the library again) brings it
  await openLibrary(asha.page);
  await asha.page.getByRole("link", { name: `Open ${NAME}` }).waitFor();
  await asha.page.getByRole("status").getByText("1 item", { exact: true }).waitFor();

  // retired (asked first): gone from her phone at the next sync
  await admin.page.getByRole("button", { name: "Retire" }).click();
  const confirm = admin.page.getByRole("dialog", { name: "Retire this item?" });
  await confirm.getByText(/^It leaves every device's library/).waitFor();
  await fadedIn(admin.page, ".bp6-dialog");
  assert.equal(await axe(admin.page), [], "the confirm passes axe");
  await confirm.getByRole("button", { name: "Retire" }).click();
  await admin.page.getByText("Retired: it leaves every device's library at its next sync. Its ratings are kept.").waitFor();
  await admin.page.getByRole("button", { name: "Restore" }).waitFor();
  assert.equal(await axe(admin.page), [], "the retired item's form passes axe");
  assert.ok(await fitsWidth(admin.page));

  await openLibrary(asha.page);
  await asha.page.getByRole("status").getByText("0 items", { exact: true }).waitFor();
  assert.is(await asha.page.getByRole("link", { name: `Open ${NAME}` }).count(), 0);

  // back to the list (the newest first, decision 118): among the retired items, found by every word, it is restored
  await admin.page.getByRole("link", { name: "Back to content" }).click();
  await admin.page.getByText("Show retired items", { exact: true }).click();
  await admin.page.getByLabel("Search content").fill("e2e warli");
  const row = admin.page.getByRole("button", { name: new RegExp(NAME) });
  await row.getByText("Retired").waitFor();
  await admin.page.getByRole("status").getByText("1 item", { exact: true }).waitFor();
  assert.equal(await axe(admin.page), [], "the retired items' list passes axe");
  await row.click();
  await admin.page.getByRole("button", { name: "Restore" }).click();
  await admin.page.getByText("Restored: it is back in every device's library at its next sync, with its ratings.").waitFor();
  await admin.page.getByRole("button", { name: "Retire" }).waitFor();
  assert.equal(asha.errors, []);
  assert.equal(admin.errors, []);
  await Promise.all([asha.context.close(), admin.context.close()]);
});

t.run();

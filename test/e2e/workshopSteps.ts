// Steps a person takes on a workshop in Chromium, shared by the lifecycle and execution suites:
// the details' regions, an action chosen and confirmed, the plan form filled, the report's
// participants and photos added (real JPEG bytes through the upload pipeline).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { EVIDENCE_GALLERIES } from "../../src/codecs/workshopExecution.ts";

export const JPEG = readFileSync(join(import.meta.dirname, "../fixtures/upload-photo.jpg"));

export const actions = (page: Page) => page.getByRole("region", { name: "Actions" });
export const dialog = (page: Page) => page.getByRole("dialog");
export const history = (page: Page) => page.getByRole("region", { name: "Stage history" }).locator("li");
/** The stage shown on the details card. */
export const stageIs = (page: Page, stage: string) =>
  page
    .locator("dt", { hasText: /^Stage$/ })
    .locator("xpath=following-sibling::dd[1]")
    .getByText(stage, { exact: true })
    .waitFor();

/** Chooses an action, fills the dialog and confirms it (the dialog's own button bears the action's name). */
export async function act(page: Page, label: string, fill: Record<string, string> = {}) {
  await actions(page).getByRole("button", { name: label, exact: true }).click();
  await dialog(page).waitFor();
  for (const [field, value] of Object.entries(fill)) await dialog(page).getByLabel(field).fill(value);
  await dialog(page).getByRole("button", { name: label, exact: true }).click();
}

/** Fills the plan form (the labels a person reads); the place and the article are the lists' first choices. */
export async function fillPlan(
  page: Page,
  v: { date: string; time: string; category: string; planned: string; head: string; otherName?: string; quantity: string },
) {
  await page.getByLabel("Date").fill(v.date);
  await page.getByLabel("Start time").fill(v.time);
  await page.getByLabel("Category").selectOption(v.category);
  // the place is named by the category (decision 110): School, College, Hobby Centre
  if (v.category !== "Art Avenue") await page.getByLabel(new RegExp(`^${v.category} \\(required\\)$`)).selectOption({ index: 1 });
  await page.getByLabel("Planned participants").fill(v.planned);
  await page.getByLabel("Expense head").selectOption(v.head);
  if (v.otherName !== undefined) await page.getByLabel("Name of the 'Other' expense head").fill(v.otherName);
  await page.getByRole("button", { name: "Add article" }).click();
  await page.getByLabel(/^Article 1 /).selectOption({ index: 1 });
  await page.getByLabel("Quantity of article 1").fill(v.quantity);
}

/** On /addPhotos: a real JPEG to each evidence gallery (the five day-1 types and the finalized article photo), each stored with its receipt. */
export async function uploadEvidence(page: Page) {
  for (const g of EVIDENCE_GALLERIES) {
    const gallery = page.getByRole("region", { name: g.title, exact: true });
    await gallery.getByLabel(`Upload to ${g.title}`).setInputFiles({ name: `${g.type}.jpg`, mimeType: "image/jpeg", buffer: JPEG });
    await gallery.getByText("Your image uploaded successfully").waitFor({ timeout: 30_000 });
    await gallery
      .getByRole("button", { name: /^Delete photo / })
      .first()
      .waitFor();
  }
  await page.getByText("Every photo the report needs is here.").waitFor();
}

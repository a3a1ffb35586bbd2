// The workshop lifecycle in Chromium against the real server (decisions 023, 024), each person in
// a browser context of their own: the CMDI verifies Asha's report, the super admin approves it for
// payment and records the payment, and Asha sees Paid with every step in the timeline after a
// reload; a CMDI's page that went stale (Asha cancelled meanwhile) is told, at the top of the
// dialog, what the stage is now and who moved it, and what was typed stays.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { DEMO, PHONE, axe, browserSuite, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("workshop lifecycle (Chromium)");
const ASHA = "0015g00000DEMO1AAA";

async function as(who: DemoAccount, viewport?: { width: number; height: number }) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, who);
  await s.page.waitForURL(`**${who.home}`);
  return s;
}

const actions = (page: Page) => page.getByRole("region", { name: "Actions" });
const dialog = (page: Page) => page.getByRole("dialog");
const history = (page: Page) => page.getByRole("region", { name: "Stage history" }).locator("li");
/** The stage shown on the details card. */
const stageIs = (page: Page, stage: string) => page.locator("dt", { hasText: /^Stage$/ }).locator("xpath=following-sibling::dd[1]").getByText(stage, { exact: true }).waitFor();

/** Opens Workshop Details and waits for its actions. */
async function open(page: Page, id: number) {
  await page.goto(`${app.url}/workshop?id=${id}`);
  await actions(page).waitFor();
}

/** Chooses an action, fills the dialog and confirms it (the dialog's own button bears the action's name). */
async function act(page: Page, label: string, fill: Record<string, string> = {}) {
  await actions(page).getByRole("button", { name: label, exact: true }).click();
  await dialog(page).waitFor();
  for (const [field, value] of Object.entries(fill)) await dialog(page).getByLabel(field).fill(value);
  await dialog(page).getByRole("button", { name: label, exact: true }).click();
}

t("a CMDI verifies, the super admin approves for payment and records it; the FCP sees Paid and the whole timeline after a reload", async () => {
  const ravi = await as(DEMO.CMDI);
  const mine = await apiQuery(ravi.page, "workshops.mine", {});
  const w = mine.find((x) => x.accountid === ASHA && x.stagename === "CMDI Verification");
  assert.ok(w, "Asha has a workshop in CMDI Verification");
  await open(ravi.page, w.id);
  // the super admin's action is not the CMDI's: only theirs are offered
  assert.equal(await actions(ravi.page).getByRole("button").allTextContents(), ["Verify", "Return to FCP"]);
  await act(ravi.page, "Verify");
  await ravi.page.getByText("Done: the report is verified.").waitFor();
  await history(ravi.page).filter({ hasText: "Verify" }).waitFor();
  // once verified, returning it is not available, and the page says why as text
  const back = actions(ravi.page).getByRole("button", { name: "Return to FCP", disabled: true });
  await back.waitFor();
  const why = await back.getAttribute("aria-describedby");
  assert.is(await ravi.page.locator(`[id="${why}"]`).textContent(), "The CMDI has verified it already.");
  assert.equal(await axe(ravi.page), [], "a disabled action with its reason");

  const sunil = await as(DEMO.SUPER);
  await open(sunil.page, w.id);
  await act(sunil.page, "Approve for payment", { "Invoice number (optional)": "INV/26-27/77777" });
  await stageIs(sunil.page, "Account Approved");
  const today = programmeDate(new Date());
  // a payment dated in the future is refused at the top of the dialog, and what was typed stays
  await act(sunil.page, "Record payment", { "Payment date": "2099-01-01", "Payment document number": "PD51077777", "Paid amount (₹)": "3600", "Payment status remark": "Payment Successful" });
  await dialog(sunil.page).getByText("The payment date cannot be in the future.").waitFor();
  assert.is(await dialog(sunil.page).getByLabel("Payment document number").inputValue(), "PD51077777");
  await dialog(sunil.page).getByLabel("Payment date").fill(today);
  await dialog(sunil.page).getByRole("button", { name: "Record payment", exact: true }).click();
  await stageIs(sunil.page, "Paid");
  await sunil.page.getByText("Nothing for you to do while the workshop is in Paid.").waitFor();

  const asha = await as(DEMO.FCP, PHONE);
  await open(asha.page, w.id);
  await stageIs(asha.page, "Paid");
  await asha.page.reload();
  await stageIs(asha.page, "Paid");
  await history(asha.page).nth(2).waitFor();
  const steps = await history(asha.page).allTextContents();
  assert.is(steps.length, 3, steps.join(" | "));
  assert.match(steps[0]!, /^Verify \(stays in CMDI Verification\)Ravi Kumar \(CMDI\)/);
  assert.match(steps[1]!, /^Approve for payment CMDI Verification → Account ApprovedSunil Admin \(Accounts\)/);
  assert.match(steps[2]!, /^Record payment Account Approved → PaidSunil Admin \(Accounts\)/);
  assert.equal(await axe(asha.page), []);
  for (const s of [ravi, sunil, asha]) { assert.equal(s.errors, []); await s.context.close(); }
});

t("a stale page: the CMDI sends back a plan Asha has meanwhile cancelled; the dialog says the stage now and who moved it, and the reason typed stays", async () => {
  const ravi = await as(DEMO.CMDI);
  const mine = await apiQuery(ravi.page, "workshops.mine", {});
  const w = mine.find((x) => x.accountid === ASHA && x.stagename === "Awaiting Workshop Confirmation");
  assert.ok(w, "Asha has a workshop awaiting confirmation");
  await open(ravi.page, w.id);
  await actions(ravi.page).getByRole("button", { name: "Send back", exact: true }).waitFor();

  const asha = await as(DEMO.FCP);
  await open(asha.page, w.id);
  await act(asha.page, "Cancel workshop", { Reason: "The school is closed for exams" });
  await stageIs(asha.page, "Cancelled");

  // Ravi's page still shows it awaiting his confirmation
  await act(ravi.page, "Send back", { Reason: "Please move it to a Saturday" });
  await dialog(ravi.page).getByRole("alert").getByText(/This workshop has changed since you opened it: it is now in Cancelled\. Asha Verma \(its FCP\) moved it on/).waitFor();
  assert.is(await dialog(ravi.page).getByLabel("Reason").inputValue(), "Please move it to a Saturday");
  assert.equal(await axe(ravi.page), [], "the dialog with a refusal");
  // the page behind has reloaded: nothing is left for him to do
  await ravi.page.getByText("Nothing for you to do while the workshop is in Cancelled.").waitFor();
  await dialog(ravi.page).getByRole("button", { name: "Cancel", exact: true }).click();
  await dialog(ravi.page).waitFor({ state: "detached" });
  await history(ravi.page).filter({ hasText: "Cancel workshop" }).filter({ hasText: "Reason: The school is closed for exams" }).waitFor();
  assert.is(await history(ravi.page).count(), 1, "the refused send-back wrote nothing");
  for (const s of [ravi, asha]) { assert.equal(s.errors, []); await s.context.close(); }
});

t.run();

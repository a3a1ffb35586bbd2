// The workshop lifecycle in Chromium against the real server (decisions 023, 024), each person in
// a browser context of their own: the CMDI verifies Asha's report, the super admin approves it for
// payment and records the payment (a Confirm with fields missing says every message at once, each
// under its field, the focus on the first; an amount above ₹1,00,000 is refused, one above the
// workshop's own asked once more: decision 108), and Asha sees Paid with every step in the timeline after a
// reload; a CMDI's page that went stale (Asha cancelled meanwhile) is told, at the top of the
// dialog, what the stage is now and who moved it, and what was typed stays. The whole road (decision
// 029, 030): an FCP plans a workshop on a phone and each person moves it on to Paid, which the FCP
// sees under Payments; a plan saved with no connection is kept and sent once.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { DEMO, PHONE, TOAST_IN_PLACE, axe, browserSuite, covered, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { act, actions, dialog, fillPlan, history, stageIs, uploadEvidence } from "./workshopSteps.ts";

const { t, app } = browserSuite("workshop lifecycle (Chromium)");
const ASHA = "0015g00000DEMO1AAA";

async function as(who: DemoAccount, viewport?: { width: number; height: number }) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, who);
  await s.page.waitForURL(`**${who.home}`);
  return s;
}

/** Opens Workshop Details and waits for its actions. */
async function open(page: Page, id: number) {
  await page.goto(`${app.url}/workshop?id=${id}`);
  await actions(page).waitFor();
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
  await ravi.page.getByRole("status").getByText("Report verified. The workshop stays in CMDI Verification.").waitFor();
  await history(ravi.page).filter({ hasText: "Verify" }).waitFor();
  // once verified, returning it is not available, and the page says why as text
  const back = actions(ravi.page).getByRole("button", { name: "Return to FCP", disabled: true });
  await back.waitFor();
  const why = await back.getAttribute("aria-describedby");
  assert.is(await ravi.page.locator(`[id="${why}"]`).textContent(), "The CMDI has verified it already.");
  assert.equal(await axe(ravi.page), [], "a disabled action with its reason");

  // on a phone: the payment dialog with all its messages fits 360 px
  const sunil = await as(DEMO.SUPER, PHONE);
  await open(sunil.page, w.id);
  await act(sunil.page, "Approve for payment", { "Invoice number (optional)": "INV/26-27/77777" });
  await stageIs(sunil.page, "Account Approved");
  const today = programmeDate(new Date());
  // Record payment with only the remark typed: every other field's message at once, each under its
  // field (marked invalid, described by it), summed up at the top; the focus on the first; the remark stays
  await act(sunil.page, "Record payment", { "Payment status remark": "Payment Successful" });
  const pay = dialog(sunil.page);
  await pay.getByRole("alert").filter({ hasText: "3 fields need attention" }).waitFor();
  const said = async (label: string) => {
    const input = pay.getByLabel(label);
    const by = await input.getAttribute("aria-describedby");
    return [await input.getAttribute("aria-invalid"), by && (await sunil.page.locator(`[id="${by}"]`).textContent())];
  };
  assert.equal(
    [await said("Payment date"), await said("Payment document number"), await said("Paid amount (₹)"), await said("Payment status remark")],
    [
      ["true", "Please enter the payment date."],
      ["true", "Please enter the payment document number."],
      ["true", "The paid amount must be more than zero."],
      [null, null],
    ],
  );
  await sunil.page.waitForFunction(() => document.activeElement?.id === "workshop-actions-paymentDate");
  assert.is(await pay.getByLabel("Payment status remark").inputValue(), "Payment Successful");
  assert.equal(await axe(sunil.page), [], "the payment dialog with its messages");
  assert.ok(await sunil.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing wider than the phone");
  const box = (await pay.boundingBox())!;
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, "the dialog fits the phone's width");
  // a payment dated in the future is refused under the date and a typo of an amount (₹9,99,999) under the
  // amount, both at once (decision 108), and what was typed stays
  await pay.getByLabel("Payment date").fill("2099-01-01");
  await pay.getByLabel("Payment document number").fill("PD51077777");
  await pay.getByLabel("Paid amount (₹)").fill("999999");
  await pay.getByRole("button", { name: "Record payment", exact: true }).click();
  await pay.getByRole("alert").filter({ hasText: "2 fields need attention" }).waitFor();
  assert.equal(await said("Payment date"), ["true", "The payment date cannot be in the future."]);
  assert.equal(await said("Paid amount (₹)"), ["true", "The paid amount cannot be more than ₹1,00,000 for one workshop."]);
  assert.is(await pay.getByLabel("Payment document number").inputValue(), "PD51077777");
  // more than the workshop's own amount: asked once more, both amounts named; Change the amount goes back to it
  const [{ stamped_amount__c: amount }] = await apiQuery(sunil.page, "workshops.details", { id: w.id });
  assert.ok(typeof amount === "number" && amount > 0, "the workshop has its amount");
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  await pay.getByLabel("Payment date").fill(today);
  await pay.getByLabel("Paid amount (₹)").fill(String(amount + 1000));
  await pay.getByRole("button", { name: "Record payment", exact: true }).click();
  const ask = sunil.page.getByRole("alertdialog");
  await ask
    .getByText(
      `The paid amount, ${rupees(amount + 1000)}, is more than this workshop's amount, ${rupees(amount)}. Record ${rupees(amount + 1000)} as paid?`,
    )
    .waitFor();
  assert.equal(await axe(sunil.page), [], "the question over the dialog");
  await ask.getByRole("button", { name: "Change the amount" }).click();
  await sunil.page.waitForFunction(() => document.activeElement?.id === "workshop-actions-paidAmount");
  assert.is(await pay.getByLabel("Paid amount (₹)").inputValue(), String(amount + 1000), "what was typed stays");
  await pay.getByRole("button", { name: "Record payment", exact: true }).click();
  await ask.getByRole("button", { name: "Record this amount" }).click();
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
  for (const s of [ravi, sunil, asha]) {
    assert.equal(s.errors, []);
    await s.context.close();
  }
});

t(
  "a stale page: the CMDI sends back a plan Asha has meanwhile cancelled; the dialog says the stage now and who moved it, and the reason typed stays",
  async () => {
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
    await dialog(ravi.page)
      .getByRole("alert")
      .getByText(/This workshop has changed since you opened it: it is now in Cancelled\. Asha Verma \(its FCP\) moved it on/)
      .waitFor();
    assert.is(await dialog(ravi.page).getByLabel("Reason").inputValue(), "Please move it to a Saturday");
    assert.equal(await axe(ravi.page), [], "the dialog with a refusal");
    // the page behind has reloaded: nothing is left for him to do
    await ravi.page.getByText("Nothing for you to do while the workshop is in Cancelled.").waitFor();
    await dialog(ravi.page).getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog(ravi.page).waitFor({ state: "detached" });
    await history(ravi.page).filter({ hasText: "Cancel workshop" }).filter({ hasText: "Reason: The school is closed for exams" }).waitFor();
    assert.is(await history(ravi.page).count(), 1, "the refused send-back wrote nothing");
    for (const s of [ravi, asha]) {
      assert.equal(s.errors, []);
      await s.context.close();
    }
  },
);

t(
  "the whole road on a phone for the FCP: she plans a workshop and submits it; the CMDI confirms it, its day has come, the AMMD approves it; she adds the participants and a photo of each type and reports it; the CMDI verifies it; the super admin approves it and records the payment; she sees PAYMENT SUCCESSFUL under Payments and every step in the timeline",
  async () => {
    const asha = await as(DEMO.FCP, PHONE);
    const today = programmeDate(new Date());
    await asha.page.goto(`${app.url}/homeFCP`);
    await asha.page.getByRole("link", { name: "Plan a Workshop" }).click();
    await asha.page.waitForURL("**/planningWorkshop");
    // nothing typed: each message at its field, a summary at the top, focus on the first field
    await asha.page.getByRole("button", { name: "Save and preview" }).click();
    await asha.page.getByText("Please choose the date.", { exact: true }).waitFor();
    await asha.page.getByText("Please add at least one article with its quantity.", { exact: true }).first().waitFor();
    await asha.page.locator("#plan-start_date:focus").waitFor();
    // the place list follows the category (decision 104): it waits for one, then lists its places only, each once;
    // the field is named by it (decision 110): "Place" before one is chosen, then "College"
    assert.ok(await asha.page.getByLabel("Place (required)", { exact: true }).isDisabled(), "no category yet");
    await asha.page.getByLabel("Category").selectOption("College");
    const college = asha.page.getByLabel("College (required)", { exact: true });
    await college.locator("option").nth(1).waitFor({ state: "attached" });
    assert.is(await college.locator("option").first().textContent(), "Choose the college");
    assert.is(await asha.page.getByLabel(/^(School|Place) \(required\)$/).count(), 0, "not called a school");
    const colleges = (await college.locator("option").allTextContents()).slice(1);
    assert.ok(colleges.length > 0 && colleges.every((c) => c.includes("College")), colleges.join(" | "));
    assert.is(new Set(colleges).size, colleges.length, "each place once");
    await fillPlan(asha.page, { date: today, time: "23:30", category: "School", planned: "25", head: "Other", otherName: "Banner", quantity: "0" });
    // the end is set 3 hours after the start, not asked: said by the start time, tied to it (decision 110)
    const ends = asha.page.getByText("The workshop ends 3 hours after the start, at 2:30 am the next day.", { exact: true });
    await ends.waitFor();
    assert.is(await asha.page.getByLabel("Start time").getAttribute("aria-describedby"), await ends.getAttribute("id"));
    await asha.page.getByRole("button", { name: "Save and preview" }).click();
    const quantity = asha.page.getByLabel("Quantity of article 1");
    await asha.page.getByText("The quantity must be a whole number from 1 to 1,00,000.", { exact: true }).first().waitFor();
    assert.is(await quantity.getAttribute("aria-invalid"), "true");
    assert.is(await asha.page.getByLabel("Name of the 'Other' expense head").inputValue(), "Banner", "what was typed stays");
    assert.equal(await axe(asha.page), [], "the plan form with a message");
    await quantity.fill("6");
    await asha.page.getByRole("button", { name: "Save and preview" }).click();
    await asha.page.waitForURL(/\/previewWorkshop\?id=\d+/);
    const id = Number(new URL(asha.page.url()).searchParams.get("id"));
    await stageIs(asha.page, "Planning");
    // said first, with the actions above the plan's fields: it is a draft until she submits it
    await asha.page
      .getByRole("status")
      .getByText("Your plan is saved as a draft. Check it, then press Submit plan to send it to your CMDI.")
      .waitFor();
    await actions(asha.page).getByRole("link", { name: "Edit plan" }).waitFor();
    // Cancel workshop, which ends it, is not right under Submit plan on a phone (decision 110): a
    // rule and room between them, outlined rather than filled; Tab goes from one to the other
    const submit = actions(asha.page).getByRole("button", { name: "Submit plan", exact: true });
    const cancel = actions(asha.page).getByRole("button", { name: "Cancel workshop", exact: true });
    const [above, below] = [(await submit.boundingBox())!, (await cancel.boundingBox())!];
    assert.ok(below.y - (above.y + above.height) >= 32, `${below.y - (above.y + above.height)} px between them`);
    assert.is(await cancel.evaluate((b) => getComputedStyle(b).backgroundColor), "rgba(0, 0, 0, 0)", "not a filled red button");
    await submit.focus();
    await asha.page.keyboard.press("Tab");
    assert.ok(await cancel.evaluate((b) => b === document.activeElement), "Tab reaches Cancel workshop");
    // its confirmation says where the plan goes (walk finding: it did not say the CMDI approves it)
    await actions(asha.page).getByRole("button", { name: "Submit plan", exact: true }).click();
    await dialog(asha.page).getByText("Your plan goes to your CMDI for approval.").waitFor();
    await dialog(asha.page).getByRole("button", { name: "Submit plan", exact: true }).click();
    await stageIs(asha.page, "Awaiting Workshop Confirmation");
    // said where she is (the preview), as the app's notice of a done write: a status, read out politely (decision 109)
    await asha.page
      .getByRole("status")
      .getByText("Your plan is sent to your CMDI for approval. The workshop is now in Awaiting Workshop Confirmation.")
      .waitFor();
    // on her phone the notice covers neither the page's title nor Back nor the header (walk finding: it covered both)
    await asha.page.locator(TOAST_IN_PLACE).first().waitFor();
    assert.equal(await covered(asha.page, TOAST_IN_PLACE, ["header", "h1", "a.page-back"]), [], "the notice covers no navigation at 360 px");
    assert.match(asha.page.url(), /\/previewWorkshop\?id=\d+/);
    await asha.page.getByRole("link", { name: "Back to workshops" }).click();
    await asha.page
      .getByRole("list", { name: "Workshops" })
      .getByRole("link", { name: /^School Workshop - / })
      .first()
      .waitFor();

    const ravi = await as(DEMO.CMDI);
    await open(ravi.page, id);
    await act(ravi.page, "Confirm");
    // said in words, not "Done: Confirm." (walk finding)
    await ravi.page.getByRole("status").getByText("Plan confirmed. The workshop goes to the AMMD for approval on its day.").waitFor();
    // confirmed on its own day: the server's day-reached step moves it on when it is read again
    await stageIs(ravi.page, "AMMD Confirmation");

    const meera = await as(DEMO.AMMD);
    const listed = await apiQuery(meera.page, "workshops.ammd", {});
    assert.ok(
      listed.some((x) => x.id === id),
      "the AMMD's list holds it on its day",
    );
    await open(meera.page, id);
    await act(meera.page, "Approve");
    await stageIs(meera.page, "Execution");

    // the FCP is told (decision 045): an unread notification whose link opens the workshop
    await asha.page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const told = asha.page.getByRole("list", { name: "Notifications" }).locator(`a[href="/workshop?id=${id}"]`, { hasText: "Workshop approved" });
    await told.getByText("Unread").waitFor();
    await told.click();
    await asha.page.waitForURL(`**/workshop?id=${id}`);
    // the FCP runs it: the participants and the articles used, a photo of each type, then the report
    await stageIs(asha.page, "Execution");
    await actions(asha.page).getByRole("link", { name: "Add participants" }).click();
    await asha.page.getByLabel("Actual participant count").fill("27");
    await asha.page.getByRole("button", { name: "Save" }).click();
    await asha.page.getByText("Saved: the participant count and the articles used are recorded.").waitFor();
    await asha.page.getByRole("link", { name: "Add photos" }).click();
    await uploadEvidence(asha.page);
    await asha.page.getByRole("link", { name: "Back to the workshop" }).first().click();
    await act(asha.page, "Submit for verification");
    await stageIs(asha.page, "CMDI Verification");

    await open(ravi.page, id);
    await act(ravi.page, "Verify");
    await ravi.page.getByRole("status").getByText("Report verified. The workshop stays in CMDI Verification.").waitFor();

    const sunil = await as(DEMO.SUPER);
    await open(sunil.page, id);
    await act(sunil.page, "Approve for payment", { "Invoice number (optional)": `INV/E2E/${id}` });
    await stageIs(sunil.page, "Account Approved");
    await sunil.page.getByRole("status").getByText("Approved for payment. The workshop is now in Account Approved.").waitFor();
    const pd = `PD-E2E-${id}`;
    await act(sunil.page, "Record payment", {
      "Payment date": today,
      "Payment document number": pd,
      "Paid amount (₹)": "3240",
      "Payment status remark": "Payment Successful",
    });
    await stageIs(sunil.page, "Paid");

    // the FCP sees it paid under Payments, and every step in the timeline
    await asha.page.goto(`${app.url}/payment-Summary`);
    const card = asha.page.getByRole("list", { name: "Payments" }).getByRole("listitem").filter({ hasText: pd });
    await card.getByText("PAYMENT SUCCESSFUL", { exact: true }).waitFor();
    await open(asha.page, id);
    await stageIs(asha.page, "Paid");
    await history(asha.page).nth(7).waitFor();
    const steps = await history(asha.page).allTextContents();
    const expected = [
      /^Submit plan Planning → Awaiting Workshop ConfirmationAsha Verma \(FCP\)/,
      /^Confirm Awaiting Workshop Confirmation → Awaiting AMMD ApprovalRavi Kumar \(CMDI\)/,
      /^Workshop day reached Awaiting AMMD Approval → AMMD ConfirmationThe server/,
      /^Approve AMMD Confirmation → Execution/,
      /^Submit for verification Execution → CMDI VerificationAsha Verma \(FCP\)/,
      /^Verify \(stays in CMDI Verification\)Ravi Kumar \(CMDI\)/,
      /^Approve for payment CMDI Verification → Account ApprovedSunil Admin \(Accounts\)/,
      /^Record payment Account Approved → PaidSunil Admin \(Accounts\)/,
    ];
    assert.is(steps.length, expected.length, steps.join(" | "));
    for (const [i, re] of expected.entries()) assert.match(steps[i]!, re);
    for (const s of [asha, ravi, meera, sunil]) {
      assert.equal(s.errors, []);
      await s.context.close();
    }
  },
);

t(
  "a plan saved with no connection is kept on the device as a draft, listed waiting to be sent, and reaches the server once when the connection is back",
  async () => {
    const asha = await as(DEMO.FCP);
    const before = (await apiQuery(asha.page, "workshops.mine", {})).length;
    // (this context has no service worker: the list's screen is loaded while online, as a visit would have cached it)
    await asha.page.goto(`${app.url}/homeFCP`);
    await asha.page.getByRole("link", { name: "Plan a Workshop" }).click();
    await fillPlan(asha.page, {
      date: programmeDate(new Date()),
      time: "18:00",
      category: "Art Avenue",
      planned: "12",
      head: "Material",
      quantity: "4",
    });
    await asha.context.setOffline(true);
    await asha.page.getByRole("button", { name: "Save and preview" }).click();
    await asha.page.getByText("Saved on this device as a draft.", { exact: false }).waitFor();
    await asha.page.getByRole("link", { name: "Back to workshops" }).first().click();
    const waiting = asha.page.getByRole("list", { name: "Workshops" }).getByText("(waiting to be sent)");
    await waiting.waitFor();
    await asha.context.setOffline(false);
    await waiting.waitFor({ state: "detached", timeout: 30_000 });
    await asha.page.getByRole("list", { name: "Workshops" }).getByRole("link", { name: "Art Avenue Workshop", exact: true }).first().waitFor();
    const after = await apiQuery(asha.page, "workshops.mine", {});
    assert.is(after.length, before + 1, "the plan reached the server once");
    assert.equal(asha.errors, []);
    await asha.context.close();
  },
);

t.run();

// The super admin manages people (issue 46 item 1; decision 077), end to end on the real server and
// the built client, on a 360 px phone: the super admin adds an FCP under a CMDI and is told the SMS
// invitation went (it is in the server's outbox with its code); switches off an FCP who is signed
// in elsewhere, whose session ends and whose next sign-in is refused with the clear message; both
// screens pass axe at every impact and have no sideways scroll.
import * as assert from "uvu/assert";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ACCOUNT_OFF } from "../../src/codecs/auth.ts";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-people-"));
const { t, app } = browserSuite("people (Chromium)", { DATA_DIR: dataDir });
t.after(() => rmSync(dataDir, { recursive: true, force: true }));

const NEW_MOBILE = "9820011111";

function smsTo(mobile: string): string[] {
  const file = join(dataDir, "sms-outbox.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === mobile)
    .map((m) => m.text);
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openPeople(page: Page) {
  await signIn(page, app.url, DEMO.SUPER);
  await page.waitForURL(`**${DEMO.SUPER.home}`);
  await page.goto(`${app.url}/managePeople`);
  await page.getByRole("heading", { level: 1, name: "Manage People" }).waitFor();
  await page.getByRole("button", { name: /Asha Verma/ }).waitFor();
}

t(
  "the people by name, a hundred at first and 'Show more' for the rest (the walk's 'Showing 100 of 167' had no way to them; decision 112)",
  async () => {
    const { context, page, errors } = await app.page(PHONE);
    await openPeople(page);
    const names = page.locator(".manage-people-list .manage-people-name");
    await page.waitForFunction(() => document.querySelectorAll(".manage-people-list > li").length === 100);
    const first = (await names.allInnerTexts()).map((n) => n.toLowerCase());
    assert.equal(first, [...first].sort(), "by name");
    const status = await page.getByText(/^Showing 100 of \d+ people/).innerText();
    const all = Number(/of (\d+) people/.exec(status)![1]);
    assert.ok(all > 100, status);
    await page.getByRole("button", { name: `Show more (${all - 100} more)` }).click();
    await page.waitForFunction((n) => document.querySelectorAll(".manage-people-list > li").length === n, all);
    assert.is(await page.getByRole("button", { name: /^Show more/ }).count(), 0, "every person drawn");
    const every = (await names.allInnerTexts()).map((n) => n.toLowerCase());
    assert.equal(every, [...every].sort(), "by name to the last");
    assert.ok(await fits(page), "the list fits 360 px");
    assert.equal(errors, []);
    await context.close();
  },
);

t("the super admin adds an FCP under a CMDI at 360 px: the invitation is sent by SMS; the list and the form pass axe", async () => {
  const { context, page, errors } = await app.page(PHONE);
  await openPeople(page);
  assert.equal(await axe(page), [], "the list passes axe");
  assert.ok(await fits(page), "the list fits 360 px");
  await page.getByRole("button", { name: "Add a person" }).click();
  await page.getByRole("heading", { level: 1, name: "Add a person" }).waitFor();
  // an empty Save: the messages at their fields
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Enter the person's name").first().waitFor();
  await page.getByLabel(/^Name/).fill("Kavita Joshi");
  await page.getByLabel(/^Mobile No/).fill("98200 11111");
  await page.getByLabel(/^Record type/).selectOption("Teacher");
  await page.getByLabel(/^CMDI/).selectOption({ label: "Ravi Kumar (9000000002)" });
  assert.equal(await axe(page), [], "the form passes axe");
  assert.ok(await fits(page), "the form fits 360 px");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Added. An invitation to set their password was sent by SMS.").waitFor();
  for (let i = 0; smsTo(NEW_MOBILE).length === 0; i++) {
    assert.ok(i < 100, "the invitation's SMS reaches the outbox");
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.match(smsTo(NEW_MOBILE).at(-1)!, /Forgot Password.*code \d{6}/);
  // the person is open now: the invitation can be sent again
  await page.getByText("Invited; no password set yet.").waitFor();
  await page.getByRole("button", { name: "Send the invitation again" }).click();
  await page.getByText("The invitation was sent again by SMS.").waitFor();
  assert.equal(await axe(page), [], "the saved form passes axe");
  assert.equal(errors, []);
  await context.close();
});

t("switching off an FCP: their open session ends, their sign-in is refused with the clear message", async () => {
  const asha = await app.page(PHONE);
  await signIn(asha.page, app.url, DEMO.FCP);
  await asha.page.waitForURL(`**${DEMO.FCP.home}`);
  const admin = await app.page(PHONE);
  await openPeople(admin.page);
  await admin.page.getByLabel("Search people").fill("Asha Verma");
  await admin.page.getByRole("button", { name: /Asha Verma/ }).click();
  await admin.page.getByRole("heading", { level: 1, name: "Edit person" }).waitFor();
  await admin.page.getByRole("button", { name: "Switch off" }).click();
  await admin.page.getByText("Switched off: they are signed out everywhere and can no longer sign in. Their records stay.").waitFor();
  await admin.page.getByRole("button", { name: "Switch on" }).waitFor();
  assert.equal(await axe(admin.page), [], "the switched-off person's form passes axe");
  assert.ok(await fits(admin.page));
  // her next sign-in is refused, saying why
  const again = await app.page(PHONE);
  await signIn(again.page, app.url, DEMO.FCP);
  await again.page.getByText(ACCOUNT_OFF).waitFor();
  assert.equal(await axe(again.page), [], "the refused sign-in passes axe");
  // her open session no longer answers: a reload lands on the sign-in
  await asha.page.reload();
  await asha.page.waitForURL("**/signin**");
  await Promise.all([asha.context.close(), admin.context.close(), again.context.close()]);
});

t.run();

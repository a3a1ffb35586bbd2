// Forgot password by an SMS code, end to end on the real server and the built client (issue 14):
// the code is read from the outbox file the server writes when no SMS gateway is configured.
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { PASSWORD_CHANGED, SESSION_ENDED_MESSAGES } from "../../src/codecs/recovery.ts";
import { DEMO, PHONE, focused, signIn, browserSuite } from "./harness.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-recovery-"));
const { t, app } = browserSuite("forgot password (Chromium)", { DATA_DIR: dataDir });
t.after(() => rmSync(dataDir, { recursive: true, force: true }));

/** The code of the last SMS to `mobile` in the server's outbox file. */
function lastCode(mobile: string): string {
  const lines = readFileSync(join(dataDir, "sms-outbox.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { to: string; text: string });
  const text = lines.filter((m) => m.to === mobile).at(-1)?.text ?? "";
  const m = /^(\d{6}) is your OTP to Login to the App\. Thanks\.$/.exec(text);
  assert.ok(m, `an SMS with the spec's text to ${mobile}`);
  return m![1]!;
}

/** Asks for a code (the number and role already on the page) and enters it. */
async function sendAndEnterCode(page: Page, mobile: string) {
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByText("a code is on its way by SMS").waitFor();
  await page.getByLabel("Code from the SMS").fill(lastCode(mobile));
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByLabel("New password", { exact: true }).waitFor();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
}

t("forgot password from /signin on a phone: wrong codes refused, the new password signs in, the old one is refused", async () => {
  const { context, page, errors } = await app.page(PHONE);
  await page.goto(`${app.url}/signin`);
  await page.getByRole("link", { name: "Forget Password" }).click();
  await page.waitForURL("**/ForgetPassword");
  assert.is(await page.getByRole("heading", { level: 1 }).innerText(), "Forget Password");
  await focused(page.getByLabel("Role"));
  // the sign-in form's rules and messages
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByText("Mobile No. Required").waitFor();
  await focused(page.getByLabel("Mobile Number"));
  await page.getByLabel("Role").selectOption("CMDI");
  await page.getByLabel("Mobile Number").fill(DEMO.CMDI.mobile);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByText("a code is on its way by SMS").waitFor();
  const code = lastCode(DEMO.CMDI.mobile);
  const otp = page.getByLabel("Code from the SMS");
  await otp.fill("12a456");
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByText("The code is 6 digits").waitFor();
  await otp.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByText("Invalid OTP").waitFor();
  assert.is(await otp.getAttribute("aria-invalid"), "true");
  await otp.fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByText("at least 8 characters").waitFor();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByText("The password must be at least 8 characters long").waitFor();
  await page.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await page.getByLabel("New password again").fill("brand-new-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByText("The passwords do not match").waitFor();
  await setNewPassword(page, "brand-new-1");
  await page.getByText(PASSWORD_CHANGED).waitFor();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await page.waitForURL("**/signin");
  await signIn(page, app.url, DEMO.CMDI);
  await page.getByText("Invalid Credentials!").waitFor();
  await signIn(page, app.url, DEMO.CMDI, "brand-new-1");
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  // the event log (IndexedDB "field-ops", store "eventlog") recorded the flow, never the code
  const log = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("field-ops");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("eventlog").objectStore("eventlog").getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(all.error);
        };
      }),
  );
  assert.ok(log.includes("forgotPassword"), "the flow is in the event log");
  assert.not.ok(log.includes(`"${code}"`), "the code is not (as the text typed; digits inside times and ids are no match)");
  assert.not.ok(log.includes("brand-new-1"), "nor the new password");
  assert.equal(errors, []);
  await context.close();
});

t(
  "Reset Password in the user menu opens prefilled; after the change this browser stays in, another of the same person is sent to /signin and told why",
  async () => {
    const other = await app.page();
    await signIn(other.page, app.url, DEMO.AMMD);
    await other.page.waitForURL(`**${DEMO.AMMD.home}`);
    const { context, page, errors } = await app.page();
    await signIn(page, app.url, DEMO.AMMD);
    await page.waitForURL(`**${DEMO.AMMD.home}`);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Reset Password" }).click();
    await page.waitForURL("**/ForgetPassword");
    assert.is(await page.getByLabel("Role").inputValue(), "AMMD");
    assert.is(await page.getByLabel("Mobile Number").inputValue(), DEMO.AMMD.mobile);
    await sendAndEnterCode(page, DEMO.AMMD.mobile);
    await setNewPassword(page, "meera-new-pass");
    await page.getByText("Your password has been changed. You stay signed in here").waitFor();
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL(`**${DEMO.AMMD.home}`);
    await page.reload();
    await page.getByText(`Hi, ${DEMO.AMMD.first}`).first().waitFor();
    assert.is(new URL(page.url()).pathname, DEMO.AMMD.home, "this browser's session stays");
    // the other browser: its next request finds its session ended
    await other.page.reload();
    await other.page.waitForURL("**/signin");
    await other.page.getByText(SESSION_ENDED_MESSAGES.password_changed).waitFor();
    await signIn(other.page, app.url, DEMO.AMMD, "meera-new-pass");
    await other.page.waitForURL(`**${DEMO.AMMD.home}`);
    assert.equal([...errors, ...other.errors], []);
    await other.context.close();
    await context.close();
  },
);

t("after 15 idle minutes the app locks over the page; the password unlocks it with the typed values kept", async () => {
  const { context, page, errors } = await app.page(PHONE);
  await page.clock.install();
  await signIn(page, app.url, DEMO.CMDI, "brand-new-1"); // changed by the first test
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  await page.goto(`${app.url}/addEditOutlet`);
  const name = page.getByLabel("Outlet Name");
  await name.fill("Typed before the lock");
  await page.clock.fastForward("15:01");
  const lock = page.getByRole("dialog", { name: "Locked" });
  await lock.waitFor();
  await lock.getByLabel("Password").fill("wrong-password");
  await lock.getByRole("button", { name: "Unlock" }).click();
  await lock.getByText("Invalid Credentials!").waitFor();
  await page.reload();
  await page.getByRole("dialog", { name: "Locked" }).waitFor(); // a reload stays locked
  await page.getByRole("dialog", { name: "Locked" }).getByLabel("Password").fill("brand-new-1");
  await page.getByRole("dialog", { name: "Locked" }).getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("dialog", { name: "Locked" }).waitFor({ state: "detached" });
  await name.fill("Typed after");
  await page.clock.fastForward("15:01");
  await lock.waitFor();
  await lock.getByLabel("Password").fill("brand-new-1");
  await lock.getByRole("button", { name: "Unlock" }).click();
  await lock.waitFor({ state: "detached" });
  assert.is(await name.inputValue(), "Typed after", "the page and its typed value stay under the lock");
  assert.equal(errors, []);
  await context.close();
});

t.run();

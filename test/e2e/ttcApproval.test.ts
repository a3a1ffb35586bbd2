// The AMMD's training approval in Chromium against the real server (decision 034): Meera opens
// /listTTCApprovalAMMD from her home, approves one of Ravi's trainings and rejects another with a
// reason (an empty reason is refused in the dialog first); the rows leave her list at once. Ravi,
// signed in in another context before she acted, reloads /listTraining: the counts follow, the
// approved training is under Approved and the rejected one under Rejected with the reason, which
// /training shows too. axe finds nothing serious on the page (and its dialog) at 360 and 1366 px.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { DEMO, DESKTOP, PHONE, axe, browserSuite, signIn } from "./harness.ts";

const { t, app } = browserSuite("AMMD training approval (Chromium)");

const PAGE = "/listTTCApprovalAMMD";
const REASON = "The photos do not show the class; please add them and send it again.";

async function signedIn(who: "AMMD" | "CMDI", viewport = DESKTOP) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, DEMO[who]);
  await s.page.waitForURL(`**${DEMO[who].home}`);
  return s;
}

const rowsOf = (page: Page) => page.getByRole("list", { name: "Trainings waiting for approval" }).getByRole("listitem");
/** The tab counts of /listTraining, as its tabs say them: { Pending: n, Approved: n, Rejected: n }. */
async function counts(page: Page): Promise<Record<string, number>> {
  await page.getByRole("tab", { name: /^Pending \(\d+\)$/ }).waitFor();
  const out: Record<string, number> = {};
  for (const text of await page.getByRole("tab").allInnerTexts()) {
    const m = /^(\w+) \((\d+)\)$/.exec(text.trim());
    if (m) out[m[1]!] = Number(m[2]);
  }
  return out;
}
/** No transition running (the dialog's fade-in: axe would read its colours half-way). */
const still = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
async function nameOf(row: Locator): Promise<string> {
  return (await row.getByRole("heading").innerText()).trim();
}

t("the AMMD approves one and rejects one with a reason; the CMDI sees both moves, the counts and the reason", async () => {
  // Ravi first (his list cached and fresh, so only a real refresh shows the moves)
  const cmdi = await signedIn("CMDI");
  await cmdi.page.goto(`${app.url}/listTraining`);
  const before = await counts(cmdi.page);

  const ammd = await signedIn("AMMD");
  await ammd.page.getByRole("link", { name: "Trainings for approval" }).click();
  await ammd.page.waitForURL(`**${PAGE}`);
  await ammd.page.getByRole("heading", { name: "Trainings for approval", level: 1 }).waitFor();
  const ravis = rowsOf(ammd.page).filter({ hasText: "Ravi Kumar" });
  await ravis.first().waitFor();
  const waiting = await rowsOf(ammd.page).count();
  assert.ok((await ravis.count()) >= 2, "two of Ravi's trainings wait for Meera");
  const first = ravis.first();
  await first.getByText(/Photos/).waitFor();
  const approved = await nameOf(first);

  // Approve: a dialog says where it goes; confirming moves it out of the list
  await first.getByRole("button", { name: "Approve" }).click();
  const dialog = ammd.page.getByRole("dialog");
  await dialog.getByText(`${approved} moves to Accounts.`).waitFor();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await ammd.page.getByText(`Approved: ${approved} is now in Accounts.`).waitFor();
  await dialog.waitFor({ state: "detached" });
  await rowsOf(ammd.page)
    .filter({ has: ammd.page.getByRole("heading", { name: approved, exact: true }) })
    .waitFor({ state: "detached" });

  // Reject: the reason is required (said at the field), then the training leaves the list
  const next = rowsOf(ammd.page).filter({ hasText: "Ravi Kumar" }).first();
  const rejected = await nameOf(next);
  await next.getByRole("button", { name: "Reject" }).click();
  await dialog.getByText(`${rejected} moves to AMMD Rejected. Its CMDI sees your reason.`).waitFor();
  await dialog.getByRole("button", { name: "Reject" }).click();
  await dialog.getByText("Please give a reason.").waitFor();
  assert.is(await dialog.getByLabel(/Reason/).getAttribute("aria-invalid"), "true");
  await still(ammd.page);
  for (const v of await axe(ammd.page)) assert.unreachable(`1366 px, the reason refused: ${v}`);
  await dialog.getByLabel(/Reason/).fill(REASON);
  await dialog.getByText(`${REASON.length} of 255 characters`).waitFor();
  await dialog.getByRole("button", { name: "Reject" }).click();
  await ammd.page.getByText(`Rejected: ${rejected} is now in AMMD Rejected.`).waitFor();
  await rowsOf(ammd.page)
    .filter({ has: ammd.page.getByRole("heading", { name: rejected, exact: true }) })
    .waitFor({ state: "detached" });
  await ammd.page.getByText(`${waiting - 2} trainings waiting`).waitFor();
  // after a reload, from the server: still gone
  await ammd.page.reload();
  await ammd.page.getByText(`${waiting - 2} trainings waiting`).waitFor();
  assert.is(await ammd.page.getByRole("heading", { name: approved, exact: true }).count(), 0);

  // Ravi reloads: the counts follow, each training under its tab, the reason with the rejected one
  await cmdi.page.reload();
  await cmdi.page.getByRole("tab", { name: `Pending (${before.Pending! - 2})` }).waitFor();
  assert.equal(await counts(cmdi.page), { Pending: before.Pending! - 2, Approved: before.Approved! + 1, Rejected: before.Rejected! + 1 });
  await cmdi.page.getByRole("tab", { name: /^Approved/ }).click();
  await cmdi.page.getByRole("link", { name: approved, exact: true }).waitFor();
  await cmdi.page.getByRole("tab", { name: /^Rejected/ }).click();
  const row = cmdi.page.getByRole("listitem").filter({ has: cmdi.page.getByRole("link", { name: rejected, exact: true }) });
  await row.getByText(`Reason ${REASON}`).waitFor();
  await row.getByRole("link", { name: rejected, exact: true }).click();
  await cmdi.page.waitForURL("**/training?**");
  await cmdi.page.getByText("Reason for rejection").waitFor();
  await cmdi.page.getByText(REASON, { exact: true }).waitFor();
  assert.equal([...ammd.errors, ...cmdi.errors], []);
  await cmdi.context.close();
  await ammd.context.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  t(`axe finds nothing serious on ${PAGE} and its dialog at ${viewport.width} px (light, dark, right to left); nothing overflows`, async () => {
    const s = await signedIn("AMMD", viewport);
    await s.page.goto(`${app.url}${PAGE}`);
    await rowsOf(s.page).first().waitFor();
    await s.page
      .getByLabel(/^(Refreshing|Loading)/)
      .first()
      .waitFor({ state: "detached" });
    for (const v of await axe(s.page)) assert.unreachable(`${viewport.width} px: ${v}`);
    const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll at ${viewport.width} px (${overflow})`);
    await rowsOf(s.page).first().getByRole("button", { name: "Reject" }).click();
    await s.page
      .getByRole("dialog")
      .getByLabel(/Reason/)
      .waitFor();
    await still(s.page);
    for (const v of await axe(s.page)) assert.unreachable(`${viewport.width} px, the dialog: ${v}`);
    await s.page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await s.page.getByRole("dialog").waitFor({ state: "detached" });
    // the dark theme and right to left too (as the axe suite visits every screen at a phone's size)
    for (const settings of [
      { theme: "dark", direction: "ltr", searchBar: true },
      { theme: "light", direction: "rtl", searchBar: true },
    ]) {
      await s.page.evaluate((x) => localStorage.setItem("uiSettings", JSON.stringify(x)), settings);
      await s.page.reload();
      await rowsOf(s.page).first().waitFor();
      await s.page
        .getByLabel(/^(Refreshing|Loading)/)
        .first()
        .waitFor({ state: "detached" });
      await still(s.page);
      for (const v of await axe(s.page)) assert.unreachable(`${viewport.width} px, ${settings.theme} ${settings.direction}: ${v}`);
    }
    assert.equal(s.errors, []);
    await s.context.close();
  });
}

t.run();

// What happened (issue 46 item 4; decision 080), end to end on the real server and the built client:
// a CMDI signs in; their AMMD opens the Audit Log from her home on a 360 px phone, finds her own
// sign-in, filters by the CMDI's name and the action and sees only his; the page passes axe at every
// impact and has no sideways scroll; the super admin downloads what the page shows as a CSV file.
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import type { Download, Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";

const { t, app } = browserSuite("audit log (Chromium)");

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The "Who" cells of the table now. */
const whoCells = (page: Page) => page.evaluate<string[]>(`[...document.querySelectorAll("table tbody tr")].map((tr) => tr.children[1].textContent)`);

t("an AMMD reads her region's audit log at 360 px, filters it by person and action; axe at every impact", async () => {
  const ravi = await app.page(PHONE);
  await signIn(ravi.page, app.url, DEMO.CMDI);
  await ravi.page.waitForURL(`**${DEMO.CMDI.home}`);
  await ravi.context.close();

  const { context, page, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.AMMD);
  await page.waitForURL(`**${DEMO.AMMD.home}`);
  await page.getByRole("link", { name: "Audit Log" }).click();
  await page.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
  const table = page.getByRole("table", { name: "What happened" });
  await table.getByRole("row").filter({ hasText: "Meera Iyer (AMMD)" }).filter({ hasText: "Signed in" }).first().waitFor();
  assert.equal(await axe(page), [], "the page passes axe");
  assert.ok(await fits(page), "the page fits 360 px");

  await page.getByLabel("Person").fill("Ravi Kumar");
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  // the filtered rows replace the newest: every Who is Ravi's (read through the page's DOM, not eval: the app's CSP forbids it)
  for (const end = Date.now() + 20_000; ; ) {
    const who = await whoCells(page);
    if (who.length > 0 && who.every((x) => x === "Ravi Kumar (CMDI)")) break;
    assert.ok(Date.now() < end, `only Ravi's sign-ins within 20 s: ${who.slice(0, 5).join(", ")}`);
    await page.waitForTimeout(100);
  }
  const rows = await table.locator("tbody tr").allTextContents();
  assert.ok(
    rows.every((r) => r.includes("Signed in")),
    rows.join(" | "),
  );

  // nothing matches: it says so; Clear shows the newest again, Meera's own sign-in among them
  await page.getByLabel("Person").fill("Nobody Of This Name");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByText("Nothing matches these filters").waitFor();
  await page.getByRole("button", { name: "Clear" }).click();
  await table.getByRole("row").filter({ hasText: "Meera Iyer (AMMD)" }).first().waitFor();
  assert.ok((await whoCells(page)).length > 0);
  assert.equal(errors, []);
  await context.close();
});

t("the super admin: the Audit Log in the menu, and its CSV file with the columns shown", async () => {
  const { context, page, errors } = await app.page();
  await signIn(page, app.url, DEMO.SUPER);
  await page.waitForURL(`**${DEMO.SUPER.home}`);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Audit Log" }).click();
  await page.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
  await page.getByRole("table", { name: "What happened" }).getByRole("row").filter({ hasText: "Sunil Admin" }).first().waitFor();
  const [download] = (await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the audit log as CSV" }).click(),
  ])) as [Download, unknown];
  assert.match(download.suggestedFilename(), /^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  assert.is(lines[0], "When,Who,Action,Record");
  assert.ok(
    lines.some((l) => l.includes("Sunil Admin") && l.includes("Signed in")),
    lines.slice(0, 5).join("\n"),
  );
  assert.equal(errors, []);
  await context.close();
});
t.run();

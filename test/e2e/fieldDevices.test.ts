// Field devices in Chromium against the real server and its demo data (issue 48 items 3 and 4;
// decisions 078, 111): the demo FCP signs in on two phones, whose lists' refresh carries its health report
// (waited for as the server's answer to that very request); then her CMDI, at 360 px, opens Field
// devices from his menu and finds her devices, told apart by their numbers and first sight, with
// their last sync and build; the people who never synced are flagged at the top under their own
// heading; axe finds nothing; nothing is wider than the phone.
import * as assert from "uvu/assert";
import { DEMO, PHONE, axe, browserSuite, signIn, openFromMenu } from "./harness.ts";

const { t, app } = browserSuite("Field devices (Chromium)");
/** The demo FCP as her CMDI sees her (server/db/demo.ts). */
const ASHA = "Asha Verma";

/** Nothing wider than the phone (no sideways scroll). */
const fits = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The FCP signs in on a phone of her own, whose first refresh carries its report: the build it sent. */
async function reportFrom(): Promise<string> {
  const fcp = await app.page(PHONE);
  try {
    // the first refresh after her sign-in carries the report; the server stores it before it answers
    const reported = fcp.page.waitForResponse(
      (r) => r.url().endsWith("/api/query") && r.request().method() === "POST" && (r.request().postData() ?? "").includes('"health":') && r.ok(),
    );
    await signIn(fcp.page, app.url, DEMO.FCP);
    await fcp.page.waitForURL(`**${DEMO.FCP.home}`);
    const sent = JSON.parse((await reported).request().postData()!) as { sync?: unknown; health: { build: string; day: string } };
    assert.ok("sync" in sent, "the report rides on a refresh");
    assert.ok(sent.health.build.length > 0);
    assert.equal(fcp.errors, []);
    return sent.health.build;
  } finally {
    await fcp.context.close();
  }
}

t("the FCP's phones report with their syncs; her CMDI's Field devices tells them apart, with their last sync and build", async () => {
  // two phones of one kind: their cards must still differ (decision 111)
  const build = await reportFrom();
  await reportFrom();

  const { page, context, errors } = await app.page(PHONE);
  try {
    await signIn(page, app.url, DEMO.CMDI);
    await page.waitForURL(`**${DEMO.CMDI.home}`);
    await openFromMenu(page, "Field devices");
    await page.waitForURL("**/fieldDevices");
    await page.getByRole("heading", { level: 1, name: "Field devices" }).waitFor();
    const asha = page.getByRole("list", { name: "Devices" }).getByRole("listitem").filter({ hasText: ASHA });
    await asha.nth(1).waitFor();
    const [one, two] = [await asha.nth(0).innerText(), await asha.nth(1).innerText()];
    assert.ok(one.includes(build), `her build ${build} in: ${one}`);
    assert.match(one, /Last synced\s*\d{2}-\d{2}-\d{2}, \d{1,2}:\d{2} [ap]m/);
    // named as every list names her (her mobile's last four digits); each phone by its number and first sight (decision 111)
    assert.ok(one.includes(`${ASHA} · …${DEMO.FCP.mobile.slice(-4)}`), one);
    assert.match(one, /First seen\s*\d{2}-\d{2}-\d{2}, \d{1,2}:\d{2} [ap]m/);
    const number = (text: string) => /, no\. (\d+)/.exec(text)?.[1];
    assert.ok(number(one) && number(two) && number(one) !== number(two), `two phones told apart: ${one} / ${two}`);
    // her other FCPs never synced: flagged at the top under their own heading, before the devices
    const never = page.getByRole("list", { name: "Never synced" });
    await never.waitFor();
    assert.ok((await never.getByRole("listitem").count()) > 0);
    assert.not.ok((await never.innerText()).includes(ASHA), "she synced moments ago");
    assert.is(await page.getByRole("heading", { name: "Not synced in the last 3 days" }).count(), 0, "nobody synced and then stopped");
    assert.equal(await axe(page), []);
    assert.ok(await fits(page), "Field devices fits 360 px");
    // the list as CSV, its headers translated by the same path as every list's
    await page.getByRole("link", { name: "Download the field devices as CSV" }).waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

t.run();

// Field devices in Chromium against the real server and its demo data (issue 48 items 3 and 4;
// decision 078): the demo FCP signs in on her phone, whose lists' refresh carries its health report
// (waited for as the server's answer to that very request); then her CMDI, at 360 px, opens Field
// devices from his menu and finds her device with its last sync and its build; the people who never
// synced are flagged at the top; axe finds nothing; nothing is wider than the phone.
import * as assert from "uvu/assert";
import { DEMO, PHONE, axe, browserSuite, signIn } from "./harness.ts";

const { t, app } = browserSuite("Field devices (Chromium)");
/** The demo FCP as her CMDI sees her (server/db/demo.ts). */
const ASHA = "Asha Verma";

/** Nothing wider than the phone (no sideways scroll). */
const fits = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

t("the FCP's phone reports with its sync; her CMDI's Field devices shows her device, its last sync and its build", async () => {
  const fcp = await app.page(PHONE);
  let build = "";
  try {
    // the first refresh after her sign-in carries the report; the server stores it before it answers
    const reported = fcp.page.waitForResponse(
      (r) => r.url().endsWith("/api/query") && r.request().method() === "POST" && (r.request().postData() ?? "").includes('"health":') && r.ok(),
    );
    await signIn(fcp.page, app.url, DEMO.FCP);
    await fcp.page.waitForURL(`**${DEMO.FCP.home}`);
    const sent = JSON.parse((await reported).request().postData()!) as { sync?: unknown; health: { build: string; day: string } };
    assert.ok("sync" in sent, "the report rides on a refresh");
    build = sent.health.build;
    assert.ok(build.length > 0);
    assert.equal(fcp.errors, []);
  } finally {
    await fcp.context.close();
  }

  const { page, context, errors } = await app.page(PHONE);
  try {
    await signIn(page, app.url, DEMO.CMDI);
    await page.waitForURL(`**${DEMO.CMDI.home}`);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Field devices" }).click();
    await page.waitForURL("**/fieldDevices");
    await page.getByRole("heading", { level: 1, name: "Field devices" }).waitFor();
    const asha = page.getByRole("list", { name: "Devices" }).getByRole("listitem").filter({ hasText: ASHA });
    await asha.first().waitFor();
    const text = await asha.first().innerText();
    assert.ok(text.includes(build), `her build ${build} in: ${text}`);
    assert.match(text, /Last synced\s*\d{2}-\d{2}-\d{2}, \d{1,2}:\d{2} [ap]m/);
    // her other FCPs never synced: flagged at the top, before the devices
    const flagged = page.getByRole("list", { name: /^Not synced in the last 3 days$/ });
    await flagged.waitFor();
    assert.ok((await flagged.getByRole("listitem").count()) > 0);
    assert.not.ok((await flagged.innerText()).includes(ASHA), "she synced moments ago");
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

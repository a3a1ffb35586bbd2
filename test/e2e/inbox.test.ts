// "Changes not saved" (issue 48 item 2; decision 081) in Chromium against the real server: Asha
// (FCP) adds an HPA offline with a mobile number already in her list; back online the outbox sends
// it and the server refuses it while she is on another page. After a reload the header counts it,
// the page lists it with the server's reason and what she typed; Discard asks once, then the
// count is gone.
import * as assert from "uvu/assert";
import { DEMO, PHONE, browserSuite, signIn, storedEvent } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("changes not saved (Chromium)");

t("an offline HPA the server refuses waits in Changes not saved after a reload; Discard asks once and the count goes", async () => {
  const { page, context, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL("**/newHomeFCP");
  const taken = String((await apiQuery(page, "hpas.list", {}))[0]!.mobile__c);
  await page.goto(`${app.url}/addNewHPA`);
  await page.getByLabel("Name").waitFor();
  await context.setOffline(true);
  await page.getByText("Offline", { exact: true }).waitFor();
  await page.getByLabel("Name").fill("Kavita Joshi");
  await page.getByLabel("HPA Type").selectOption("Art Maker");
  await page.getByLabel("Mobile No").fill(taken);
  await page.getByRole("button", { name: "Save" }).click();
  await storedEvent(page, "write.queued", { has: ["hpas.add", "Kavita Joshi"] });
  // to another page in the app (offline: no page load), then back online
  await page.getByRole("link", { name: "Back to HPAs" }).click();
  await page.waitForURL("**/listHPA");
  await context.setOffline(false);
  await storedEvent(page, "write.rejected", { has: ['"code":"duplicate"'] });
  await page.reload();
  const count = page.getByRole("link", { name: "1 change not saved" });
  await count.waitFor();
  await count.click();
  await page.waitForURL("**/changesNotSaved");
  const card = page.getByRole("listitem").filter({ hasText: "HPA: Kavita Joshi" });
  await card.getByText(taken).waitFor();
  await card.getByText("Field: Mobile No").waitFor();
  await card.getByRole("button", { name: "Discard Kavita Joshi" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Discard" }).click();
  await page.getByRole("heading", { name: "Nothing waits" }).waitFor();
  await storedEvent(page, "write.discarded", {});
  assert.is(await page.getByRole("link", { name: /not saved/ }).count(), 0, "the header's count is gone");
  assert.equal(errors, []);
  await context.close();
});

t.run();

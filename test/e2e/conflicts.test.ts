// Conflicts (issue 48 items 1 and 5; decision 079), in Chromium against the real server: one CMDI
// on two phones edits one outlet. Phone B, offline, changes the City/Town; phone A changes the
// City/Town otherwise and the District. B comes back online: its outbox write is refused as a
// conflict (nothing written), B sees its City/Town beside A's, keeps its own, and the outlet ends
// with B's City/Town and A's District (merged without asking: only A changed it).
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, endTwoPhones, signIn, storedEvent } from "./harness.ts";
import { apiQuery, field, fillOutlet } from "./outletSteps.ts";

const { t, app } = browserSuite("conflicts (Chromium)");

/** Opens the outlet's form and waits until it has loaded (Edit shows). */
async function openOutlet(page: Page, id: number): Promise<void> {
  await page.goto(`${app.url}/addEditOutlet?outletid=${id}`);
  await page.getByRole("button", { name: "Edit" }).waitFor();
}

/** Edits the open outlet: `values` (label -> text), then Save, and waits for `said`. */
async function edit(page: Page, values: Record<string, string>, said: string): Promise<void> {
  await page.getByRole("button", { name: "Edit" }).click();
  await fillOutlet(page, values);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText(said).waitFor();
}

t("one outlet on two phones, B offline: B's write is refused as a conflict, B keeps its City/Town and A's District", async () => {
  const a = await app.page(PHONE);
  await signIn(a.page, app.url, DEMO.CMDI);
  await a.page.waitForURL("**/homeCMDI");
  const id = (await apiQuery(a.page, "outlets.list", {}))[3]!.id as number;

  const b = await app.page(PHONE);
  await signIn(b.page, app.url, DEMO.CMDI);
  await b.page.waitForURL("**/homeCMDI");
  // both phones start from the same version of the outlet
  await openOutlet(a.page, id);
  await openOutlet(b.page, id);

  await b.context.setOffline(true);
  await b.page.getByText("Offline", { exact: true }).waitFor();
  await edit(b.page, { "City/Town": "Bhopal" }, "Saved on this device. It will be sent when the connection is back.");

  await edit(a.page, { "City/Town": "Agra", District: "Agra District" }, "Outlet Updated Successfully!!");

  await b.context.setOffline(false);
  // B's outbox sends its write: refused as a conflict, kept in B's log
  await storedEvent(b.page, "write.rejected", { has: ['"code":"conflict"', "city_town__c"] });
  const panel = b.page.getByRole("form", { name: "Changed by someone else" });
  await panel.waitFor();
  const city = panel.getByRole("group", { name: "City/Town" });
  assert.is(await city.getByRole("radio").count(), 2, "City/Town: mine beside the current one");
  await city.getByRole("radio", { name: "Current: Agra" }).waitFor();
  assert.is(await panel.getByRole("group", { name: "District" }).count(), 0, "the District merged without asking: only A changed it");
  await b.page.getByText("Kept without asking (changed on one side only): District").waitFor();
  assert.equal(await axe(b.page), [], "the conflict passes axe");
  // nothing was written by the refused write
  assert.is((await apiQuery(b.page, "outlets.get", { id }))[0]!.city_town__c, "Agra");

  await city.getByText("Yours: Bhopal").click(); // the label, as a finger does
  assert.ok(await city.getByRole("radio", { name: "Yours: Bhopal" }).isChecked());
  await panel.getByRole("button", { name: "Save my choices" }).click();
  await b.page.getByText("Your choice was saved.").waitFor();
  const [end] = await apiQuery(b.page, "outlets.get", { id });
  assert.equal([end!.city_town__c, end!.district__c], ["Bhopal", "Agra District"]);
  // B's form shows the outlet as it is now
  assert.equal([await field(b.page, "City/Town").inputValue(), await field(b.page, "District").inputValue()], ["Bhopal", "Agra District"]);
  // 360 px: nothing wider than the screen
  await endTwoPhones(a, b);
});

t.run();

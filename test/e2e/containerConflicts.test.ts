// A container's conflict (issue 48 items 1 and 5; decision 079), in Chromium against the real server:
// the demo FCP (containers are an FCP's own) on two phones edits one container. Phone B, offline,
// changes the Purpose; phone A changes the Purpose otherwise and the Name. B comes back online: its
// outbox write is refused as a conflict (nothing written), B sees its Purpose beside A's, keeps its
// own, and the container ends with B's Purpose and A's Name (merged without asking).
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, endTwoPhones, signIn, storedEvent } from "./harness.ts";
import { apiQuery, field } from "./outletSteps.ts";

const { t, app } = browserSuite("container conflicts (Chromium)");

/** Opens the FCP's container in its form and waits until it and the HPAs have loaded. */
async function openContainer(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`${app.url}/viewContainer?id=${id}`);
  await page.getByRole("list", { name: "Your HPAs" }).waitFor();
  await page.waitForFunction((n) => (document.getElementById("container-name") as HTMLInputElement | null)?.value === n, name);
}

t("one container on two phones, B offline: B's write is refused as a conflict, B keeps its Purpose and A's Name", async () => {
  const a = await app.page(PHONE);
  await signIn(a.page, app.url, DEMO.FCP);
  await a.page.waitForURL(`**${DEMO.FCP.home}`);
  const [first] = await apiQuery(a.page, "containers.list", {});
  const id = first!.id as number;
  const name = first!.name as string;

  const b = await app.page(PHONE);
  await signIn(b.page, app.url, DEMO.FCP);
  await b.page.waitForURL(`**${DEMO.FCP.home}`);
  // both phones start from the same version of the container
  await openContainer(a.page, id, name);
  await openContainer(b.page, id, name);

  await b.context.setOffline(true);
  await b.page.getByText("Offline", { exact: true }).waitFor();
  await field(b.page, "Purpose").fill("Phone B purpose");
  await b.page.getByRole("button", { name: "Save" }).click();
  await b.page.getByText("Saved on this device. It will be sent when the connection is back.").waitFor();

  await field(a.page, "Purpose").fill("Phone A purpose");
  await field(a.page, "Name").fill(`${name} A`);
  await a.page.getByRole("button", { name: "Save" }).click();
  await a.page.getByText("Container Saved Successfully!!").waitFor();
  assert.equal(
    (await apiQuery(a.page, "containers.list", {})).filter((c) => c.id === id).map((c) => [c.name, c.description]),
    [[`${name} A`, "Phone A purpose"]],
    "A's save is stored",
  );

  await b.context.setOffline(false);
  // B's outbox sends its write: refused as a conflict, kept in B's log
  await storedEvent(b.page, "write.rejected", { has: ['"code":"conflict"', "description"] });
  const panel = b.page.getByRole("form", { name: "Changed by someone else" });
  await panel.waitFor();
  const purpose = panel.getByRole("group", { name: "Purpose" });
  assert.is(await purpose.getByRole("radio").count(), 2, "Purpose: mine beside the current one");
  await purpose.getByRole("radio", { name: "Current: Phone A purpose" }).waitFor();
  assert.is(await panel.getByRole("group", { name: "Name" }).count(), 0, "the Name merged without asking: only A changed it");
  await b.page.getByText("Kept without asking (changed on one side only): Name").waitFor();
  assert.equal(await axe(b.page), [], "the conflict passes axe");
  // nothing was written by the refused write
  const stored = async () => (await apiQuery(b.page, "containers.list", {})).find((c) => c.id === id)!;
  assert.equal([(await stored()).name, (await stored()).description], [`${name} A`, "Phone A purpose"]);

  await purpose.getByText("Yours: Phone B purpose").click(); // the label, as a finger does
  await panel.getByRole("button", { name: "Save my choices" }).click();
  await b.page.getByText("Your choice was saved.").waitFor();
  const end = await stored();

  assert.equal([end.name, end.description], [`${name} A`, "Phone B purpose"]);
  // B's form shows the container as it is now
  assert.equal([await field(b.page, "Name").inputValue(), await field(b.page, "Purpose").inputValue()], [`${name} A`, "Phone B purpose"]);
  await endTwoPhones(a, b);
});

t.run();

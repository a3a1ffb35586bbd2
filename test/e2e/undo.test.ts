// Undo of a removal in Chromium at 360 px (issue 49 item 6; decision 067): the demo FCP removes
// their container, the list says 'Removed "<name>"' with Undo; Undo brings it back and the removal
// never reaches the server (a later save goes through first: writes go in order). Without Undo the
// toast goes and the removal reaches the server once, after its hold.
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, storedEvent } from "./harness.ts";
import { apiQuery, field } from "./outletSteps.ts";

const { t, app } = browserSuite("undo (Chromium)");

const isRemoval = (r: Request) =>
  r.method() === "POST" && r.url().endsWith("/api/query") && r.postData()?.includes('"op":"containers.remove"') === true;

/** The FCP signed in at 360 px, with the containers.remove requests the page sends. */
async function fcp() {
  const { page, context, errors } = await app.page(PHONE);
  const removals: Request[] = [];
  page.on("request", (r) => {
    if (isRemoval(r)) removals.push(r);
  });
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL(`**${DEMO.FCP.home}`);
  const [c] = await apiQuery(page, "containers.list", {});
  assert.ok(c, "the demo FCP has a container");
  return { page, context, errors, removals, c: c as { id: number; name: string } };
}

async function removeIt(page: Page, c: { id: number; name: string }) {
  await page.goto(`${app.url}/viewContainer?id=${c.id}`);
  await page.getByRole("heading", { name: c.name }).waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Remove container" }).click();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/viewContainer" && u.search === "");
  await page.getByText(`Removed "${c.name}"`).waitFor();
  await page.getByRole("link", { name: c.name }).waitFor({ state: "detached" });
}

t("FCP: a removed container says 'Removed' with Undo; Undo brings it back and nothing reaches the server", async () => {
  const { page, context, errors, removals, c } = await fcp();
  await removeIt(page, c);
  assert.equal(await axe(page), [], "axe: the toast with its Undo");
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByText("Undone", { exact: true }).waitFor();
  await page.getByRole("link", { name: c.name }).waitFor();
  await storedEvent(page, "write.withdrawn", {});
  // a save after it is answered by the server: the removal, had it stayed queued, would have gone first
  await page.getByRole("link", { name: c.name }).click();
  await page.getByRole("heading", { name: c.name }).waitFor();
  await field(page, "Purpose").fill("Kept after an undo");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Container Saved Successfully!!").waitFor();
  assert.is(removals.length, 0, "the removal never reached the server");
  assert.ok(
    (await apiQuery(page, "containers.list", {})).some((x) => x.id === c.id),
    "the server still has it",
  );
  assert.equal(errors, []);
  await context.close();
});

t("FCP: without Undo, the toast goes and the removal reaches the server once", async () => {
  const { page, context, errors, removals, c } = await fcp();
  const answered = page.waitForResponse((r) => isRemoval(r.request()), { timeout: 30_000 });
  await removeIt(page, c);
  await page.getByText(`Removed "${c.name}"`).waitFor({ state: "detached", timeout: 15_000 });
  const r = await answered;
  assert.ok(r.ok(), "the server stored the removal");
  assert.is(removals.length, 1, "sent once");
  assert.not.ok(
    (await apiQuery(page, "containers.list", {})).some((x) => x.id === c.id),
    "the server no longer lists it",
  );
  await page.reload();
  await page.getByRole("heading", { name: "View Container" }).waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  assert.is(await page.getByRole("link", { name: c.name }).count(), 0, "not back after a refresh");
  assert.is(removals.length, 1, "still once");
  assert.equal(errors, []);
  await context.close();
});

t.run();

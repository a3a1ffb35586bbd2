// Undo of a removal in Chromium at 360 px (issue 49 item 6; decision 067): the demo FCP removes
// their container, the list says 'Removed "<name>"' with Undo; Undo brings it back and the removal
// never reaches the server (a later save goes through first: writes go in order). Without Undo the
// toast goes and the removal reaches the server once, after its hold. The demo CMDI's assignment of
// a lead to an FCP is undone the same way: the lead is back with no FCP, and only a later
// assignment reaches the server.
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, storedEvent, type DemoAccount } from "./harness.ts";
import { apiQuery, field } from "./outletSteps.ts";
import { fcpLabel } from "../../src/codecs/display.ts";

const { t, app } = browserSuite("undo (Chromium)");

/** Whether a request is a write of `op` sent to the server. */
const isWrite = (op: string) => (r: Request) =>
  r.method() === "POST" && r.url().endsWith("/api/query") && r.postData()?.includes(`"op":"${op}"`) === true;
const isRemoval = isWrite("containers.remove");
const isAssignment = isWrite("leads.assign");

/** `who` signed in at 360 px, with the requests of `op` the page sends. */
async function signedIn(who: DemoAccount, op: (r: Request) => boolean) {
  const { page, context, errors } = await app.page(PHONE);
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (op(r)) sent.push(r);
  });
  await signIn(page, app.url, who);
  await page.waitForURL(`**${who.home}`);
  return { page, context, errors, sent };
}

/** The FCP signed in, with the containers.remove requests the page sends and their first container. */
async function fcp() {
  const { page, context, errors, sent: removals } = await signedIn(DEMO.FCP, isRemoval);
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
  answered.catch(() => {}); // reported by the step that fails first, not as an unhandled rejection
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

t("CMDI: assigning a lead says 'Assigned \"<lead>\" to <FCP>' with Undo; Undo puts it back unassigned and nothing reaches the server", async () => {
  const { page, context, errors, sent: assignments } = await signedIn(DEMO.CMDI, isAssignment);
  await page.goto(`${app.url}/listAssignLead`);
  await page.getByRole("list", { name: "Leads not assigned yet" }).waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  const select = page.getByLabel(/^Assign .+ to\b/).first();
  const id = Number((await select.getAttribute("id"))!.replace("lead-assign-", ""));
  const lead = (await apiQuery(page, "leads.list", {})).find((l) => l.id === id);
  assert.ok(lead && lead.fcp_id === null, "an unassigned lead of the demo CMDI");
  const assignTo = page.locator(`#lead-assign-${id}`);
  const fcp = (await assignTo.locator("option").nth(1).innerText()).trim();
  const assign = async () => {
    await assignTo.selectOption({ label: fcp });
    await page.getByRole("listitem").filter({ has: assignTo }).getByRole("button", { name: "Assign" }).click();
    await page.getByText(`Assigned "${lead!.name}" to ${fcp}`, { exact: true }).waitFor();
    await assignTo.waitFor({ state: "detached" });
  };
  await assign();
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByText("Undone", { exact: true }).waitFor();
  await assignTo.waitFor();
  await storedEvent(page, "write.withdrawn", {});
  assert.is(await page.getByText("Saved on this device", { exact: false }).count(), 0, "no offline notice at the lead put back");
  assert.is((await apiQuery(page, "leads.list", {})).find((l) => l.id === id)?.fcp_id, null, "the server still has it unassigned");
  // assigned again and left: it reaches the server once (the withdrawn one, had it stayed, would have gone first)
  const answered = page.waitForResponse((r) => isAssignment(r.request()), { timeout: 30_000 });
  answered.catch(() => {}); // reported by the step that fails first, not as an unhandled rejection
  await assign();
  assert.ok((await answered).ok(), "the server stored the assignment");
  assert.is(assignments.length, 1, "only the assignment not undone was sent");
  const stored = (await apiQuery(page, "leads.list", {})).find((l) => l.id === id);
  assert.is(stored?.fcp_id === null ? "" : fcpLabel({ name: stored!.fcp_name, phone: stored!.fcp_phone, id: stored!.fcp_id }), fcp);
  assert.equal(errors, []);
  await context.close();
});

t.run();

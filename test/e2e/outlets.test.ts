// Outlets in Chromium against the real server: the demo CMDI searches, adds (with errors, then
// fixed), edits and deletes; the demo FCP only reads; a reload shows the cached list before the
// network answers; an offline add reaches the server exactly once, even when the first answer is lost.
// The form with its error summary is checked with axe here (axe.test.ts visits screens as they open).
// Delta sync (decision 050): a quiet reload asks with the sketch of what the device holds and gets no
// rows; a deleted outlet arrives as one removal (the bytes of every list: npm run bench:sync).
import * as assert from "uvu/assert";
import type { Page, Request } from "playwright-core";
import { DEMO, PHONE, axe, signIn, browserSuite, storedEvent, homeShortcut } from "./harness.ts";
import { apiQuery, field, fillOutlet, openLinks, rows } from "./outletSteps.ts";

const { t, app } = browserSuite("outlets (Chromium)");

async function asCmdi(viewport?: { width: number; height: number }) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, DEMO.CMDI);
  await s.page.waitForURL("**/homeCMDI");
  await homeShortcut(s.page, "Outlets", "/listOutlet");
  await rows(s.page).first().waitFor();
  await s.page.getByLabel("Refreshing").waitFor({ state: "detached" }); // the list as the server has it
  return s;
}

const search = (page: Page) => page.getByLabel("Search by outlet name or code");

t("CMDI: search runs with three characters, not two; no match says so; an empty search clears it", async () => {
  const { page, context, errors } = await asCmdi(PHONE);
  const all = await rows(page).count();
  const listed = (n: number) => page.waitForFunction((n) => document.querySelectorAll('ul[aria-label="Outlets"] > li').length === n, n);
  await search(page).fill("Har");
  await page.waitForFunction((n) => document.querySelectorAll('ul[aria-label="Outlets"] > li').length < n, all);
  for (const text of await openLinks(page).allInnerTexts()) assert.match(text.toLowerCase(), /har/);
  await search(page).fill("Ha");
  await listed(all); // two characters do nothing: the whole list again
  await search(page).fill("qqqzz");
  await page.getByText("No result found").waitFor();
  await search(page).fill("");
  await page.getByText("No result found").waitFor({ state: "detached" });
  await listed(all);
  assert.equal(errors, []);
  await context.close();
});

t("CMDI: a new outlet with errors shows every message; fixed, it is saved once and listed", async () => {
  const { page, context, errors } = await asCmdi();
  await page.getByRole("button", { name: "Add outlet" }).click();
  await page.waitForURL("**/addEditOutlet");
  await field(page, "Outlet Name").fill("E2E Colour House");
  await field(page, "Mobile No").fill("98765");
  await page.getByRole("button", { name: "Save" }).click();
  for (const m of [
    "Phone number is not valid (ten digits, for example 98765 43210)",
    "WSS Phone Number is required!",
    "TSI TTY Phone Number is required!",
    "Cluster Phone Number is required!",
    "RSM Phone Number is required!",
  ]) {
    await page.getByText(m, { exact: true }).waitFor();
  }
  // the error summary (its links inside sentences) is a state the axe suite's visits never reach
  assert.equal(await axe(page), [], "axe finds nothing with the error summary shown");
  assert.is(await field(page, "Outlet Name").inputValue(), "E2E Colour House", "typed values stay");
  await fillOutlet(page, { "Mobile No": "+91 98765 00001" });
  await field(page, "State").pressSequentially("maha");
  await page.getByRole("option", { name: "Maharashtra - 13" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Outlet Added Successfully!!").waitFor();
  await page.waitForURL(/outletid=\d+/);
  await page.getByRole("button", { name: "Edit" }).waitFor();
  const found = await apiQuery(page, "outlets.search", { q: "E2E Colour House" });
  assert.is(found.length, 1);
  assert.is(found[0].state__c, "Maharashtra - 13");
  await page.getByRole("link", { name: "Back to outlets" }).click();
  await rows(page).getByText("E2E Colour House", { exact: false }).first().waitFor();
  assert.equal(errors, []);
  await context.close();
});

t("CMDI: Edit turns into Save; a refused value keeps the typing; saved, it reads back after a reload", async () => {
  const { page, context, errors } = await asCmdi();
  await openLinks(page).nth(1).click();
  await page.waitForURL(/outletid=\d+/);
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByRole("button", { name: "Save" }).waitFor();
  assert.is(await page.getByRole("button", { name: "Edit" }).count(), 0);
  await field(page, "City/Town").fill("Nashik");
  await field(page, "RSM Phone").fill("abc");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("RSM Phone number is not valid (ten digits, for example 98765 43210)", { exact: true }).waitFor();
  assert.is(await field(page, "City/Town").inputValue(), "Nashik");
  await field(page, "RSM Phone").fill("09876500002");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Outlet Updated Successfully!!").waitFor();
  await page.getByRole("button", { name: "Edit" }).waitFor();
  assert.ok((await field(page, "City/Town").getAttribute("readonly")) !== null, "back to read-only");
  await page.reload();
  await page.getByRole("button", { name: "Edit" }).waitFor();
  assert.is(await field(page, "City/Town").inputValue(), "Nashik");
  assert.is(await field(page, "RSM Phone").inputValue(), "9876500002", "kept as its ten digits");
  assert.equal(errors, []);
  await context.close();
});

t("CMDI: a value the server refuses shows its message under its own field, not at the top; the typing stays", async () => {
  const { page, context, errors } = await asCmdi();
  await openLinks(page).nth(2).click();
  await page.waitForURL(/outletid=\d+/);
  await page.getByRole("button", { name: "Edit" }).click();
  await field(page, "City/Town").fill("Nashik");
  // The client checks the 500-character rule itself; this write comes as from a client that did
  // not (an older version's queued write), so the real server is the one that refuses it.
  await page.route("**/api/query", async (route) => {
    const body = route.request().postDataJSON() as { op: string; params: { values: Record<string, string> } };
    if (body.op !== "outlets.update") return route.continue();
    body.params.values.city_town__c = "x".repeat(600);
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole("button", { name: "Save" }).click();
  const message = page.locator("#outlet-city_town__c-error");
  await message.getByText("City/Town is too long (at most 500 characters)").waitFor();
  assert.is(await field(page, "City/Town").getAttribute("aria-describedby"), "outlet-city_town__c-error", "tied to its field");
  // at the top only the summary names it, linking to the field; no message of the form's own
  await page.getByRole("alert").getByRole("link", { name: "City/Town" }).waitFor();
  assert.is(
    await page
      .getByRole("alert")
      .filter({ hasText: /^City\/Town is too long/ })
      .count(),
    0,
    "not a message of the whole form",
  );
  assert.is(await field(page, "City/Town").inputValue(), "Nashik", "what was typed stays");
  assert.equal(errors, []);
  await context.close();
});

t("CMDI: delete asks first: No keeps the outlet, Yes removes it (on the server too)", async () => {
  const { page, context, errors } = await asCmdi();
  const first = rows(page).first();
  const heading = await openLinks(page).first().innerText();
  const id = Number(new URL((await openLinks(page).first().getAttribute("href"))!, app.url).searchParams.get("outletid"));
  const name = heading.split(" - ").slice(1).join(" - ");
  await first.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await dialog.getByText("You want to delete this outlet?").waitFor();
  await dialog.getByRole("button", { name: "No" }).click();
  await dialog.waitFor({ state: "detached" });
  assert.is(await openLinks(page).first().innerText(), heading);
  await rows(page)
    .first()
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  // held for the toast's Undo, then sent (decision 067)
  const sent = page.waitForResponse((r) => r.request().postData()?.includes('"op":"outlets.delete"') === true, { timeout: 30_000 });
  sent.catch(() => {}); // a step failing before it is awaited is reported, not an unhandled rejection
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  // the row goes and the toast (6 s) comes at once: both watched from the click on
  await Promise.all([
    page.getByRole("link", { name: heading, exact: true }).waitFor({ state: "detached" }),
    page.getByText(`Removed "${name || heading}"`).waitFor(), // a heading without a code is the name
  ]);
  assert.ok((await sent).ok(), "the delete reached the server");
  assert.not.ok(
    (await apiQuery(page, "outlets.list", {})).some((o) => o.id === id),
    "the server no longer lists it",
  );
  await page.reload();
  await rows(page).first().waitFor();
  assert.is(await page.getByRole("link", { name: heading, exact: true }).count(), 0);
  assert.equal(errors, []);
  await context.close();
});

t("FCP: an outlet of their CMDI opens read-only, without Edit", async () => {
  const { page, context, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL("**/newHomeFCP");
  const [outlet] = await apiQuery(page, "outlets.list", {});
  await page.goto(`${app.url}/addEditOutlet?outletid=${outlet.id}`);
  await field(page, "Outlet Name").waitFor();
  await page.waitForFunction(
    (name) => (document.getElementById("outlet-outletname__c") as HTMLInputElement | null)?.value === name,
    outlet.outletname__c,
  );
  for (const label of ["Outlet Name", "Mobile No", "Address", "State", "RSM Phone"]) {
    assert.ok((await field(page, label).getAttribute("readonly")) !== null, `${label} is read-only`);
  }
  assert.is(await page.getByRole("button", { name: "Edit" }).count(), 0);
  assert.is(await page.getByRole("button", { name: "Save" }).count(), 0);
  assert.equal(errors, []);
  await context.close();
});

t("a reload shows the cached outlets before the network answers, then refreshes", async () => {
  const { page, context } = await asCmdi();
  const heading = await openLinks(page).first().innerText();
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/query", async (route) => {
    if ((route.request().postDataJSON() as { op: string }).op === "outlets.list") await held;
    await route.continue();
  });
  await page.reload();
  await page.getByRole("link", { name: heading, exact: true }).waitFor();
  await page.getByLabel("Refreshing").waitFor(); // the refresh is still on its way: the list is held until release()
  release();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  await context.close();
});

// --- delta sync (decision 050) ---

interface Seen {
  sent: { op: string; sync?: { n: number; sketch: string } | null };
  sentBytes: number;
  got: { rows: unknown[]; sync?: { full: boolean; removed?: string[]; n: number } };
  gotBytes: number;
}

/** Reloads the page (or opens `path`) and answers the outlets.list exchange it made. */
async function outletsExchange(page: Page, go: () => Promise<unknown>): Promise<Seen> {
  const seen = new Promise<Seen>((resolve) => {
    const on = async (req: Request) => {
      if (!req.url().endsWith("/api/query") || !(req.postData() ?? "").includes('"outlets.list"')) return;
      page.off("requestfinished", on);
      const body = (await (await req.response())!.body()).toString();
      resolve({ sent: JSON.parse(req.postData()!), sentBytes: req.postData()!.length, got: JSON.parse(body), gotBytes: body.length });
    };
    page.on("requestfinished", on);
  });
  await go();
  const s = await seen;
  await rows(page).first().waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  return s;
}

t("a reload moves what changed: nothing (a sketch and a few dozen bytes), then a deleted outlet's removal", async () => {
  const { context, page, errors } = await app.page();
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL("**/homeCMDI");
  const first = await outletsExchange(page, () => page.goto(`${app.url}/listOutlet`));
  assert.is(first.sent.sync, null, "holding nothing, the device asks for the whole list with its versions");
  assert.is(first.got.sync?.full, true);
  const count = first.got.rows.length;
  assert.ok(count > 10);
  await storedEvent(page, "outlets.fetched", {}); // the versions are kept before the reload

  const quiet = await outletsExchange(page, () => page.reload());
  assert.is(quiet.sent.sync?.n, count);
  assert.equal(quiet.got.rows, []);
  assert.is(quiet.got.sync?.full, false);
  assert.ok(quiet.sentBytes + quiet.gotBytes <= 1024, `quiet refresh: ${quiet.sentBytes} + ${quiet.gotBytes} bytes`);
  await storedEvent(page, "outlets.synced", {});

  const victim = (await apiQuery(page, "outlets.list", {}))[2]!;
  const deleted = await page.evaluate(async (id) => {
    const r = await fetch("/api/query", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token")}`,
        "idempotency-key": "sync-e2e-delete-1",
      },
      body: JSON.stringify({ op: "outlets.delete", params: { id } }),
    });
    return r.status;
  }, victim.id);
  assert.is(deleted, 200);
  const removal = await outletsExchange(page, () => page.reload());
  assert.equal(removal.got.rows, []);
  assert.is(removal.got.sync?.removed?.length, 1);
  assert.is(removal.got.sync?.n, count - 1);
  const heading = victim.outletcode__c ? `${victim.outletcode__c} - ${victim.outletname__c}` : String(victim.outletname__c);
  await rows(page).filter({ hasText: heading }).waitFor({ state: "detached" });
  // the list holds one row fewer: "Show more" counts the rows beyond the first page of 25
  await page.getByRole("button", { name: `Show more (${count - 1 - 25} more)` }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

t.run();

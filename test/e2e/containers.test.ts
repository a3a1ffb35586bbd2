// Containers and /addFCPHPA in Chromium at 360 px (issue 25; decision 043): the demo FCP adds an HPA
// nobody works with by its mobile (an empty save first says what is missing), makes a container of
// two HPAs (an empty save says the name and the members are missing; a reload keeps what was
// typed and picked as a draft), reloads, opens it at
// /viewContainer with its members ticked and removes it; axe finds nothing on the pages.
import * as assert from "uvu/assert";
import { generate } from "../../server/db/gen/index.ts";
import { DEFAULT_SEED } from "../../server/db/seed.ts";
import { DEMO, PHONE, axe, signIn, browserSuite } from "./harness.ts";
import { apiQuery, field } from "./outletSteps.ts";

const { t, app } = browserSuite("containers (Chromium)");

/** An HPA of the demo data nobody works with (the server seeds the same data today: seed 42, scale 1). */
const freeHpa = () => generate({ seed: DEFAULT_SEED, scale: 1, today: new Date() }).hpa__c.find((h) => h.fcp__c === null)!;

t("FCP at 360 px: adds a free HPA at /addFCPHPA, makes a container of two HPAs, finds it after a reload; axe clean", async () => {
  const { page, context, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL(`**${DEMO.FCP.home}`);
  const free = freeHpa();
  // /addFCPHPA: an empty save, then the free HPA's number
  await page.goto(`${app.url}/addFCPHPA`);
  await page.getByRole("heading", { name: "Add FCP HPA" }).waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("One field needs attention").waitFor();
  assert.is(await page.getByText("Mobile number is required").count(), 2, "at its field and in the summary");
  assert.equal(await axe(page), [], "axe: the link form with its summary");
  await field(page, "Mobile No").fill(String(free.mobile__c));
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("HPA Added Successfully!!").waitFor();
  assert.ok(
    (await apiQuery(page, "hpas.list", {})).some((h) => h.mobile__c === free.mobile__c),
    "the HPA is the FCP's now",
  );
  // /createContainer: an empty save, then a name and two HPAs (the linked one found by its number)
  await page.goto(`${app.url}/createContainer`);
  await page.getByRole("heading", { name: "Create Container" }).waitFor();
  await page.getByRole("list", { name: "Your HPAs" }).waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("2 fields need attention").waitFor();
  for (const m of ["Name is required", "Choose at least one HPA"])
    assert.is(await page.getByText(m).count(), 2, `${m}: at its field and in the summary`);
  assert.equal(await axe(page), [], "axe: the container form with its summary");
  await field(page, "Name").fill("E2E School teachers");
  await page.getByLabel("Search HPAs").fill(String(free.mobile__c));
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Your HPAs"] input[type="checkbox"]').length === 1);
  // a tap on its label, as on a phone (Blueprint draws the box over the input)
  await page.getByRole("list", { name: "Your HPAs" }).locator("label").first().click();
  await page.getByText("1 HPA chosen").waitFor();
  await page.getByLabel("Search HPAs").fill("");
  await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Your HPAs"] input[type="checkbox"]').length > 1);
  // the next one by keyboard: Tab to an unticked box, Space ticks it
  const other = page.getByRole("list", { name: "Your HPAs" }).getByRole("checkbox", { checked: false }).first();
  await other.focus();
  await page.keyboard.press("Space");
  await page.getByText("2 HPAs chosen").waitFor();
  // a reload keeps the name and the two picked (decision 038)
  await page.reload();
  await page.getByText("Draft restored", { exact: false }).first().waitFor();
  assert.is(await field(page, "Name").inputValue(), "E2E School teachers", "the container's draft is back after a reload");
  await page.getByText("2 HPAs chosen").waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Container Saved Successfully!!").waitFor();
  // after a reload, in the list and opened by its link
  await page.goto(`${app.url}/viewContainer`);
  await page.reload();
  await page.getByRole("link", { name: "E2E School teachers" }).waitFor();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  assert.equal(await axe(page), [], "axe: the list");
  await page.getByRole("link", { name: "E2E School teachers" }).click();
  await page.waitForURL("**/viewContainer?id=*");
  await page.getByRole("heading", { name: "E2E School teachers" }).waitFor();
  assert.is(await field(page, "Name").inputValue(), "E2E School teachers");
  await page.getByText("2 HPAs chosen").waitFor();
  assert.is(await page.getByRole("list", { name: "Your HPAs" }).getByRole("checkbox", { checked: true }).count(), 2);
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  assert.equal(await axe(page), [], "axe: one container");
  // removed: back at the list, which no longer holds it
  await page.getByRole("button", { name: "Remove container" }).click();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/viewContainer" && u.search === "");
  await page.getByRole("list", { name: "Containers" }).waitFor();
  await page.getByRole("link", { name: "E2E School teachers" }).waitFor({ state: "detached" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.is(overflow, false, "nothing wider than 360 px");
  assert.equal(errors, []);
  await context.close();
});

t.run();

// The managers' FCP pickers in Chromium (issue 49 item 5; decision 068): two FCPs of one name (the
// demo CMDI has two) differ in every picker by their mobile's last four digits, named the same on
// /listAssignLead, /viewFCPLeads and the AMMD's payments; /viewFCPLeads' "All my FCPs" shows the
// leads of every FCP in the manager's scope (what the server lists), each with its FCP.
import * as assert from "uvu/assert";
import type { Locator, Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("the managers' FCP pickers (Chromium)");

const LABEL = /^\S.* · …\d{4}$/;
const nameOf = (label: string) => label.replace(/ · …\d{4}$/, "");

async function as(who: DemoAccount) {
  const { page, context, errors } = await app.page(PHONE);
  await signIn(page, app.url, who);
  await page.waitForURL(`**${who.home}`);
  return { page, context, errors };
}

/** The option texts of a select once it lists more than `first` choices, without the first `first`. */
async function choices(select: Locator, first: number): Promise<string[]> {
  await select.locator("option").nth(first).waitFor({ state: "attached" });
  return (await select.locator("option").allInnerTexts()).slice(first);
}

const settled = (page: Page) => page.getByLabel("Refreshing").waitFor({ state: "detached" });

t("CMDI: two FCPs of one name differ by their mobile's last digits, the same on /listAssignLead and /viewFCPLeads", async () => {
  const { page, context, errors } = await as(DEMO.CMDI);
  await page.goto(`${app.url}/listAssignLead`);
  await page.getByRole("list", { name: "Leads not assigned yet" }).waitFor();
  await settled(page);
  const assign = await choices(page.getByLabel(/^Assign .+ to\b/).first(), 1);
  const names = assign.map(nameOf);
  const twins = names.filter((n, i) => names.indexOf(n) !== i);
  assert.ok(twins.length > 0, `two of the CMDI's FCPs share a name: ${names.join(", ")}`);
  assert.is(new Set(assign).size, assign.length, "every FCP's label differs");
  assert.ok(
    assign.every((l) => LABEL.test(l)),
    assign.join(", "),
  );

  await page.goto(`${app.url}/viewFCPLeads`);
  const view = await choices(page.getByLabel("FCP", { exact: true }), 2);
  assert.is(new Set(view).size, view.length, "every FCP's label differs");
  const twinLabels = assign.filter((l) => twins.includes(nameOf(l)));
  assert.ok(
    twinLabels.every((l) => view.includes(l)),
    `named as on /listAssignLead: ${twinLabels.join(", ")}`,
  );
  assert.equal(errors, []);
  await context.close();
});

for (const who of [DEMO.CMDI, DEMO.AMMD]) {
  t(
    `${who === DEMO.CMDI ? "CMDI" : "AMMD"}: /viewFCPLeads' All my FCPs shows the leads of every FCP of theirs, each with its FCP (axe clean)`,
    async () => {
      const { page, context, errors } = await as(who);
      await page.goto(`${app.url}/viewFCPLeads`);
      const select = page.getByLabel("FCP", { exact: true });
      await choices(select, 2);
      await settled(page);
      await select.selectOption({ label: "All my FCPs" });
      const leads = (await apiQuery(page, "leads.list", {})).filter((l) => l.fcp_id !== null);
      assert.ok(new Set(leads.map((l) => l.fcp_id)).size > 1, "several FCPs' leads");
      for (const status of ["New", "Contacted", "Interested", "Not interested", "Converted"]) {
        const n = leads.filter((l) => l.status === status).length;
        await page.getByRole("heading", { name: `${status} (${n})`, exact: true }).waitFor();
      }
      const fresh = page.getByRole("region", { name: "New", exact: true });
      const first = await fresh.getByRole("listitem").first().innerText();
      assert.match(first, /FCP\s+\S.* · …\d{4}/, "each lead says whose it is");
      await fresh.getByRole("button", { name: /^Show more \(\d+ more\)$/ }).click();
      assert.equal(await axe(page), [], "axe: All my FCPs");
      assert.equal(errors, []);
      await context.close();
    },
  );
}

t("AMMD: the payments' FCP choices are named as the other pickers name them", async () => {
  const { page, context, errors } = await as(DEMO.AMMD);
  await page.goto(`${app.url}/listPaymentsAMMD`);
  await page.getByRole("table", { name: "Payments" }).waitFor();
  const fcps = await choices(page.getByLabel("FCP Name", { exact: true }), 1);
  assert.is(new Set(fcps).size, fcps.length, "every FCP's label differs");
  assert.ok(
    fcps.every((l) => LABEL.test(l)),
    fcps.join(", "),
  );
  assert.equal(errors, []);
  await context.close();
});

t.run();

// Payments, birthdays, people and reports in Chromium against the real server: the FCP's Payment
// Summary (both badges, rupees, its CSV equal to the cards) and payment details with the year's
// totals and what each payment's status is (not due yet before accounts approve it: decision 108), the AMMD's payments filtered by CMDI and FCP (the CSV equal to the rows shown), Birthday
// Information for a CMDI and an AMMD, a manager's FCPs (tabs, search, one FCP, a foreign id is
// 'not found') and My Profile, the AMMD's reports (three charts with their tables, the figures
// equal to the payments list's, another year chosen), and the phone layout.
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import Papa from "papaparse";
import type { Download, Page } from "playwright-core";
import { DEMO, DESKTOP, PHONE, axe, browserSuite, homeShortcut, settled, signIn, type DemoAccount } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";

const { t, app } = browserSuite("payments, people and reports (Chromium)");

async function as(who: DemoAccount, viewport?: { width: number; height: number }) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, who);
  await s.page.waitForURL(`**${who.home}`);
  return s;
}

/** The CSV a link saves, parsed (the byte-order mark checked and dropped). */
async function csvOf(page: Page, name: string | RegExp): Promise<string[][]> {
  const [download] = (await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()])) as [Download, unknown];
  const text = readFileSync((await download.path())!, "utf8");
  assert.ok(text.startsWith("\uFEFF"), "UTF-8 with a byte-order mark");
  assert.match(download.suggestedFilename(), /\.csv$/);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: "\r\n" }).data;
}

/** A table's header and body cells as text. */
const tableOf = (page: Page, name: string) =>
  page
    .getByRole("table", { name, exact: true })
    .evaluate((table) => [
      [...table.querySelectorAll("thead th")].map((c) => (c as HTMLElement).innerText.trim()),
      ...[...table.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText.trim())),
    ]);

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const RUPEES = /^₹\d{1,2}(,\d{2})*(,?\d{3})(\.\d+)?$|^₹\d{1,3}$/;

type P = Record<string, any>;

t("FCP: Payment Summary cards with both badges, rupees, dashes; its CSV equals the cards; payment details with the year's totals", async () => {
  const { page, context, errors } = await as(DEMO.FCP);
  await homeShortcut(page, "Payment Summary", "/payment-Summary");
  await page.getByRole("heading", { name: "Payment Summary", level: 1 }).waitFor();
  const cards = page.locator('ul[aria-label="Payments"] > li');
  await cards.first().waitFor();
  await settled(page);
  const mine = (await apiQuery(page, "payments.mine", {})) as P[];
  assert.is(await cards.count(), mine.length, "a card per payment of the year");
  assert.ok((await page.getByText("PAYMENT SUCCESSFUL", { exact: true }).count()) > 0, "a successful payment's badge");
  assert.ok((await page.getByText("PAYMENT PENDING", { exact: true }).count()) > 0, "a pending payment's badge");
  assert.is(
    await page.getByText("PAYMENT SUCCESSFUL", { exact: true }).count(),
    mine.filter((p) => (p.payment_status_remark__c ?? "").trim()).length,
  );
  const shown = await cards.evaluateAll((lis) =>
    lis.map((li) => [li.querySelector("h2")!.textContent!.trim(), ...[...li.querySelectorAll("dd")].map((d) => (d as HTMLElement).innerText.trim())]),
  );
  assert.equal(
    shown.map((c) => c[0]),
    mine.map((p) => p.name ?? "-"),
    "ordered as the server orders them (latest end first)",
  );
  for (const c of shown) assert.ok(RUPEES.test(c[7]!) || c[7] === "-", `an amount in rupees or a dash: ${c[7]}`);
  assert.ok(
    shown.some((c) => c.includes("-")),
    "a missing value shows a dash",
  );
  assert.ok(!(await page.locator("body").innerText()).includes("NaN"));
  const labels = await cards.first().locator("dt").allInnerTexts();
  assert.equal(labels, ["Payment Date", "Account Approval Date", "Stage Name", "Status", "PD Number", "Invoice No", "Amount"]);
  assert.equal(await axe(page), [], "the summary: axe clean");

  const csv = await csvOf(page, "Download the payment summary as CSV");
  assert.equal(csv[0], ["Name", ...labels]);
  assert.equal(csv.slice(1), shown, "the file's rows are the cards, as shown");

  await page.getByRole("link", { name: "Back" }).click();
  await page.waitForURL("**/newHomeFCP");
  await homeShortcut(page, "Payment Details", "/listPayments");
  await page.getByRole("table", { name: "Payments" }).waitFor();
  await settled(page);
  const table = await tableOf(page, "Payments");
  assert.is(table.length - 1, Math.min(mine.length, 50));
  const totals = await page
    .locator('dl[aria-label^="Totals for"]')
    .evaluate((dl) =>
      Object.fromEntries([...dl.querySelectorAll("div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent])),
    );
  assert.is(totals.Workshops, String(mine.length));
  for (const k of ["Paid", "Pending"]) assert.match(totals[k]!, /^₹[\d,]+(\.\d+)?$/);
  const statusCol = table[0]!.indexOf("Status");
  const amountCol = table[0]!.indexOf("Amount");
  const sum = (rows: string[][]) => rows.reduce((n, r) => n + (r[amountCol] === "-" ? 0 : Number(r[amountCol]!.replace(/[₹,]/g, ""))), 0);
  const body = table.slice(1);
  // the status says what is true (decision 108): a workshop accounts have not approved for payment is
  // not due yet, a cancelled one has none due; PAYMENT PENDING only from Account Approved on
  const stageCol = table[0]!.indexOf("Stage Name");
  const before = ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval", "AMMD Confirmation", "Execution", "CMDI Verification"];
  assert.ok(
    body.some((r) => r[stageCol] === "Planning"),
    "a workshop in Planning is listed",
  );
  for (const r of body.filter((r) => r[statusCol] !== "PAYMENT SUCCESSFUL"))
    assert.is(
      r[statusCol],
      before.includes(r[stageCol]!) ? "NOT DUE YET" : r[stageCol] === "Cancelled" ? "NO PAYMENT DUE" : "PAYMENT PENDING",
      r.join(" | "),
    );
  assert.ok(
    body.some((r) => r[statusCol] === "PAYMENT PENDING"),
    "an approved workshop not paid yet is pending",
  );
  if (mine.length <= 50) {
    assert.is(
      totals.Paid,
      `₹${sum(body.filter((r) => r[statusCol] === "PAYMENT SUCCESSFUL")).toLocaleString("en-IN")}`,
      "Paid is the sum of the successful rows' amounts",
    );
  }
  assert.equal(errors, []);
  await context.close();
});

t(
  "FCP: Payment Details fits its box on a desktop (1366 and 1280 px), every column whole and nothing said; on a phone it scrolls sideways, said",
  async () => {
    const { page, context, errors } = await as(DEMO.FCP);
    await page.goto(`${app.url}/listPayments`);
    const region = page.getByRole("region", { name: "Payments" });
    await region.getByRole("columnheader", { name: "Amount" }).waitFor();
    await settled(page);
    const HINT = "Scroll sideways for more columns";
    /** How far the table reaches past its box, and how far its last column's end is from the box's. */
    const fit = () =>
      region.evaluate((box) => {
        const last = box.querySelector("thead th:last-child")!.getBoundingClientRect();
        return { hidden: box.scrollWidth - box.clientWidth, amountCut: Math.max(0, last.right - box.getBoundingClientRect().right) };
      });
    for (const width of [DESKTOP.width, 1280]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      assert.equal(await fit(), { hidden: 0, amountCut: 0 }, `at ${width} px the table fits its box, Amount whole`);
      await page.waitForFunction(() => !document.querySelector(".page-scroll-frame[data-more-end]"));
      assert.is(await page.getByText(HINT).count(), 0, `at ${width} px nothing says to scroll`);
    }
    await page.setViewportSize(PHONE);
    await page.getByText(HINT).waitFor();
    assert.ok((await fit()).hidden > 0, "on a phone the table scrolls sideways");
    assert.is(await overflow(page), 0, "the page itself does not widen");
    assert.equal(errors, []);
    await context.close();
  },
);

t("AMMD: payments filtered by CMDI then FCP; the totals and the CSV equal the rows shown", async () => {
  const { page, context, errors } = await as(DEMO.AMMD);
  await homeShortcut(page, "Payments", "/listPaymentsAMMD");
  await page.getByRole("table", { name: "Payments" }).waitFor();
  await settled(page);
  const all = (await apiQuery(page, "payments.forAmmd", {})) as P[];
  const totals = () =>
    page
      .locator('dl[aria-label^="Totals"]')
      .evaluate((dl) =>
        Object.fromEntries([...dl.querySelectorAll("div")].map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent])),
      );
  assert.is((await totals()).Workshops, all.length.toLocaleString("en-IN"));

  const ravi = all.filter((p) => p.assigned_cmdi__c === "a0B5g00000DEMO2AAA");
  assert.ok(ravi.length > 0 && ravi.length < all.length);
  await page.getByLabel("CMDI Name", { exact: true }).selectOption("a0B5g00000DEMO2AAA");
  await page.waitForFunction(
    (n) => document.querySelector('dl[aria-label="Totals of the workshops shown"] dd')?.textContent === n,
    ravi.length.toLocaleString("en-IN"),
  );
  const fcp = ravi[0]!.accountid as string;
  const theirs = ravi.filter((p) => p.accountid === fcp);
  const fcpOptions = await page.getByLabel("FCP Name", { exact: true }).locator("option").allInnerTexts();
  assert.is(fcpOptions.length - 1, new Set(ravi.map((p) => p.accountid)).size, "the FCP choices follow the CMDI");
  await page.getByLabel("FCP Name", { exact: true }).selectOption(fcp);
  await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="Payments"] tbody tr').length === n, Math.min(theirs.length, 50));
  const table = await tableOf(page, "Payments");
  assert.ok(
    table.slice(1).every((r) => r[1] === (ravi[0]!.fcpname__c ?? "-") && r[2] === "Ravi Kumar"),
    "only that FCP's rows of that CMDI",
  );
  assert.is((await totals()).Workshops, String(theirs.length));
  assert.equal(await axe(page), [], "the filtered list: axe clean");

  const csv = await csvOf(page, "Download the payments shown as CSV");
  assert.equal(csv, table, "the file's rows are the table's, as shown");

  await page.getByRole("button", { name: "Show all" }).click();
  await page.waitForFunction((n) => document.querySelector('dl[aria-label^="Totals for"] dd')?.textContent === n, all.length.toLocaleString("en-IN"));
  assert.equal(await page.getByLabel("CMDI Name", { exact: true }).inputValue(), "");
  assert.equal(errors, []);
  await context.close();
});

t("birthdays: a CMDI's and an AMMD's FCPs born this month, numbered, in date order, a dash for no email", async () => {
  for (const who of [DEMO.CMDI, DEMO.AMMD]) {
    const { page, context, errors } = await as(who);
    await homeShortcut(page, "Birthdays", "/birthday-Info");
    await page.getByRole("heading", { name: "Birthday Information", level: 1 }).waitFor();
    const rows = (await apiQuery(page, "birthdays.list", {})) as P[];
    assert.ok(rows.length > 0, `${who.first} has FCPs born this month`);
    const name = /^Birthdays in /;
    await page.getByRole("table", { name }).waitFor();
    await settled(page);
    const table = await page
      .getByRole("table", { name })
      .evaluate((tb) =>
        [...tb.querySelectorAll("tr")].map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText.trim())),
      );
    assert.equal(table[0], ["No.", "Name", "Date", "Email ID"]);
    assert.equal(
      table.slice(1).map((r) => r[0]),
      rows.slice(0, 50).map((_, i) => String(i + 1)),
    );
    assert.equal(
      table.slice(1).map((r) => r[1]),
      rows.slice(0, 50).map((b) => b.name ?? "-"),
    );
    const days = table.slice(1).map((r) => Number(r[2]!.split(" ")[0]));
    assert.equal(
      days,
      [...days].sort((a, b) => a - b),
      "in date order",
    );
    const month = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "Asia/Kolkata" }).format(new Date());
    assert.ok(
      table.slice(1).every((r) => r[2]!.endsWith(month)),
      `every date is in ${month}`,
    );
    if (rows.some((b) => !b.email__c))
      assert.ok(
        table.slice(1).some((r) => r[3] === "-"),
        "no email is a dash",
      );
    assert.equal(await axe(page), [], "birthdays: axe clean");
    assert.equal(errors, []);
    await context.close();
  }
});

t(
  "a manager's FCPs: tabs all/active/inactive, search, one FCP's record and workshops; a foreign id is 'not found'; the FCP's own profile",
  async () => {
    const { page, context, errors } = await as(DEMO.CMDI);
    await homeShortcut(page, "My FCPs", "/listMyFCP");
    const table = page.getByRole("table", { name: "All FCPs" });
    await table.waitFor();
    await settled(page);
    const [all, inactive] = (await Promise.all([
      apiQuery(page, "fcps.list", { status: "all" }),
      apiQuery(page, "fcps.list", { status: "inactive" }),
    ])) as [P[], P[]];
    const bodyRows = (name: string) => page.locator(`table[aria-label="${name}"] tbody tr`);
    assert.is(await bodyRows("All FCPs").count(), Math.min(all.length, 50));
    await page.getByRole("tab", { name: "Inactive" }).click();
    await page.getByRole("table", { name: "Inactive FCPs" }).waitFor();
    await settled(page);
    assert.is(await bodyRows("Inactive FCPs").count(), Math.min(inactive.length, 50));
    assert.ok((await page.getByRole("table", { name: "Inactive FCPs" }).locator("td").allInnerTexts()).includes("Inactive"));
    await page.getByRole("tab", { name: "All" }).click();
    await page.getByRole("table", { name: "All FCPs" }).waitFor();
    const target = all.find((f) => f.name)!;
    await page.getByLabel("Search FCPs").fill(target.name.toUpperCase());
    const matches = all.filter((f) =>
      [f.name, f.sap_code__c, f.phone, f.email__c, f.billingcity].some((v) =>
        String(v ?? "")
          .toLowerCase()
          .includes(target.name.toLowerCase()),
      ),
    );
    await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="All FCPs"] tbody tr').length === n, matches.length);
    await page.getByLabel("Search FCPs").fill("zzz-nobody");
    await page.getByText('No FCP matches "zzz-nobody".').waitFor();
    await page.getByLabel("Search FCPs").fill(target.name);
    assert.equal(await axe(page), [], "the FCP list: axe clean");

    await page.getByRole("table", { name: "All FCPs" }).getByRole("link", { name: target.name, exact: true }).first().click();
    await page.waitForURL(`**/viewFCP?id=${target.id}`);
    await page.getByRole("heading", { name: target.name, level: 2 }).waitFor();
    const profile = (await apiQuery(page, "fcps.profile", { id: target.id }))[0]!;
    await page.getByRole("heading", { name: "Workshops this financial year" }).waitFor();
    if (profile.workshops.length > 0)
      assert.is(await page.locator('table[aria-labelledby="fcp-profile-workshops"] tbody tr').count(), profile.workshops.length);
    await page.getByRole("region", { name: "Uploads" }).waitFor();
    assert.equal(await axe(page), [], "one FCP: axe clean");
    await page.getByRole("link", { name: "Back" }).first().click();
    await page.waitForURL("**/listMyFCP");

    // another CMDI's FCP: the server says 404, the page says not found
    const meera = await as(DEMO.AMMD);
    const foreign = ((await apiQuery(meera.page, "fcps.list", { status: "all" })) as P[]).find(
      (f) => !all.some((g) => g.id === f.id) && f.assigned_cmdi__c !== "a0B5g00000DEMO2AAA",
    );
    await meera.context.close();
    if (foreign) {
      await page.goto(`${app.url}/viewFCP?id=${foreign.id}`);
      await page.getByRole("heading", { name: "FCP not found" }).waitFor();
      const status = await page.evaluate(
        async (id) =>
          (
            await fetch("/api/query", {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
              body: JSON.stringify({ op: "fcps.profile", params: { id } }),
            })
          ).status,
        foreign.id,
      );
      assert.is(status, 404);
    }
    await page.goto(`${app.url}/viewFCP?id=999999`);
    await page.getByRole("heading", { name: "FCP not found" }).waitFor();
    assert.equal(errors, []);
    await context.close();

    const asha = await as(DEMO.FCP);
    await asha.page.goto(`${app.url}/profile`);
    await asha.page.getByRole("heading", { name: "My Profile", level: 1 }).waitFor();
    await asha.page.getByRole("heading", { name: "Asha Verma", level: 2 }).waitFor();
    assert.equal(asha.errors, []);
    await asha.context.close();
  },
);

t("AMMD reports: three charts with their tables, figures equal to the payments list; another year chosen; phone layout", async () => {
  const { page, context, errors } = await as(DEMO.AMMD, PHONE);
  await page.goto(`${app.url}/listPaymentsAMMD`);
  await page.getByRole("table", { name: "Payments" }).waitFor();
  await settled(page);
  const listTotals = await page.locator('dl[aria-label^="Totals for"]').innerText();
  assert.is(await overflow(page), 0, "the payments list fits a phone (the table scrolls on its own)");

  await page.goto(`${app.url}/reportsAMMD`);
  await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
  for (const title of ["Workshops per stage", "Amounts paid per month", "Participants per CMDI"])
    await page.getByRole("table", { name: title }).waitFor();
  await settled(page);
  assert.is(await page.locator(".reports-chart canvas").count(), 3, "three charts drawn");
  for (const img of await page.getByRole("img", { name: /a bar chart/ }).all()) assert.ok(await img.isVisible());
  assert.is(await page.locator('dl[aria-label^="Totals for"]').innerText(), listTotals, "the reports' totals are the payments list's");

  const rows = (await apiQuery(page, "payments.forAmmd", {})) as P[];
  const foot = (title: string) => page.getByRole("table", { name: title }).locator("tfoot td").innerText();
  assert.is(await foot("Workshops per stage"), rows.length.toLocaleString("en-IN"));
  const stages = await tableOf(page, "Workshops per stage");
  for (const [stage, n] of stages.slice(1)) assert.is(Number(n!.replace(/,/g, "")), rows.filter((r) => r.stagename === stage).length, stage);
  const paid = await tableOf(page, "Amounts paid per month");
  assert.ok(paid.slice(1).length >= 12, "the year's twelve months");
  const listPaid = /Paid\s*(₹[\d,.]+)/.exec(listTotals)![1];
  assert.is(await foot("Amounts paid per month"), listPaid, "the paid total is the list's Paid");
  const cmdiSum = (await tableOf(page, "Participants per CMDI")).slice(1).reduce((n, r) => n + Number(r[1]!.replace(/,/g, "")), 0);
  assert.is(cmdiSum.toLocaleString("en-IN"), await foot("Participants per CMDI"));
  assert.is(await overflow(page), 0, "the reports fit a phone");
  assert.equal(await axe(page), [], "the reports: axe clean");

  const csv = await csvOf(page, "Download Workshops per stage as CSV");
  assert.equal(csv, stages, "a report's CSV is its table");

  // the period: last financial year
  const year = page.getByLabel("Financial year");
  const options = await year.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const last = Number(options[1]);
  const lastRows = (await apiQuery(page, "payments.forAmmd", { year: last })) as P[];
  await year.selectOption(String(last));
  if (lastRows.length > 0) {
    const n = lastRows.length.toLocaleString("en-IN");
    await page
      .getByRole("table", { name: "Workshops per stage" })
      .locator("tfoot td")
      .filter({ hasText: new RegExp(`^${n}$`) })
      .waitFor();
    assert.equal(await page.getByLabel("Financial year").inputValue(), String(last));
  } else {
    await page.getByText(/No workshops assigned to you in the financial year/).waitFor();
  }
  assert.equal(errors, []);
  await context.close();
});

t.run();

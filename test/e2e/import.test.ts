// Bulk import of outlets (issue 46 item 2; decision 086), end to end on the real server and the
// built client: the demo CMDI opens Import from his menu on a 360 px phone, downloads the template,
// uploads a real CSV file (two good rows, one without a name), sees the preview with the refused
// row's form message, confirms, follows the import to its result and downloads the result CSV; the
// page passes axe at every impact, has no sideways scroll and is centred at 1280 px. Sending the same file again has
// nothing to create. An FCP imports HPAs the same way, their kind shown in the labelled choice. The
// super admin opens Import from their menu and imports people from a CSV file (the form's message
// for a row without a CMDI; a nameless row shown by its mobile, with the CMDI's number no CMDI has)
// and then from a real Excel workbook.
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { DEMO, PHONE, axe, browserSuite, signIn, openFromMenu } from "./harness.ts";
import { workbook } from "../workbook.ts";

const { t, app } = browserSuite("bulk import (Chromium)");

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const HEAD =
  "Outlet Name,Outlet Code,Mobile No,Address,City/Town,District,State,Region,WSS Name,WSS Code,WSS Phone No.,TTY Name,TSI/TTY Code,TSI TTY Phone,BM Cluster Name,Cluster BM Mobile,Cluster Code,RSM MIS Name,RSM Phone";
const line = (name: string, code: string) => `${name},${code},9876543210,,Jaipur,,Rajasthan,,,,9876543211,,,9876543212,,9876543213,,,9876543214`;
const stamp = Date.now().toString(36);

/** Downloads the page's template: the download. */
const downloadTemplate = async (page: Page): Promise<Download> =>
  (
    (await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the template CSV" }).click()])) as [Download, unknown]
  )[0];

/** Sends a file, waits for its preview (its count to create, a refused row's problem), imports the rows to write and waits for the result; axe and 360 px on the way. */
async function importFile(
  page: Page,
  o: { input: string; file: string; toCreate: string; problem?: string; rows: number; result: string },
): Promise<void> {
  await page.getByLabel(o.input).setInputFiles(o.file);
  await page.getByRole("heading", { name: `Preview of ${o.file.split("/").at(-1)}` }).waitFor({ timeout: 30_000 });
  await page.getByText(o.toCreate).waitFor();
  if (o.problem) await page.getByText(o.problem).waitFor();
  assert.equal(await axe(page), [], "the preview passes axe");
  assert.ok(await fits(page), "the preview fits 360 px");
  await page.getByRole("button", { name: `Import ${o.rows} ${o.rows === 1 ? "row" : "rows"}` }).click();
  await page.getByText("Import finished").waitFor({ timeout: 30_000 });
  await page.getByText(o.result).waitFor();
  assert.equal(await axe(page), [], "the result passes axe");
}

t("a CMDI imports outlets from a CSV file: preview, confirm, result; the same file again creates nothing; axe at 360 px", async () => {
  const dir = mkdtempSync(join(tmpdir(), "import-e2e-"));
  const file = join(dir, "outlets.csv");
  writeFileSync(
    file,
    [HEAD, line("E2E Paints One", `E2E-${stamp}-1`), line("E2E Paints Two", `E2E-${stamp}-2`), line("", `E2E-${stamp}-3`)].join("\r\n"),
  );

  const { context, page, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.CMDI);
  await page.waitForURL(`**${DEMO.CMDI.home}`);
  await page.goto(`${app.url}/import`);
  await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  await page.getByLabel("CSV file of outlets").waitFor();
  assert.equal(await axe(page), [], "the page at rest passes axe");
  assert.ok(await fits(page), "the page fits 360 px");
  // at 1280 px the page is a column centred as every page's (.page), not held to the left
  await page.setViewportSize({ width: 1280, height: 800 });
  const gaps = await page.getByRole("region", { name: "Choose a file" }).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const main = el.closest("main")!.getBoundingClientRect();
    return { left: box.left - main.left, right: main.right - box.right };
  });
  assert.ok(gaps.left > 100 && Math.abs(gaps.left - gaps.right) <= 2, `centred: ${JSON.stringify(gaps)}`);
  await page.setViewportSize(PHONE);

  const template = await downloadTemplate(page);
  assert.is(template.suggestedFilename(), "outlets-template.csv");
  assert.match(readFileSync((await template.path())!, "utf8"), /^\uFEFF?Outlet Name,Outlet Code,Mobile No,/);

  await page.getByLabel("CSV file of outlets").setInputFiles(file);
  await page.getByRole("heading", { name: "Preview of outlets.csv" }).waitFor({ timeout: 30_000 });
  await page.getByText("2 outlets to create").waitFor();
  await page.getByText("1 row refused").waitFor();
  await page.getByText("Outlet Name: Outlet Name is required").waitFor();
  // the row without a name is shown by its code, to be found in the sheet, its line once (decisions 105, 111)
  const refusedRow = page.getByRole("table", { name: "Refused rows" }).getByRole("row").filter({ hasText: "Outlet Name is required" });
  assert.equal((await refusedRow.getByRole("cell").allInnerTexts()).slice(0, 3), ["4", `E2E-${stamp}-3`, "Refused"]);
  assert.equal(await axe(page), [], "the preview passes axe");
  assert.ok(await fits(page), "the preview fits 360 px");

  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await page.getByText("Import finished").waitFor({ timeout: 30_000 });
  await page.getByText("2 created, 0 updated, 0 unchanged, 1 refused").waitFor();
  assert.equal(await axe(page), [], "the result passes axe");
  assert.ok(await fits(page), "the result fits 360 px");
  const [result] = (await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the result as CSV" }).click()])) as [
    Download,
    unknown,
  ];
  const lines = readFileSync((await result.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  assert.is(lines[0], "Line,Name,Result,Record,Problems");
  assert.equal(
    lines.slice(1).map((l) => l.split(",").slice(0, 3).join(",")),
    ["2,E2E Paints One,Created", "3,E2E Paints Two,Created", `4,E2E-${stamp}-3,Refused`],
  );

  // the same file again: nothing to create, the two rows unchanged
  await page.getByRole("button", { name: "Import another file" }).click();
  await page.getByLabel("CSV file of outlets").setInputFiles(file);
  await page.getByRole("heading", { name: "Preview of outlets.csv" }).waitFor({ timeout: 30_000 });
  await page.getByText("0 outlets to create").waitFor();
  await page.getByText("2 rows unchanged").waitFor();
  assert.ok(await page.getByRole("button", { name: "Import 0 rows" }).isDisabled());
  assert.equal(errors, []);
  await context.close();
});

t("an FCP imports HPAs from a CSV file: the kind choice, the HPA template, the form's message, the result; axe at 360 px", async () => {
  const dir = mkdtempSync(join(tmpdir(), "import-hpa-e2e-"));
  const file = join(dir, "hpas.csv");
  const mobile = (n: number) => `9${String(Date.now() % 1e8).padStart(8, "0")}${n}`;
  writeFileSync(
    file,
    [
      "Name,HPA Type,Mobile No,Email,City,State,Institute",
      `E2E Hpa One,Art Maker,${mobile(1)},,Jaipur,Rajasthan,`,
      `E2E Hpa Two,Painter,${mobile(2)},,,,`,
    ].join("\r\n"),
  );
  const { context, page, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.FCP);
  await page.waitForURL(`**${DEMO.FCP.home}`);
  await page.goto(`${app.url}/import`);
  await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  const kind = page.getByLabel("What to import");
  await kind.waitFor();
  assert.is(await kind.inputValue(), "hpa");
  await page.getByLabel("CSV file of HPAs").waitFor();
  assert.equal(await axe(page), [], "the page at rest passes axe");
  assert.ok(await fits(page), "the page fits 360 px");
  assert.is((await downloadTemplate(page)).suggestedFilename(), "hpas-template.csv");
  await importFile(page, {
    input: "CSV file of HPAs",
    file,
    toCreate: "1 HPA to create",
    problem: "HPA Type “Painter”: Choose the HPA type",
    rows: 1,
    result: "1 created, 0 updated, 0 unchanged, 1 refused",
  });
  assert.equal(errors, []);
  await context.close();
});

t("the super admin imports people from their menu: a CSV file (the form's message, the result), then an Excel workbook; axe at 360 px", async () => {
  const dir = mkdtempSync(join(tmpdir(), "import-people-e2e-"));
  const now = String(Date.now() % 1e8).padStart(8, "0");
  const mobile = (n: number) => `7${now}${n}`;
  const head = "Role,Name,Mobile No,Record type,CMDI's mobile,AMMD's mobile";
  const csv = join(dir, "people.csv");
  writeFileSync(
    csv,
    [
      head,
      `FCP,E2E Person One,${mobile(1)},Teacher,${DEMO.CMDI.mobile},`,
      `FCP,E2E Person Two,${mobile(2)},Teacher,,`,
      `FCP,,${mobile(4)},Teacher,${DEMO.CMDI.mobile},`,
      `FCP,E2E Person Five,${mobile(5)},Teacher,${DEMO.AMMD.mobile},`,
    ].join("\r\n"),
  );
  const xlsx = join(dir, "people.xlsx");
  writeFileSync(xlsx, workbook([head.split(","), ["CMDI", "E2E Person Three", Number(mobile(3)), "", "", Number(DEMO.AMMD.mobile)]]));

  const { context, page, errors } = await app.page(PHONE);
  await signIn(page, app.url, DEMO.SUPER);
  await page.waitForURL(`**${DEMO.SUPER.home}`);
  await openFromMenu(page, "Import");
  await page.waitForURL("**/import");
  await page.getByRole("heading", { level: 1, name: "Import" }).waitFor();
  const kind = page.getByLabel("What to import");
  await kind.waitFor();
  assert.is(await kind.inputValue(), "person");
  assert.equal(await kind.locator("option").allInnerTexts(), ["People"]);
  await page.getByLabel("CSV file of people").waitFor();
  assert.equal(await axe(page), [], "the page at rest passes axe");
  assert.ok(await fits(page), "the page fits 360 px");
  const template = await downloadTemplate(page);
  assert.is(template.suggestedFilename(), "people-template.csv");
  assert.match(readFileSync((await template.path())!, "utf8"), /^\uFEFF?Role,Name,Mobile No,Record type,CMDI's mobile,AMMD's mobile\r\n/);
  await importFile(page, {
    input: "CSV file of people",
    file: csv,
    toCreate: "1 person to add",
    problem: "CMDI's mobile: Choose the FCP's CMDI",
    rows: 1,
    result: "1 created, 0 updated, 0 unchanged, 3 refused",
  });
  // a nameless row is its mobile number, not its role; a CMDI's number no CMDI has is said (decision 111)
  const refused = page.getByRole("table", { name: "Refused rows" }).getByRole("row");
  assert.equal(
    (
      await refused
        .filter({ hasText: mobile(4) })
        .getByRole("cell")
        .allInnerTexts()
    ).slice(0, 3),
    ["4", mobile(4), "Refused"],
  );
  assert.equal(await refused.filter({ hasText: "E2E Person Five" }).getByRole("cell").allInnerTexts(), [
    "5",
    "E2E Person Five",
    "Refused",
    `CMDI's mobile “${DEMO.AMMD.mobile}”: No active CMDI has this mobile number`,
  ]);

  // a workbook: its first sheet read on the server, the mobile numbers kept as number cells
  await page.getByRole("button", { name: "Import another file" }).click();
  await importFile(page, {
    input: "CSV file of people",
    file: xlsx,
    toCreate: "1 person to add",
    rows: 1,
    result: "1 created, 0 updated, 0 unchanged, 0 refused",
  });
  assert.equal(errors, []);
  await context.close();
});

t.run();

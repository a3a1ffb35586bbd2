// Workshops in Chromium against the real server: the AMMD's approval list (tabs and their counts,
// the four filters, a tab switch resets them, a workshop opened and Back, the browser's Back and a
// reload restore them, the cache before the network), the super admin (tabs, search, an ETTC PDF
// downloaded, a person's Workshop List by end date with every stage's icon, Workshop Details and a
// walk through a lightbox), a CMDI's and an FCP's own workshops only, and the phone layout.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { AMMD_STAGES, TAB_STAGES } from "../../src/codecs/ammdWorkshops.ts";
import { DEMO, PHONE, axe, browserSuite, focused, homeShortcut, signIn, storedEvent } from "./harness.ts";
import { apiQuery } from "./outletSteps.ts";
import { fcpLabel } from "../../src/codecs/display.ts";

const { t, app } = browserSuite("workshops (Chromium)");

const rows = (page: Page) => page.locator('ul[aria-label="Workshops"] > li');
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const values = (page: Page) => Promise.all(["CMDI Name", "FCP Name", "Stage Name", "Sort By"].map((l) => select(page, l).inputValue()));
/** Waits until the listed ids are `ids` (the first page of them). */
const listIs = (page: Page, ids: number[]) =>
  page.waitForFunction(
    (want) => {
      const got = [...document.querySelectorAll('ul[aria-label="Workshops"] > li a')].map((a) =>
        Number(new URL(a.getAttribute("href")!, location.href).searchParams.get("id")),
      );
      return JSON.stringify(got) === JSON.stringify(want);
    },
    ids.slice(0, 25),
  );

/** Waits until this device's event log has stored (IndexedDB) `value` as the last `ammdFilters.saved`. */
const stored = (page: Page, value: unknown) => storedEvent(page, "ammdFilters.saved", { has: [`{"value":${JSON.stringify(value)}}`] });

type W = {
  id: number;
  stagename: string;
  assigned_cmdi__c: string;
  fcpname__c: string;
  createddate: string;
  accountid: string;
  fcp_phone?: string | null;
};

async function asAmmd(viewport?: { width: number; height: number }) {
  const s = await app.page(viewport);
  await signIn(s.page, app.url, DEMO.AMMD);
  await s.page.waitForURL("**/homeAMMD");
  await homeShortcut(s.page, "Workshops for approval", "/listWorkshopsAMMD");
  await rows(s.page).first().waitFor();
  await s.page.getByLabel("Refreshing").waitFor({ state: "detached" });
  return s;
}

t("AMMD: tabs with counts, four filters, a tab switch resets them; Back, the browser's Back and a reload restore them", async () => {
  const { page, context, errors } = await asAmmd();
  const all = (await apiQuery(page, "workshops.ammd", {})) as W[];
  const inTab = (tab: "awaiting" | "approved") => all.filter((w) => (TAB_STAGES[tab] as readonly string[]).includes(w.stagename));
  assert.ok(all.every((w) => AMMD_STAGES.includes(w.stagename as never)));
  await page.getByRole("tab", { name: `Awaiting Approval (${inTab("awaiting").length})` }).waitFor();
  await page.getByRole("tab", { name: `Approved (${inTab("approved").length})` }).click();
  await listIs(
    page,
    inTab("approved").map((w) => w.id),
  );

  // the four filters: the demo CMDI, one of their FCPs, a stage, oldest created first
  const ravis = inTab("approved").filter((w) => w.assigned_cmdi__c === "a0B5g00000DEMO2AAA" && w.stagename === "CMDI Verification");
  assert.ok(ravis.length > 0, "the demo CMDI has workshops awaiting verification");
  // an FCP is chosen by their sfid (issue 49 item 5)
  const fcp = ravis[0]!.accountid;
  await select(page, "CMDI Name").selectOption("a0B5g00000DEMO2AAA");
  await select(page, "FCP Name").selectOption(fcp);
  await select(page, "Stage Name").selectOption("CMDI Verification");
  await select(page, "Sort By").selectOption("asc");
  const expected = ravis
    .filter((w) => w.accountid === fcp)
    .sort((a, b) => (a.createddate < b.createddate ? -1 : a.createddate > b.createddate ? 1 : a.id - b.id))
    .map((w) => w.id);
  await listIs(page, expected);
  const chosen = ["a0B5g00000DEMO2AAA", fcp, "CMDI Verification", "asc"];
  assert.equal(await values(page), chosen);
  assert.equal(await axe(page), [], "the list: axe clean");

  // a tab switch resets every filter to All, both ways
  await page.getByRole("tab", { name: /^Awaiting Approval/ }).click();
  await listIs(
    page,
    inTab("awaiting").map((w) => w.id),
  );
  assert.equal(await values(page), ["", "", "", ""]);
  await page.getByRole("tab", { name: /^Approved/ }).click();
  await listIs(
    page,
    inTab("approved").map((w) => w.id),
  );
  assert.equal(await values(page), ["", "", "", ""]);
  await select(page, "CMDI Name").selectOption("a0B5g00000DEMO2AAA");
  await select(page, "FCP Name").selectOption(fcp);
  await select(page, "Stage Name").selectOption("CMDI Verification");
  await select(page, "Sort By").selectOption("asc");
  await listIs(page, expected);

  // open a workshop: its link carries the filters; Back restores them
  await rows(page).first().locator("a").click();
  await page.waitForURL(/\/workshop\?/);
  const carried = new URL(page.url()).searchParams;
  assert.equal(
    [
      carried.get("id"),
      carried.get("source"),
      carried.get("tab"),
      carried.get("cmdi"),
      carried.get("fcp"),
      carried.get("stage"),
      carried.get("sort"),
    ],
    [String(expected[0]), "ammd", "approved", ...chosen],
  );
  await page.getByRole("heading", { name: "Picture Showing Products" }).waitFor();
  assert.equal(await axe(page), [], "Workshop Details: axe clean");
  await page.getByRole("link", { name: "Back to workshops" }).click();
  await page.waitForURL((u) => u.pathname === "/listWorkshopsAMMD" && u.search === "");
  await listIs(page, expected);
  assert.equal(await values(page), chosen);
  assert.is(await page.getByRole("tab", { name: /^Approved/ }).getAttribute("aria-selected"), "true");

  // the browser's Back
  await rows(page).first().locator("a").click();
  await page.getByRole("heading", { name: "Picture Showing Products" }).waitFor();
  await page.goBack();
  await page.waitForURL("**/listWorkshopsAMMD");
  await listIs(page, expected);
  assert.equal(await values(page), chosen);

  // a reload: the event log (IndexedDB) keeps the state
  await stored(page, { user: "a0B5g00000DEMO3AAA", tab: "approved", cmdi: chosen[0], fcp, stage: chosen[2], sort: "asc" });
  await page.reload();
  await listIs(page, expected);
  assert.equal(await values(page), chosen);
  assert.is(await page.getByRole("tab", { name: /^Approved/ }).getAttribute("aria-selected"), "true");
  assert.equal(errors, []);
  await context.close();
});

t(
  "AMMD: FCP Name offers each FCP once by their sfid, two of one name told apart by their mobile; an old link's name still chooses (issue 49 item 5)",
  async () => {
    const { page, context, errors } = await asAmmd();
    const all = (await apiQuery(page, "workshops.ammd", {})) as W[];
    const fcps = new Map<string, W>();
    for (const w of all) if (w.accountid && !fcps.has(w.accountid)) fcps.set(w.accountid, w);
    const fcpSelect = select(page, "FCP Name");
    await fcpSelect.locator("option").nth(fcps.size).waitFor({ state: "attached" });
    const options = await fcpSelect.locator("option").evaluateAll((os) => os.slice(1).map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    assert.equal(options.map(([value]) => value).sort(), [...fcps.keys()].sort(), "one choice per FCP");
    const labels = options.map(([, label]) => label);
    assert.is(new Set(labels).size, labels.length, "every FCP's label differs");
    const byName = new Map<string, W[]>();
    for (const w of fcps.values()) byName.set(w.fcpname__c, [...(byName.get(w.fcpname__c) ?? []), w]);
    const twins = [...byName.values()].find((same) => same.length > 1);
    assert.ok(twins, `two FCPs of one name have workshops in the demo AMMD's list: ${[...byName.keys()].join(", ")}`);
    for (const w of twins!)
      assert.ok(
        options.some(([value, label]) => value === w.accountid && label === fcpLabel({ name: w.fcpname__c, phone: w.fcp_phone, id: w.accountid })),
        `${w.accountid} named as every FCP picker names them: ${labels.join(", ")}`,
      );
    // one of the namesakes chosen: only their workshops, in a tab that has some
    const [one] = twins!;
    const theirs = (tab: "awaiting" | "approved") =>
      all.filter((w) => w.accountid === one!.accountid && (TAB_STAGES[tab] as readonly string[]).includes(w.stagename)).map((w) => w.id);
    if (theirs("awaiting").length === 0) await page.getByRole("tab", { name: /^Approved/ }).click();
    await fcpSelect.selectOption(one!.accountid);
    const shown = theirs(theirs("awaiting").length > 0 ? "awaiting" : "approved");
    assert.ok(shown.length > 0);
    await listIs(page, shown);
    // a link from before carries a name: one FCP of that name is chosen, two namesakes are All
    const single = [...byName.values()].find((same) => same.length === 1)![0]!;
    await page.goto(`${app.url}/listWorkshopsAMMD?tab=approved&fcp=${encodeURIComponent(single.fcpname__c)}`);
    await page.waitForURL((u) => u.pathname === "/listWorkshopsAMMD" && u.search === "");
    await page.getByRole("tab", { name: /^Approved/, selected: true }).waitFor();
    const approved = (w: W) => (TAB_STAGES.approved as readonly string[]).includes(w.stagename);
    await listIs(
      page,
      all.filter((w) => approved(w) && w.accountid === single.accountid).map((w) => w.id),
    );
    assert.is(await fcpSelect.inputValue(), single.accountid, "the one FCP of that name");
    await page.goto(`${app.url}/listWorkshopsAMMD?tab=approved&fcp=${encodeURIComponent(one!.fcpname__c)}`);
    await page.waitForURL((u) => u.pathname === "/listWorkshopsAMMD" && u.search === "");
    await page.getByRole("tab", { name: /^Approved/, selected: true }).waitFor();
    await listIs(
      page,
      all.filter(approved).map((w) => w.id),
    );
    assert.is(await fcpSelect.inputValue(), "", "two namesakes: All");
    assert.equal(errors, []);
    await context.close();
  },
);

t("AMMD: Sort By names the order in force, newest start first (the server's), not 'All'; a tab switch shows it again (issue 49 item 7)", async () => {
  const { page, context, errors } = await asAmmd();
  const all = (await apiQuery(page, "workshops.ammd", {})) as (W & { start_date_time__c: string })[];
  const awaiting = all.filter((w) => (TAB_STAGES.awaiting as readonly string[]).includes(w.stagename));
  const sortBy = select(page, "Sort By");
  const shown = () => sortBy.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent);
  assert.is(await shown(), "Newest start first");
  assert.equal(await sortBy.locator("option").allTextContents(), ["Newest start first", "Newest created first", "Oldest created first"]);
  // and the rows are in that order: by start, newest first (then the newer id)
  const byStart = [...awaiting].sort((a, b) =>
    a.start_date_time__c < b.start_date_time__c ? 1 : a.start_date_time__c > b.start_date_time__c ? -1 : b.id - a.id,
  );
  await listIs(
    page,
    byStart.map((w) => w.id),
  );
  await sortBy.selectOption("asc");
  assert.is(await shown(), "Oldest created first");
  await page.getByRole("tab", { name: /^Approved/ }).click();
  assert.is(await shown(), "Newest start first", "a tab switch puts back the list's own order");
  assert.equal(errors, []);
  await context.close();
});

t("AMMD: a carried state with unknown values falls back to All and the list still works; a reload shows the cache first", async () => {
  const { page, context, errors } = await asAmmd();
  const all = (await apiQuery(page, "workshops.ammd", {})) as W[];
  const approved = all.filter((w) => w.stagename !== "AMMD Confirmation").map((w) => w.id);
  await page.goto(`${app.url}/listWorkshopsAMMD?tab=approved&cmdi=a0B5g00000NOBODY1&fcp=No%20Such%20Person&stage=Paid&sort=sideways`);
  await page.waitForURL((u) => u.pathname === "/listWorkshopsAMMD" && u.search === "");
  await listIs(page, approved);
  assert.equal(await values(page), ["", "", "", ""]);
  await page.goto(`${app.url}/workshop?id=${approved[0]}&source=ammd&tab=nonsense&stage=${encodeURIComponent("<script>")}`);
  await page.getByRole("link", { name: "Back to workshops" }).click();
  await page.getByRole("tab", { name: /^Awaiting Approval/, selected: true }).waitFor();
  assert.equal(await values(page), ["", "", "", ""]);

  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/query", async (route) => {
    if ((route.request().postDataJSON() as { op: string }).op === "workshops.ammd") await held;
    await route.continue();
  });
  await page.reload();
  await rows(page).first().waitFor();
  await page.getByLabel("Refreshing").waitFor(); // rows from the store while the list is still on its way
  release();
  await page.getByLabel("Refreshing").waitFor({ state: "detached" });
  assert.equal(errors, []);
  await context.close();
});

t(
  "super admin: tabs, search as you type, an ETTC PDF downloaded, a Workshop List by end date with all nine stage icons, Details and a lightbox walk",
  async () => {
    const { page, context, errors } = await app.page();
    await signIn(page, app.url, DEMO.SUPER);
    await page.waitForURL("**/super");
    const people = page.locator('ul[aria-label="People"] > li');
    await people.first().waitFor();
    for (const tab of ["FCP", "CMDI", "AMMD", "ETTC"]) await page.getByRole("tab", { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).waitFor();
    const search = page.getByLabel("Search by name or id");
    assert.equal(await axe(page), [], "Super Admin: axe clean");
    await search.fill("aSHA vER");
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="People"] > li').length === 1);
    assert.match(await people.first().innerText(), /Asha Verma/);
    await search.fill("demo1aaa");
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="People"] > li').length === 1);
    await search.fill("");

    await page.getByRole("tab", { name: /^ETTC/ }).click();
    const link = people.first().getByRole("link", { name: /^Download the ETTC document/ });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      download.createReadStream().then((s) => {
        const parts: Buffer[] = [];
        s.on("data", (d: Buffer) => parts.push(d));
        s.on("end", () => resolve(Buffer.concat(parts)));
        s.on("error", reject);
      }, reject);
    });
    assert.is(bytes.subarray(0, 5).toString("latin1"), "%PDF-", "the download is a PDF");
    assert.match(bytes.subarray(-6).toString("latin1"), /%%EOF/);

    await page.getByRole("tab", { name: /^FCP/ }).click();
    await search.fill("Asha Verma");
    await people.getByRole("link", { name: "Asha Verma" }).click();
    await page.waitForURL(/\/Workshoplist\?sfid=0015g00000DEMO1AAA&type=FCP&count=0$/);
    await page.getByRole("heading", { name: "Workshop List" }).waitFor();
    const listed = (await apiQuery(page, "super.workshops", { sfid: "0015g00000DEMO1AAA", type: "FCP" })) as Array<W & { end_date_time__c: string }>;
    await listIs(
      page,
      listed.map((w) => w.id),
    );
    const ends = listed.map((w) => w.end_date_time__c);
    assert.equal(ends, [...ends].sort().reverse(), "by end date, newest first");
    const icons = await rows(page).evaluateAll((lis) =>
      lis.map((li) => [
        li.querySelector(".workshop-row-stage > span:last-child")?.textContent,
        li.querySelector(".workshop-row-stage [data-icon]")?.getAttribute("data-icon"),
      ]),
    );
    const byStage = new Map(icons as Array<[string, string]>);
    assert.is(byStage.size, 9, `every stage is listed (${[...byStage.keys()].join(", ")})`);
    assert.is(new Set(byStage.values()).size, 9, "each stage has its own icon");
    for (const [stage, icon] of icons as Array<[string, string]>) assert.is(byStage.get(stage), icon, "one icon per stage");

    // a Paid workshop's details: every section, the articles numbered, a walk through a lightbox
    const paid = listed.find((w) => w.stagename === "Paid")!;
    await rows(page).locator(`a[href*="id=${paid.id}&"]`).click();
    await page.waitForURL(/\/WorkshopDetails\?/);
    const detail = (await apiQuery(page, "workshops.details", { id: paid.id }))[0] as {
      articles: unknown[];
      photos: Array<{ type__c: string; photodatetime__c: string }>;
      name: string;
    };
    for (const h of [
      "Picture Showing Products",
      "Picture of entire class making articles",
      "Picture of entire class holding finished articles",
      "Geo tagged Location pictures",
      "Other Pictures",
      "Finalized Article Photo",
      "Articles",
    ]) {
      await page.getByRole("heading", { name: h, exact: true }).waitFor();
    }
    await page.getByText(detail.name, { exact: true }).waitFor();
    for (const label of [
      "FCP Name",
      "Assigned CMDI",
      "Assigned AMMD",
      "Planned participants",
      "Actual participants",
      "Workshop amount",
      "Tertiary amount",
      "Expense head",
      "Start date",
      "End date",
    ]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    assert.not.match(await page.locator("main").innerText(), /\bnull\b|\bundefined\b/);
    assert.match(
      await page
        .locator("dd", { has: page.getByText(/^₹/) })
        .first()
        .innerText(),
      /^₹[\d,]+/,
    );
    assert.is(await page.locator("ol.workshop-details-articles > li").count(), detail.articles.length);

    const section = page.getByRole("region", { name: "Picture of entire class making articles" });
    const thumbs = section.getByRole("button", { name: /^Open (photo|pdf) / });
    const count = await thumbs.count();
    assert.ok(count >= 1);
    const first = detail.photos.find((p) => p.type__c === "entire_class_making_articles")!;
    const ddmmyy = `${first.photodatetime__c.slice(8, 10)}-${first.photodatetime__c.slice(5, 7)}-${first.photodatetime__c.slice(2, 4)}`;
    await section.getByText(ddmmyy).first().waitFor();
    await thumbs.first().click();
    const dialog = page.getByRole("dialog", { name: "Picture of entire class making articles" });
    await dialog.getByText(`1 of ${count}`).waitFor();
    await dialog.locator("figcaption", { hasText: ddmmyy }).waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".photo-gallery-lightbox")!).opacity === "1"); // faded in
    assert.equal(await axe(page), [], "the lightbox: axe clean");
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(`${count > 1 ? 2 : 1} of ${count}`).waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText(`1 of ${count}`).waitFor();
    if (count > 1) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText(`2 of ${count}`).waitFor();
      await dialog.getByRole("button", { name: "Previous" }).click();
      await dialog.getByText(`1 of ${count}`).waitFor();
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await focused(thumbs.first());
    assert.ok((await section.getByRole("link", { name: /^Download the first item/ }).getAttribute("download")) !== null);

    await page.getByRole("link", { name: "Back to Workshop List" }).click();
    await page.waitForURL(/\/Workshoplist\?sfid=0015g00000DEMO1AAA&type=FCP&count=0$/);
    await page.getByRole("link", { name: "Back to Super Admin" }).click();
    await page.waitForURL(/\/super\?tab=FCP$/);

    // links that cannot open: malformed, missing, no such workshop
    await page.goto(`${app.url}/WorkshopDetails?id=abc`);
    await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    await page.goto(`${app.url}/WorkshopDetails?source=lists`);
    await page.getByText("id is missing").waitFor();
    await page.goto(`${app.url}/WorkshopDetails?id=99999999`);
    await page.getByRole("heading", { name: "Workshop not found" }).waitFor();
    assert.equal(errors, []);
    await context.close();
  },
);

t("a CMDI and an FCP see their own workshops only; another's opens as 'not found'", async () => {
  const ravi = await app.page();
  await signIn(ravi.page, app.url, DEMO.CMDI);
  await ravi.page.waitForURL("**/homeCMDI");
  await homeShortcut(ravi.page, "Workshops", "/listWorkshopCMDI");
  const ravis = (await apiQuery(ravi.page, "workshops.mine", {})) as W[];
  await listIs(
    ravi.page,
    ravis.map((w) => w.id),
  );
  assert.ok(ravis.length > 25 && ravis.every((w) => w.assigned_cmdi__c === "a0B5g00000DEMO2AAA"));

  const asha = await app.page(PHONE);
  await signIn(asha.page, app.url, DEMO.FCP);
  await asha.page.waitForURL("**/newHomeFCP");
  await asha.page.getByRole("button", { name: "Open menu" }).click();
  await asha.page.getByRole("link", { name: "Workshops" }).click();
  await asha.page.waitForURL("**/homeFCP");
  const ashas = (await apiQuery(asha.page, "workshops.mine", {})) as W[];
  await listIs(
    asha.page,
    ashas.map((w) => w.id),
  );
  assert.ok(ashas.length > 0 && ashas.every((w) => w.accountid === "0015g00000DEMO1AAA"));
  await rows(asha.page).first().locator("a").click();
  await asha.page.getByRole("heading", { name: "Picture Showing Products" }).waitFor();
  await asha.page.getByRole("link", { name: "Back to workshops" }).click();
  await asha.page.waitForURL("**/homeFCP");

  const notAshas = ravis.find((w) => w.accountid !== "0015g00000DEMO1AAA")!;
  await asha.page.goto(`${app.url}/workshop?id=${notAshas.id}&source=fcp`);
  await asha.page.getByRole("heading", { name: "Workshop not found" }).waitFor();
  const meera = await app.page();
  await signIn(meera.page, app.url, DEMO.AMMD);
  await meera.page.waitForURL("**/homeAMMD");
  const notRavis = ((await apiQuery(meera.page, "workshops.ammd", {})) as W[]).find((w) => w.assigned_cmdi__c !== "a0B5g00000DEMO2AAA")!;
  await ravi.page.goto(`${app.url}/workshop?id=${notRavis.id}&source=cmdi`);
  await ravi.page.getByRole("heading", { name: "Workshop not found" }).waitFor();
  assert.equal([...ravi.errors, ...asha.errors, ...meera.errors], []);
  for (const s of [ravi, asha, meera]) await s.context.close();
});

t("phone (360 px): the AMMD list and Workshop Details fit the screen; the gallery is two columns", async () => {
  const { page, context, errors } = await asAmmd(PHONE);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const label of ["CMDI Name", "FCP Name", "Stage Name", "Sort By"]) assert.ok(await select(page, label).isVisible(), label);
  assert.is(await overflow(), 0, "no sideways scrolling on the list");
  await page.getByRole("tab", { name: /^Approved/ }).click();
  await rows(page).first().locator("a").click();
  const section = page.getByRole("region", { name: "Picture of entire class making articles" });
  await section.waitFor();
  assert.is(await overflow(), 0, "no sideways scrolling on the details");
  const cells = await section
    .locator("li.photo-gallery-item")
    .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.width)]));
  if (cells.length >= 2) {
    assert.ok(cells[1]![0] > cells[0]![0], "the second item is beside the first");
    assert.ok(cells[0]![1] < 180, `a cell is half the width (${cells[0]![1]} px)`);
  }
  const img = section.locator("img").first();
  assert.is(await img.getAttribute("loading"), "lazy");
  assert.match((await img.getAttribute("src"))!, /\?w=160$/);
  assert.equal(errors, []);
  await context.close();
});

t.run();

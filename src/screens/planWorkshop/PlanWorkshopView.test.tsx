// The workshop plan form as an FCP reads it (/planningWorkshop): every field with its label, the
// school hidden for an Art Avenue workshop, the article lines with their own labels and Remove, each
// message under its field with the summary at the top, a draft's note with Discard, and the states
// that are not a form (loading, failed with Try again, not found, locked, kept on the device).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { Article } from "../../codecs/reference.ts";
import { emptyPlan, type PlanValues } from "../../codecs/workshopPlan.ts";
import { PlanWorkshopView, type PlanWorkshopViewProps } from "../../views/workshops/PlanWorkshopView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const articles: Article[] = [
  { id: 1, sfid: "a1", material_code__c: "FC-01", material_name__c: "Fevicryl Acrylic Colours", pil_billing__c: 100, mrp__c: 120 },
  { id: 2, sfid: "a2", material_code__c: "FM-02", material_name__c: "Fevicryl Mouldit", pil_billing__c: 80, mrp__c: 95 },
];

function draw(over: Partial<PlanWorkshopViewProps> = {}, values: Partial<PlanValues> = {}, language?: "hi") {
  const r = recorder();
  const props: PlanWorkshopViewProps = {
    title: "Plan a Workshop",
    back: { to: "/homeFCP", label: "Back to workshops" },
    mode: "editing",
    values: { ...emptyPlan(), ...values },
    fieldErrors: {},
    formError: null,
    message: null,
    workshopHref: null,
    saving: false,
    today: "2026-11-28",
    lastDay: "2027-03-31",
    schools: [{ id: 1, sfid: "s1", name: "Sunrise School", city: "Pune" }],
    schoolsHeld: true,
    schoolsFailed: false,
    articles,
    onChange: r.on("change"),
    onAddArticle: r.on("add"),
    onArticleChange: r.on("article"),
    onRemoveArticle: r.on("remove"),
    onSave: r.on("save"),
    onRetry: r.on("retry"),
    onRetrySchools: r.on("retrySchools"),
    ...over,
  };
  return { ...renderView(<PlanWorkshopView {...props} />, { path: "/planningWorkshop", ...(language ? { language } : {}) }), ...r };
}

test("each field has its label; typing and choosing reach the flow; Save and preview saves", () => {
  const { ui, calls } = draw();
  for (const label of ["Date", "Start time", "Category", "Place", "Planned participants", "Expense head"])
    assert.ok(ui.getByLabelText(new RegExp(`^${label}`)), label);
  assert.ok(ui.getByRole("option", { name: "Sunrise School (Pune)" }));
  fireEvent.change(ui.getByLabelText(/^Category/), { target: { value: "School" } });
  fireEvent.click(ui.getByRole("button", { name: "Add article" }));
  fireEvent.submit(ui.getByRole("button", { name: "Save and preview" }).closest("form")!);
  assert.equal(
    calls.map(([n, ...a]) => (n === "change" ? [n, ...a] : [n])),
    [["change", "category", "School"], ["add"], ["save"]],
  );
});

test("an Art Avenue workshop needs no school; 'Other' asks for its name", () => {
  const { ui } = draw({}, { category: "Art Avenue", expense_head: "Other" });
  assert.is(ui.queryByLabelText(/^(Place|School)/), null);
  assert.ok(ui.getByText(/no school is needed/));
  assert.ok(ui.getByLabelText(/^Name of the 'Other' expense head/));
});

test("article lines: each with its own labels, its article choices and Remove", () => {
  const { ui, calls } = draw({}, { articles: [{ article: "a1", quantity: "4" }] });
  const article = ui.getByLabelText(/^Article 1/) as HTMLSelectElement;
  assert.is(article.value, "a1");
  assert.is((ui.getByLabelText(/^Quantity of article 1/) as HTMLInputElement).value, "4");
  fireEvent.click(ui.getByRole("button", { name: "Remove article 1" }));
  assert.equal(calls, [["remove", 0]]);
});

test("messages: under each field and summed up at the top, in the form's order", () => {
  const { ui } = draw(
    { fieldErrors: { planned: "Enter the planned participants", start_date: "Choose the date", "quantity-0": "Enter a quantity" } },
    {
      articles: [{ article: "a1", quantity: "" }],
    },
  );
  const summary = ui.getByRole("alert");
  const items = [...summary.querySelectorAll("li")].map((li) => li.textContent);
  assert.equal(items.length, 3);
  assert.match(items[0] ?? "", /Date/);
  assert.match(items[1] ?? "", /Planned participants/);
  assert.match(items[2] ?? "", /Quantity of article 1/);
  assert.ok(ui.getAllByText("Enter the planned participants").length >= 1);
});

test("the School field says what is true: the category first; none loaded; none of the category on this device, the server's search looking further; none at all", () => {
  const school = (label = /^College/) => ui.getByLabelText(label) as HTMLSelectElement;
  const note = /can look further: this device holds only part of the places/;
  let { ui } = draw({ schools: [], schoolsHeld: true });
  assert.is(school(/^Place/).options[0]!.textContent, "Choose the category first");
  cleanup();
  ({ ui } = draw({ schools: [], schoolsHeld: false }, { category: "College" }));
  assert.is(school().options[0]!.textContent, "No schools loaded yet");
  cleanup();
  // the device holds places of other categories only, and part of the places: the server's search looks further
  const finder = { source: { kind: "device", held: 2, total: 10 } as const, onSearch: () => {} };
  ({ ui } = draw({ schools: [], schoolsHeld: true, schoolFinder: finder }, { category: "College" }));
  assert.is(school().options[0]!.textContent, "No place of this category on this device");
  assert.is(ui.getByText(note).getAttribute("role"), "status");
  assert.is(ui.getByText(note).textContent, '"Find a college on the server" below can look further: this device holds only part of the places.');
  assert.ok(ui.getByLabelText("Find a college on the server"));
  cleanup();
  // the device holds every place: none of the category at all, no search to offer
  ({ ui } = draw({ schools: [], schoolsHeld: true, schoolFinder: null }, { category: "College" }));
  assert.is(school().options[0]!.textContent, "No place of this category yet");
  assert.is(ui.queryByText(note), null);
  cleanup();
  ({ ui } = draw({ schools: [], schoolsHeld: true, schoolFinder: finder }, { category: "College" }, "hi"));
  assert.is(school(/^कॉलेज/).options[0]!.textContent, "इस डिवाइस पर इस श्रेणी की कोई जगह नहीं");
  assert.ok(ui.getByText("नीचे “सर्वर पर कॉलेज खोजें” से और आगे खोजा जा सकता है: इस डिवाइस पर केवल कुछ ही जगहें हैं।"));
});

test("the place field is named by the category: its label, its first choice, its message and the summary's link; 'Place' before a category (decision 110)", () => {
  const words = [
    ["", "Place", "Choose the category first", "Please choose the place."],
    ["School", "School", "Choose the school", "Please choose the school."],
    ["College", "College", "Choose the college", "Please choose the college."],
    ["Hobby Centre", "Hobby Centre", "Choose the hobby centre", "Please choose the hobby centre."],
  ] as const;
  for (const [category, label, choose, missing] of words) {
    const { ui } = draw({ fieldErrors: { school: missing } }, { category });
    const field = ui.getByLabelText(new RegExp(`^${label} \\(required\\)$`)) as HTMLSelectElement;
    assert.is(field.id, "plan-school", category);
    assert.is(field.options[0]!.textContent, choose);
    assert.is(document.getElementById(field.getAttribute("aria-describedby")!)!.textContent, missing);
    assert.ok(within(ui.getByRole("alert")).getByRole("link", { name: label }), `the summary names the field ${label}`);
    // no other category's word for the field
    for (const [, other] of words) if (other !== label) assert.is(ui.queryByLabelText(new RegExp(`^${other} \\(`)), null, `${label}: not ${other}`);
    cleanup();
  }
});

test("the server's search for a place is named by the category as the field is, in English and Hindi ('Place' before one; decision 115)", () => {
  const finder = { source: { kind: "device", held: 2, total: 10 } as const, onSearch: () => {} };
  const names = [
    ["", "Find a place on the server", "सर्वर पर जगह खोजें"],
    ["School", "Find a school on the server", "सर्वर पर स्कूल खोजें"],
    ["College", "Find a college on the server", "सर्वर पर कॉलेज खोजें"],
    ["Hobby Centre", "Find a hobby centre on the server", "सर्वर पर हॉबी सेंटर खोजें"],
  ] as const;
  for (const [category, en, hi] of names) {
    for (const language of [undefined, "hi"] as const) {
      const { ui } = draw({ schools: [], schoolsHeld: true, schoolFinder: finder }, { category }, language);
      assert.is(ui.getByLabelText(language ? hi : en).id, "plan-school-find", `${category || "none"} (${language ?? "en"})`);
      cleanup();
    }
  }
});

test("in Hindi: the place field is named by the category (कॉलेज, हॉबी सेंटर; जगह before one)", () => {
  const hi = [
    ["", "जगह", "पहले श्रेणी चुनें"],
    ["School", "स्कूल", "स्कूल चुनें"],
    ["College", "कॉलेज", "कॉलेज चुनें"],
    ["Hobby Centre", "हॉबी सेंटर", "हॉबी सेंटर चुनें"],
  ] as const;
  for (const [category, label, choose] of hi) {
    const { ui } = draw({ fieldErrors: category === "College" ? { school: "Please choose the college." } : {} }, { category }, "hi");
    const field = ui.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement;
    assert.is(field.id, "plan-school", category);
    assert.is(field.options[0]!.textContent, choose);
    if (category === "College") {
      assert.is(document.getElementById(field.getAttribute("aria-describedby")!)!.textContent, "कृपया कॉलेज चुनें।");
      assert.ok(within(ui.getByRole("alert")).getByRole("link", { name: "कॉलेज" }));
    }
    cleanup();
  }
});

test("the end is set 3 hours after the start: said under the start time and tied to it, the next day when it is (decision 110)", () => {
  const endOf = (ui: ReturnType<typeof draw>["ui"], label = /^Start time/) => {
    const time = ui.getByLabelText(label);
    return document.getElementById(time.getAttribute("aria-describedby") ?? "")?.textContent;
  };
  let { ui } = draw();
  assert.is(endOf(ui), "The workshop ends 3 hours after the start.");
  cleanup();
  ({ ui } = draw({}, { start_time: "10:30" }));
  assert.is(endOf(ui), "The workshop ends 3 hours after the start, at 1:30 pm.");
  cleanup();
  ({ ui } = draw({}, { start_time: "22:15" }));
  assert.is(endOf(ui), "The workshop ends 3 hours after the start, at 1:15 am the next day.");
  cleanup();
  // a message about the start time comes first (the end is said again once it is fixed)
  ({ ui } = draw({ fieldErrors: { start_time: "Please choose the start time." } }));
  assert.is(endOf(ui), "Please choose the start time.");
  cleanup();
  ({ ui } = draw({}, { start_time: "10:30" }, "hi"));
  assert.match(endOf(ui, /^शुरू होने का समय/) ?? "", /^वर्कशॉप शुरू होने के 3 घंटे बाद, दोपहर 1:30 पर खत्म होगी।$/);
});

test("a kept draft says so with Discard; no schools refreshed offers Try again", () => {
  const r = recorder();
  const { ui, calls } = draw({ draft: { shown: true, onDiscard: r.on("discard") }, schoolsFailed: true });
  assert.ok(ui.getByText(/what you typed last time on this device is back/));
  fireEvent.click(ui.getByRole("button", { name: "Discard" }));
  assert.equal(
    r.calls.map(([n]) => n),
    ["discard"],
  );
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.equal(
    calls.map(([n]) => n),
    ["retrySchools"],
  );
});

test("not a form: loading, failed with Try again, not found, locked with its workshop, kept on this device", () => {
  let v = draw({ mode: "loading" });
  assert.ok(v.ui.getByLabelText("Loading the plan"));
  cleanup();
  v = draw({ mode: "failed", formError: "Could not load the plan." });
  assert.is(v.ui.getByRole("alert").textContent, "Could not load the plan.");
  fireEvent.click(v.ui.getByRole("button", { name: "Try again" }));
  assert.equal(
    v.calls.map(([n]) => n),
    ["retry"],
  );
  cleanup();
  v = draw({ mode: "missing" });
  assert.ok(v.ui.getByText(/was not found/));
  cleanup();
  v = draw({ mode: "locked", message: "This plan was sent to your CMDI.", workshopHref: "/workshop?id=7" });
  assert.ok(v.ui.getByText("This plan was sent to your CMDI."));
  assert.is(v.ui.getByRole("link", { name: "Open the workshop" }).getAttribute("href"), "/workshop?id=7");
  cleanup();
  v = draw({ mode: "queued", message: "It will be sent when the connection is back." });
  assert.ok(v.ui.getByText("Saved on this device"));
  assert.equal(
    v.ui.getAllByRole("link", { name: "Back to workshops" }).map((a) => a.getAttribute("href")),
    ["/homeFCP", "/homeFCP"],
  );
});

test("in Hindi: the fields' labels, the choices, an article line, a message and the summary (a school's name as it is)", () => {
  const r = renderView(
    <PlanWorkshopView
      title="Plan a Workshop"
      back={{ to: "/homeFCP", label: "Back to workshops" }}
      mode="editing"
      values={{ ...emptyPlan(), articles: [{ article: "a1", quantity: "" }] }}
      fieldErrors={{ category: "Please choose the category.", "quantity-0": "Please enter the quantity." }}
      formError={null}
      message={null}
      workshopHref={null}
      saving={false}
      today="2026-11-28"
      lastDay="2027-03-31"
      schools={[{ id: 1, sfid: "s1", name: "Sunrise School", city: "Pune" }]}
      schoolsHeld
      schoolsFailed={false}
      articles={articles}
      onChange={() => {}}
      onAddArticle={() => {}}
      onArticleChange={() => {}}
      onRemoveArticle={() => {}}
      onSave={() => {}}
      onRetry={() => {}}
      onRetrySchools={() => {}}
    />,
    { path: "/planningWorkshop", language: "hi" },
  );
  const hiUi = r.ui;
  assert.ok(hiUi.getByRole("heading", { level: 1, name: "वर्कशॉप की योजना बनाएँ" }));
  assert.ok(hiUi.getByRole("link", { name: "वर्कशॉप पर वापस" }));
  assert.ok(hiUi.getByLabelText(/^श्रेणी/));
  assert.ok(hiUi.getByRole("option", { name: "हॉबी सेंटर" }));
  assert.ok(hiUi.getByRole("option", { name: "Sunrise School (Pune)" }));
  assert.ok(hiUi.getByLabelText(/^आर्टिकल 1 की मात्रा/));
  assert.ok(hiUi.getByRole("button", { name: "आर्टिकल 1 हटाएँ" }));
  assert.match(hiUi.getAllByRole("alert")[0]!.textContent!, /^2 फ़ील्ड पर ध्यान दें/);
  assert.ok(hiUi.getByRole("link", { name: "श्रेणी" }));
  assert.ok(hiUi.getAllByText("कृपया श्रेणी चुनें।").length > 0);
  assert.ok(hiUi.getByRole("button", { name: "सेव करें और देखें" }));
});

test("the start date says the app's date form under it (the browser's own reads mm/dd/yyyy), and the chosen day with its month's name, in Hindi too", () => {
  let { ui } = draw();
  assert.ok(ui.getByText("Day, month, year: the app writes a date as DD-MM-YY"));
  cleanup();
  ({ ui } = draw({}, { start_date: "2027-03-25" }));
  assert.ok(ui.getByText("Chosen: 25 March 2027 (25-03-27)"));
  cleanup();
  ({ ui } = draw({}, {}, "hi"));
  assert.ok(ui.getByText("दिन, महीना, साल: ऐप में तारीख DD-MM-YY के रूप में लिखी जाती है"));
  cleanup();
  ({ ui } = draw({}, { start_date: "2027-03-25" }, "hi"));
  assert.ok(ui.getByText("चुनी गई तारीख: 25 मार्च 2027 (25-03-27)"));
  cleanup();
  ({ ui } = draw({ fieldErrors: { start_date: "Please choose the start date." } }));
  assert.is(ui.queryByText(/^Day, month, year/), null, "a message takes the hint's place");
});

test.run();

// Manage Content (/manageContent, decision 085) as the super admin reads it: the items with their
// category, product, year, ratings and state, searched and switched to the retired ones through the
// flow, each opening the form; Add an item; the form's fields by their labels (every filter's
// value), messages at their fields and summed up; Retire asked first; a retired item read-only with
// Restore.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { type AdminContentItem, CONTENT_MESSAGES, emptyContentForm, formOfContent } from "../../codecs/contentAdmin.ts";
import { recordFlowOf, recorder, renderView } from "../../../test/unit/renderView.tsx";
import { type ContentFormProps, ManageContentView, type ManageContentViewProps } from "./ManageContentView.tsx";
import { CONTENT_NOTICES } from "./contentAdmin.machine.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const item = (over: Partial<AdminContentItem> = {}): AdminContentItem => ({
  id: 7,
  sfid: "APC000000000000007",
  name: "Warli Wall Plate",
  year__c: "2026",
  seasonality__c: null,
  craft_category__c: "Training Modules",
  time_period__c: null,
  difficulty_level__c: "Easy",
  level_of_difficulty__c: "Easy",
  institute__c: "School",
  art_form__c: "Warli",
  festival_generic__c: "Generic",
  is_best_out_of_waste__c: "Yes",
  hero_product_1__c: "Fevicryl Acrylic Colours",
  hero_product_2__c: null,
  in_house_products_used__c: null,
  out_sourced_products_use__c: null,
  pil_product_price__c: 120,
  non_pil_product_price__c: null,
  total_cost_of_making_the_article__c: 120,
  link_in_pil_tantra__c: null,
  link_in_pil_tantra_url__c: null,
  thumbnail_link__c: null,
  thumbnail_url__c: null,
  rating_average: 4,
  rating_count: 3,
  my_rating: null,
  active: true,
  retired_at: null,
  ...over,
});
const load = { loading: false, refreshing: false, slow: false, cached: true, error: null, onRetry: () => {}, offline: false };

function draw(over: Partial<ManageContentViewProps> = {}, form: Partial<ContentFormProps> | null = null) {
  const r = recorder();
  const formProps: ContentFormProps | null = form
    ? {
        adding: false,
        values: formOfContent(item()),
        fieldErrors: {},
        ...recordFlowOf(r),
        item: item(),
        categories: ["Brand Videos", "Training Modules"],
        suggestions: { hero_product_1__c: ["Fevicryl Acrylic Colours", "Fevicryl Mouldit"] },
        onChange: (f, v) => r.on("change")(f, v),
        ...form,
      }
    : null;
  const props: ManageContentViewProps = {
    title: "Manage Content",
    back: "/super",
    load,
    query: "",
    retired: false,
    items: [
      item(),
      item({ id: 8, name: "Mouldit Diya", craft_category__c: "Brand Videos", rating_count: 0, active: false, retired_at: "2026-11-28T10:00:00" }),
    ],
    total: 2,
    source: { kind: "whole" },
    onQuery: (q) => r.on("query")(q),
    onRetired: (x) => r.on("retired")(x),
    onNew: () => r.on("new")(),
    onOpen: (id) => r.on("open")(id),
    form: formProps,
    ...over,
  };
  return { ...renderView(<ManageContentView {...props} />, { path: "/manageContent" }), ...r };
}

test("the list: each item with category, product, year, ratings and state; search, retired and Add go to the flow; a row opens it", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Manage Content" }));
  assert.ok(ui.getByText("2 items"));
  const warli = ui.getByRole("button", { name: /Warli Wall Plate/ });
  assert.match(warli.textContent ?? "", /Training Modules.*Fevicryl Acrylic Colours.*2026.*3 ratings/);
  assert.match(ui.getByRole("button", { name: /Mouldit Diya/ }).textContent ?? "", /No ratings.*Retired/);
  fireEvent.change(ui.getByLabelText("Search content"), { target: { value: "warli" } });
  fireEvent.click(ui.getByLabelText("Show retired items"));
  fireEvent.click(ui.getByRole("button", { name: "Add an item" }));
  fireEvent.click(warli);
  assert.equal(calls, [["query", "warli"], ["retired", true], ["new"], ["open", 7]]);
});

test("a long list: the first hundred, then Show more draws the rest (decision 118)", () => {
  const many = Array.from({ length: 167 }, (_, i) => item({ id: i + 1, name: `Item ${i + 1}` }));
  const { ui } = draw({ items: many, total: 167 });
  const rows = () => document.querySelectorAll(".manage-content-list > li").length;
  assert.is(rows(), 100);
  assert.ok(ui.getByText("Showing 100 of 167 items: search to narrow the list."));
  fireEvent.click(ui.getByRole("button", { name: "Show more (67 more)" }));
  assert.is(rows(), 167);
  assert.is(ui.queryByRole("button", { name: /^Show more/ }), null, "every item drawn, the list whole on the phone: nothing more");
});

test("the phone's newest items: said so, 'Show more from the server' above and under the list; the server's page and offline said so", () => {
  let asked = 0;
  let { ui } = draw({ source: { kind: "device", held: 2, total: 6000, onMore: () => asked++ } });
  assert.ok(ui.getByText("On this phone: the 2 open and most recent of 6,000 records."));
  const buttons = ui.getAllByRole("button", { name: "Show more from the server" });
  assert.is(buttons.length, 2);
  fireEvent.click(buttons[0]!);
  fireEvent.click(buttons[1]!);
  assert.is(asked, 2);
  cleanup();
  ({ ui } = draw({ source: { kind: "server", shown: 2, total: 40, onMore: () => asked++ } }));
  assert.ok(ui.getByText("From the server: 2 of 40 records that match."));
  cleanup();
  ({ ui } = draw({ source: { kind: "offline", held: 2, total: 6000 } }));
  assert.ok(ui.getByText("Offline: only what is on this phone is shown (2 of 6,000 records)."));
});

test("nothing yet: the empty state; no match: said so", () => {
  let { ui } = draw({ items: [], total: 0 });
  assert.ok(ui.getByText("No content yet"));
  cleanup();
  ({ ui } = draw({ items: [], total: 2 }));
  assert.ok(ui.getByText("No item matches."));
});

test("adding: every filter's field by its label, the values in use offered; typing and Save go to the flow; no Retire yet", () => {
  const { ui, calls } = draw({}, { adding: true, item: null, values: emptyContentForm() });
  assert.ok(ui.getByRole("heading", { level: 1, name: "Add a content item" }));
  for (const label of [
    /^Name/,
    /^Category/,
    /^Product$/,
    /^Second product/,
    /^Difficulty level/,
    /^Institute/,
    /^Art form/,
    /^Festival\/Generic/,
    /^Best out of waste/,
    /^Year/,
  ])
    assert.ok(ui.getByLabelText(label), String(label));
  assert.is(ui.getByLabelText(/^Product$/).getAttribute("list"), "content-hero-product-1-options");
  assert.is(ui.queryByRole("button", { name: "Retire" }), null);
  fireEvent.change(ui.getByLabelText(/^Name/), { target: { value: "Diya" } });
  fireEvent.change(ui.getByLabelText(/^Category/), { target: { value: "Brand Videos" } });
  fireEvent.change(ui.getByLabelText(/^Best out of waste/), { target: { value: "No" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [
    ["change", "name", "Diya"],
    ["change", "craft_category__c", "Brand Videos"],
    ["change", "is_best_out_of_waste__c", "No"],
    ["save"],
  ]);
});

test("refusals: the message at its field and in the summary; a form error as an alert", () => {
  const { ui } = draw({}, { fieldErrors: { year__c: CONTENT_MESSAGES.year, name: CONTENT_MESSAGES.name }, formError: "Could not reach the server." });
  assert.ok(ui.getByText("2 fields need attention"));
  assert.is(ui.getByRole("link", { name: "Year" }).getAttribute("href"), "#content-year");
  assert.is(ui.getByRole("link", { name: "Year" }).closest("ul")?.className, "form-errors-list", "the app's one summary list (its links underlined)");
  assert.is(ui.getByLabelText(/^Year/).getAttribute("aria-invalid"), "true");
  assert.ok(ui.getAllByText(CONTENT_MESSAGES.name).length >= 1);
  assert.ok(ui.getAllByRole("alert").some((a) => a.textContent?.includes("Could not reach the server.")));
});

test("an open item: its ratings said, Retire asks first (Keep it, Retire); retired: read-only with Restore", () => {
  let { ui, body, calls } = draw({}, {});
  assert.ok(ui.getByText("3 ratings, kept if the item is retired."));
  fireEvent.click(ui.getByRole("button", { name: "Retire" }));
  assert.equal(calls, [["retire"]]);
  cleanup();
  ({ ui, body, calls } = draw({}, { confirming: true }));
  assert.ok(body.getByRole("dialog", { name: "Retire this item?" }));
  assert.ok(body.getByText(/It leaves every device's library at its next sync/));
  fireEvent.click(body.getByRole("button", { name: "Keep it" }));
  fireEvent.click(body.getAllByRole("button", { name: "Retire" }).at(-1)!);
  assert.equal(calls, [["cancel"], ["confirm"]]);
  cleanup();
  ({ ui, calls } = draw(
    {},
    { item: item({ active: false, retired_at: "2026-11-28T10:00:00" }), notice: { message: CONTENT_NOTICES.retire, intent: "success" } },
  ));
  assert.ok(ui.getByText(CONTENT_NOTICES.retire));
  assert.ok(ui.getByText("Retired: devices no longer show this item. Its ratings are kept. Restore it to edit it."));
  assert.is(ui.queryByRole("button", { name: "Save" }), null);
  assert.is(ui.getByLabelText(/^Name/).hasAttribute("readonly"), true);
  fireEvent.click(ui.getByRole("button", { name: "Restore" }));
  assert.equal(calls, [["restore"]]);
});

test("Back asks the flow; Discard the changes to this item? with Keep editing and Discard", () => {
  const { ui, body, calls } = draw({}, { leaving: true });
  fireEvent.click(ui.getByRole("link", { name: "Back to content" }));
  assert.ok(body.getByText("Discard the changes to this item?"));
  fireEvent.click(body.getByRole("button", { name: "Keep editing" }));
  fireEvent.click(body.getByRole("button", { name: "Discard" }));
  assert.equal(calls, [["back"], ["stay"], ["discard"]]);
});

test.run();

// The content list and details as a person reads them (spec 2.8, 2.9): each filter's 'Remove
// Filter' once set, the empty states (no match with the way out, an empty category), cards a page
// at a time with lazy thumbnails at the shown size; the details' chips, document link, the sample,
// 'not found', the stars an FCP taps (4.5 drawn as four and a half) and the average others see.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SAMPLE_CONTENT } from "../../../src/codecs/content.ts";
import { FEEDBACK_SUBMITTED } from "../../../src/machines/rating.machine.ts";
import { ContentDetailsView, type ContentDetailsViewProps, type RatingProps } from "../../../src/views/content/ContentDetailsView.tsx";
import { ContentListView, PAGE, THUMB, cardThumb, type ContentListViewProps } from "../../../src/views/content/ContentListView.tsx";
import { backToList } from "../../../src/views/content/ContentDetailsPage.tsx";
import { item } from "./fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const wrap = (path: string, node: React.ReactNode) =>
  render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path }).hook}>{node}</Router>
    </BlueprintProvider>,
  );

function list(over: Partial<ContentListViewProps> = {}) {
  const calls: unknown[][] = [];
  const props = listProps(calls, over);
  const r = wrap("/fevicryl-Content", <ContentListView {...props} />);
  return { ui: within(r.container), calls };
}

function listProps(calls: unknown[][] = [], over: Partial<ContentListViewProps> = {}): ContentListViewProps {
  return {
    title: "Fevicryl Content Categorization",
    back: { to: "/newHomeFCP", label: "Back to home" },
    categories: null,
    fields: [
      { key: "product", label: "Product", options: ["Fevicol MR", "Fevicryl Mouldit"], locked: false },
      { key: "year", label: "Year", options: ["2025", "2024"], locked: false },
    ],
    values: {},
    q: "",
    panelOpen: false,
    onChoose: (k, v) => void calls.push(["choose", k, v]),
    onSearch: (q) => void calls.push(["search", q]),
    onTogglePanel: () => void calls.push(["panel"]),
    onClear: null,
    items: [item(1), item(2)],
    libraryEmpty: false,
    inCategory: false,
    onOpen: (id) => void calls.push(["open", id]),
    loading: false,
    refreshing: false,
    failed: false,
    error: null,
    onRetry: () => {},
    ...over,
  };
}

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

test("each filter: 'All' until set, then 'Remove Filter', which clears it; a choice and the search call back", () => {
  const { ui, calls } = list({ values: { year: "2024" } });
  assert.equal(optionTexts(ui.getByLabelText("Product")), ["All", "Fevicol MR", "Fevicryl Mouldit"]);
  assert.equal(optionTexts(ui.getByLabelText("Year")), ["Remove Filter", "2025", "2024"]);
  assert.is((ui.getByLabelText("Year") as HTMLSelectElement).value, "2024");
  fireEvent.change(ui.getByLabelText("Product"), { target: { value: "Fevicol MR" } });
  fireEvent.change(ui.getByLabelText("Year"), { target: { value: "" } });
  fireEvent.change(ui.getByLabelText("Search by name"), { target: { value: "diya" } });
  fireEvent.click(ui.getByRole("button", { name: "Filters (1)" }));
  assert.equal(calls, [["choose", "product", "Fevicol MR"], ["choose", "year", ""], ["search", "diya"], ["panel"]]);
  assert.is(ui.getByRole("button", { name: "Filters (1)" }).getAttribute("aria-expanded"), "false");
});

test("a value from the address that no item has still shows as chosen; a page's own filter is fixed", () => {
  const { ui } = list({
    values: { year: "1900", product: "Fevicol MR" },
    fields: [
      { key: "product", label: "Product", options: ["Fevicol MR"], locked: true },
      { key: "year", label: "Year", options: ["2024"], locked: false },
    ],
  });
  assert.equal(optionTexts(ui.getByLabelText("Year")), ["Remove Filter", "1900", "2024"]);
  assert.ok((ui.getByLabelText("Product") as HTMLSelectElement).disabled);
  assert.ok(ui.getByRole("button", { name: "Filters (1)" }), "the fixed filter is not counted as the person's");
});

test("no match: says so and offers to remove every filter; an empty category and an empty library say so", () => {
  let cleared = 0;
  const { ui } = list({
    items: [],
    onClear: () => {
      cleared++;
    },
  });
  assert.ok(ui.getByText("No content matches these filters."));
  fireEvent.click(ui.getByRole("button", { name: "Remove all filters" }));
  assert.is(cleared, 1);
  assert.ok(ui.getByRole("status").textContent!.includes("0 items"));
  cleanup();
  assert.ok(list({ items: [], libraryEmpty: true, inCategory: true }).ui.getByText("There is no content in this category yet."));
  cleanup();
  assert.ok(list({ items: [], libraryEmpty: true }).ui.getByText("There is no content yet."));
  cleanup();
  assert.ok(list({ items: [], loading: true }).ui.getByLabelText("Loading content"));
});

test("cards a page at a time, each a lazy thumbnail at its shown size, a name and an arrow to the details", () => {
  const many = Array.from({ length: PAGE + 5 }, (_, i) => item(i + 1));
  const { ui, calls } = list({ items: many });
  const cards = ui.getAllByRole("listitem");
  assert.is(cards.length, PAGE);
  const img = cards[0]!.querySelector("img")!;
  assert.equal(
    [img.getAttribute("loading"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("src")],
    ["lazy", String(THUMB.width), String(THUMB.height), "/media/content/1.png?w=320"],
  );
  assert.is(
    img.getAttribute("srcset"),
    "/media/content/1.png?w=320 1x, /media/content/1.png?w=640 2x",
    "the server's raster thumbnail, at 1x and 2x",
  );
  assert.is(cardThumb("https://cdn.example/x.jpg", 320), "https://cdn.example/x.jpg", "another address is used as it is");
  fireEvent.click(within(cards[1]!).getByRole("link", { name: "Open Idea 2" }));
  assert.equal(calls, [["open", 2]]);
  fireEvent.click(ui.getByRole("button", { name: "Show more (5 more)" }));
  assert.is(ui.getAllByRole("listitem").length, PAGE + 5);
});

test("another list (a filter changed) is drawn in the same cards: its own names, pictures and links, from its first page again", () => {
  const many = Array.from({ length: PAGE + 5 }, (_, i) => item(i + 1));
  const props = (items: ContentListViewProps["items"]) => ({ ...listProps(), items });
  const r = wrap("/fevicryl-Content", <ContentListView {...props(many)} />);
  const ui = within(r.container);
  fireEvent.click(ui.getByRole("button", { name: "Show more (5 more)" }));
  assert.is(ui.getAllByRole("listitem").length, PAGE + 5);
  const first = ui.getAllByRole("listitem")[0]!;
  // the same items again (a refresh of the library): the page stays where the person left it
  r.rerender(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/fevicryl-Content" }).hook}>
        <ContentListView {...props(many.map((c) => ({ ...c })))} />
      </Router>
    </BlueprintProvider>,
  );
  assert.is(ui.getAllByRole("listitem").length, PAGE + 5);
  const narrowed = [item(40), item(41, { link_in_pil_tantra_url__c: null })];
  r.rerender(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/fevicryl-Content" }).hook}>
        <ContentListView {...props(narrowed)} />
      </Router>
    </BlueprintProvider>,
  );
  const cards = ui.getAllByRole("listitem");
  assert.is(cards.length, 2);
  assert.is(cards[0], first, "the card is patched in place, not made anew");
  assert.is(cards[0]!.querySelector("img")!.getAttribute("src"), "/media/content/40.png?w=320");
  assert.is(within(cards[0]!).getByRole("link", { name: "Open Idea 40" }).getAttribute("href"), "/fevicryl-Details?id=40");
  assert.is(cards[1]!.querySelector("img"), null, "an item without a picture shows none (not the last one's)");
  assert.ok(within(cards[1]!).getByText("Idea 41"));
  assert.is(ui.queryByRole("button", { name: /Show more/ }), null);
  assert.ok(ui.getByRole("status").textContent!.includes("2 items"));
});

test("/content lists the categories with their counts", () => {
  const { ui } = list({ categories: [{ path: "/glass-colours", title: "Glass Colours", count: 4 }] });
  const nav = within(ui.getByRole("navigation", { name: "Categories" }));
  assert.is(nav.getByRole("link", { name: "Glass Colours (4)" }).getAttribute("href"), "/glass-colours");
});

const rating = (over: Partial<RatingProps> = {}): RatingProps & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    average: 4.3,
    count: 12,
    canRate: true,
    mine: null,
    busy: false,
    notice: null,
    error: null,
    onRate: (v) => void calls.push(v),
    onDismiss: () => void calls.push("dismiss"),
    calls,
    ...over,
  };
};
const details = (over: Partial<ContentDetailsViewProps> = {}) => {
  const props: ContentDetailsViewProps = {
    title: "Fevicryl Details",
    back: "/fevicryl-Content?year=2024",
    state: "item",
    error: null,
    onRetry: () => {},
    item: item(3, { name: "Warli Diya", year__c: "2024", art_form__c: "Warli", festival_generic__c: "NA", in_house_products_used__c: "Fevicol MR" }),
    rating: rating(),
    ...over,
  };
  return within(wrap("/fevicryl-Details", <ContentDetailsView {...props} />).container);
};

test("details: name, image, products, chips (no 'NA'), the document in a new tab, the average for everyone", () => {
  const ui = details();
  assert.ok(ui.getByRole("heading", { name: "Warli Diya" }));
  assert.ok(ui.getByRole("img", { name: "Warli Diya" }));
  assert.equal(
    within(ui.getByRole("list", { name: "Attributes" }))
      .getAllByRole("listitem")
      .map((li) => li.textContent),
    ["Year: 2024", "Art form: Warli"],
  );
  assert.ok(ui.getByText("Fevicol MR"));
  const doc = ui.getByRole("link", { name: "Click here for detailed document" });
  assert.equal(
    [doc.getAttribute("href"), doc.getAttribute("target"), doc.getAttribute("rel")],
    ["/media/doc/3.pdf", "_blank", "noopener noreferrer"],
  );
  assert.ok(ui.getByRole("img", { name: "Rated 4.3 out of 5" }));
  assert.ok(ui.getByText("4.3 out of 5 (12 ratings)", { exact: false }));
  assert.is(ui.getByRole("link", { name: "Back to the content list" }).getAttribute("href"), "/fevicryl-Content?year=2024");
});

test("an FCP's stars: each a button; a stored 4.5 reads as 4.5 and draws half of the fifth star; a tap and the notice", () => {
  const r = rating({ mine: 4.5, notice: { message: FEEDBACK_SUBMITTED, intent: "success" } });
  const ui = details({ rating: r });
  const stars = within(ui.getByRole("group", { name: "Your rating" })).getAllByRole("button");
  assert.equal(
    stars.map((b) => b.getAttribute("aria-label")),
    ["Rate 1 star", "Rate 2 stars", "Rate 3 stars", "Rate 4 stars", "Rate 5 stars"],
  );
  assert.ok(ui.getByText("Your rating: 4.5 out of 5"));
  const fills = stars.map((b) => (b.querySelector(".stars-fill") as HTMLElement | null)?.style.width ?? "0%");
  assert.equal(fills, ["100%", "100%", "100%", "100%", "50%"]);
  fireEvent.click(stars[2]!);
  assert.ok(within(ui.getByRole("status")).getByText(FEEDBACK_SUBMITTED));
  fireEvent.click(ui.getByRole("button", { name: "Dismiss" }));
  assert.equal(r.calls, [3, "dismiss"]);
});

test("another role: the average and count, no stars to tap; no ratings yet says so", () => {
  const ui = details({ rating: rating({ canRate: false, average: null, count: 0 }) });
  assert.is(ui.queryByRole("group", { name: "Your rating" }), null);
  assert.ok(ui.getByText("No ratings yet", { exact: false }));
});

test("the sample is marked and cannot be rated; an unknown id says 'not found' and offers the list", () => {
  const ui = details({ state: "sample", item: SAMPLE_CONTENT, rating: null, back: "/fevicryl-Content" });
  assert.ok(ui.getByText("Sample content"));
  assert.ok(ui.getByText("Sample content cannot be rated."));
  assert.ok(ui.getByRole("heading", { name: SAMPLE_CONTENT.name! }));
  cleanup();
  const gone = details({ state: "notFound", item: null, rating: null });
  assert.match(gone.getByRole("alert").textContent!, /This content item was not found/);
  assert.is(gone.getAllByRole("link", { name: "Back to the content list" }).at(-1)!.getAttribute("href"), "/fevicryl-Content?year=2024");
});

test("the way back: the last content list the person was on, with its filters", () => {
  assert.is(backToList([]), "/fevicryl-Content");
  assert.is(
    backToList([
      { path: "/glass-colours", search: "year=2024" },
      { path: "/fevicryl-Details", search: "id=3" },
    ]),
    "/glass-colours?year=2024",
  );
  assert.is(
    backToList([
      { path: "/content", search: "" },
      { path: "/newHomeFCP", search: "" },
    ]),
    "/content",
  );
});

test.run();

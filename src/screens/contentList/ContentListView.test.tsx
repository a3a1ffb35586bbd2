// The content list as a person reads it (spec 2.8): each filter's 'Remove Filter' once set, the
// empty states (no match with the way out, an empty category), cards a page at a time with lazy
// thumbnails at the shown size; loading, failed and offline; the page's address follows the filters.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { item } from "../../../test/unit/content/fixtures.ts";
import { CONTENT_INSTITUTES, YES_OR_NO } from "../../codecs/content.ts";
import hi from "../../codecs/catalogue.hi.json";
import { translator } from "../../codecs/translate.ts";
import { TranslateProvider } from "../../views/i18n.tsx";
import { ADDRESS_SYNC_MS, ContentListPageView, ContentListView, PAGE, THUMB, cardThumb, type ContentListViewProps } from "./ContentListView.tsx";

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

test("in Hindi: a filter's options of the app's own values (an institute the library names, Yes/No) in Hindi, a value typed otherwise as typed", () => {
  const props = listProps([], {
    fields: [
      { key: "institute", label: "Institute", options: ["Art Institute", "College", "Jaipur Art School"], fixed: CONTENT_INSTITUTES, locked: false },
      { key: "bestOutOfWaste", label: "Best out of waste", options: ["No", "Yes"], fixed: YES_OR_NO, locked: false },
    ],
  });
  const r = wrap(
    "/fevicryl-Content",
    <TranslateProvider value={translator("hi", hi)}>
      <ContentListView {...props} />
    </TranslateProvider>,
  );
  const ui = within(r.container);
  const options = (name: string) => [...(ui.getByLabelText(name) as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
  assert.equal(options("संस्थान"), [
    ["", "सभी"],
    ["Art Institute", "कला संस्थान"],
    ["College", "कॉलेज"],
    ["Jaipur Art School", "Jaipur Art School"],
  ]);
  assert.equal(options("बेकार से बेहतर"), [
    ["", "सभी"],
    ["No", "नहीं"],
    ["Yes", "हाँ"],
  ]);
});

test("/content lists the categories with their counts", () => {
  const { ui } = list({ categories: [{ path: "/glass-colours", title: "Glass Colours", count: 4 }] });
  const nav = within(ui.getByRole("navigation", { name: "Categories" }));
  assert.is(nav.getByRole("link", { name: "Glass Colours (4)" }).getAttribute("href"), "/glass-colours");
});

test("loading: the spinner, no count; a failed load says why with Try again; offline over the saved library, one calm note", () => {
  let { ui } = list({ loading: true, items: [] });
  assert.ok(ui.getByLabelText("Loading content"));
  assert.is(ui.getByRole("status").textContent, "");
  cleanup();
  let retried = 0;
  ({ ui } = list({ failed: true, error: "Could not reach the server.", items: [], libraryEmpty: true, onRetry: () => retried++ }));
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  assert.is(ui.queryByText("There is no content yet."), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ({ ui } = list({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }));
  assert.ok(ui.getAllByRole("status").some((s) => /^Offline: showing the list saved on 28-11-26, 9:42 am\./.test(s.textContent!)));
  assert.is(ui.queryByRole("alert"), null);
  assert.ok(ui.getByText("2 items"));
});

test("the page: the address follows the filters once they settle; opening an item writes it at once, then the details", async () => {
  const mem = memoryLocation({ path: "/fevicryl-Content", record: true });
  const { onOpen: _, ...props } = listProps();
  const page = (href: string) => (
    <BlueprintProvider>
      <Router hook={mem.hook}>
        <ContentListPageView {...props} href={href} />
      </Router>
    </BlueprintProvider>
  );
  const r = render(page("/fevicryl-Content?year=2024"));
  assert.equal(mem.history, ["/fevicryl-Content"], "not at once");
  await act(() => new Promise((done) => setTimeout(done, ADDRESS_SYNC_MS + 50)));
  assert.equal(mem.history, ["/fevicryl-Content?year=2024"]);
  r.rerender(page("/fevicryl-Content?year=2024&q=diya"));
  fireEvent.click(within(r.container).getByRole("link", { name: "Open Idea 1" }));
  assert.equal(mem.history, ["/fevicryl-Content?year=2024&q=diya", "/fevicryl-Details?id=1"]);
});

test.run();

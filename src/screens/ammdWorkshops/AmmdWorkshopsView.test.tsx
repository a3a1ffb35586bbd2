// The AMMD's approval list as a person reads it (spec 2.6): the tabs with their counts and the four
// filters, each with 'All' (Sort By naming the list's order), the rows with their fields and stage,
// the empty and loading states, a change patched in place, 'Show more'.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { DEFAULT_FILTERS } from "../../codecs/ammdWorkshops.ts";
import { loadAppIcons } from "../../views/shell/icons.ts";
import { AmmdWorkshopsView, type AmmdWorkshopsViewProps } from "./AmmdWorkshopsView.tsx";
import { workshopRowOf } from "../../../test/unit/fixtures.ts";
import { ENGLISH, translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const row = workshopRowOf;

function mount(ui: React.ReactNode, t = ENGLISH) {
  const tree = (u: React.ReactNode) => (
    <TranslateProvider value={t}>
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/listWorkshopsAMMD" }).hook}>{u}</Router>
      </BlueprintProvider>
    </TranslateProvider>
  );
  const r = render(tree(ui));
  return { ui: within(r.container), rerender: (u: React.ReactNode) => r.rerender(tree(u)) };
}

function ammd(over: Partial<AmmdWorkshopsViewProps> = {}, t = ENGLISH) {
  const calls: unknown[][] = [];
  const props: AmmdWorkshopsViewProps = {
    title: "Workshops for approval",
    back: "/homeAMMD",
    filters: { ...DEFAULT_FILTERS, tab: "approved", cmdi: "a0BR" },
    counts: { awaiting: 3, approved: 2 },
    choices: {
      cmdi: [{ value: "a0BR", label: "Ravi Kumar" }],
      fcp: [{ value: "Asha", label: "Asha" }],
      stage: [{ value: "Execution", label: "Execution" }],
      sort: [{ value: "asc", label: "Oldest created first" }],
    },
    onTab: (t) => void calls.push(["tab", t]),
    onFilter: (n, v) => void calls.push(["filter", n, v]),
    rows: [row(1, { fcpname__c: "Asha", stagename: "Execution" }), row(2, { stagename: "CMDI Verification" })],
    hrefOf: (w) => `/workshop?id=${w.id}`,
    onOpen: (h) => void calls.push(["open", h]),
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => {},
    ...over,
  };
  const m = mount(<AmmdWorkshopsView {...props} />, t);
  return { ui: m.ui, calls, rerender: (more: Partial<AmmdWorkshopsViewProps>) => m.rerender(<AmmdWorkshopsView {...props} {...more} />) };
}

test("AMMD list: tabs with their counts, four labelled filters, three with 'All' and Sort By naming the list's order, rows with their fields and stage", () => {
  const { ui, calls } = ammd();
  assert.ok(ui.getByRole("tab", { name: "Awaiting Approval (3)" }));
  assert.is(ui.getByRole("tab", { name: "Approved (2)" }).getAttribute("aria-selected"), "true");
  for (const [label, none] of [
    ["CMDI Name", "All"],
    ["FCP Name", "All"],
    ["Stage Name", "All"],
    ["Sort By", "Newest start first"],
  ]) {
    const sel = ui.getByLabelText(label!) as HTMLSelectElement;
    assert.is(sel.options[0]!.textContent, none, label);
  }
  assert.is((ui.getByLabelText("CMDI Name") as HTMLSelectElement).value, "a0BR");
  fireEvent.change(ui.getByLabelText("CMDI Name"), { target: { value: "" } });
  fireEvent.change(ui.getByLabelText("Sort By"), { target: { value: "asc" } });
  fireEvent.click(ui.getByRole("tab", { name: "Awaiting Approval (3)" }));
  const first = within(ui.getAllByRole("listitem")[0]!);
  assert.ok(first.getByText("04-05-26"));
  assert.ok(first.getByText("Ravi Kumar"));
  assert.ok(first.getByText("Asha"));
  assert.ok(first.getByText("Execution"));
  // each field reads as its label and its value; a date never breaks inside (only the date is kept whole)
  const fields = ui.getAllByRole("listitem")[0]!.querySelector(".workshop-row-fields")!;
  assert.equal(
    [...fields.children].map((f) => f.textContent),
    ["Start date 04-05-26", "CMDI Ravi Kumar", "FCP Asha"],
  );
  assert.equal(
    [...fields.querySelectorAll(".page-keep")].map((k) => k.textContent),
    ["04-05-26"],
  );
  fireEvent.click(first.getByRole("link", { name: "Diya Workshop 1" }));
  assert.equal(calls, [
    ["filter", "cmdi", null],
    ["filter", "sort", "asc"],
    ["tab", "awaiting"],
    ["open", "/workshop?id=1"],
  ]);
  assert.ok(ui.getByText("2 workshops"));
});

test("AMMD list: 'No data available' for an empty tab, a message when the filters leave nothing, a spinner while loading", () => {
  assert.ok(ammd({ counts: { awaiting: 0, approved: 0 }, rows: [] }).ui.getByText("No data available"));
  cleanup();
  assert.ok(ammd({ rows: [] }).ui.getByText("No workshop matches these filters."));
  cleanup();
  assert.ok(ammd({ rows: [], loading: true }).ui.getByLabelText("Loading workshops"));
});

test("AMMD list: a tab switch or a filter change patches the page in place; another CMDI's FCP choices come as a new select", async () => {
  await loadAppIcons(); // the stage icons drawn from their paths, as in the app
  // no CMDI chosen: a tab switch clears the filters (the filter machine's showTab), so it starts from All
  const { ui, rerender } = ammd({ filters: { ...DEFAULT_FILTERS, tab: "approved" } });
  const selects = () => ["CMDI Name", "FCP Name", "Stage Name", "Sort By"].map((l) => ui.getByLabelText(l));
  const sameElements = (now: HTMLElement[], before: HTMLElement[], what: string) => {
    for (const [i, e] of now.entries()) assert.is(e, before[i], `${what} ${i}`);
  };
  const [cmdi, fcp, stage, sort] = selects();
  const panel = ui.getByRole("tabpanel");
  const list = ui.getByRole("list", { name: "Workshops" });
  const path = () => list.querySelector("li .workshop-row-stage svg path")!;
  const executionPath = path();
  const executionD = executionPath.getAttribute("d");
  // the other tab: the same panel, filters and rows, labelled by the tab now selected
  rerender({
    filters: { ...DEFAULT_FILTERS, tab: "awaiting" },
    rows: [row(3, { stagename: "Awaiting AMMD Approval" }), row(1)],
  });
  const awaiting = ui.getByRole("tab", { name: "Awaiting Approval (3)" });
  assert.is(awaiting.getAttribute("aria-selected"), "true");
  assert.is(ui.getByRole("tabpanel"), panel);
  assert.is(panel.id, awaiting.getAttribute("aria-controls"));
  assert.is(panel.getAttribute("aria-labelledby"), awaiting.id);
  for (const tab of ui.getAllByRole("tab"))
    assert.ok(document.getElementById(tab.getAttribute("aria-controls")!), "each tab names a panel that is there");
  sameElements(selects(), [cmdi!, fcp!, stage!, sort!], "select");
  assert.is(ui.getByRole("list", { name: "Workshops" }), list);
  // the first row's stage icon is another icon, drawn on the same path element
  assert.is(path(), executionPath);
  assert.is.not(path().getAttribute("d"), executionD);
  assert.ok(ui.getByText("Diya Workshop 3"));
  // a CMDI chosen: the FCP select is made anew with that CMDI's FCPs; the others stay
  rerender({
    filters: { ...DEFAULT_FILTERS, tab: "awaiting", cmdi: "a0BS" },
    choices: {
      cmdi: [
        { value: "a0BR", label: "Ravi Kumar" },
        { value: "a0BS", label: "Sunita Rao" },
      ],
      fcp: [{ value: "Meena", label: "Meena" }],
      stage: [{ value: "Execution", label: "Execution" }],
      sort: [{ value: "asc", label: "Oldest created first" }],
    },
  });
  const [cmdi2, fcp2, stage2, sort2] = selects();
  assert.is.not(fcp2, fcp);
  assert.equal(
    [...(fcp2 as HTMLSelectElement).options].map((o) => o.textContent),
    ["All", "Meena"],
  );
  sameElements([cmdi2!, stage2!, sort2!], [cmdi!, stage!, sort!], "select");
  assert.is((cmdi2 as HTMLSelectElement).value, "a0BS");
});

test("AMMD list: 'Show more' shows the next 25 rows; another tab's rows start again at one page", () => {
  const many = (from: number) => Array.from({ length: 30 }, (_, i) => row(from + i));
  const { ui, rerender } = ammd({ counts: { awaiting: 30, approved: 30 }, rows: many(1) });
  const shown = () => within(ui.getByRole("list", { name: "Workshops" })).getAllByRole("listitem").length;
  assert.is(shown(), 25);
  fireEvent.click(ui.getByRole("button", { name: /Show more/ }));
  assert.is(shown(), 30);
  rerender({ filters: { ...DEFAULT_FILTERS, tab: "awaiting" }, counts: { awaiting: 30, approved: 30 }, rows: many(101) });
  assert.is(shown(), 25);
  assert.ok(ui.getByText("Diya Workshop 101"));
});

test("in Hindi: the tabs with their counts, the filters with their first choices, stages and sorts, the count", () => {
  const { ui } = ammd({}, translator("hi", hi));
  assert.ok(ui.getByRole("tab", { name: "मंज़ूरी का इंतज़ार (3)" }));
  assert.ok(ui.getByRole("tab", { name: "मंज़ूर (2)" }));
  assert.is((ui.getByLabelText("क्रम") as HTMLSelectElement).options[0]!.textContent, "सबसे नई शुरुआत पहले");
  assert.is((ui.getByLabelText("क्रम") as HTMLSelectElement).options[1]!.textContent, "सबसे पुरानी बनी पहले");
  assert.is((ui.getByLabelText("चरण") as HTMLSelectElement).options[1]!.textContent, "आयोजन");
  assert.is((ui.getByLabelText("CMDI का नाम") as HTMLSelectElement).options[1]!.textContent, "Ravi Kumar");
  assert.ok(ui.getByText("2 वर्कशॉप"));
  assert.ok(ui.getByRole("group", { name: "फ़िल्टर" }));
});

test.run();

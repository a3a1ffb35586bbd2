// The outlets list as a person reads it (spec screen 4): each row 'code - name', distributor and
// address, a call link only with a mobile, the delete dialog's words, the empty and no-result
// messages, the rows drawn a page at a time, a failed load and the offline list; the page opens a row
// and the new form.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { emptyOutletValues, type Outlet, type OutletFieldKey } from "../../codecs/outlet.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { OutletListPageView, OutletListView, PAGE, type OutletListViewProps, type OutletRowProps } from "./OutletListView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const outlet = (id: number, over: Partial<Outlet> = {}): Outlet => ({
  ...(Object.fromEntries(Object.entries(emptyOutletValues()).map(([k]) => [k, null])) as Record<OutletFieldKey, null>),
  id,
  outletname__c: `Shop ${id}`,
  outletcode__c: `OUT${id}`,
  wss_tty_name__c: "Agarwal Distributors",
  address__c: "12, MG Road",
  city_town__c: "Pune",
  mobile_no__c: "9876543210",
  ...over,
});

function show(over: Partial<OutletListViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: unknown[][] = [];
  const row = (o: Outlet) => ({ outlet: o, status: null, problem: null, openable: true, deletable: true });
  const props: OutletListViewProps = {
    title: "Outlets",
    query: "",
    onQuery: (q) => void calls.push(["query", q]),
    items: [row(outlet(1)), row(outlet(2, { mobile_no__c: null }))],
    actions: { onOpen: (id) => void calls.push(["open", id]), onDelete: (id, name) => void calls.push(["delete", id, name]) },
    loading: false,
    refreshing: false,
    empty: false,
    noResult: false,
    error: null,
    onRetry: () => {},
    back: "/homeCMDI",
    onAdd: () => void calls.push(["add"]),
    confirming: null,
    deleting: false,
    onConfirmDelete: () => void calls.push(["yes"]),
    onCancelDelete: () => void calls.push(["no"]),
    ...over,
  };
  const { ui, body } = renderView(<OutletListView {...props} />, { path: "/listOutlet", language });
  return { ui, body, calls };
}

test("a row: 'code - name', distributor, address; a call link only with a mobile; open and delete call back", () => {
  const { ui, calls } = show();
  const items = ui.getAllByRole("listitem");
  assert.is(items.length, 2);
  const first = within(items[0]);
  assert.ok(first.getByRole("link", { name: "OUT1 - Shop 1" }));
  assert.ok(first.getByText("Agarwal Distributors"));
  assert.ok(first.getByText("12, MG Road, Pune"));
  assert.is(first.getByRole("link", { name: "Call Shop 1" }).getAttribute("href"), "tel:9876543210");
  assert.is(within(items[1]).queryByRole("link", { name: /^Call/ }), null, "no mobile, no call link");
  fireEvent.click(first.getByRole("link", { name: "OUT1 - Shop 1" }));
  fireEvent.click(first.getByRole("button", { name: "Delete Shop 1" }));
  fireEvent.click(ui.getByRole("button", { name: "Add outlet" }));
  fireEvent.change(ui.getByLabelText("Search by outlet name or code"), { target: { value: "sho" } });
  assert.equal(calls, [["open", 1], ["delete", 1, "Shop 1"], ["add"], ["query", "sho"]]);
});

test("the delete dialog says 'Are you sure?' / 'You want to delete this outlet?' with No and Yes", () => {
  const { body, calls } = show({ confirming: { id: 1, name: "Shop 1" } });
  const dialog = body.getByRole("dialog");
  assert.ok(within(dialog).getByText("Are you sure?"));
  assert.ok(within(dialog).getByText("You want to delete this outlet?"));
  fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
  fireEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
  assert.equal(calls, [["no"], ["yes"]]);
});

test("'No Record Present' for an empty list, 'No result found' for an empty search, a spinner while loading", () => {
  assert.ok(show({ items: [], empty: true }).ui.getByText("No Record Present"));
  cleanup();
  assert.ok(show({ items: [], noResult: true }).ui.getByText("No result found"));
  cleanup();
  assert.ok(show({ items: [], loading: true }).ui.getByLabelText("Loading outlets"));
});

test("rows are drawn a page at a time; a pending or refused write is said on its row", () => {
  const many: OutletRowProps[] = Array.from({ length: PAGE + 3 }, (_, i) => ({
    outlet: outlet(i + 1),
    status: null,
    problem: null,
    openable: true,
    deletable: false,
  }));
  many[0] = { ...many[0], status: "pending" };
  many[1] = { ...many[1], status: "rejected", problem: "RSM Phone number is not valid" };
  const { ui } = show({ items: many, onAdd: null });
  assert.is(ui.getAllByRole("listitem").length, PAGE);
  assert.ok(ui.getByText("Waiting to be sent"));
  assert.ok(ui.getByText("Not saved"));
  assert.ok(ui.getByText("RSM Phone number is not valid"));
  assert.is(ui.queryByRole("button", { name: /^Delete/ }), null, "no delete for a reader");
  assert.is(ui.queryByRole("button", { name: "Add outlet" }), null);
  fireEvent.click(ui.getByRole("button", { name: "Show more (3 more)" }));
  assert.is(ui.getAllByRole("listitem").length, PAGE + 3);
});

test("a failed first load says so with Try again; offline, the saved rows show with a note", () => {
  const failed = show({ items: [], error: "Could not load the outlets.", onRetry: () => {} });
  assert.ok(failed.ui.getByText(/Could not load the outlets/));
  assert.ok(failed.ui.getByRole("button", { name: "Try again" }));
  cleanup();
  const offline = show({ error: "You are offline.", cached: true, offline: true });
  assert.ok(offline.ui.getByText(/Offline: showing the list saved/));
  assert.is(offline.ui.getAllByRole("listitem").length, 2);
});

test("the page: a row opens its form, Add outlet the new form, Delete asks the flow", () => {
  const deleted: unknown[] = [];
  const {
    actions: _a,
    onAdd: _o,
    ...props
  } = {
    title: "Outlets",
    query: "",
    onQuery: () => {},
    items: [{ outlet: outlet(7), status: null, problem: null, openable: true, deletable: true }],
    actions: null,
    loading: false,
    refreshing: false,
    empty: false,
    noResult: false,
    error: null,
    onRetry: () => {},
    back: "/homeCMDI",
    onAdd: null,
    confirming: null,
    deleting: false,
    onConfirmDelete: () => {},
    onCancelDelete: () => {},
  };
  const { ui, history } = renderView(<OutletListPageView {...props} canAdd onDelete={(id, name) => void deleted.push([id, name])} />, {
    path: "/listOutlet",
  });
  fireEvent.click(ui.getByRole("button", { name: "Delete Shop 7" }));
  assert.equal(deleted, [[7, "Shop 7"]]);
  fireEvent.click(ui.getByRole("link", { name: "OUT7 - Shop 7" }));
  fireEvent.click(ui.getByRole("button", { name: "Add outlet" }));
  assert.equal(history, ["/listOutlet", "/addEditOutlet?outletid=7", "/addEditOutlet"]);
});

test("in Hindi: the page's title, search, buttons, row names and the delete dialog", () => {
  const { ui, body } = show({ confirming: { id: 1, name: "Shop 1" } }, "hi");
  assert.ok(ui.getByRole("heading", { name: "आउटलेट" }));
  assert.ok(ui.getByRole("button", { name: "आउटलेट जोड़ें" }));
  assert.ok(ui.getByLabelText("आउटलेट के नाम या कोड से खोजें"));
  assert.ok(ui.getByRole("link", { name: "Shop 1 को कॉल करें" }));
  assert.ok(ui.getByRole("button", { name: "Shop 1 को हटाएँ" }));
  const dialog = within(body.getByRole("dialog", { name: "क्या आप पक्का हैं?" }));
  assert.ok(dialog.getByText("क्या आप यह आउटलेट हटाना चाहते हैं?"));
  assert.ok(dialog.getByRole("button", { name: "हाँ" }));
});

test.run();

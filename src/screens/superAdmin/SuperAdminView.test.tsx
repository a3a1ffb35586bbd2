// The super admin's people (/super) as a person uses its tabs: a tab switch keeps the tabbed body
// mounted (TabbedPanel, decision 057), so the list keyed by tab and search starts again at one page.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { PersonRow, PersonTab } from "../../codecs/superAdmin.ts";
import { SuperAdminView, type SuperAdminViewProps } from "./SuperAdminView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const person = (type: PersonRow["type"], id: number): PersonRow => ({
  type,
  id,
  sfid: null,
  name: `${type} person ${id}`,
  mobile: null,
  email__c: null,
  ettc_download__c: null,
});
const people = (type: PersonRow["type"]) => Array.from({ length: 30 }, (_, i) => person(type, i + 1));

const props = (tab: PersonTab): SuperAdminViewProps => ({
  title: "Super Admin",
  tab,
  counts: { FCP: 30, CMDI: 30, AMMD: 0, ETTC: 0 },
  onTab: () => {},
  query: "",
  onQuery: () => {},
  people: people(tab === "CMDI" ? "CMDI" : "FCP"),
  source: { kind: "whole" },
  hrefOf: () => null,
  onOpen: () => {},
  loading: false,
  refreshing: false,
  error: null,
  onRetry: () => {},
  canSignOut: true,
  onSignOut: () => {},
});

test("super admin: 'Show more', then another tab: its people start again at one page, in the same search box", () => {
  const r = render(
    <BlueprintProvider>
      <SuperAdminView {...props("FCP")} />
    </BlueprintProvider>,
  );
  const ui = within(r.container);
  const shown = () => within(ui.getByRole("list", { name: "People" })).getAllByRole("listitem").length;
  const search = ui.getByLabelText("Search by name or id");
  assert.is(shown(), 25);
  fireEvent.click(ui.getByRole("button", { name: /Show more/ }));
  assert.is(shown(), 30);
  r.rerender(
    <BlueprintProvider>
      <SuperAdminView {...props("CMDI")} />
    </BlueprintProvider>,
  );
  assert.is(ui.getByRole("tab", { name: "CMDI (30)" }).getAttribute("aria-selected"), "true");
  assert.is(shown(), 25);
  assert.ok(ui.getByText("CMDI person 1"));
  assert.is(ui.getByLabelText("Search by name or id"), search);
});

test("a windowed list (decision 092): the tabs the phone cannot count, what it holds, the server's page with More, offline", () => {
  let more = 0;
  const base: SuperAdminViewProps = {
    ...props("FCP"),
    counts: { FCP: 15901, CMDI: 1141, AMMD: 302, ETTC: null },
    source: { kind: "device", held: 2000, total: 17344, byName: true },
  };
  let ui = renderView(<SuperAdminView {...base} />, { path: "/super" }).body;
  assert.ok(ui.getByRole("tab", { name: "FCP (15901)" }));
  assert.ok(ui.getByRole("tab", { name: "ETTC" }));
  assert.ok(ui.getByText("On this phone: 2,000 of 17,344 records, the first by name. A search asks the server for the rest."));
  cleanup();
  ui = renderView(<SuperAdminView {...base} tab="ETTC" source={{ kind: "server", shown: 100, total: 3213, onMore: () => more++ }} />, {
    path: "/super",
  }).body;
  assert.ok(ui.getByText(/From the server: 100 of 3,213 records that match\./));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 1);
  cleanup();
  ui = renderView(<SuperAdminView {...base} query="asha" source={{ kind: "offline", held: 3, total: 17344 }} />, { path: "/super" }).body;
  assert.ok(ui.getByText("Offline: only what is on this phone is shown (3 of 17,344 records)."));
});

test.run();

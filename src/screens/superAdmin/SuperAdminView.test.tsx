// The super admin's people (/super) as a person uses its tabs: a tab switch keeps the tabbed body
// mounted (TabbedPanel, decision 057), so the list keyed by tab and search starts again at one page.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import type { PersonRow, PersonTab } from "../../codecs/superAdmin.ts";
import { SuperAdminView, type SuperAdminViewProps } from "./SuperAdminView.tsx";

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

test("super admin: 'Show more', then another tab: its people start again at one page, in the same search box", () => {
  const props = (tab: PersonTab): SuperAdminViewProps => ({
    title: "Super Admin",
    tab,
    counts: { FCP: 30, CMDI: 30, AMMD: 0, ETTC: 0 },
    onTab: () => {},
    query: "",
    onQuery: () => {},
    people: people(tab === "CMDI" ? "CMDI" : "FCP"),
    hrefOf: () => null,
    onOpen: () => {},
    loading: false,
    refreshing: false,
    error: null,
    onRetry: () => {},
    canSignOut: true,
    onSignOut: () => {},
  });
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

test.run();

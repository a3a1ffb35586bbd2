// /listMyFCP as a manager reads it: the tab's FCPs numbered, each name opening /viewFCP, the CMDI
// column for an AMMD, the search's 'no match' and a tab with none, the tabs and the search sent as
// events; the first load's spinner and a failure with Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import type { FcpRow, FcpStatus } from "../../codecs/people.ts";
import { FcpListView, type FcpListViewProps } from "./FcpListView.tsx";
import { loadOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const load = loadOf;
const fcp = (id: number, name: string, over: Partial<FcpRow> = {}): FcpRow => ({
  id,
  sfid: `001${id}`,
  name,
  email__c: null,
  phone: null,
  sap_code__c: null,
  date_of_birth__c: null,
  billingcity: "Pune",
  assigned_cmdi__c: null,
  cmdi_name: "Ravi Kumar",
  active: true,
  ...over,
});
const ROWS = [fcp(7, "Asha Verma"), fcp(9, "Bina Rao", { active: false })];

function view(over: Partial<FcpListViewProps> = {}) {
  return renderView(
    <FcpListView
      title="My FCPs"
      back="/newHomeCMDI"
      load={load()}
      settled
      today="2026-11-28"
      withCmdi={false}
      tab="all"
      query=""
      total={ROWS.length}
      shown={ROWS}
      source={{ kind: "whole" }}
      onTab={() => {}}
      onSearch={() => {}}
      {...over}
    />,
    { path: "/listMyFCP" },
  ).ui;
}

const headers = (ui: ReturnType<typeof view>) => [...ui.getByRole("table").querySelectorAll("th")].map((th) => th.textContent);

test("the tab's FCPs numbered, each name opening /viewFCP; the CMDI column for an AMMD only", () => {
  let ui = view();
  const table = ui.getByRole("table", { name: "All FCPs" });
  assert.equal(headers(ui), ["No.", "Name", "SAP Code", "Phone", "Email ID", "City", "Date of Birth", "Status"]);
  assert.ok(within(table).getByRole("link", { name: "Bina Rao" }).getAttribute("href")!.endsWith("/viewFCP?id=9"));
  assert.equal(
    [...table.querySelectorAll("tbody tr")].map((tr) => tr.children[0]!.textContent),
    ["1", "2"],
  );
  cleanup();
  ui = view({ withCmdi: true });
  assert.ok(headers(ui).includes("CMDI Name"));
});

test("the tabs and the search are sent as events; no match and a tab with none say so", () => {
  const sent: string[] = [];
  let ui = view({ onTab: (t: FcpStatus) => sent.push(`tab:${t}`), onSearch: (q) => sent.push(`search:${q}`) });
  fireEvent.click(ui.getByRole("tab", { name: "Inactive" }));
  fireEvent.change(ui.getByLabelText("Search FCPs"), { target: { value: "bina" } });
  assert.equal(sent, ["tab:inactive", "search:bina"]);
  cleanup();
  ui = view({ query: " zed ", shown: [] });
  assert.is(ui.getByRole("status").textContent, 'No FCP matches "zed".');
  cleanup();
  ui = view({ tab: "active", total: 0, shown: [] });
  assert.is(ui.getByRole("status").textContent, "You have no active FCPs.");
  assert.ok(ui.getByRole("link", { name: "Download the FCPs shown as CSV" }).getAttribute("aria-disabled"));
});

test("loading: the spinner, no 'no FCPs'; failed: the error with Try again", () => {
  let ui = view({ load: load({ loading: true }), settled: false, total: 0, shown: [] });
  assert.ok(ui.getByLabelText("Loading FCPs"));
  assert.is(ui.queryByRole("status"), null);
  cleanup();
  let retried = 0;
  ui = view({ load: load({ error: "Your FCPs could not be loaded.", onRetry: () => retried++ }), settled: false, total: 0, shown: [] });
  assert.ok(ui.getByRole("alert").textContent!.includes("Your FCPs could not be loaded."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test("a windowed tab (decision 092): what this phone holds, the server's search with More, offline", () => {
  let more = 0;
  let ui = view({ total: 2912, source: { kind: "device", held: 600, total: 2912, byName: true } });
  assert.ok(ui.getByText("On this phone: 600 of 2,912 records, the first by name. A search asks the server for the rest."));
  cleanup();
  ui = view({ query: "asha", total: 2912, source: { kind: "server", shown: 100, total: 140, onMore: () => more++ } });
  assert.ok(ui.getByText(/From the server: 100 of 140 records that match\./));
  fireEvent.click(ui.getByRole("button", { name: "Show more from the server" }));
  assert.is(more, 1);
  cleanup();
  ui = view({ query: "asha", total: 2912, source: { kind: "offline", held: 2, total: 2912 } });
  assert.ok(ui.getByText("Offline: only what is on this phone is shown (2 of 2,912 records)."));
});

test.run();

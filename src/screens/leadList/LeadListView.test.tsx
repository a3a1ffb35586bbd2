// The FCP's leads as they read them (decision 042): the rows with their status, mobile, city and
// follow-up, each opening its lead; the search and the status filter; the list's load (the first
// load's spinner, offline over the saved leads, a failure with Try again) and the empty states.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LeadListView, type LeadListViewProps } from "./LeadListView.tsx";
import { leadOf, loadOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const lead = leadOf;

const ROWS = [lead(7, "Asha Patil", { status: "Interested", follow_up: "2026-12-01" }), lead(8, "Vikram Rao", { city__c: null })];
const load = loadOf;
const page = (over: Partial<LeadListViewProps> = {}) =>
  within(
    render(
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/listLead" }).hook}>
          <LeadListView title="My Leads" back="/newHomeFCP" rows={ROWS} load={load()} failed={false} {...over} />
        </Router>
      </BlueprintProvider>,
    ).container,
  );

test("the leads: each row opens its lead, with its status, mobile, city and follow-up; Back home", () => {
  const ui = page();
  assert.ok(ui.getByRole("heading", { level: 1, name: "My Leads" }));
  const rows = within(ui.getByRole("list", { name: "Leads" })).getAllByRole("listitem");
  assert.is(rows.length, 2);
  assert.is(within(rows[0]!).getByRole("link", { name: "Asha Patil" }).getAttribute("href"), "/lead?id=7");
  assert.match(rows[0]!.textContent!, /Interested.*Mobile 9000000007.*City Pune.*Follow up 01-12-26/);
  assert.match(rows[1]!.textContent!, /City -/);
});

test("the search and the status filter narrow the rows; nothing matching says so", () => {
  const ui = page();
  fireEvent.change(ui.getByLabelText("Search leads"), { target: { value: "vikram" } });
  assert.equal(
    within(ui.getByRole("list", { name: "Leads" }))
      .getAllByRole("link")
      .map((a) => a.textContent),
    ["Vikram Rao"],
  );
  fireEvent.change(ui.getByLabelText("Status"), { target: { value: "Interested" } });
  assert.is(ui.queryByRole("list", { name: "Leads" }), null);
  assert.ok(ui.getByText("No lead matches"));
});

test("the first load's spinner; no leads yet; a failure with Try again; offline over the saved leads", () => {
  let ui = page({ rows: [], load: load({ loading: true }) });
  assert.ok(ui.getByLabelText("Loading leads"));
  assert.is(ui.queryByLabelText("Search leads"), null);
  cleanup();
  ui = page({ rows: [] });
  assert.ok(ui.getByText("No leads yet"));
  cleanup();
  let retried = 0;
  ui = page({ rows: [], failed: true, load: load({ error: "Could not reach the server.", onRetry: () => retried++ }) });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  assert.is(ui.queryByText("No leads yet"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ui = page({ load: load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }) });
  assert.match(ui.getByRole("status").textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.is(within(ui.getByRole("list", { name: "Leads" })).getAllByRole("listitem").length, 2);
});

test.run();

// The CMDI's leads to assign as they read them (decision 042): the leads with no FCP, each with its
// FCP picker and Assign (a message at the lead being assigned, its notice beside it), the list's
// load (first load, offline over the saved leads, a failure with Try again), "Every lead is
// assigned"; the new lead's form: its fields, a message at its field and in the summary, Add lead.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { emptyLeadValues, type Lead } from "../../codecs/lead.ts";
import { AssignLeadsView, type AssignLeadsViewProps } from "./AssignLeadsView.tsx";
import { NewLeadView, type NewLeadViewProps } from "./NewLeadView.tsx";
import { keptFormOf, loadOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const lead = (id: number, over: Partial<Lead> = {}): Lead =>
  ({
    id,
    name: `Lead ${id}`,
    mobile__c: `900000000${id}`,
    email__c: null,
    city__c: null,
    institute__c: null,
    source: "Entered by CMDI",
    status: "New",
    follow_up: null,
    fcp_id: null,
    fcp_name: null,
    fcp_phone: null,
    cmdi_name: "Meera Iyer",
    hpa_id: null,
    createddate: null,
    moves: [],
    ...over,
  }) as Lead;

const load = loadOf;
const wrap = (ui: React.ReactNode) =>
  within(
    render(
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/listAssignLead" }).hook}>{ui}</Router>
      </BlueprintProvider>,
    ).container,
  );
const NewLeadStub = () => <p>the new lead's form</p>;

function page(over: Partial<AssignLeadsViewProps> = {}) {
  const calls: unknown[] = [];
  const ui = wrap(
    <AssignLeadsView
      title="Assign Leads"
      back="/homeCMDI"
      load={load()}
      failed={false}
      open={[lead(1), lead(2, { city__c: "Pune" })]}
      fcps={[
        { value: "5", label: "Asha (9000000005)" },
        { value: "6", label: "Ravi (9000000006)" },
      ]}
      saving={false}
      target={null}
      fieldErrors={{}}
      notice={null}
      formError={null}
      onAssign={(id, fcp) => void calls.push([id, fcp])}
      NewLead={NewLeadStub}
      {...over}
    />,
  );
  return { ui, calls };
}

test("the leads not assigned, each with its FCP picker and Assign; View FCP Leads; the new lead's form", () => {
  const { ui, calls } = page();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Assign Leads" }));
  assert.ok(ui.getByRole("link", { name: "View FCP Leads" }));
  const rows = within(ui.getByRole("list", { name: "Leads not assigned yet" })).getAllByRole("listitem");
  assert.is(rows.length, 2);
  const picker = ui.getByLabelText("Assign Lead 2 to") as HTMLSelectElement;
  assert.equal(
    [...picker.options].map((o) => o.textContent),
    ["Choose an FCP", "Asha (9000000005)", "Ravi (9000000006)"],
  );
  fireEvent.change(picker, { target: { value: "6" } });
  fireEvent.click(within(rows[1]!).getByRole("button", { name: "Assign" }));
  fireEvent.click(within(rows[0]!).getByRole("button", { name: "Assign" }));
  assert.equal(calls, [
    [2, "6"],
    [1, ""],
  ]);
  assert.ok(ui.getByText("the new lead's form"));
});

test("an assignment's message at its lead, its notice beside it; a notice of no lead at the top", () => {
  let { ui } = page({ target: 1, fieldErrors: { fcp: "Please choose an FCP." } });
  const picker = ui.getByLabelText("Assign Lead 1 to");
  assert.is(picker.getAttribute("aria-invalid"), "true");
  assert.ok(ui.getByText("Please choose an FCP."));
  assert.is(ui.getByLabelText("Assign Lead 2 to").getAttribute("aria-invalid"), null);
  cleanup();
  ({ ui } = page({ target: 2, notice: { message: "Lead assigned", intent: "success" } }));
  assert.is(within(ui.getAllByRole("listitem")[1]!).getByRole("status").textContent, "Lead assigned");
  cleanup();
  ({ ui } = page({ formError: "Could not save." }));
  assert.is(ui.getByRole("alert").textContent, "Could not save.");
});

test("the first load's spinner (no form yet); every lead assigned says so; a failure with Try again; offline over saved leads", () => {
  let { ui } = page({ load: load({ loading: true }), open: [] });
  assert.ok(ui.getByLabelText("Loading leads"));
  assert.is(ui.queryByText("the new lead's form"), null);
  cleanup();
  ({ ui } = page({ open: [] }));
  assert.ok(ui.getByText("Every lead is assigned"));
  assert.ok(ui.getByText("the new lead's form"));
  cleanup();
  let retried = 0;
  ({ ui } = page({ open: [], failed: true, load: load({ error: "Could not reach the server.", onRetry: () => retried++ }) }));
  assert.ok(ui.getAllByRole("alert").some((a) => /Could not reach the server/.test(a.textContent!)));
  assert.is(ui.queryByText("Every lead is assigned"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  cleanup();
  ({ ui } = page({ load: load({ error: "Could not reach the server.", cached: true, offline: true, savedAt: Date.UTC(2026, 10, 28, 4, 12) }) }));
  assert.match(ui.getAllByRole("status")[0]!.textContent!, /^Offline: showing the list saved on 28-11-26, 9:42 am\./);
  assert.is(within(ui.getByRole("list", { name: "Leads not assigned yet" })).getAllByRole("listitem").length, 2);
});

function newLead(over: Partial<NewLeadViewProps> = {}) {
  const calls: unknown[] = [];
  const ui = wrap(
    <NewLeadView
      saving={false}
      kindAdd={false}
      fieldErrors={{}}
      notice={null}
      formError={null}
      form={keptFormOf(emptyLeadValues(), { onChange: (field, value) => void calls.push([field, value]) })}
      onAdd={(values) => void calls.push(values)}
      {...over}
    />,
  );
  return { ui, calls };
}

test("a new lead: its fields, what is typed goes to the form, Add lead sends the form's values; a message at its field and in the summary; the notice", () => {
  let { ui, calls } = newLead();
  assert.ok(ui.getByRole("heading", { level: 2, name: "New lead" }));
  fireEvent.change(ui.getByLabelText(/^Name/), { target: { value: "Asha Patil" } });
  fireEvent.change(ui.getByLabelText(/^Mobile No/), { target: { value: "9000000007" } });
  assert.equal(calls, [
    ["name", "Asha Patil"],
    ["mobile__c", "9000000007"],
  ]);
  cleanup();
  const typed = { ...emptyLeadValues(), name: "Asha Patil", mobile__c: "9000000007" };
  ({ ui, calls } = newLead({ form: keptFormOf(typed) }));
  assert.is((ui.getByLabelText(/^Name/) as HTMLInputElement).value, "Asha Patil");
  fireEvent.click(ui.getByRole("button", { name: "Add lead" }));
  assert.equal(calls, [{ name: "Asha Patil", mobile__c: "9000000007", email__c: "", city__c: "", institute__c: "" }]);
  cleanup();
  ({ ui, calls } = newLead({ kindAdd: true, fieldErrors: { mobile__c: "Please enter a 10-digit mobile number." } }));
  assert.ok(ui.getByText("One field needs attention"));
  assert.is(ui.getByRole("link", { name: "Mobile No" }).getAttribute("href"), "#lead-add-mobile__c");
  assert.is(
    ui.getByRole("link", { name: "Mobile No" }).closest("ul")?.className,
    "form-errors-list",
    "the app's one summary list (its links underlined)",
  );
  assert.is(ui.getByLabelText(/^Mobile No/).getAttribute("aria-invalid"), "true");
  cleanup();
  ({ ui } = newLead({ fieldErrors: { mobile__c: "An assignment's message" } }));
  assert.is(ui.queryByText("One field needs attention"), null, "another write's messages are not this form's");
  cleanup();
  ({ ui } = newLead({ notice: { message: "Lead added", intent: "success" } }));
  assert.is(ui.getByRole("status").textContent, "Lead added");
});

test("a kept draft of the new lead says 'Draft restored'; Discard goes back", () => {
  let discarded = 0;
  const { ui } = newLead({
    form: keptFormOf({ ...emptyLeadValues(), name: "Asha" }, { restored: true, changed: true, onDiscard: () => discarded++ }),
  });
  const note = ui.getByRole("status");
  assert.match(note.textContent!, /^Draft restored/);
  fireEvent.click(within(note).getByRole("button", { name: "Discard" }));
  assert.is(discarded, 1);
});

test.run();

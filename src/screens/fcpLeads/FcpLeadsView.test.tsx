// An FCP's leads as a CMDI or an AMMD reads them (decision 042; decision 068): the FCPs with leads,
// named as every picker names them; one FCP's leads or all of them by status, each with how it
// moved; Assign Leads for a CMDI only; the list's load and the empty state.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Lead } from "../../codecs/lead.ts";
import { FcpLeadsView, type FcpLeadsViewProps } from "./FcpLeadsView.tsx";
import { leadOf, loadOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const lead = (id: number, name: string, over: Partial<Lead> = {}) =>
  leadOf(id, name, {
    mobile__c: "9000000007",
    city__c: null,
    fcp_phone: "9000001234",
    moves: [{ from: null, to: "New", note: "Entered by CMDI", by: "Meera Iyer", at: "2026-11-20T10:30:00" }],
    ...over,
  });

const ROWS = [
  lead(7, "Asha Patil", { status: "Interested" }),
  lead(8, "Vikram Rao", { fcp_id: 4, fcp_name: "Anil", fcp_phone: "9000005678" }),
  lead(9, "Not assigned", { fcp_id: null, fcp_name: null, fcp_phone: null }),
];
const load = loadOf;
const page = (over: Partial<FcpLeadsViewProps> = {}) =>
  within(
    render(
      <BlueprintProvider>
        <Router hook={memoryLocation({ path: "/viewFCPLeads" }).hook}>
          <FcpLeadsView title="View FCP Leads" back="/newHomeCMDI" canAssign rows={ROWS} load={load()} failed={false} {...over} />
        </Router>
      </BlueprintProvider>,
    ).container,
  );

test("the FCPs with leads by their label; one FCP's leads by status with how each moved; Assign Leads for a CMDI", () => {
  const ui = page();
  const fcp = ui.getByLabelText("FCP") as HTMLSelectElement;
  assert.equal(
    [...fcp.options].map((o) => o.textContent),
    ["Choose an FCP", "All my FCPs", "Anil · …5678", "Ravi · …1234"],
  );
  assert.ok(ui.getByText("Choose an FCP, or All my FCPs, to see their leads."));
  assert.is(ui.getByRole("link", { name: "Assign Leads" }).getAttribute("href"), "/listAssignLead");
  fireEvent.change(fcp, { target: { value: "3" } });
  const interested = within(ui.getByRole("region", { name: "Interested" }));
  assert.ok(interested.getByRole("heading", { name: "Interested (1)" }));
  assert.match(interested.getByRole("list", { name: "How Asha Patil moved" }).textContent!, /Entered as New.*20-11-26, 10:30 am, Meera Iyer/);
  assert.is(interested.queryByText(/^FCP$/), null, "one FCP's leads do not name it");
  assert.ok(within(ui.getByRole("region", { name: "New" })).getByText("None"));
  fireEvent.change(fcp, { target: { value: "all" } });
  const all = within(ui.getByRole("list", { name: "New leads" }));
  assert.match(all.getAllByRole("listitem")[0]!.textContent!, /Vikram RaoFCP Anil · …5678Mobile/);
});

test("an AMMD has no Assign Leads; the first load's spinner; no FCP with leads; a failure with Try again", () => {
  let ui = page({ canAssign: false });
  assert.is(ui.queryByRole("link", { name: "Assign Leads" }), null);
  cleanup();
  ui = page({ rows: [], load: load({ loading: true }) });
  assert.ok(ui.getByLabelText("Loading leads"));
  cleanup();
  ui = page({ rows: [ROWS[2]!] });
  assert.ok(ui.getByText("No FCP has leads yet"));
  cleanup();
  let retried = 0;
  ui = page({ rows: [], failed: true, load: load({ error: "Could not reach the server.", onRetry: () => retried++ }) });
  assert.match(ui.getByRole("alert").textContent!, /Could not reach the server/);
  assert.is(ui.queryByText("No FCP has leads yet"), null);
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
});

test.run();

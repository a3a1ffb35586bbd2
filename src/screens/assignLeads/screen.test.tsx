// /listAssignLead through the screen host (src/screens/host.tsx) on the real wiring: the leads'
// loader, the FCPs' loader and the assignment's flow are started by the host (the new lead's form
// its own once the list has loaded); the selector lists only the leads with no FCP that are not
// converted, offers the active FCPs named as every picker names them, by name, and holds an
// assignment without an FCP at its lead.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Lead } from "../../codecs/lead.ts";
import type { FcpRow } from "../../codecs/people.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import AssignScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const lead = (id: number, over: Partial<Lead> = {}) => ({
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
});
const fcp = (id: number, name: string, active = true): FcpRow => ({
  id,
  sfid: null,
  name,
  email__c: null,
  phone: `98000000${id}`,
  sap_code__c: null,
  date_of_birth__c: null,
  billingcity: null,
  assigned_cmdi__c: null,
  cmdi_name: null,
  active,
});

test("only the open leads; the active FCPs by name; Assign without an FCP is held at its lead, nothing sent", async () => {
  const ops: string[] = [];
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      const op = (req.body as { op: string }).op;
      ops.push(op);
      if (op === "leads.list")
        return { status: 200, body: { rows: [lead(1), lead(2, { fcp_id: 5, fcp_name: "Ravi" }), lead(3, { status: "Converted" }), lead(4)] } };
      if (op === "fcps.list") return { status: 200, body: { rows: [fcp(5, "Ravi"), fcp(6, "Asha"), fcp(7, "Old", false)] } };
      return { status: 500, body: {} };
    },
  });
  const user = userOf({ role: "CMDI" });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "CMDI" }),
    navigate: () => {},
    now: () => 1000,
  });
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/listAssignLead" }).hook}>
        <ActorsProvider value={actors}>
          <AssignScreen title="Assign Leads" params={{}} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  const ui = within(r.container);
  const list = within(await ui.findByRole("list", { name: "Leads not assigned yet" }));
  assert.equal(
    list.getAllByRole("listitem").map((li) => li.querySelector(".leads-name")!.textContent),
    ["Lead 1", "Lead 4"],
  );
  const picker = (await ui.findByLabelText("Assign Lead 4 to")) as HTMLSelectElement;
  await waitFor(() => assert.is(picker.options.length, 3));
  assert.equal(
    [...picker.options].map((o) => o.textContent),
    ["Choose an FCP", "Asha · …0006", "Ravi · …0005"],
  );
  assert.ok(ui.getByRole("button", { name: "Add lead" }), "the new lead's form once the list has loaded");
  fireEvent.click(within(list.getAllByRole("listitem")[1]!).getByRole("button", { name: "Assign" }));
  await ui.findByText("Choose an FCP", { selector: "span" });
  assert.is(picker.getAttribute("aria-invalid"), "true");
  assert.is(ui.getByLabelText("Assign Lead 1 to").getAttribute("aria-invalid"), null);
  assert.not.ok(ops.includes("leads.assign"));
});

test.run();

// /viewFCPLeads through the screen host on the real wiring, a manager's leads windowed (decision
// 092): the FCPs offered include one whose leads are not on the phone; choosing them asks the
// server (leads.list.page by fcp_id) and says so; All my FCPs shows the phone's part with More from
// the server; offline, the phone's leads only.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { fcpRowOf, leadOf, userOf } from "../../../test/unit/fixtures.ts";
import FcpLeadsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const CMDI = userOf({ id: 2, role: "CMDI", sfid: "005CMDI", name: "Ravi Kumar", firstName: "Ravi" });
const held = [leadOf(9, "Asha Patil", { fcp_id: 3, fcp_name: "Ravi" }), leadOf(8, "Bina Rao", { fcp_id: 3, fcp_name: "Ravi" })];
const FCP = (id: number, name: string) => fcpRowOf(id, { name });

function mount(page: (params: unknown) => { status: number; body: unknown } | "network-error") {
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user: CMDI } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "leads.list") return { status: 200, body: { rows: held, sync: { full: true, n: 2, check: "x", total: 40 } } };
      if (op === "leads.list.page") return page(params);
      return { status: 200, body: { rows: [] } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(CMDI), role: CMDI.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  // the manager's FCPs the phone holds (/listMyFCP's list): Kavya's leads are not on the phone
  actors.log.append("fcpsAll.fetched", { rows: [FCP(3, "Ravi"), FCP(5, "Kavya")] }, { origin: "effect" });
  const r = render(
    <Router hook={memoryLocation({ path: "/viewFCPLeads" }).hook}>
      <ActorsProvider value={actors}>
        <FcpLeadsScreen title="View FCP Leads" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  return within(r.container);
}

test("an FCP whose leads are not on the phone: asked of the server by their FCP, said so; All my FCPs: the phone's part, more from the server", async () => {
  const asked: unknown[] = [];
  const ui = mount((params) => {
    asked.push(params);
    const p = params as { filters?: { fcp_id: string } };
    return p.filters?.fcp_id === "5"
      ? {
          status: 200,
          body: { rows: [{ total: 1, offset: 0, rows: [leadOf(2, "Chitra Das", { fcp_id: 5, fcp_name: "Kavya", status: "Interested" })] }] },
        }
      : { status: 200, body: { rows: [{ total: 40, offset: 0, rows: held }] } };
  });
  const fcp = (await ui.findByLabelText("FCP")) as HTMLSelectElement;
  assert.ok([...fcp.options].some((o) => o.textContent === "Kavya"));
  await act(async () => fireEvent.change(fcp, { target: { value: "5" } }));
  await ui.findByText(/From the server: 1 of 1 records that match\./);
  assert.ok(ui.getByText("Chitra Das"));
  assert.equal(asked, [{ offset: 0, limit: 100, filters: { fcp_id: "5" } }]);
  await act(async () => fireEvent.change(fcp, { target: { value: "all" } }));
  await ui.findByText("On this phone: the 2 open and most recent of 40 records.");
  assert.ok(ui.getByText("Asha Patil"));
  assert.ok(ui.getByRole("button", { name: "Show more from the server" }));
});

test("offline: an FCP chosen shows the phone's leads only, said so", async () => {
  const ui = mount(() => "network-error");
  const fcp = (await ui.findByLabelText("FCP")) as HTMLSelectElement;
  await act(async () => fireEvent.change(fcp, { target: { value: "3" } }));
  await ui.findByText("Offline: only what is on this phone is shown (2 of 40 records).");
  assert.ok(ui.getByText("Asha Patil"));
});

test.run();

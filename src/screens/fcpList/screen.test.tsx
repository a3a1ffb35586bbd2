// /listMyFCP through the screen host (src/screens/host.tsx) on the real wiring: the fcpList flow
// loads the tab's list (fcps.list with its status), the search narrows the shown rows, another tab
// loads its own list; an AMMD gets the CMDI column.
import "../../../test/unit/setup.ts";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { FcpRow } from "../../codecs/people.ts";
import { type FakeRequest, fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import FcpListScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const fcp = (id: number, name: string, active: boolean): FcpRow => ({
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
  active,
});
const ALL = [fcp(1, "Asha Verma", true), fcp(2, "Bina Rao", false), fcp(3, "Chitra Das", true)];

test("an AMMD's FCPs: the tab's list loaded, the search narrows it, another tab loads its own", async () => {
  const asked: string[] = [];
  const user = userOf({ role: "AMMD" });
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { op: string; params: { status?: string } };
      if (body.op !== "fcps.list") return { status: 200, body: { rows: [] } };
      asked.push(body.params.status!);
      const rows = ALL.filter((r) => body.params.status === "all" || r.active === (body.params.status === "active"));
      return { status: 200, body: { rows } };
    },
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <Router hook={memoryLocation({ path: "/listMyFCP" }).hook}>
      <ActorsProvider value={actors}>
        <FcpListScreen title="My FCPs" params={{}} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  const table = await ui.findByRole("table", { name: "All FCPs" });
  assert.is(table.querySelectorAll("tbody tr").length, 3);
  assert.ok([...table.querySelectorAll("th")].some((th) => th.textContent === "CMDI Name"));
  await act(async () => fireEvent.change(ui.getByLabelText("Search FCPs"), { target: { value: "bina" } }));
  assert.equal(
    [...ui.getByRole("table", { name: "All FCPs" }).querySelectorAll("tbody tr")].map((tr) => tr.children[1]!.textContent),
    ["Bina Rao"],
  );
  await act(async () => fireEvent.click(ui.getByRole("tab", { name: "Inactive" })));
  assert.ok(await ui.findByRole("table", { name: "Inactive FCPs" }));
  assert.equal(asked, ["all", "inactive"]);
});

test("a windowed tab (decision 092): the phone's FCPs with where they came from; a search asks the server for the tab; offline the phone's", async () => {
  const user = userOf({ role: "CMDI" });
  const server = windowedServer(user, { op: "fcps.list", held: ALL, total: 30, page: [fcp(20, "Devika Shah", true)], pageTotal: 1 });
  const { ui } = renderView(<FcpListScreen title="My FCPs" params={{}} />, {
    path: "/listMyFCP",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
  });
  assert.ok(await ui.findByText("On this phone: 3 of 30 records, the first by name. A search asks the server for the rest."));
  await act(async () => fireEvent.change(ui.getByLabelText("Search FCPs"), { target: { value: "devika" } }));
  assert.ok(await ui.findByText(/From the server: 1 of 1 records that match\./));
  assert.ok(ui.getByText("Devika Shah"));
  assert.equal(server.pages, [{ offset: 0, limit: 100, params: { status: "all" }, search: "devika" }]);
  server.online = false;
  await act(async () => fireEvent.change(ui.getByLabelText("Search FCPs"), { target: { value: "asha" } }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (1 of 30 records)."));
  assert.ok(ui.getByText("Asha Verma"));
});

test.run();

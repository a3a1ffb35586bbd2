// Assign Leads when the phone holds a window of the CMDI's FCPs (decision 092: the latest changed
// 600 of each status): "Find an FCP on the server" asks fcps.list.page (every status) by the
// person's search, the FCPs found come first among each lead's choices and one is assignable; the
// note says where they came from; offline, the phone's FCPs only, said.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { fcpsAllSlot } from "../../codecs/people.ts";
import { fcpRowOf, leadOf, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { searchServer, windowedServer } from "../../../test/unit/windowedServer.ts";
import AssignScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// latest changed first, as the server sends them: the picker names them by name
const HELD = [fcpRowOf(2, { name: "Bina Rao" }), fcpRowOf(1, { name: "Asha Verma" })];
const OLDER = fcpRowOf(9, { name: "Zoya Khan" });
const LEAD = leadOf(4, "Lead 4", { fcp_id: null, fcp_name: null, status: "New" });

async function open() {
  const user = userOf({ role: "CMDI" });
  const server = windowedServer(user, {
    op: "fcps.list",
    held: HELD,
    total: 2900,
    page: [OLDER],
    pageTotal: 1,
    others: { "leads.list": [LEAD] },
  });
  const { ui, actors } = renderView(<AssignScreen title="Assign Leads" params={{}} />, {
    path: "/listAssignLead",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: "CMDI" },
  });
  // the FCPs as the signed-in shell loads them (a window of the server's: decision 092)
  actors.log.append(fcpsAllSlot.fetched, { rows: HELD, total: 2900 }, { origin: "effect" });
  await ui.findByLabelText("Find an FCP on the server");
  const choices = () => [...(ui.getByLabelText("Assign Lead 4 to") as HTMLSelectElement).options].map((o) => o.textContent);
  return { ui, server, choices };
}

test("an FCP not on the phone is found by the server's search, listed first and assignable", async () => {
  const { ui, server, choices } = await open();
  assert.equal(choices().slice(1), ["Asha Verma", "Bina Rao"]);
  searchServer(ui, "Find an FCP on the server", "zoya");
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(choices().slice(1), ["Zoya Khan", "Asha Verma", "Bina Rao"]);
  assert.equal(server.pages, [{ offset: 0, limit: 50, params: { status: "all" }, search: "zoya" }]);
  fireEvent.change(ui.getByLabelText("Assign Lead 4 to"), { target: { value: String(OLDER.id) } });
  fireEvent.click(ui.getByRole("button", { name: "Assign" }));
  assert.ok(await ui.findByText("Every lead is assigned"));
});

test("offline: the phone's FCPs only, said", async () => {
  const { ui, server, choices } = await open();
  server.online = false;
  searchServer(ui, "Find an FCP on the server", "zoya");
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (2 of 2,900 records)."));
  assert.equal(choices().slice(1), ["Asha Verma", "Bina Rao"]);
});

test.run();

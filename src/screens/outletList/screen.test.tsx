// /listOutlet through the screen host (src/screens/host.tsx) on the real wiring: the list flow is
// started by the host and the selector gives the View the fetched rows; a search of three letters
// or more narrows them (and says "No result found" when none match); Delete asks, and Yes takes
// the row out at once (held for the Undo toast).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { emptyOutletValues, type Outlet, type OutletFieldKey } from "../../codecs/outlet.ts";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import OutletListScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const outlet = (id: number, name: string): Outlet => ({
  ...(Object.fromEntries(Object.entries(emptyOutletValues()).map(([k]) => [k, null])) as Record<OutletFieldKey, null>),
  id,
  outletname__c: name,
  outletcode__c: `OUT${id}`,
});

test("the rows from the server, a search that narrows them or finds none, a delete asked and taken out at once", async () => {
  const cmdi = userOf({ id: 2, role: "CMDI", name: "Ravi Kumar", firstName: "Ravi", sfid: "005CMDI" });
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user: cmdi } }),
    "POST /api/query": () => ({ status: 200, body: { rows: [outlet(1, "Sharma Paints"), outlet(2, "Gupta Hardware")] } }),
  });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(cmdi), role: "CMDI" });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  const mem = memoryLocation({ path: "/listOutlet" });
  const r = render(
    <BlueprintProvider>
      <Router hook={mem.hook}>
        <ActorsProvider value={actors}>
          <OutletListScreen title="Outlets" params={{}} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  const ui = within(r.container);
  const rows = () => ui.getAllByRole("listitem").map((li) => li.querySelector(".outlet-list-name")?.textContent);
  await ui.findByRole("link", { name: "OUT1 - Sharma Paints" });
  assert.equal(rows(), ["OUT1 - Sharma Paints", "OUT2 - Gupta Hardware"]);
  assert.ok(ui.getByRole("button", { name: "Add outlet" }), "a CMDI adds outlets");
  const search = ui.getByLabelText("Search by outlet name or code");
  await act(async () => fireEvent.change(search, { target: { value: "gu" } }));
  assert.equal(rows(), ["OUT1 - Sharma Paints", "OUT2 - Gupta Hardware"], "two letters do not search");
  await act(async () => fireEvent.change(search, { target: { value: "gupta" } }));
  assert.equal(rows(), ["OUT2 - Gupta Hardware"]);
  await act(async () => fireEvent.change(search, { target: { value: "nowhere" } }));
  assert.ok(ui.getByText("No result found"));
  await act(async () => fireEvent.change(search, { target: { value: "" } }));
  fireEvent.click(ui.getByRole("button", { name: "Delete Sharma Paints" }));
  const dialog = within(document.body).getByRole("dialog");
  assert.ok(within(dialog).getByText("Sharma Paints"));
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Yes" })));
  await act(async () => {});
  assert.equal(rows(), ["OUT2 - Gupta Hardware"]);
});

test.run();

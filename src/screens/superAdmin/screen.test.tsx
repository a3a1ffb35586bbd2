// /super through the screen host on the real wiring with a windowed list (decision 092): the phone
// holds the staff and some FCPs of the server's many; the FCP tab shows the phone's with where they
// came from; a search in it asks the server (by tab and search) and shows its page; offline the
// phone's matching FCPs show, said to be only what is on this phone.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import type { PersonRow } from "../../codecs/superAdmin.ts";
import { renderSuperPeople, searchAshaOffline } from "../../../test/unit/windowedServer.ts";
import SuperScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const person = (type: PersonRow["type"], id: number, name: string): PersonRow => ({
  type,
  id,
  sfid: `a0B${id}`,
  name,
  mobile: null,
  email__c: null,
  ettc_download__c: null,
});

test("the phone's FCPs with where they came from; a search asks the server; offline the phone's", async () => {
  const { ui, server } = renderSuperPeople(<SuperScreen title="Super Admin" params={{}} />, "/super", "super.people", person);
  assert.ok(await ui.findByText("On this phone: 3 of 40 records, the first by name. A search asks the server for the rest."));
  assert.ok(ui.getByRole("tab", { name: "FCP (38)" }), "the FCPs: the server's people less the staff the phone holds");
  assert.ok(ui.getByRole("tab", { name: "ETTC" }));
  await act(async () => fireEvent.change(ui.getByLabelText("Search by name or id"), { target: { value: "asha" } }));
  assert.ok(await ui.findByText(/From the server: 2 of 2 records that match\./));
  assert.ok(ui.getByText("Asha Rao"));
  assert.equal(server.pages, [{ offset: 0, limit: 100, params: { tab: "FCP" }, search: "asha" }]);
  await searchAshaOffline(ui, server, "Search by name or id");
});

test.run();

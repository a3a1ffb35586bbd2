// /managePeople through the screen host on the real wiring with a windowed list (decision 092): the
// phone holds the staff and some FCPs of the server's many, said above the list; a search asks the
// server (by role and search) and shows its page; a person found there opens in the form; offline
// the phone's matching people show, said to be only what is on this phone.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import type { ManagedPerson } from "../../codecs/peopleAdmin.ts";
import { renderSuperPeople, searchAshaOffline } from "../../../test/unit/windowedServer.ts";
import ManagePeopleScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** A person of the list: an FCP under Ravi Kumar (CMDI) and Meera Iyer (AMMD), a CMDI under her, an AMMD. */
function person(kind: ManagedPerson["kind"], id: number, name: string): ManagedPerson {
  const fcp = kind === "FCP";
  const managed = kind !== "AMMD";
  return {
    ...{ kind, id, name, active: true, password_set: true, invited_at: null },
    ...{ sfid: `a0B${id}`, mobile: `98200000${String(id).padStart(2, "0")}`, fcp_type: fcp ? "Teacher" : null },
    ...{ cmdi: fcp ? "a0B1" : null, cmdi_name: fcp ? "Ravi Kumar" : null, ammd: managed ? "a0B2" : null, ammd_name: managed ? "Meera Iyer" : null },
  };
}

test("the phone's people with where they came from; a search asks the server, whose person opens; offline the phone's", async () => {
  const { ui, server } = renderSuperPeople(<ManagePeopleScreen title="Manage People" params={{}} />, "/managePeople", "people.list", person);
  assert.ok(await ui.findByText("On this phone: 3 of 40 records, the first by name."));
  await act(async () => fireEvent.change(ui.getByLabelText("Search people"), { target: { value: "asha" } }));
  assert.ok(await ui.findByText(/From the server: 2 of 2 records that match\./));
  assert.ok(ui.getByText("Asha Rao"));
  assert.equal(server.pages, [{ offset: 0, limit: 100, search: "asha" }]);
  // the role filter goes with the search
  await act(async () => fireEvent.change(ui.getByLabelText("Role"), { target: { value: "FCP" } }));
  assert.ok(await ui.findByText(/From the server: 2 of 2 records that match\./));
  assert.equal(server.pages[1], { offset: 0, limit: 100, filters: { kind: "FCP" }, search: "asha" });
  // a person the phone does not hold opens in the form, as the server's page has them
  await act(async () => fireEvent.click(ui.getByText("Asha Rao")));
  assert.ok(await ui.findByRole("heading", { name: "Edit person" }));
  assert.is((ui.getByLabelText(/^Name/) as HTMLInputElement).value, "Asha Rao");
  assert.ok(ui.getByRole("button", { name: "Switch off" }), "the person's actions: the form knows the person");
  // back to the list: the page is asked again (a save may have changed it)
  await act(async () => fireEvent.click(ui.getByRole("link", { name: "Back to people" })));
  assert.ok(await ui.findByText("Asha Rao"));
  assert.is(server.pages.length, 3);
  await searchAshaOffline(ui, server, "Search people");
});

test("by name, the rest after the phone's people: 'Show more from the server' asks for the people after them (decision 112)", async () => {
  const { ui, server } = renderSuperPeople(<ManagePeopleScreen title="Manage People" params={{}} />, "/managePeople", "people.list", person);
  assert.ok(await ui.findByText("On this phone: 3 of 40 records, the first by name."));
  const names = () => [...document.querySelectorAll(".manage-people-name")].map((e) => e.textContent);
  assert.equal(names(), ["Ravi Kumar", "Meera Iyer", "Asha Verma"]);
  // offered in the note and under the list (every person on it drawn)
  const buttons = ui.getAllByRole("button", { name: "Show more from the server" });
  assert.is(buttons.length, 2);
  await act(async () => fireEvent.click(buttons[1]!));
  await ui.findByText("Asha Rao");
  // the server's people after the phone's three, those the phone has once
  assert.equal(server.pages, [{ offset: 3, limit: 100 }]);
  assert.equal(names(), ["Ravi Kumar", "Meera Iyer", "Asha Verma", "Asha Rao"]);
});

test.run();

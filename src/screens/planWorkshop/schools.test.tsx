// The plan form's school choice when the phone holds a window of the schools (decision 092: the
// first 1,000 by name): "Find a school on the server" asks workshops.schools.page by the person's
// search, the schools found come first among the choices and the note says where they came from;
// offline, the phone's schools only, said. A plan's school the phone has no row of stays a choice.
// The choices are the places of the plan's category (decision 104): none before one is chosen, a
// place whose category is not recorded under each, and a new category lets go of a school of another.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { School } from "../../codecs/workshopPlan.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { searchServer, windowedServer } from "../../../test/unit/windowedServer.ts";
import PlanScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const school = (id: number, name: string, city: string): School => ({ id, sfid: `001SCHOOL00000000${id}`, name, city });
const HELD = [school(1, "Amber School", "Pune"), school(2, "Banyan School", "Pune")];
const LOTUS = school(9, "Lotus School", "Nashik");

function open() {
  const user = userOf();
  const server = windowedServer(user, { op: "workshops.schools", held: HELD, total: 10, page: [LOTUS], pageTotal: 1 });
  const { ui } = renderView(<PlanScreen title="Plan a Workshop" params={{}} />, {
    path: "/planningWorkshop",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
  });
  const choices = () => [...(ui.getByLabelText(/^Place/) as HTMLSelectElement).options].map((o) => o.textContent);
  return { ui, server, choices };
}

test("a school not on the phone is found by the server's search and can be chosen", async () => {
  const { ui, server, choices } = open();
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 10 records. A filter asks the server for the rest."));
  assert.equal(choices().slice(1), ["Amber School (Pune)", "Banyan School (Pune)"]);
  searchServer(ui, "Find a place on the server", "lotus");
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(choices().slice(1), ["Lotus School (Nashik)", "Amber School (Pune)", "Banyan School (Pune)"]);
  assert.equal(server.pages, [{ offset: 0, limit: 50, search: "lotus" }]);
  fireEvent.change(ui.getByLabelText(/^Place/), { target: { value: LOTUS.sfid } });
  assert.is((ui.getByLabelText(/^Place/) as HTMLSelectElement).value, LOTUS.sfid);
  // a blank search: the phone's schools again, the chosen one kept as a choice
  searchServer(ui, "Find a place on the server", "");
  assert.ok(await ui.findByText(/^On this phone/));
  assert.is((ui.getByLabelText(/^Place/) as HTMLSelectElement).value, LOTUS.sfid);
});

test("offline: the phone's schools only, said", async () => {
  const { ui, server, choices } = open();
  server.online = false;
  await ui.findByText(/^On this phone/);
  searchServer(ui, "Find a place on the server", "lotus");
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (2 of 10 records)."));
  assert.equal(choices().slice(1), ["Amber School (Pune)", "Banyan School (Pune)"]);
});

test("the school choices follow the category: its own places and those of no recorded category; a new category lets go of a school of another", async () => {
  const user = userOf();
  const places: School[] = [
    { ...school(1, "Amber School", "Pune"), category: "School" },
    { ...school(2, "Banyan College", "Pune"), category: "College" },
    { ...school(3, "Cedar Hobby Centre", "Pune"), category: "Hobby Centre" },
    { ...school(4, "Deodar Academy", "Pune"), category: null },
  ];
  const server = windowedServer(user, { op: "workshops.schools", held: places, total: places.length, page: [], pageTotal: 0 });
  const { ui } = renderView(<PlanScreen title="Plan a Workshop" params={{}} />, {
    path: "/planningWorkshop",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
  });
  // the field is named by the category (decision 110): "Place" before one is chosen
  const field = (label = /^(Place|School|College|Hobby Centre)/) => ui.getByLabelText(label) as HTMLSelectElement;
  const choices = () => [...field().options].map((o) => o.textContent);
  const category = (value: string) => fireEvent.change(ui.getByLabelText(/^Category/), { target: { value } });
  await ui.findByText("Deodar Academy (Pune)");
  // no category yet: the school waits for it
  assert.ok(field(/^Place/).disabled);
  assert.is(choices()[0], "Choose the category first");
  category("School");
  assert.not.ok(field(/^School/).disabled);
  assert.equal(choices(), ["Choose the school", "Amber School (Pune)", "Deodar Academy (Pune)"]);
  category("College");
  assert.equal(choices(), ["Choose the college", "Banyan College (Pune)", "Deodar Academy (Pune)"]);
  assert.is(field(/^College/).id, "plan-school");
  fireEvent.change(field(), { target: { value: places[1]!.sfid } });
  assert.is(field().value, places[1]!.sfid);
  // a place of no recorded category holds any: kept
  category("Hobby Centre");
  assert.equal(choices(), ["Choose the hobby centre", "Cedar Hobby Centre (Pune)", "Deodar Academy (Pune)"]);
  assert.is(field(/^Hobby Centre/).id, "plan-school");
  assert.is(field().value, "", "the college is let go: it holds no Hobby Centre workshop");
  fireEvent.change(field(), { target: { value: places[3]!.sfid } });
  category("School");
  assert.is(field().value, places[3]!.sfid, "a place of no recorded category stays chosen");
});

test("a category no place on the phone holds: said, with the server's search to look further; a phone holding every place says there is none", async () => {
  const user = userOf();
  const places: School[] = [
    { ...school(1, "Amber School", "Pune"), category: "School" },
    { ...school(2, "Banyan School", "Pune"), category: "School" },
  ];
  for (const total of [10, places.length]) {
    const server = windowedServer(user, { op: "workshops.schools", held: places, total, page: [], pageTotal: 0 });
    const { ui } = renderView(<PlanScreen title="Plan a Workshop" params={{}} />, {
      path: "/planningWorkshop",
      fetch: server.fetch,
      storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
    });
    const field = () => ui.getByLabelText(/^College/) as HTMLSelectElement;
    fireEvent.change(ui.getByLabelText(/^Category/), { target: { value: "School" } });
    await ui.findByText("Amber School (Pune)");
    fireEvent.change(ui.getByLabelText(/^Category/), { target: { value: "College" } });
    const further = /^"Find a college on the server" below can look further/;
    if (total > places.length) {
      assert.is(field().options[0]!.textContent, "No place of this category on this device");
      assert.is((await ui.findByText(further)).getAttribute("role"), "status");
    } else {
      assert.is(field().options[0]!.textContent, "No place of this category yet");
      assert.is(ui.queryByText(further), null);
    }
    assert.is(ui.queryByText("No schools loaded yet"), null);
    cleanup();
    document.body.innerHTML = "";
  }
});

test.run();

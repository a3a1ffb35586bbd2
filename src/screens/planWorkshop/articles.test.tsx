// The plan form's article lines when the phone holds a window of the articles (decision 092: the
// latest 1,000): "Find an article on the server" asks articles.list.page by the person's search,
// the articles found come first among a line's choices and the note says where they came from;
// offline, the phone's articles only, said. A line's article the phone has no row of stays its
// choice, named by its sfid.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { articlesSlot } from "../../codecs/reference.ts";
import { articleOf, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { searchServer, windowedServer } from "../../../test/unit/windowedServer.ts";
import PlanScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// latest first, as the server sends them: the form lists them by name
const HELD = [articleOf(2, "Glue"), articleOf(1, "Crayons")];
const PAINT = articleOf(9, "Paint");

async function open() {
  const user = userOf();
  const server = windowedServer(user, { op: "articles.list", held: HELD, total: 10, page: [PAINT], pageTotal: 1 });
  const { ui, actors } = renderView(<PlanScreen title="Plan a Workshop" params={{}} />, {
    path: "/planningWorkshop",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
  });
  // the articles as the signed-in shell loads them (a window of the server's: decision 092)
  actors.log.append(articlesSlot.fetched, { rows: HELD, total: 10 }, { origin: "effect" });
  await ui.findByText("On this phone: the 2 open and most recent of 10 records. A filter asks the server for the rest.");
  fireEvent.click(ui.getByRole("button", { name: "Add article" }));
  const line = () => ui.getByLabelText(/^Article 1/) as HTMLSelectElement;
  const choices = () => [...line().options].map((o) => o.textContent);
  return { ui, server, line, choices };
}

test("an article not on the phone is found by the server's search and can be chosen; kept, by its sfid, when the search is cleared", async () => {
  const { ui, server, line, choices } = await open();
  assert.equal(choices().slice(1), ["Crayons", "Glue"]);
  searchServer(ui, "Find an article on the server", "paint");
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(choices().slice(1), ["Paint", "Crayons", "Glue"]);
  assert.equal(server.pages, [{ offset: 0, limit: 50, search: "paint" }]);
  fireEvent.change(line(), { target: { value: PAINT.sfid } });
  assert.is(line().value, PAINT.sfid);
  searchServer(ui, "Find an article on the server", "");
  assert.ok(await ui.findByText(/^On this phone/));
  assert.is(line().value, PAINT.sfid);
  assert.equal(choices().slice(1), [PAINT.sfid, "Crayons", "Glue"]);
});

test("offline: the phone's articles only, said", async () => {
  const { ui, server, choices } = await open();
  server.online = false;
  searchServer(ui, "Find an article on the server", "paint");
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (2 of 10 records)."));
  assert.equal(choices().slice(1), ["Crayons", "Glue"]);
});

test.run();

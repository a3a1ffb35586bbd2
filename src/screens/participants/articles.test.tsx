// The report's article lines when the phone holds a window of the articles (decision 092: the
// latest 1,000): "Find an article on the server" asks articles.list.page by the person's search,
// the articles found come first among "Add an article"'s choices and the note says where they came
// from; offline, the phone's articles only, said. A line of an article the phone has no row of
// keeps the report's own name for it.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { articlesSlot } from "../../codecs/reference.ts";
import { articleOf, executionWorkshopOf, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { searchServer, windowedServer } from "../../../test/unit/windowedServer.ts";
import ParticipantsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// latest first, as the server sends them: the form lists them by name
const HELD = [articleOf(2, "Scissors"), articleOf(1, "Crayons")];
const PAINT = articleOf(9, "Paint");
// the report's line names an article the phone does not hold (its own name kept)
const WORKSHOP = executionWorkshopOf({ lines: [{ article: "a0ARTICLE00000000007", name: "Glue", quantity: 3 }] });

async function open() {
  const user = userOf();
  const server = windowedServer(user, {
    op: "articles.list",
    held: HELD,
    total: 10,
    page: [PAINT],
    pageTotal: 1,
    others: { "workshops.execution": [WORKSHOP] },
  });
  const { ui, actors } = renderView(<ParticipantsScreen title="Add Participants" params={{ id: 5 }} />, {
    path: "/addParticipants?id=5",
    fetch: server.fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: "FCP" },
  });
  // the articles as the signed-in shell loads them (a window of the server's: decision 092)
  actors.log.append(articlesSlot.fetched, { rows: HELD, total: 10 }, { origin: "effect" });
  await ui.findByText("On this phone: the 2 open and most recent of 10 records. A filter asks the server for the rest.");
  const choices = () => [...(ui.getByLabelText("Add an article") as HTMLSelectElement).options].map((o) => o.textContent);
  return { ui, server, choices };
}

test("an article not on the phone is found by the server's search and added; a line's article off the phone keeps the report's name", async () => {
  const { ui, server, choices } = await open();
  assert.is((ui.getByLabelText("Quantity of Glue") as HTMLInputElement).value, "3");
  assert.equal(choices().slice(1), ["Crayons", "Scissors"]);
  searchServer(ui, "Find an article on the server", "paint");
  assert.ok(await ui.findByText("From the server: 1 of 1 records that match."));
  assert.equal(choices().slice(1), ["Paint", "Crayons", "Scissors"]);
  assert.equal(server.pages, [{ offset: 0, limit: 50, search: "paint" }]);
  fireEvent.change(ui.getByLabelText("Add an article"), { target: { value: PAINT.sfid } });
  fireEvent.click(ui.getByRole("button", { name: "Add article" }));
  assert.ok(await ui.findByLabelText("Quantity of Paint"));
  assert.equal(choices().slice(1), ["Crayons", "Scissors"]);
});

test("offline: the phone's articles only, said", async () => {
  const { ui, server, choices } = await open();
  server.online = false;
  searchServer(ui, "Find an article on the server", "paint");
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (2 of 10 records)."));
  assert.equal(choices().slice(1), ["Crayons", "Scissors"]);
});

test.run();

// /listTraining through the screen host on the real wiring with a windowed list (decision 092): the
// phone holds some of the CMDI's trainings; a tab says so, and its "Show more from the server" asks
// the server for the tab's status and shows its page in the tab.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent } from "@testing-library/react";
import { trainingOf, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { windowedServer } from "../../../test/unit/windowedServer.ts";
import TrainingListScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("the approved tab: the phone's, then the server's for the tab", async () => {
  const user = userOf({ role: "CMDI" });
  const held = [trainingOf(1, "AMMD Approval", "TTC"), trainingOf(2, "Accounts", "TTC")];
  const server = windowedServer(user, {
    op: "trainings.list",
    held,
    total: 9,
    page: [2, 3, 4].map((id) => trainingOf(id, "Accounts", "ETTC")),
    pageTotal: 3,
  });
  const { ui } = renderView(<TrainingListScreen title="Trainings" params={{ tab: "approved" }} />, {
    path: "/listTraining?tab=approved",
    fetch: server.fetch,
    storage: { token: "t", authData: JSON.stringify(user), role: "CMDI" },
  });
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 9 records."));
  assert.ok(ui.getByRole("tab", { name: "Approved (1)" }));
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show more from the server" })));
  assert.ok(await ui.findByText(/From the server: 3 of 3 records that match\./));
  assert.ok(ui.getByRole("tab", { name: "Approved (3)" }));
  assert.equal(server.pages, [{ offset: 0, limit: 100, filters: { status: "Accounts" } }]);
});

test.run();

// /listTraining through the screen host on the real wiring with a windowed list (decision 092): the
// phone holds some of the CMDI's trainings; a tab says so, and its "More from the server" asks the
// server for the tab's status and shows its page in the tab.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, memoryKeyValue } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { trainingOf, userOf } from "../../../test/unit/fixtures.ts";
import TrainingListScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("the approved tab: the phone's, then the server's for the tab", async () => {
  const asked: unknown[] = [];
  const fetch = fakeFetch({
    "POST /api/query": (req) => {
      const b = req.body as { op: string; params: unknown };
      if (b.op === "trainings.list")
        return {
          status: 200,
          body: { rows: [trainingOf(1, "AMMD Approval", "TTC"), trainingOf(2, "Accounts", "TTC")], sync: { full: true, n: 2, check: "x", total: 9 } },
        };
      asked.push(b);
      return { status: 200, body: { rows: [{ total: 3, offset: 0, rows: [2, 3, 4].map((id) => trainingOf(id, "Accounts", "ETTC")) }] } };
    },
  });
  const user = userOf({ role: "CMDI" });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "CMDI" }),
    navigate: () => {},
    now: () => 1000,
  });
  const r = render(
    <Router hook={memoryLocation({ path: "/listTraining?tab=approved" }).hook}>
      <ActorsProvider value={actors}>
        <TrainingListScreen title="Trainings" params={{ tab: "approved" }} />
      </ActorsProvider>
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(await ui.findByText("On this phone: the 2 open and most recent of 9 records."));
  assert.ok(ui.getByRole("tab", { name: "Approved (1)" }));
  await act(async () => fireEvent.click(ui.getByRole("button", { name: "Show more from the server" })));
  assert.ok(await ui.findByText(/From the server: 3 of 3 records that match\./));
  assert.ok(ui.getByRole("tab", { name: "Approved (3)" }));
  assert.equal(asked, [{ op: "trainings.list.page", params: { offset: 0, limit: 100, filters: { status: "Accounts" } } }]);
});

test.run();

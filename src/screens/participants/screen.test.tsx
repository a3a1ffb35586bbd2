// /addParticipants through the screen host (src/screens/host.tsx) on the real wiring: the report of
// the workshop of the address fills the form; a change the rules refuse is named under its field on
// Save, and nothing is sent; the way to the photos.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import type { ExecutionWorkshop } from "../../codecs/workshopExecution.ts";
import { type FakeRequest, fakeFetch } from "../../effects/fakes.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import ParticipantsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const WORKSHOP: ExecutionWorkshop = {
  id: 5,
  name: "Bottle Art Workshop",
  stagename: "Execution",
  start_date_time__c: "2026-11-20T10:00:00",
  actual_participants_count__c: 12,
  artical_finalized_photo__c: null,
  lines: [{ article: "A1", name: "Glue", quantity: 3 }],
};

test("the saved report fills the form; a refused count is named under it on Save and nothing is sent", async () => {
  const asked: string[] = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user: userOf() } }),
    "POST /api/query": (req: FakeRequest) => {
      const body = req.body as { op: string };
      asked.push(body.op);
      return { status: 200, body: { rows: body.op === "workshops.execution" ? [WORKSHOP] : [] } };
    },
  });
  const { ui } = renderView(<ParticipantsScreen title="Add Participants" params={{ id: 5 }} />, {
    path: "/addParticipants?id=5",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(userOf()), role: "FCP" },
  });
  await ui.findByText("Bottle Art Workshop");
  const count = (await ui.findByLabelText(/Actual participant count/)) as HTMLInputElement;
  assert.is(count.value, "12");
  assert.is((ui.getByLabelText("Quantity of Glue") as HTMLInputElement).value, "3");
  assert.is(ui.getByRole("link", { name: "Add photos" }).getAttribute("href"), "/addPhotos?id=5");
  fireEvent.change(count, { target: { value: "0" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  const message = await ui.findByText(/^The actual participant count must be/, { selector: "#participants-error" });
  assert.is(count.getAttribute("aria-describedby"), message.id);
  assert.is(fetch.requests.filter((q) => q.path !== "/api/query" && q.path !== "/api/me").length, 0, "nothing sent");
  assert.ok(asked.includes("workshops.execution"));
});

test.run();

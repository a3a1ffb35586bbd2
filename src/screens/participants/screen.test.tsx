// /addParticipants through the screen host (src/screens/host.tsx) on the real wiring: the report of
// the workshop of the address fills the form; a change the rules refuse is named under its field on
// Save, and nothing is sent; the way to the photos; a save refused as a conflict (decision 079)
// shows the conflict panel, answered as a new save from the version the refusal named.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { type FakeRequest, fakeFetch } from "../../effects/fakes.ts";
import { conflictOnce, executionWorkshopOf, network, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import ParticipantsScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const WORKSHOP = executionWorkshopOf();

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

/**
 * The report's page against a server whose first save is refused as a conflict (someone else
 * changed the articles meanwhile: Glue 3 to 5), the next stored; `sent` holds each save's params.
 */
function openConflicted(online?: ReturnType<typeof network>) {
  const { sent, write } = conflictOnce(
    { version: 3, current: { participants: "14", lines: "A1:5" }, fields: ["participants"] },
    { id: 5, version: 4 },
  );
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user: userOf() } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "workshops.saveReport") {
        const r = write(params);
        return r.status === 200
          ? {
              status: 200,
              body: { rows: [{ ...WORKSHOP, actual_participants_count__c: 20, lines: [{ ...WORKSHOP.lines[0]!, quantity: 5 }], version: 4 }] },
            }
          : r;
      }
      return { status: 200, body: { rows: op === "workshops.execution" ? [WORKSHOP] : [] } };
    },
  });
  const { ui, actors } = renderView(<ParticipantsScreen title="Add Participants" params={{ id: 5 }} />, {
    path: "/addParticipants?id=5",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(userOf()), role: "FCP" },
    ...(online ? { online } : {}),
  });
  actors.outbox.start();
  return { ui, sent };
}

test("a save refused as a conflict (decision 079): yours beside current, the lines by name; Keep mine for all saves from the new version", async () => {
  const { ui, sent } = openConflicted();
  await ui.findByText("Bottle Art Workshop");
  fireEvent.change(await ui.findByLabelText(/Actual participant count/), { target: { value: "20" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  assert.equal(sent[0], {
    id: 5,
    values: { participants: 20, lines: [{ article: "A1", quantity: 3 }] },
    base: { version: 2, values: { participants: 12, lines: [{ article: "A1", quantity: 3 }] } },
  });
  assert.ok(panel.getByRole("group", { name: "Actual participant count" }));
  assert.ok(panel.getByLabelText("Yours: 20"));
  assert.ok(panel.getByLabelText("Current: 14"));
  assert.ok(panel.getByText("Kept without asking (changed on one side only): Articles used"));
  // the form shows the report as it is now meanwhile
  assert.is((ui.getByLabelText("Quantity of Glue") as HTMLInputElement).value, "5");
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  // the answer: from the version the refusal named, their quantity kept, my count
  assert.equal(sent[1], {
    id: 5,
    values: { participants: 20, lines: [{ article: "A1", quantity: 5 }] },
    base: { version: 3, values: { participants: 14, lines: [{ article: "A1", quantity: 5 }] } },
  });
  assert.is(((await ui.findByDisplayValue("20")) as HTMLInputElement).id, "participants");
});

test("a report saved on this device (offline), refused as a conflict when sent: the answer shows on the form on screen", async () => {
  const online = network();
  const { ui, sent } = openConflicted(online);
  await ui.findByText("Bottle Art Workshop");
  online.set(false);
  fireEvent.change(await ui.findByLabelText(/Actual participant count/), { target: { value: "20" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  await ui.findByText(/Saved on this device/);
  online.set(true);
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  assert.equal(sent[1], {
    id: 5,
    values: { participants: 20, lines: [{ article: "A1", quantity: 5 }] },
    base: { version: 3, values: { participants: 14, lines: [{ article: "A1", quantity: 5 }] } },
  });
  // the form on screen: the report as it is after the answer (their Glue 5 beside my count)
  await waitFor(() => assert.is((ui.getByLabelText("Quantity of Glue") as HTMLInputElement).value, "5"));
  assert.is((ui.getByLabelText(/Actual participant count/) as HTMLInputElement).value, "20");
});

test.run();

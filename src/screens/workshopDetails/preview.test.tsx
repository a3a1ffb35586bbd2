// /previewWorkshop through the screen host on the real wiring (walk finding: after "Submit plan"
// nothing said so): the FCP submits her saved plan and stays on the preview, which says, as the
// app's notice of a done write, that the plan is sent to her CMDI for approval and the stage it is
// in now; with no connection, that it will be sent for approval when the connection is back. Its
// confirmation says, before she sends it, that it goes to her CMDI for approval; the notice is a
// status (read out politely, decision 109). Every action's notice says what was done, in words.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { addDays } from "date-fns";
import { programmeDate } from "../../codecs/calendar.ts";
import { fakeFetch, type FakeRequest } from "../../effects/fakes.ts";
import { network, plannedDetailOf, userOf } from "../../../test/unit/fixtures.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import { PreviewWorkshopScreen } from "./screen.tsx";
import { DONE, KEPT } from "./actions.tsx";
import { TRANSITIONS } from "../../codecs/workshopLifecycle.ts";
import hi from "../../codecs/catalogue.hi.json";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// tomorrow in India (not today: a run across midnight would make 23:30 today past)
const DAY = programmeDate(addDays(new Date(), 1));
const user = userOf();
/** Her plan at 23:30 tomorrow (not past), at `stagename`. */
const planned = (stagename: string, version: number) => {
  const w = plannedDetailOf(7, DAY, { stagename, accountid: user.sfid, start_date_time__c: `${DAY}T23:30:00`, lifecycle_version: version });
  return { ...w, facts: { ...w.facts, start: w.start_date_time__c } };
};

function open(online = network()) {
  let detail = planned("Planning", 2);
  const sent: unknown[] = [];
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "workshops.details") return { status: 200, body: { rows: [detail] } };
      if (op === "workshops.transition") {
        sent.push(params);
        detail = planned("Awaiting Workshop Confirmation", 3);
        return { status: 200, body: { rows: [{ id: 7, stagename: detail.stagename, lifecycle_version: 3 }] } };
      }
      return { status: 200, body: { rows: [] } };
    },
  });
  const { ui, actors } = renderView(<PreviewWorkshopScreen title="Preview Workshop" params={{ id: 7 }} />, {
    path: "/previewWorkshop?id=7",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
    online,
  });
  actors.outbox.start();
  return { ui, sent, online };
}

const page = within(document.body);

async function submit(ui: ReturnType<typeof open>["ui"]) {
  fireEvent.click(await ui.findByRole("button", { name: "Submit plan" }));
  // the dialog and the notice are drawn over the page (a portal)
  const dialog = within(await page.findByRole("dialog"));
  assert.ok(dialog.getByText("Your plan goes to your CMDI for approval."));
  assert.ok(dialog.getByText("The workshop moves to Awaiting Workshop Confirmation."));
  fireEvent.click(dialog.getByRole("button", { name: "Submit plan" }));
}

test("Submit plan: the preview says the plan is sent to the CMDI for approval and the stage it is in now", async () => {
  const { ui, sent } = open();
  assert.ok(await ui.findByText("Your plan is saved as a draft. Check it, then press Submit plan to send it to your CMDI."));
  await submit(ui);
  const said = await page.findByText("Your plan is sent to your CMDI for approval. The workshop is now in Awaiting Workshop Confirmation.");
  assert.is(said.getAttribute("role"), "status", "a success is read out politely, not as an alert");
  assert.is(sent.length, 1);
  // the workshop as it is now, the notice still said
  assert.ok(await ui.findByRole("button", { name: "Cancel workshop" }));
  assert.ok(page.getByText("Your plan is sent to your CMDI for approval. The workshop is now in Awaiting Workshop Confirmation."));
  assert.is(ui.queryByText(/saved as a draft/), null);
});

test("Submit plan with no connection: the preview says it will be sent for approval when the connection is back", async () => {
  const online = network();
  const { ui, sent } = open(online);
  await ui.findByRole("button", { name: "Submit plan" });
  online.set(false);
  await submit(ui);
  assert.ok(await page.findByText("Saved on this device: your plan will be sent to your CMDI for approval when the connection is back."));
  assert.is(sent.length, 0);
});

test("an action kept with no connection says what will happen in words, not the button's name: Cancel workshop", async () => {
  const online = network();
  const { ui, sent } = open(online);
  await submit(ui);
  fireEvent.click(await ui.findByRole("button", { name: "Cancel workshop" }));
  online.set(false);
  const dialog = within(await page.findByRole("dialog"));
  fireEvent.change(dialog.getByRole("textbox"), { target: { value: "The hall is not free" } });
  fireEvent.click(dialog.getByRole("button", { name: "Cancel workshop" }));
  const said = await page.findByText("Saved on this device: the workshop will be cancelled when the connection is back.");
  assert.is(said.getAttribute("role"), "status");
  assert.is(page.queryByText(/Cancel workshop will be sent/), null);
  assert.is(sent.length, 1, "only the plan went");
});

test("every action kept on the device says in words what will be sent (not the button's name), in Hindi too", () => {
  for (const t of TRANSITIONS) {
    const kept = KEPT[t.event];
    assert.match(kept, /^Saved on this device: .* when the connection is back\.$/, t.event);
    assert.not.match(kept, /\{action\}/, t.event);
    assert.not.ok(new RegExp(`\\b${t.label}\\b`).test(kept), `${t.event} names its button "${t.label}"`);
    assert.ok((hi as Record<string, string>)[kept], `${t.event}: Hindi`);
  }
  assert.is(new Set(Object.values(KEPT)).size, Object.keys(KEPT).length, "one message per action");
});

test("every action's notice says what was done in words (not 'Done:' and the button's name), in Hindi too", () => {
  for (const t of TRANSITIONS) {
    const done = DONE[t.event];
    assert.ok(done, t.event);
    assert.not.match(done, /^Done|\{action\}/, t.event);
    assert.not.ok(new RegExp(`\\b${t.label}\\b`).test(done), `${t.event} names its button "${t.label}"`);
    assert.ok((hi as Record<string, string>)[done], `${t.event}: Hindi`);
  }
});

test.run();

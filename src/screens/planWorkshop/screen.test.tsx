// /planningWorkshop?id= through the screen host on the real wiring: the FCP's plan in Planning
// loaded into the form with its version; a changed plan names where it started (decision 079), and
// one refused as a conflict shows the conflict panel (the plan as it is now in the form), answered
// as a new save from the version the refusal named.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { addDays } from "date-fns";
import { programmeDate } from "../../codecs/calendar.ts";
import { fakeFetch, type FakeRequest } from "../../effects/fakes.ts";
import { conflictOnce, network, PLAN_ARTICLE, PLAN_SCHOOL, plannedDetailOf, userOf } from "../../../test/unit/fixtures.ts";
import { PLAN_QUEUED } from "../../machines/workshopPlan.machine.ts";
import { renderView } from "../../../test/unit/renderView.tsx";
import PlanScreen from "./screen.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

// tomorrow in India: a plan's date may not be in the past (not today: a run across midnight would make it so)
const DAY = programmeDate(addDays(new Date(), 1));
const SCHOOL = PLAN_SCHOOL;
const ARTICLE = PLAN_ARTICLE;
const DETAIL = plannedDetailOf(7, DAY);

/** The plan as loaded (the form's values). */
const from = {
  start_date: DAY,
  start_time: "10:30",
  category: "School",
  school: SCHOOL,
  planned: "30",
  expense_head: "Material",
  other_expense_head_name: "",
  articles: [{ article: ARTICLE, quantity: "12" }],
};

function open(write: (params: unknown) => { status: number; body: unknown }, online?: ReturnType<typeof network>) {
  const user = userOf();
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: unknown };
      if (op === "workshops.savePlan") return write(params);
      return op === "workshops.details"
        ? { status: 200, body: { rows: [DETAIL] } }
        : op === "workshops.schools"
          ? { status: 200, body: { rows: [{ id: 1, sfid: SCHOOL, name: "Sunrise School", city: "Pune" }] } }
          : { status: 400, body: { error: "bad_op", message: "Unknown op" } };
    },
  });
  const { ui, actors } = renderView(<PlanScreen title="Plan a Workshop" params={{ id: 7 }} />, {
    path: "/planningWorkshop?id=7",
    fetch,
    storage: { token: "tok", authData: JSON.stringify(user), role: user.role },
    ...(online ? { online } : {}),
  });
  actors.outbox.start();
  return ui;
}

test("a changed plan refused as a conflict (decision 079): yours beside current per field, the other merged; Keep mine for all saves from the new version", async () => {
  // someone else changed the participants and the expense head meanwhile
  const current = { ...from, planned: "40", expense_head: "Venue Rent", articles: `${ARTICLE}:12` };
  const { sent, ...server } = conflictOnce({ version: 3, current, fields: ["planned"] }, { id: 7, version: 4 });
  const ui = open(server.write);
  const planned = (await ui.findByDisplayValue("30")) as HTMLInputElement;
  fireEvent.change(planned, { target: { value: "45" } });
  fireEvent.submit(document.getElementById("plan-form")!);
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  assert.equal(sent[0], { id: 7, values: { ...from, planned: "45" }, base: { version: 2, values: from } });
  assert.ok(panel.getByRole("group", { name: "Planned participants" }));
  assert.ok(panel.getByLabelText("Yours: 45"));
  assert.ok(panel.getByLabelText("Current: 40"));
  assert.ok(panel.getByText("Kept without asking (changed on one side only): Expense head"));
  // the form shows the plan as it is now meanwhile
  assert.ok(ui.getByDisplayValue("40"));
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  // the answer: from the version the refusal named, their expense head kept, my participants
  const now = { ...from, planned: "40", expense_head: "Venue Rent" };
  assert.equal(sent[1], { id: 7, values: { ...now, planned: "45" }, base: { version: 3, values: now } });
  assert.ok(await ui.findByDisplayValue("45"), "the form shows the plan as answered");
});

test("a plan saved on this device (offline), refused as a conflict when sent: the answer shows on the form on screen", async () => {
  const current = { ...from, planned: "40", expense_head: "Venue Rent", articles: `${ARTICLE}:12` };
  const { sent, ...server } = conflictOnce({ version: 3, current, fields: ["planned"] }, { id: 7, version: 4 });
  const online = network();
  const ui = open(server.write, online);
  const planned = (await ui.findByDisplayValue("30")) as HTMLInputElement;
  online.set(false);
  fireEvent.change(planned, { target: { value: "45" } });
  fireEvent.submit(document.getElementById("plan-form")!);
  assert.ok(await ui.findByText(PLAN_QUEUED));
  online.set(true);
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  assert.equal(sent[1], {
    id: 7,
    values: { ...from, planned: "45", expense_head: "Venue Rent" },
    base: { version: 3, values: { ...from, planned: "40", expense_head: "Venue Rent" } },
  });
  // the form on screen: the plan as it is after the answer, to edit again
  assert.ok(await ui.findByDisplayValue("45"));
  assert.ok(ui.getByDisplayValue("Venue Rent"));
  assert.is(ui.queryByText(PLAN_QUEUED), null);
});

test.run();

// /addParticipants's page (decision 038) as a person meets it: the report form with its kept draft's
// note, and while typed changes would be lost, leaving by a link or a menu asks "Leave this page?"
// first: Stay keeps the report, Leave goes; with nothing changed it goes at once.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { LEAVE_QUESTION } from "../../views/drafts.tsx";
import { ParticipantsPageView, type ParticipantsViewProps } from "./ParticipantsView.tsx";
import { navigateInApp, recorder, renderView } from "../../../test/unit/renderView.tsx";

const HERE = "/addParticipants";

test.before.each(() => history.replaceState(null, "", `${HERE}?id=5`));
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function draw(changed: boolean, over: Partial<ParticipantsViewProps> = {}) {
  const r = recorder();
  const props: ParticipantsViewProps = {
    title: "Add Participants",
    workshopName: "Bottle Art Workshop",
    back: "/workshop?id=5",
    state: "ready",
    error: null,
    stale: false,
    onRetry: r.on("retry"),
    other: { to: "/addPhotos?id=5", label: "Add photos" },
    form: { participants: "12", lines: [{ article: "A1", name: "Glue", quantity: "3" }] },
    fieldErrors: {},
    formError: null,
    saving: false,
    notice: null,
    choices: [],
    onParticipants: r.on("participants"),
    onQuantity: r.on("quantity"),
    onAdd: r.on("add"),
    onRemove: r.on("remove"),
    onSave: () => r.on("save")(),
    onDismiss: () => r.on("dismiss")(),
    ...over,
  };
  return { ...renderView(<ParticipantsPageView {...props} changed={changed} />, { path: HERE }), ...r };
}

test("the report is the page: the typed count and quantity show, edits reach the flow, Save saves; a kept draft's note with Discard", () => {
  let discarded = 0;
  const { ui, calls } = draw(true, { draft: { shown: true, onDiscard: () => discarded++ } });
  assert.ok(ui.getByText("Bottle Art Workshop"));
  assert.is((ui.getByLabelText(/Actual participant count/) as HTMLInputElement).value, "12");
  assert.is((ui.getByLabelText("Quantity of Glue") as HTMLInputElement).value, "3");
  fireEvent.change(ui.getByLabelText("Quantity of Glue"), { target: { value: "4" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["quantity", "A1", "4"], ["save"]]);
  const note = ui.getByText(/^Draft restored/).closest("[role=status]") as HTMLElement;
  fireEvent.click(within(note).getByRole("button", { name: "Discard" }));
  assert.is(discarded, 1);
});

test("a changed report: leaving asks first; Stay keeps it, Leave goes where the person was going", async () => {
  const { body } = draw(true);
  assert.is(navigateInApp("/workshop?id=5"), `${HERE}?id=5`, "held");
  const dialog = within(body.getByRole("alertdialog"));
  assert.ok(dialog.getByText(LEAVE_QUESTION));
  fireEvent.click(dialog.getByRole("button", { name: "Stay" }));
  assert.is(location.pathname, HERE);
  await waitFor(() => assert.is(body.queryByText(LEAVE_QUESTION), null));
  navigateInApp("/workshop?id=5");
  fireEvent.click(within(body.getByRole("alertdialog")).getByRole("button", { name: "Leave" }));
  assert.is(location.pathname + location.search, "/workshop?id=5");
});

test("nothing changed: leaving goes at once, nothing asked", () => {
  const { body } = draw(false);
  assert.is(navigateInApp("/addPhotos?id=5"), "/addPhotos?id=5");
  assert.is(body.queryByText(LEAVE_QUESTION), null);
});

test.run();

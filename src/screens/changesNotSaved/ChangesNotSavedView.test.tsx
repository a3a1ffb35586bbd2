// "Changes not saved" as a person reads it (decision 081): each refused write with what it was,
// when, the server's reason in their language, the values typed under their labels, Edit and
// resend and Discard (asked once); nothing waiting; the loading state.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";
import { ChangesNotSavedView, type ChangesNotSavedViewProps, type RefusedItem } from "./ChangesNotSavedView.tsx";
import { refusedItem } from "./screen.tsx";
import { HPA_MESSAGES } from "../../codecs/hpa.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const HPA_VALUES = {
  name: "Kavita Joshi",
  type: "Art Maker",
  mobile__c: "9820011111",
  email__c: "",
  city__c: "Pune",
  state__c: "",
  institute__c: "",
};
const hpa: RefusedItem = refusedItem({
  id: "w1",
  by: "001FCP",
  op: "hpas.add",
  params: { values: HPA_VALUES },
  status: "rejected",
  attempts: 1,
  queuedAt: Date.UTC(2026, 10, 28, 5, 0),
  refusal: { status: 409, code: "duplicate", message: HPA_MESSAGES.duplicate, field: "mobile__c" },
});
const other: RefusedItem = refusedItem({
  id: "w2",
  op: "notifications.read",
  params: { id: 9 },
  status: "rejected",
  attempts: 1,
  queuedAt: Date.UTC(2026, 10, 28, 6, 0),
  refusal: { status: 404, code: "not_found", message: "This notification was not found" },
});

function draw(over: Partial<ChangesNotSavedViewProps> = {}, language: "en" | "hi" = "en") {
  const rec = recorder();
  const props: ChangesNotSavedViewProps = {
    title: "Changes not saved",
    back: { to: "/newHomeFCP", label: "Back to home" },
    loading: false,
    items: [hpa, other],
    busy: false,
    error: null,
    confirming: null,
    onResend: rec.on("resend"),
    onDiscard: rec.on("discard"),
    onConfirmDiscard: rec.on("confirm"),
    onCancelDiscard: rec.on("cancel"),
    ...over,
  };
  return { ...renderView(<ChangesNotSavedView {...props} />, { language }), calls: rec.calls };
}

test("each refused write: what it was, when, the server's reason and field, the values typed; Edit and resend only with a form", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Changes not saved" }));
  assert.equal(
    ui.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ["HPA: Kavita Joshi", "Why it was not saved", "A change", "Why it was not saved"],
  );
  const card = within(ui.getAllByRole("listitem")[0]!);
  assert.ok(card.getByText(HPA_MESSAGES.duplicate));
  assert.ok(card.getByText("Field: Mobile No"));
  assert.ok(card.getByText("Made 28-11-26, 10:30 am"));
  assert.equal(
    [...card.getByRole("region", { name: "What you typed" }).querySelectorAll("dt, dd")].map((x) => x.textContent),
    ["Name", "Kavita Joshi", "HPA Type", "Art Maker", "Mobile No", "9820011111", "City", "Pune"],
  );
  fireEvent.click(card.getByRole("button", { name: "Edit and resend Kavita Joshi" }));
  fireEvent.click(card.getByRole("button", { name: "Discard Kavita Joshi" }));
  const second = within(ui.getAllByRole("listitem")[1]!);
  assert.is(second.queryByRole("button", { name: /Edit and resend/ }), null, "no form for this write: Discard only");
  assert.ok(second.getByText("This notification was not found"));
  assert.equal(calls, [
    ["resend", "w1"],
    ["discard", "w1"],
  ]);
});

test("Discard asks once, naming the record", () => {
  const { body, calls } = draw({ confirming: hpa });
  const dialog = within(body.getByRole("alertdialog"));
  assert.ok(dialog.getByText("Discard your change to HPA Kavita Joshi? What you typed will be lost."));
  fireEvent.click(dialog.getByRole("button", { name: "Keep it" }));
  fireEvent.click(dialog.getByRole("button", { name: "Discard" }));
  assert.equal(calls, [["cancel"], ["confirm"]]);
});

test("nothing waiting says so; the loading state; a failed action is an alert", () => {
  const empty = draw({ items: [] });
  assert.ok(empty.ui.getByRole("heading", { name: "Nothing waits" }));
  assert.is(empty.ui.queryByRole("listitem"), null);
  cleanup();
  const loading = draw({ loading: true });
  assert.ok(loading.ui.getByRole("status").textContent?.includes("Reading the changes kept on this device"));
  cleanup();
  const failed = draw({ error: "This change could not be opened. Try again." });
  assert.is(failed.ui.getByRole("alert").textContent, "This change could not be opened. Try again.");
});

test("in Hindi: the headings, the reason and the labels are translated", () => {
  const { ui } = draw({}, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "बदलाव जो सहेजे नहीं गए" }));
  assert.ok(ui.getByRole("button", { name: "Kavita Joshi बदलें और फिर से भेजें" }));
  assert.not.ok(ui.queryByText(HPA_MESSAGES.duplicate), "the server's reason is drawn in Hindi");
});

test.run();

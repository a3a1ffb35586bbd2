// Add FCP HPA (/addFCPHPA, decisions 041, 043) as an FCP reads it: the mobile number with its label,
// its message at the field and in the summary; typing and Save go to the flow; once added, the notice
// with Add another and the HPA list, the number read-only; Back asks the flow, "Discard this
// number?" with Keep editing and Discard; left, the list.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { HPA_MESSAGES } from "../../codecs/hpa.ts";
import { HpaLinkView, type HpaLinkViewProps } from "./HpaLinkView.tsx";
import { recorder, renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function draw(over: Partial<HpaLinkViewProps> = {}) {
  const r = recorder();
  const props: HpaLinkViewProps = {
    title: "Add FCP HPA",
    mobile: "9000000009",
    fieldError: undefined,
    formError: null,
    notice: null,
    saving: false,
    editing: true,
    saved: false,
    left: false,
    leaving: false,
    onChange: (v) => r.on("change")(v),
    onSave: () => r.on("save")(),
    onBack: () => r.on("back")(),
    onStay: () => r.on("stay")(),
    onDiscard: () => r.on("discard")(),
    onAgain: () => r.on("again")(),
    ...over,
  };
  return { ...renderView(<HpaLinkView {...props} />, { path: "/addFCPHPA" }), ...r };
}

test("the number by its label; typing and Save go to the flow; Add New HPA for someone new", () => {
  const { ui, calls } = draw();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Add FCP HPA" }));
  const input = ui.getByLabelText(/^Mobile No/) as HTMLInputElement;
  assert.is(input.value, "9000000009");
  assert.is(input.readOnly, false);
  assert.is(ui.getByRole("link", { name: "Add New HPA" }).getAttribute("href"), "/addNewHPA");
  fireEvent.change(input, { target: { value: "9000000008" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["change", "9000000008"], ["save"]]);
});

test("a number with no free HPA: the message at the field and in the summary linking to it; a form error as an alert", () => {
  let { ui } = draw({ fieldError: HPA_MESSAGES.linkNone });
  assert.ok(ui.getByText("One field needs attention"));
  assert.is(ui.getByRole("link", { name: "Mobile No" }).getAttribute("href"), "#hpa-link-mobile");
  assert.is(ui.getByLabelText(/^Mobile No/).getAttribute("aria-invalid"), "true");
  assert.ok(ui.getAllByText(HPA_MESSAGES.linkNone).length >= 1);
  cleanup();
  ({ ui } = draw({ formError: "Could not save." }));
  assert.ok(ui.getAllByRole("alert").some((a) => a.textContent?.includes("Could not save.")));
  assert.is(ui.queryByText("One field needs attention"), null);
});

test("added: the notice with Add another and the HPA list; the number read-only, no Save", () => {
  const { ui, calls } = draw({ editing: false, saved: true, notice: { message: "HPA added to your list", intent: "success" } });
  assert.match(ui.getByRole("status").textContent!, /HPA added to your list/);
  assert.is(ui.getByRole("link", { name: "Go to HPA list" }).getAttribute("href"), "/listHPA");
  assert.is((ui.getByLabelText(/^Mobile No/) as HTMLInputElement).readOnly, true);
  assert.is(ui.queryByRole("button", { name: "Save" }), null);
  fireEvent.click(ui.getByRole("button", { name: "Add another" }));
  assert.equal(calls, [["again"]]);
});

test("Back asks the flow; 'Discard this number?' with Keep editing and Discard; left goes to the list", () => {
  let { ui, body, calls } = draw();
  fireEvent.click(ui.getByRole("link", { name: "Back to HPAs" }));
  assert.equal(calls, [["back"]]);
  cleanup();
  ({ body, calls } = draw({ leaving: true }));
  assert.ok(body.getByText("Discard this number?"));
  fireEvent.click(body.getByRole("button", { name: "Keep editing" }));
  fireEvent.click(body.getByRole("button", { name: "Discard" }));
  assert.equal(calls, [["stay"], ["discard"]]);
  cleanup();
  const { history } = draw({ left: true });
  assert.equal(history, ["/addFCPHPA", "/listHPA"]);
});

test.run();

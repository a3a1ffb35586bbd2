// /addParticipants as a person reads it (decision 030): the count and each article's quantity
// with a label tied to it, a refused field's message under it, a line's Remove disabled while it is
// the only one, Add article from the active articles, and the not-found, wrong-stage, loading and
// failed states; the shared rules name each bad field.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { quantityField, reportErrors, reportValuesOf, wrongStageMessage } from "../../codecs/workshopExecution.ts";
import { ENGLISH } from "../../codecs/translate.ts";
import { ParticipantsView, type ParticipantsViewProps } from "./ParticipantsView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function show(over: Partial<ParticipantsViewProps> = {}, hindi = false) {
  const calls: unknown[][] = [];
  const props: ParticipantsViewProps = {
    title: "Add Participants",
    workshopName: "Bottle Art Workshop",
    back: "/workshop?id=5",
    state: "ready",
    error: null,
    stale: false,
    onRetry: () => calls.push(["retry"]),
    other: { to: "/addPhotos?id=5", label: "Add photos" },
    form: { participants: "12", lines: [{ article: "A1", name: "Glue", quantity: "3" }] },
    fieldErrors: {},
    formError: null,
    saving: false,
    notice: null,
    choices: [{ article: "B2", name: "Clay" }],
    onParticipants: (v) => calls.push(["participants", v]),
    onQuantity: (a, v) => calls.push(["quantity", a, v]),
    onAdd: (a, n) => calls.push(["add", a, n]),
    onRemove: (a) => calls.push(["remove", a]),
    onSave: () => calls.push(["save"]),
    onDismiss: () => calls.push(["dismiss"]),
    ...over,
  };
  const r = render(
    <BlueprintProvider>
      <TranslateProvider value={translator(hindi ? "hi" : "en", hi)}>
        <Router hook={memoryLocation({ path: "/addParticipants" }).hook}>
          <ParticipantsView {...props} />
        </Router>
      </TranslateProvider>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), calls };
}

test("the count and each quantity are labelled inputs; typing, adding, saving call back; the only line cannot be removed", () => {
  const { ui, calls } = show();
  fireEvent.change(ui.getByLabelText(/Actual participant count/), { target: { value: "30" } });
  fireEvent.change(ui.getByLabelText("Quantity of Glue"), { target: { value: "4" } });
  assert.ok((ui.getByRole("button", { name: "Remove Glue" }) as HTMLButtonElement).disabled);
  fireEvent.change(ui.getByLabelText("Add an article"), { target: { value: "B2" } });
  fireEvent.click(ui.getByRole("button", { name: "Add article" }));
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["participants", "30"], ["quantity", "A1", "4"], ["add", "B2", "Clay"], ["save"]]);
  assert.is(ui.getByRole("link", { name: "Add photos" }).getAttribute("href"), "/addPhotos?id=5");
});

test("a refused field's message is under it and describes its input; the top error and the saved notice are text", () => {
  const { ui } = show({
    fieldErrors: {
      participants: "The actual participant count must be a whole number from 1 to 500.",
      [quantityField("A1")]: "Please enter the quantity used.",
    },
    formError: "It is in CMDI Verification now.",
    notice: { message: "Saved on this device.", intent: "warning" },
  });
  const count = ui.getByLabelText(/Actual participant count/);
  assert.is(
    document.getElementById(count.getAttribute("aria-describedby")!)!.textContent,
    "The actual participant count must be a whole number from 1 to 500.",
  );
  const q = ui.getByLabelText("Quantity of Glue");
  assert.is(document.getElementById(q.getAttribute("aria-describedby")!)!.textContent, "Please enter the quantity used.");
  assert.ok(ui.getByText("It is in CMDI Verification now."));
  assert.ok(ui.getByText("Saved on this device."));
});

test("not found, wrong stage, loading and failed: each says so, with no form", () => {
  assert.ok(show({ state: "notFound" }).ui.getByText(/This workshop was not found/));
  cleanup();
  assert.ok(show({ state: "wrongStage", error: wrongStageMessage("Paid") }).ui.getByText(ENGLISH(wrongStageMessage("Paid"))));
  cleanup();
  assert.ok(show({ state: "loading" }).ui.getByLabelText("Loading the workshop"));
  cleanup();
  const failed = show({ state: "failed", error: "The workshop could not be loaded." });
  assert.is(failed.ui.queryByLabelText(/Actual participant count/), null);
  fireEvent.click(failed.ui.getByRole("button", { name: "Try again" }));
  assert.equal(failed.calls, [["retry"]]);
});

test("the report's rules: blank, 0, 1.5, -1 and 501 participants; a quantity of 0 or blank; no lines; one article twice", () => {
  const line = (quantity: string, article = "A1") => ({ article, name: "Glue", quantity });
  const errs = (participants: string, lines = [line("2")]) => reportErrors(reportValuesOf({ participants, lines }));
  for (const p of ["", "0", "1.5", "-1", "501", "abc"]) assert.ok(errs(p).participants, p);
  assert.equal(errs("20"), {});
  assert.equal(Object.keys(errs("20", [line("0")])), [quantityField("A1")]);
  assert.equal(Object.keys(errs("20", [line("")])), [quantityField("A1")]);
  assert.equal(Object.keys(errs("20", [])), ["lines"]);
  assert.equal(Object.keys(errs("20", [line("1"), line("2")])), ["lines"]);
});

test("in Hindi: the count and each quantity labelled, a message and the summary, Add and Save (an article's name as it is)", () => {
  const { ui } = show({ fieldErrors: { [quantityField("A1")]: "Please enter the quantity used." } }, true);
  assert.ok(ui.getByLabelText(/असल प्रतिभागियों की संख्या/));
  assert.ok(ui.getByText("(1 से 500)"));
  const quantity = ui.getByLabelText("Glue की मात्रा");
  assert.is(document.getElementById(quantity.getAttribute("aria-describedby")!)?.textContent, "कृपया इस्तेमाल हुई मात्रा डालें।");
  assert.match(ui.getByRole("alert").textContent!, /^एक फ़ील्ड पर ध्यान दें/);
  assert.ok(ui.getByRole("button", { name: "Glue हटाएँ" }));
  assert.ok(ui.getByRole("option", { name: "Clay" }));
  assert.ok(ui.getByRole("button", { name: "आर्टिकल जोड़ें" }));
  assert.ok(ui.getByRole("button", { name: "सेव करें" }));
  assert.ok(ui.getByRole("link", { name: "फ़ोटो जोड़ें" }));
});

test.run();

// The new-HPA form as an FCP reads it (decisions 041, 043): its messages under their fields with a
// summary linking to each, the saved notice with Add another and the list, Back asking the flow.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import type { FieldErrors } from "../../codecs/form.ts";
import type { HpaFieldKey } from "../../codecs/hpa.ts";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { HPA_MESSAGES, type HpaValues } from "../../codecs/hpa.ts";
import { HpaFormView, type HpaFormViewProps } from "./HpaFormView.tsx";
import { translator } from "../../codecs/translate.ts";
import hi from "../../codecs/catalogue.hi.json";
import { TranslateProvider } from "../../views/i18n.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function wrap(ui: ReactNode) {
  const mem = memoryLocation({ path: "/addNewHPA", record: true });
  const r = render(
    <BlueprintProvider>
      <Router hook={mem.hook}>{ui}</Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), body: within(document.body), mem };
}

const empty: HpaValues = { name: "", type: "", mobile__c: "", email__c: "", city__c: "", state__c: "", institute__c: "" };
function form(over: Partial<HpaFormViewProps> = {}, hindi = false) {
  const calls: unknown[][] = [];
  const on = (n: string) => () => void calls.push([n]);
  const props: HpaFormViewProps = {
    title: "Add New HPA",
    values: empty,
    fieldErrors: {},
    formError: null,
    notice: null,
    saving: false,
    editing: true,
    saved: false,
    left: false,
    leaving: false,
    changed: false,
    draftRestored: false,
    onChange: (k, v) => void calls.push(["change", k, v]),
    onSave: on("save"),
    onBack: on("back"),
    onStay: on("stay"),
    onDiscard: on("discard"),
    onAgain: on("again"),
    onDiscardDraft: on("discardDraft"),
    ...over,
  };
  return {
    ...wrap(hindi ? <TranslateProvider value={translator("hi", hi)}>{<HpaFormView {...props} />}</TranslateProvider> : <HpaFormView {...props} />),
    calls,
    props,
  };
}

test("the new-HPA form: typing and Save go to the flow; each message under its field and in the summary", () => {
  const { ui, calls } = form({ fieldErrors: { name: HPA_MESSAGES.name, type: HPA_MESSAGES.type } });
  assert.ok(ui.getByText("2 fields need attention"));
  assert.is(ui.getByRole("link", { name: "Name" }).getAttribute("href"), "#hpa-name");
  assert.ok(ui.getByText(HPA_MESSAGES.name), "under its field");
  fireEvent.change(ui.getByLabelText(/^Mobile No/), { target: { value: "9000000001" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["change", "mobile__c", "9000000001"], ["save"]]);
});

test("a Save that ends with messages: the summary (the app's list), focus on the first field with one", () => {
  // the flow's answer to Save: the form's messages (as the HPA form machine gives them)
  function Saving() {
    const [fieldErrors, setErrors] = useState<FieldErrors<HpaFieldKey>>({});
    return (
      <HpaFormView
        {...form().props}
        fieldErrors={fieldErrors}
        onSave={() => setErrors({ mobile__c: HPA_MESSAGES.mobileInvalid, type: HPA_MESSAGES.type })}
      />
    );
  }
  cleanup();
  const { ui } = wrap(<Saving />);
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.ok(ui.getByText("2 fields need attention"));
  assert.ok(ui.getByRole("link", { name: "HPA Type" }).closest("ul")?.classList.contains("form-errors-list"), "the summary's list is the app's");
  assert.is(document.activeElement?.id, "hpa-type", "the first field in the form's order");
});

test("saved: the notice with Add another and the HPA list; the fields read-only; left: the list", () => {
  const { ui, calls } = form({ editing: false, saved: true, notice: { message: "HPA Added Successfully!!", intent: "success" } });
  assert.ok(ui.getByRole("status").textContent?.includes("HPA Added Successfully!!"));
  assert.is(ui.getByRole("link", { name: "Go to HPA list" }).getAttribute("href"), "/listHPA");
  assert.is((ui.getByLabelText(/^Name/) as HTMLInputElement).readOnly, true);
  fireEvent.click(ui.getByRole("button", { name: "Add another" }));
  assert.equal(calls, [["again"]]);
  cleanup();
  const gone = form({ left: true });
  assert.equal(gone.mem.history, ["/addNewHPA", "/listHPA"]);
});

test("Discard this HPA? asks; Keep editing stays, Discard leaves", () => {
  const { body, calls } = form({ leaving: true });
  fireEvent.click(body.getByRole("button", { name: "Keep editing" }));
  fireEvent.click(body.getByRole("button", { name: "Discard" }));
  assert.equal(calls, [["stay"], ["discard"]]);
});

test("in Hindi: the type's options, the saved notice, Add another and the list's link", () => {
  const { ui } = form({ saved: true, notice: { message: "HPA Added Successfully!!", intent: "success" } }, true);
  assert.ok(ui.getByRole("status").textContent?.includes("HPA जुड़ गया!!"));
  assert.ok(ui.getByRole("button", { name: "एक और जोड़ें" }));
  assert.is(ui.getByRole("link", { name: "HPA की सूची पर जाएँ" }).getAttribute("href"), "/listHPA");
  assert.ok(ui.getByRole("option", { name: "आर्ट मेकर" }));
  assert.ok(ui.getByRole("option", { name: "प्रकार चुनें" }));
});

test.run();

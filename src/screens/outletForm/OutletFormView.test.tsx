// The outlet form as a person reads it (spec screen 5): loading, a failed load with Try again, an
// outlet not found, a non-CMDI's new outlet not allowed, the read-only form with its note and the
// stored values' problems, and editing: each message under its field and a summary linking to it.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { emptyOutletValues, OUTLET_NOT_FOUND } from "../../codecs/outlet.ts";
import { OutletFormView, type OutletFormViewProps } from "./OutletFormView.tsx";
import { useState } from "react";
import type { FieldErrors } from "../../codecs/form.ts";
import type { OutletFieldKey } from "../../codecs/outlet.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function propsOf(over: Partial<OutletFormViewProps> = {}) {
  const calls: unknown[][] = [];
  const on = (name: string) => () => void calls.push([name]);
  const props: OutletFormViewProps = {
    title: "Outlet",
    back: { to: "/listOutlet", label: "Back to outlets" },
    values: { ...emptyOutletValues(), outletname__c: "Sharma Paints" },
    fieldErrors: {},
    formError: null,
    mode: "viewing",
    storedProblems: {},
    saving: false,
    leaving: false,
    canEdit: true,
    canCancel: false,
    readOnlyNote: null,
    notice: null,
    onChange: (field, value) => void calls.push(["change", field, value]),
    onEdit: on("edit"),
    onSave: on("save"),
    onCancel: on("cancel"),
    onRetry: on("retry"),
    onBack: on("back"),
    onLeave: on("leave"),
    onStay: on("stay"),
    onDismissNotice: on("dismiss"),
    ...over,
  };
  return { props, calls };
}

function show(over: Partial<OutletFormViewProps> = {}) {
  const { props, calls } = propsOf(over);
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/addEditOutlet" }).hook}>
        <OutletFormView {...props} />
      </Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), calls };
}

test("loading: a spinner by the title; a failed load: Try again", () => {
  assert.ok(show({ mode: "loading" }).ui.getByLabelText("Loading the outlet"));
  cleanup();
  const { ui, calls } = show({ mode: "failed", formError: "Could not load the outlet." });
  assert.ok(ui.getByRole("alert").textContent?.includes("Could not load the outlet."));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.equal(calls, [["retry"]]);
});

test("an outlet not found, and a new outlet for someone who may not add one, say so", () => {
  assert.ok(show({ mode: "missing" }).ui.getByText(OUTLET_NOT_FOUND));
  cleanup();
  assert.ok(show({ mode: "notAllowed", title: "Add Outlet" }).ui.getByText("Only the regional manager (CMDI) can add an outlet"));
});

test("read-only: the note, the stored values' problems, Edit; Back asks the flow", () => {
  const { ui, calls } = show({
    readOnlyNote: "Only the regional manager (CMDI) can change an outlet.",
    storedProblems: { city_town__c: "Enter the city or town" },
  });
  assert.ok(ui.getByText("Only the regional manager (CMDI) can change an outlet."));
  assert.ok(ui.getByText("This outlet needs details before it can be saved"));
  assert.ok(ui.getByText(/Enter the city or town/));
  assert.is((ui.getByDisplayValue("Sharma Paints") as HTMLInputElement).readOnly, true);
  fireEvent.click(ui.getByRole("button", { name: "Edit" }));
  fireEvent.click(ui.getByRole("link", { name: "Back to outlets" }));
  assert.equal(calls, [["edit"], ["back"]]);
});

test("editing: each message under its field and a summary linking to it; Save sends the form", () => {
  const { ui, calls } = show({ mode: "editing", canCancel: true, title: "Edit Outlet", fieldErrors: { outletname__c: "Enter the outlet name" } });
  assert.ok(ui.getByText("One field needs attention"));
  assert.is(ui.getByRole("link", { name: "Outlet Name" }).getAttribute("href"), "#outlet-outletname__c");
  fireEvent.change(ui.getByDisplayValue("Sharma Paints"), { target: { value: "Sharma" } });
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.equal(calls, [["change", "outletname__c", "Sharma"], ["save"]]);
});

test("a Save that ends with messages: the summary (the app's list), focus on the first field with one; the stored problems in the same list", () => {
  // the flow's answer to Save: the form's messages (as the outlet form machine gives them)
  function Saving() {
    const [fieldErrors, setErrors] = useState<FieldErrors<OutletFieldKey>>({});
    return (
      <OutletFormView
        {...propsOf({ mode: "editing", canCancel: true, title: "Edit Outlet" }).props}
        fieldErrors={fieldErrors}
        onSave={() => setErrors({ city_town__c: "Enter the city or town", outletname__c: "Enter the outlet name" })}
      />
    );
  }
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/addEditOutlet" }).hook}>
        <Saving />
      </Router>
    </BlueprintProvider>,
  );
  const ui = within(r.container);
  fireEvent.click(ui.getByRole("button", { name: "Save" }));
  assert.ok(ui.getByText("2 fields need attention"));
  const list = ui.getByRole("link", { name: "Outlet Name" }).closest("ul");
  assert.ok(list?.classList.contains("form-errors-list"), "the summary's list is the app's");
  assert.is(document.activeElement?.id, "outlet-outletname__c", "the first field in the form's order");
  cleanup();
  show({ storedProblems: { city_town__c: "Enter the city or town" } });
  assert.ok(document.querySelector(".form-errors-list")?.textContent?.includes("Enter the city or town"));
});

test.run();

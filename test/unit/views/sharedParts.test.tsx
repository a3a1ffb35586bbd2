// The shared form Field, details Fact and ConfirmDialog (issue 44 item 2): a Field's label names its
// input, "(required)" follows the label, its message is text the input is described by (a limit
// note too, a hint is not); the confirm dialog is named by its heading when it has one (the spec's
// "Are you sure?"), an alertdialog otherwise, answers with its own two words and spins while busy.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { InputGroup } from "@blueprintjs/core";
import { Field } from "../../../src/views/Field.tsx";
import { Fact } from "../../../src/views/Fact.tsx";
import { ConfirmDialog, type ConfirmDialogProps } from "../../../src/views/ConfirmDialog.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const field = (over: Partial<Parameters<typeof Field>[0]> = {}) =>
  render(
    <Field id="f-name" label="Outlet Name" {...over}>
      {(input) => <InputGroup {...input} value="" onValueChange={() => {}} />}
    </Field>,
  );

test("a Field's label names its input; '(required)' follows the label; no message, nothing described", () => {
  field({ required: true });
  const input = screen.getByLabelText(/Outlet Name/);
  assert.is(input.id, "f-name");
  assert.ok(screen.getByText("(required)"));
  assert.is(input.getAttribute("aria-invalid"), null);
  assert.is(input.getAttribute("aria-describedby"), null);
});

test("a Field's error is text under it, the input is invalid and described by it", () => {
  field({ error: "Outlet Name is required!", note: "Outlet Name is full" });
  const input = screen.getByLabelText("Outlet Name");
  assert.is(input.getAttribute("aria-invalid"), "true");
  assert.is(input.getAttribute("aria-describedby"), "f-name-error");
  assert.is(document.getElementById("f-name-error")?.textContent, "Outlet Name is required!");
  assert.is(screen.queryByText("Outlet Name is full"), null, "the error wins over the note");
  assert.is(screen.queryByRole("alert"), null, "not read out unless asked");
});

test("a Field's note (a full text field) is described too, not invalid; a hint is said but not tied; announce makes the error an alert", () => {
  field({ note: "Outlet Name is full", hint: "Letters and digits" });
  let input = screen.getByLabelText("Outlet Name");
  assert.is(input.getAttribute("aria-invalid"), null);
  assert.is(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent, "Outlet Name is full");
  assert.is(screen.queryByText("Letters and digits"), null, "the note wins over the hint");
  cleanup();
  field({ hint: "Letters and digits", info: "(optional)" });
  input = screen.getByLabelText(/Outlet Name/);
  assert.ok(screen.getByText("Letters and digits"));
  assert.ok(screen.getByText("(optional)"));
  assert.is(input.getAttribute("aria-describedby"), null);
  cleanup();
  field({ error: "Enter a valid mobile number", announce: true });
  assert.is(screen.getByRole("alert").textContent, "Enter a valid mobile number");
});

test("a Fact is one row of a details list: its name over its value", () => {
  render(
    <dl>
      <Fact label="Phone">9876543210</Fact>
    </dl>,
  );
  assert.is(screen.getByRole("term").textContent, "Phone");
  assert.is(screen.getByRole("definition").textContent, "9876543210");
});

function confirm(over: Partial<ConfirmDialogProps> = {}) {
  const calls: string[] = [];
  const props: ConfirmDialogProps = {
    open: true,
    yes: "Yes",
    no: "No",
    onYes: () => calls.push("yes"),
    onNo: () => calls.push("no"),
    children: <p>You want to delete this outlet?</p>,
    ...over,
  };
  const ui = render(<ConfirmDialog {...props} />);
  return { ui, calls, props };
}

test("a titled confirm is the spec's 'Are you sure?' dialog, named by its heading, with No and Yes", async () => {
  const { calls } = confirm({ title: "Are you sure?", intent: "danger", icon: "trash" });
  const dialog = within(await waitFor(() => screen.getByRole("dialog", { name: "Are you sure?" })));
  assert.ok(dialog.getByText("You want to delete this outlet?"));
  fireEvent.click(dialog.getByRole("button", { name: "No" }));
  fireEvent.click(dialog.getByRole("button", { name: "Yes" }));
  assert.equal(calls, ["no", "yes"]);
});

test("an untitled confirm is an alertdialog with the place's own words; busy spins yes and disables no", async () => {
  const { calls } = confirm({ yes: "Remove", no: "Keep it", children: <p>Remove "Teachers"?</p> });
  let dialog = within(await waitFor(() => screen.getByRole("alertdialog")));
  assert.ok(dialog.getByText('Remove "Teachers"?'));
  fireEvent.click(dialog.getByRole("button", { name: "Keep it" }));
  fireEvent.click(dialog.getByRole("button", { name: "Remove" }));
  assert.equal(calls, ["no", "yes"]);
  cleanup();
  document.body.innerHTML = "";
  confirm({ title: "Are you sure?", busy: true });
  dialog = within(await waitFor(() => screen.getByRole("dialog", { name: "Are you sure?" })));
  assert.ok((dialog.getByRole("button", { name: "No" }) as HTMLButtonElement).disabled);
  assert.ok(dialog.getByRole("button", { name: /Yes/ }).className.includes("loading"));
});

test("a closed confirm shows nothing", () => {
  confirm({ open: false });
  assert.is(screen.queryByRole("alertdialog"), null);
  assert.is(screen.queryByRole("dialog"), null);
});

test.run();

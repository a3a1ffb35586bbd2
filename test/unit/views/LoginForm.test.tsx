import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LoginFormView, type LoginFormProps } from "../../../src/views/LoginForm.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function show(over: Partial<LoginFormProps> = {}) {
  const calls: unknown[][] = [];
  const props: LoginFormProps = {
    values: { role: "CMDI", mobile: "98", password: "pw" },
    fieldErrors: {},
    formError: null,
    busy: false,
    onChange: (...a) => void calls.push(["change", ...a]),
    onSubmit: () => void calls.push(["submit"]),
    ...over,
  };
  const r = render(
    <Router hook={memoryLocation({ path: "/signin" }).hook}>
      <LoginFormView {...props} />
    </Router>,
  );
  return { ui: within(r.container), calls };
}

test("every input has a real label: Role, Mobile Number, Password", () => {
  const { ui } = show();
  const role = ui.getByLabelText("Role") as HTMLSelectElement;
  assert.is(role.tagName, "SELECT");
  assert.equal(
    [...role.options].map((o) => o.value),
    ["FCP", "CMDI", "AMMD"],
  );
  assert.is(role.value, "CMDI");
  assert.is((ui.getByLabelText("Mobile Number") as HTMLInputElement).value, "98");
  assert.is(
    (ui.getByLabelText("Mobile Number") as HTMLInputElement).maxLength,
    20,
    "a mobile field stops past every way of typing one (+91 98765 43210), not at its 10 digits",
  );
  assert.is((ui.getByLabelText("Password") as HTMLInputElement).type, "password");
  assert.is(ui.getByRole("link", { name: "Forget Password" }).getAttribute("href"), "/ForgetPassword");
  assert.ok(ui.getByRole("button", { name: "Submit" }));
  assert.is(ui.queryByRole("alert"), null);
});

test("typing and submitting call back with plain values", () => {
  const { ui, calls } = show();
  fireEvent.change(ui.getByLabelText("Role"), { target: { value: "AMMD" } });
  fireEvent.change(ui.getByLabelText("Mobile Number"), { target: { value: "9000000003" } });
  fireEvent.change(ui.getByLabelText("Password"), { target: { value: "secret" } });
  fireEvent.click(ui.getByRole("button", { name: "Submit" }));
  assert.equal(calls, [["change", "role", "AMMD"], ["change", "mobile", "9000000003"], ["change", "password", "secret"], ["submit"]]);
});

test("a field message is visible and tied to its input with aria-describedby", () => {
  const { ui } = show({ fieldErrors: { mobile: "Phone number is not valid", role: "Should be one of CMDI, FCP, AMMD" } });
  const mobile = ui.getByLabelText("Mobile Number");
  const msg = ui.getByText("Phone number is not valid");
  assert.is(mobile.getAttribute("aria-describedby"), msg.id);
  assert.is(mobile.getAttribute("aria-invalid"), "true");
  assert.is(ui.getByLabelText("Role").getAttribute("aria-describedby"), ui.getByText("Should be one of CMDI, FCP, AMMD").id);
  assert.is(ui.getByLabelText("Password").getAttribute("aria-describedby"), null);
});

test("a form message shows under the form as an alert, tied to the form", () => {
  const { ui } = show({ formError: "Invalid Credentials!" });
  const alert = ui.getByRole("alert");
  assert.is(alert.textContent, "Invalid Credentials!");
  assert.is(alert.closest("form")?.getAttribute("aria-describedby"), alert.id);
  const order = ui.getByLabelText("Password").compareDocumentPosition(alert);
  assert.ok(order & Node.DOCUMENT_POSITION_FOLLOWING, "the message comes after the fields");
});

/** The form drawn with these values and the given changes, for re-renders as the flow answers. */
const formAt = (values: LoginFormProps["values"]) => (over: Partial<LoginFormProps>) => (
  <Router hook={memoryLocation({ path: "/signin" }).hook}>
    <LoginFormView values={values} fieldErrors={{}} formError={null} busy={false} onChange={() => {}} onSubmit={() => {}} {...over} />
  </Router>
);

test("after a submit, focus goes to the first field with a message once the answer is in; never without a submit", () => {
  const at = formAt({ role: "FCP", mobile: "", password: "" });
  const r = render(at({}));
  const ui = within(r.container);
  r.rerender(at({ fieldErrors: { password: "Password Required" } }));
  assert.is.not(document.activeElement, ui.getByLabelText("Password"), "messages alone do not move focus");
  const submit = ui.getByRole("button", { name: "Submit" });
  submit.focus();
  fireEvent.click(submit);
  r.rerender(at({ busy: true }));
  assert.is(document.activeElement, submit, "not while the answer is awaited");
  r.rerender(at({ fieldErrors: { password: "Password Required", mobile: "Mobile No. Required" } }));
  assert.is(document.activeElement, ui.getByLabelText("Mobile Number"), "the first field in the form's order");
  ui.getByLabelText("Password").focus();
  r.rerender(at({ fieldErrors: { mobile: "Phone number is not valid" } }));
  assert.is(document.activeElement, ui.getByLabelText("Password"), "once per submit");
});

test("after a submit refused with the form's message (Invalid Credentials!), that alert takes the focus, not the page's body", () => {
  const at = formAt({ role: "FCP", mobile: "9000000001", password: "wrong" });
  const r = render(at({}));
  const ui = within(r.container);
  const submit = ui.getByRole("button", { name: "Submit" });
  submit.focus();
  fireEvent.click(submit);
  r.rerender(at({ busy: true }));
  r.rerender(at({ formError: "Invalid Credentials!" }));
  const alert = ui.getByRole("alert");
  assert.is(document.activeElement, alert);
  assert.is(alert.tabIndex, -1, "focusable, but not a stop of the keyboard");
});

test("while busy the Submit button is disabled", () => {
  const { ui } = show({ busy: true });
  assert.ok((ui.getByRole("button") as HTMLButtonElement).disabled);
});

test.run();

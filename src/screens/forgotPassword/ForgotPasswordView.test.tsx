// Forgot password as a person reads it (decision 015): one step at a time (number, code, new
// password, done), each field labelled with its message under it, a message about the whole step,
// the busy step sending nothing twice, and the way out (back to sign in, or home when signed in).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent } from "@testing-library/react";
import { ForgotPasswordView, type ForgotPasswordViewProps } from "./ForgotPasswordView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";
import { OTP_EXPIRED } from "../../codecs/recovery.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function page(over: Partial<ForgotPasswordViewProps> = {}, language: "en" | "hi" = "en") {
  const calls: unknown[] = [];
  const props: ForgotPasswordViewProps = {
    title: "Forget Password",
    step: "request",
    values: { role: "FCP", mobile: "9000000001", otp: "", password: "", confirmPassword: "" },
    fieldErrors: {},
    formError: null,
    busy: false,
    expiresInMinutes: null,
    resent: false,
    exit: { to: "/signin", label: "Back to sign in" },
    doneMessage: "Your password has been changed. Sign in with the new password.",
    onChange: (field, value) => void calls.push(["change", field, value]),
    onSubmit: () => void calls.push(["submit"]),
    onResend: () => void calls.push(["resend"]),
    onChangeNumber: () => void calls.push(["changeNumber"]),
    ...over,
  };
  const { ui } = renderView(<ForgotPasswordView {...props} />, { path: "/forgot", language });
  return { ui, calls };
}

test("the first step: role and mobile number, Send code; what is typed is told; Back to sign in", () => {
  const { ui, calls } = page();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Forget Password" }));
  assert.is((ui.getByLabelText("Role") as HTMLSelectElement).value, "FCP");
  fireEvent.change(ui.getByLabelText("Mobile Number"), { target: { value: "9000000002" } });
  fireEvent.click(ui.getByRole("button", { name: "Send code" }));
  assert.equal(calls, [["change", "mobile", "9000000002"], ["submit"]]);
  assert.is(ui.queryByRole("button", { name: "Send a new code" }), null);
  assert.is(ui.getByRole("link", { name: "Back to sign in" }).getAttribute("href"), "/signin");
});

test("the code step: where the code went and how long it is valid; a new code, another number; a field's message", () => {
  const { ui, calls } = page({ step: "code", resent: true, expiresInMinutes: 10, fieldErrors: { otp: "The code is 6 digits" } });
  assert.match(ui.getByRole("status").textContent!, /^A new code was asked for\. If 9000000001 has an account as FCP, .*valid for 10 minutes\./);
  assert.ok(ui.getByLabelText("Code from the SMS (6 digits)"));
  assert.ok(ui.getByText("The code is 6 digits"));
  fireEvent.click(ui.getByRole("button", { name: "Send a new code" }));
  fireEvent.click(ui.getByRole("button", { name: "Change number" }));
  assert.equal(calls, [["resend"], ["changeNumber"]]);
});

test("the password step and a message about the whole step; busy, the other buttons wait; done says so with the way home", () => {
  let { ui } = page({ step: "password", formError: "This reset has expired. Ask for a new code.", busy: true });
  assert.ok(ui.getByLabelText("New password"));
  assert.ok(ui.getByLabelText("New password again"));
  assert.is(ui.getByRole("alert").textContent, "This reset has expired. Ask for a new code.");
  assert.ok((ui.getByRole("button", { name: "Send a new code" }) as HTMLButtonElement).disabled);
  cleanup();
  ({ ui } = page({ step: "done", exit: { to: "/newHomeFCP", label: "Back to home" }, doneMessage: "Your password has been changed." }));
  assert.is(ui.getByRole("status").textContent, "Your password has been changed.");
  assert.is(ui.getByRole("link", { name: "Back to home" }).getAttribute("href"), "/newHomeFCP");
  assert.is(ui.queryByRole("button"), null);
});

test("in Hindi: the title, the first step's fields and button, the code step's words and a field's message, the way out", () => {
  let { ui } = page({}, "hi");
  assert.ok(ui.getByRole("heading", { level: 1, name: "पासवर्ड भूल गए" }));
  assert.ok(ui.getByLabelText(/^भूमिका/));
  assert.ok(ui.getByLabelText(/^मोबाइल नंबर/));
  assert.ok(ui.getByRole("button", { name: "कोड भेजें" }));
  assert.ok(ui.getByRole("link", { name: "साइन इन पर वापस" }));
  cleanup();
  ({ ui } = page({ step: "code", expiresInMinutes: 10, fieldErrors: { otp: OTP_EXPIRED } }, "hi"));
  assert.match(ui.getByRole("status").textContent!, /अगर 9000000001 का FCP के रूप में अकाउंट है, तो SMS से कोड आ रहा है। यह 10 मिनट तक मान्य है।/);
  assert.ok(ui.getByText("इस कोड की समय-सीमा ख़त्म हो गई है। नया कोड माँगें।"));
  assert.ok(ui.getByRole("button", { name: "नया कोड भेजें" }));
});

test.run();

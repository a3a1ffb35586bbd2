// /ForgetPassword and /forgot hosted (docs/decisions/015-account-recovery.md): the forgot-password
// flow ('forgotPassword') and its step, as the View's props. Opened from the user menu (Reset
// Password, spec 2.2) the role and mobile number are the signed-in person's; from /signin, the
// remembered role. Public: the page draws outside the shell, so it waits for Blueprint's stylesheet
// itself.
import { PASSWORD_CHANGED } from "../../codecs/recovery.ts";
import { homeOf } from "../../codecs/session.ts";
import { msg } from "../../codecs/i18n.ts";
import { forgotPasswordMachine } from "../../machines/forgotPassword.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { loadAppIcons } from "../../views/shell/icons.ts";
import { shellStylesheetReady } from "../../views/shell/shellStylesheet.ts";
import { flow, hosted } from "../host.tsx";
import { type ForgotField, ForgotPasswordView, type ForgotStep } from "./ForgotPasswordView.tsx";

await Promise.all([shellStylesheetReady(), loadAppIcons()]);

export default hosted<ScreenProps>()({
  flows: {
    forgot: flow({
      machine: forgotPasswordMachine,
      key: "forgotPassword",
      input: (h) => ({ role: h.user?.role ?? h.session.snap.context.role, mobile: h.user?.phone ?? "" }),
    }),
  },
  select: (s) => {
    const { snap, send } = s.flows.forgot;
    const c = snap.context;
    const step: ForgotStep = snap.matches("done")
      ? "done"
      : snap.matches("password") || snap.matches("checkingPassword") || snap.matches("saving")
        ? "password"
        : snap.matches("code") || snap.matches("checkingCode") || snap.matches("verifying")
          ? "code"
          : "request";
    return {
      title: s.props.title,
      step,
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      busy: snap.hasTag("busy"),
      expiresInMinutes: c.expiresInMinutes,
      resent: c.resent,
      exit: s.user ? { to: homeOf(s.user), label: msg("Back to home") } : { to: "/signin", label: msg("Back to sign in") },
      doneMessage: s.user ? msg("Your password has been changed. You stay signed in here; your other devices were signed out.") : PASSWORD_CHANGED,
      onChange: (field: ForgotField, value: string) => send({ type: "form.changed", field, value }),
      onSubmit: () => send({ type: "form.submitted" }),
      onResend: () => send({ type: "forgot.resend" }),
      onChangeNumber: () => send({ type: "forgot.changeNumber" }),
    };
  },
  View: ForgotPasswordView,
});

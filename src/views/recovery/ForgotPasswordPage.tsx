// /ForgetPassword and /forgot: forgot password by an SMS code (docs/decisions/015-account-recovery.md).
// Opened from the user menu (Reset Password, spec 2.2) the role and mobile number are the signed-in
// person's; from /signin, the remembered role. Public: the page draws outside the shell, so it
// waits for Blueprint's stylesheet itself.
import { useSelector } from "@xstate/react";
import { PASSWORD_CHANGED } from "../../codecs/recovery.ts";
import { homeOf } from "../../codecs/session.ts";
import { forgotPasswordMachine } from "../../machines/forgotPassword.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { loadAppIcons } from "../shell/icons.ts";
import { shellStylesheetReady } from "../shell/shellStylesheet.ts";
import { ForgotPasswordView, type ForgotPasswordViewProps, type ForgotStep } from "./ForgotPasswordView.tsx";

await Promise.all([shellStylesheetReady(), loadAppIcons()]);

export function useForgotPassword(title: string): ForgotPasswordViewProps {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const role = useSelector(session, (s) => s.context.role);
  const [snap, send] = useFlow("forgotPassword", forgotPasswordMachine, { role: user?.role ?? role, mobile: user?.phone ?? "" });
  const c = snap.context;
  const step: ForgotStep = snap.matches("done")
    ? "done"
    : snap.matches("password") || snap.matches("checkingPassword") || snap.matches("saving")
      ? "password"
      : snap.matches("code") || snap.matches("checkingCode") || snap.matches("verifying")
        ? "code"
        : "request";
  return {
    title,
    step,
    values: c.values,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    busy: snap.hasTag("busy"),
    expiresInMinutes: c.expiresInMinutes,
    resent: c.resent,
    exit: user ? { to: homeOf(user), label: "Back to home" } : { to: "/signin", label: "Back to sign in" },
    doneMessage: user ? "Your password has been changed. You stay signed in here; your other devices were signed out." : PASSWORD_CHANGED,
    onChange: (field, value) => send({ type: "form.changed", field, value }),
    onSubmit: () => send({ type: "form.submitted" }),
    onResend: () => send({ type: "forgot.resend" }),
    onChangeNumber: () => send({ type: "forgot.changeNumber" }),
  };
}

export default function ForgotPasswordPage({ title }: ScreenProps) {
  return <ForgotPasswordView {...useForgotPassword(title)} />;
}

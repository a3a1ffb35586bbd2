// Forgot password, presentational (its screen: ./screen.tsx): one step at a time (number, code, new password, done), each
// field labelled and its message under it (tied with aria-describedby), a message about the whole
// step under the form. Focus moves to the step's first field when a step opens, and to the first
// field with a message after a refused submit.
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Button, Callout, Card, H1, HTMLSelect, InputGroup, type InputGroupProps, Intent } from "@blueprintjs/core";
import { Link } from "wouter";
import type { FieldErrors } from "../../codecs/form.ts";
import { OTP_FORMAT, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "../../codecs/recovery.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { ROLES } from "../../codecs/role.ts";
import { Field, type FieldInput } from "../../views/Field.tsx";
import "../../views/page.css";
import "./ForgotPasswordView.css";
import { useT } from "../../views/i18n.tsx";
import type { Translate } from "../../codecs/i18n.ts";

/** A field's message in the reader's language (the two whose English is built from a length, as messages with it). */
const said = (message: string, t: Translate): string =>
  message === OTP_FORMAT
    ? t("The code is {length} digits", { length: OTP_LENGTH })
    : message === PASSWORD_TOO_SHORT
      ? t("The password must be at least {min} characters long", { min: PASSWORD_MIN_LENGTH })
      : t(message);

/** The fields of the steps (the forgot-password flow's). */
export type ForgotField = "role" | "mobile" | "otp" | "password" | "confirmPassword";
export type ForgotValues = Record<ForgotField, string>;

export type ForgotStep = "request" | "code" | "password" | "done";

export interface ForgotPasswordViewProps {
  title: string;
  step: ForgotStep;
  values: ForgotValues;
  fieldErrors: FieldErrors<ForgotField>;
  formError: string | null;
  busy: boolean;
  expiresInMinutes: number | null;
  resent: boolean;
  /** Where the person goes at the end and by "back": /signin, or their home when signed in. */
  exit: { to: string; label: string };
  /** The message of the done step. */
  doneMessage: string;
  onChange: (field: ForgotField, value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

const inputId = (f: ForgotField) => `forgot-${f}`;
const STEP_FIELDS: Record<ForgotStep, readonly ForgotField[]> = {
  request: ["role", "mobile"],
  code: ["otp"],
  password: ["password", "confirmPassword"],
  done: [],
};

export function ForgotPasswordView(p: ForgotPasswordViewProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  // a new step: its first field; after a refused submit: the first field with a message
  useEffect(() => {
    const first = STEP_FIELDS[p.step][0];
    if (first) form.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
  }, [p.step]);
  useEffect(() => {
    if (!submitted.current || p.busy) return;
    submitted.current = false;
    const bad = STEP_FIELDS[p.step].find((f) => p.fieldErrors[f]);
    if (bad) form.current?.querySelector<HTMLElement>(`#${inputId(bad)}`)?.focus();
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    p.onSubmit();
  };
  const change = (field: ForgotField) => (e: { currentTarget: { value: string } }) => p.onChange(field, e.currentTarget.value);
  // a step's field: its message read out at once, as the sign-in form's are
  const field = (k: ForgotField, label: string, control: (input: FieldInput) => ReactNode) => (
    <Field id={inputId(k)} label={label} error={p.fieldErrors[k] && said(p.fieldErrors[k], t)} announce>
      {control}
    </Field>
  );
  const text = (k: Exclude<ForgotField, "role">, label: string, extra: InputGroupProps) =>
    field(k, label, (input) => (
      <InputGroup {...input} {...extra} intent={p.fieldErrors[k] ? Intent.DANGER : Intent.NONE} value={p.values[k]} onChange={change(k)} />
    ));

  return (
    <main className="page-card forgot-password">
      <Card>
        <H1 className="forgot-password-title">{t(p.title)}</H1>
        {p.step === "done" ? (
          <>
            <Callout intent={Intent.SUCCESS} role="status">
              {t(p.doneMessage)}
            </Callout>
            <p className="forgot-password-exit">
              <Link href={p.exit.to}>{t(p.exit.label)}</Link>
            </p>
          </>
        ) : (
          <form ref={form} onSubmit={submit} noValidate aria-describedby={p.formError ? "forgot-form-error" : undefined}>
            {p.step === "request" && (
              <>
                <p>{t("Choose your role and enter your mobile number. We will send a one-time code to it by SMS.")}</p>
                {field("role", t("Role"), (input) => (
                  <HTMLSelect {...input} fill value={p.values.role} onChange={change("role")} options={[...ROLES]} />
                ))}
                {text("mobile", t("Mobile Number"), { type: "tel", inputMode: "tel", autoComplete: "username", maxLength: MOBILE_TEXT_MAX })}
              </>
            )}
            {p.step === "code" && (
              <>
                <p role="status">
                  {p.resent ? `${t("A new code was asked for.")} ` : ""}
                  {t("If {mobile} has an account as {role}, a code is on its way by SMS.", { mobile: p.values.mobile.trim(), role: p.values.role })}
                  {p.expiresInMinutes !== null ? ` ${t("It is valid for {minutes} minutes.", { minutes: p.expiresInMinutes })}` : ""}
                </p>
                {text("otp", t("Code from the SMS ({length} digits)", { length: OTP_LENGTH }), {
                  inputMode: "numeric",
                  autoComplete: "one-time-code",
                  maxLength: OTP_LENGTH,
                })}
              </>
            )}
            {p.step === "password" && (
              <>
                <p>{t("Choose a new password of at least {min} characters.", { min: PASSWORD_MIN_LENGTH })}</p>
                {text("password", t("New password"), { type: "password", maxLength: PASSWORD_MAX_LENGTH, autoComplete: "new-password" })}
                {text("confirmPassword", t("New password again"), { type: "password", maxLength: PASSWORD_MAX_LENGTH, autoComplete: "new-password" })}
              </>
            )}
            {p.formError && (
              <Callout id="forgot-form-error" intent={Intent.DANGER} role="alert" className="forgot-password-error">
                {said(p.formError, t)}
              </Callout>
            )}
            <div className="forgot-password-actions">
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={p.busy}
                text={p.step === "request" ? t("Send code") : p.step === "code" ? t("Verify code") : t("Set password")}
              />
              {p.step !== "request" && <Button variant="minimal" disabled={p.busy} onClick={p.onResend} text={t("Send a new code")} />}
              {p.step === "code" && <Button variant="minimal" disabled={p.busy} onClick={p.onChangeNumber} text={t("Change number")} />}
            </div>
            <p className="forgot-password-exit">
              <Link href={p.exit.to}>{t(p.exit.label)}</Link>
            </p>
          </form>
        )}
      </Card>
    </main>
  );
}

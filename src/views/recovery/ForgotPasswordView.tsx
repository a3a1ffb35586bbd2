// Forgot password, presentational: one step at a time (number, code, new password, done), each
// field labelled and its message under it (tied with aria-describedby), a message about the whole
// step under the form. Focus moves to the step's first field when a step opens, and to the first
// field with a message after a refused submit.
import { useEffect, useRef, type FormEvent } from "react";
import { Button, Callout, Card, FormGroup, H1, HTMLSelect, InputGroup, Intent } from "@blueprintjs/core";
import { Link } from "wouter";
import type { FieldErrors } from "../../codecs/form.ts";
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../codecs/recovery.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { ROLES } from "../../codecs/role.ts";
import type { ForgotField, ForgotValues } from "../../machines/forgotPassword.machine.ts";
import "../page.css";
import "./ForgotPasswordView.css";

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
const errorId = (f: ForgotField) => `forgot-${f}-error`;
const STEP_FIELDS: Record<ForgotStep, readonly ForgotField[]> = {
  request: ["role", "mobile"],
  code: ["otp"],
  password: ["password", "confirmPassword"],
  done: [],
};

function Field({ field, label, p, children }: { field: ForgotField; label: string; p: ForgotPasswordViewProps; children: React.ReactNode }) {
  const error = p.fieldErrors[field];
  return (
    <FormGroup
      label={label}
      labelFor={inputId(field)}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={
        error ? (
          <span id={errorId(field)} role="alert">
            {error}
          </span>
        ) : undefined
      }
    >
      {children}
    </FormGroup>
  );
}

const aria = (field: ForgotField, p: ForgotPasswordViewProps) => ({
  id: inputId(field),
  "aria-invalid": p.fieldErrors[field] ? true : undefined,
  "aria-describedby": p.fieldErrors[field] ? errorId(field) : undefined,
  intent: p.fieldErrors[field] ? Intent.DANGER : Intent.NONE,
});

export function ForgotPasswordView(p: ForgotPasswordViewProps) {
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

  return (
    <main className="page-card forgot-password">
      <Card>
        <H1 className="forgot-password-title">{p.title}</H1>
        {p.step === "done" ? (
          <>
            <Callout intent={Intent.SUCCESS} role="status">
              {p.doneMessage}
            </Callout>
            <p className="forgot-password-exit">
              <Link href={p.exit.to}>{p.exit.label}</Link>
            </p>
          </>
        ) : (
          <form ref={form} onSubmit={submit} noValidate aria-describedby={p.formError ? "forgot-form-error" : undefined}>
            {p.step === "request" && (
              <>
                <p>Choose your role and enter your mobile number. We will send a one-time code to it by SMS.</p>
                <Field field="role" label="Role" p={p}>
                  <HTMLSelect {...aria("role", p)} fill value={p.values.role} onChange={change("role")} options={[...ROLES]} />
                </Field>
                <Field field="mobile" label="Mobile Number" p={p}>
                  <InputGroup
                    {...aria("mobile", p)}
                    type="tel"
                    inputMode="tel"
                    autoComplete="username"
                    maxLength={MOBILE_TEXT_MAX}
                    value={p.values.mobile}
                    onChange={change("mobile")}
                  />
                </Field>
              </>
            )}
            {p.step === "code" && (
              <>
                <p role="status">
                  {p.resent ? "A new code was asked for. " : ""}If {p.values.mobile.trim()} has an account as {p.values.role}, a code is on its way by
                  SMS.
                  {p.expiresInMinutes !== null ? ` It is valid for ${p.expiresInMinutes} minutes.` : ""}
                </p>
                <Field field="otp" label={`Code from the SMS (${OTP_LENGTH} digits)`} p={p}>
                  <InputGroup
                    {...aria("otp", p)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={OTP_LENGTH}
                    value={p.values.otp}
                    onChange={change("otp")}
                  />
                </Field>
              </>
            )}
            {p.step === "password" && (
              <>
                <p>Choose a new password of at least {PASSWORD_MIN_LENGTH} characters.</p>
                <Field field="password" label="New password" p={p}>
                  <InputGroup
                    {...aria("password", p)}
                    type="password"
                    maxLength={PASSWORD_MAX_LENGTH}
                    autoComplete="new-password"
                    value={p.values.password}
                    onChange={change("password")}
                  />
                </Field>
                <Field field="confirmPassword" label="New password again" p={p}>
                  <InputGroup
                    {...aria("confirmPassword", p)}
                    type="password"
                    maxLength={PASSWORD_MAX_LENGTH}
                    autoComplete="new-password"
                    value={p.values.confirmPassword}
                    onChange={change("confirmPassword")}
                  />
                </Field>
              </>
            )}
            {p.formError && (
              <Callout id="forgot-form-error" intent={Intent.DANGER} role="alert" className="forgot-password-error">
                {p.formError}
              </Callout>
            )}
            <div className="forgot-password-actions">
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={p.busy}
                text={p.step === "request" ? "Send code" : p.step === "code" ? "Verify code" : "Set password"}
              />
              {p.step !== "request" && <Button variant="minimal" disabled={p.busy} onClick={p.onResend} text="Send a new code" />}
              {p.step === "code" && <Button variant="minimal" disabled={p.busy} onClick={p.onChangeNumber} text="Change number" />}
            </div>
            <p className="forgot-password-exit">
              <Link href={p.exit.to}>{p.exit.label}</Link>
            </p>
          </form>
        )}
      </Card>
    </main>
  );
}

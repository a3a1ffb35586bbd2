// The sign-in form, presentational: plain props in, callbacks out. After a submit that ends
// with a field message (the client's checks, or the server's answer once it comes), focus
// moves to the first field with a message.
import { useEffect, useRef, type FormEvent } from "react";
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Intent } from "./firstLoad.ts";
import { Link } from "wouter";
import { ROLES } from "../codecs/role.ts";
import type { FieldErrors } from "../codecs/form.ts";
import type { LoginField, LoginValues } from "../machines/loginForm.machine.ts";

export interface LoginFormProps {
  values: LoginValues;
  fieldErrors: FieldErrors<LoginField>;
  formError: string | null;
  busy: boolean;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
}

const FIELDS: readonly LoginField[] = ["role", "mobile", "password"];
const inputId = (field: LoginField) => `login-${field}`;
const errorId = (field: LoginField) => `login-${field}-error`;

/** After a submit, once the form is no longer busy: focus the first field with a message. */
function useFocusFirstError(fieldErrors: FieldErrors<LoginField>, busy: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || busy) return;
    awaiting.current = false;
    const first = FIELDS.find((f) => fieldErrors[f]);
    if (first) form.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
  });
  return { form, submitted: () => { awaiting.current = true; } };
}

function FieldError({ field, message }: { field: LoginField; message?: string }) {
  return message ? <span id={errorId(field)} role="alert">{message}</span> : undefined;
}

export function LoginFormView({ values, fieldErrors, formError, busy, onChange, onSubmit }: LoginFormProps) {
  const focus = useFocusFirstError(fieldErrors, busy);
  const submit = (e: FormEvent) => { e.preventDefault(); focus.submitted(); onSubmit(); };
  const described = (field: LoginField) => (fieldErrors[field] ? errorId(field) : undefined);
  const intent = (field: LoginField) => (fieldErrors[field] ? Intent.DANGER : Intent.NONE);
  return (
    <form ref={focus.form} onSubmit={submit} noValidate aria-describedby={formError ? "login-form-error" : undefined}>
      <FormGroup label="Role" labelFor={inputId("role")} intent={intent("role")} helperText={<FieldError field="role" message={fieldErrors.role} />}>
        <HTMLSelect id={inputId("role")} fill value={values.role} options={[...ROLES]} aria-describedby={described("role")}
          onChange={(e) => onChange("role", e.currentTarget.value)} />
      </FormGroup>
      <FormGroup label="Mobile Number" labelFor={inputId("mobile")} intent={intent("mobile")} helperText={<FieldError field="mobile" message={fieldErrors.mobile} />}>
        <InputGroup id={inputId("mobile")} type="tel" inputMode="numeric" autoComplete="username" value={values.mobile} intent={intent("mobile")}
          aria-invalid={fieldErrors.mobile ? true : undefined} aria-describedby={described("mobile")} onValueChange={(v) => onChange("mobile", v)} />
      </FormGroup>
      <FormGroup label="Password" labelFor={inputId("password")} intent={intent("password")} helperText={<FieldError field="password" message={fieldErrors.password} />}>
        <InputGroup id={inputId("password")} type="password" autoComplete="current-password" value={values.password}
          aria-describedby={described("password")} onValueChange={(v) => onChange("password", v)} />
      </FormGroup>
      <p><Link href="/ForgetPassword">Forget Password</Link></p>
      {formError && (
        <Callout intent={Intent.DANGER} id="login-form-error" role="alert" style={{ marginBottom: 15 }}>{formError}</Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} fill loading={busy} text="Submit" />
    </form>
  );
}

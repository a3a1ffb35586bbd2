// The sign-in form, presentational: plain props in, callbacks out. After a submit that ends
// with a field message (the client's checks, or the server's answer once it comes), focus
// moves to the first field with a message, else to the form's message ("Invalid Credentials!"). Blueprint's form markup on plain elements (see
// firstLoad.tsx), so the first load carries none of Blueprint's components.
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { BP, Button, DangerCallout, Icon } from "./firstLoad.tsx";
import { cx } from "./styles.ts";
import "./LoginForm.css";
import { Link } from "wouter";
import { MOBILE_TEXT_MAX } from "../codecs/mobile.ts";
import { ROLES } from "../codecs/role.ts";
import { PASSWORD_MAX_LENGTH } from "../codecs/recovery.ts";
import type { FieldErrors } from "../codecs/form.ts";
import type { LoginField, LoginValues } from "../codecs/login.ts";
import { takeFocus } from "./signinCarry.ts";
import { errorId, FORM_ERROR_ID, focusAfterSubmit, inputId } from "./loginFields.ts";
import { useT } from "./i18n.tsx";

export interface LoginFormProps {
  values: LoginValues;
  fieldErrors: FieldErrors<LoginField>;
  formError: string | null;
  busy: boolean;
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
  /** Drawn at build time into /signin's HTML (decision 031): the fields take typing before the app
   * runs, and Submit waits for it (disabled, so Enter cannot send the form as a plain page request). */
  prerendered?: boolean;
}

/** After a submit, once the form is no longer busy: focus the first field with a message, else the
 * form's message (focusAfterSubmit). */
function useFocusFirstError(fieldErrors: FieldErrors<LoginField>, formError: string | null, busy: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || busy) return;
    awaiting.current = false;
    if (form.current) focusAfterSubmit(form.current, { fieldErrors, formError });
  });
  return {
    form,
    submitted: () => {
      awaiting.current = true;
    },
  };
}

function FieldError({ field, message }: { field: LoginField; message?: string }) {
  const t = useT();
  return message ? (
    <span id={errorId(field)} role="alert">
      {t(message)}
    </span>
  ) : undefined;
}

/** Blueprint's `<FormGroup>`: the label tied to the field, the field, then its message. */
function FormGroup({ field, label, message, children }: { field: LoginField; label: string; message?: string; children: ReactNode }) {
  return (
    <div className={cx(BP.FORM_GROUP, message && BP.INTENT_DANGER)}>
      <label className={BP.LABEL} htmlFor={inputId(field)}>
        {label}
      </label>
      <div className={BP.FORM_CONTENT}>
        {children}
        <div className={BP.FORM_HELPER_TEXT}>
          <FieldError field={field} message={message} />
        </div>
      </div>
    </div>
  );
}

export function LoginFormView({ values, fieldErrors, formError, busy, onChange, onSubmit, prerendered = false }: LoginFormProps) {
  const t = useT();
  const focus = useFocusFirstError(fieldErrors, formError, busy);
  // the field the person was in on /signin's drawn card, before the app ran (decision 031)
  useEffect(() => {
    const id = takeFocus();
    if (id) document.getElementById(id)?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    focus.submitted();
    onSubmit();
  };
  const described = (field: LoginField) => (fieldErrors[field] ? errorId(field) : undefined);
  return (
    <form ref={focus.form} onSubmit={submit} noValidate aria-describedby={formError ? FORM_ERROR_ID : undefined}>
      <FormGroup field="role" label={t("Role")} message={fieldErrors.role}>
        <div className={cx(BP.HTML_SELECT, BP.FILL)}>
          <select
            id={inputId("role")}
            value={values.role}
            aria-describedby={described("role")}
            onChange={(e) => onChange("role", e.currentTarget.value)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <Icon icon="double-caret-vertical" />
        </div>
      </FormGroup>
      <FormGroup field="mobile" label={t("Mobile Number")} message={fieldErrors.mobile}>
        <div className={cx(BP.INPUT_GROUP, fieldErrors.mobile && BP.INTENT_DANGER)}>
          <input
            id={inputId("mobile")}
            className={BP.INPUT}
            type="tel"
            inputMode="tel"
            autoComplete="username"
            maxLength={MOBILE_TEXT_MAX}
            value={values.mobile}
            aria-invalid={fieldErrors.mobile ? true : undefined}
            aria-describedby={described("mobile")}
            onChange={(e) => onChange("mobile", e.currentTarget.value)}
          />
        </div>
      </FormGroup>
      <FormGroup field="password" label={t("Password")} message={fieldErrors.password}>
        <div className={BP.INPUT_GROUP}>
          <input
            id={inputId("password")}
            className={BP.INPUT}
            type="password"
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="current-password"
            value={values.password}
            aria-describedby={described("password")}
            onChange={(e) => onChange("password", e.currentTarget.value)}
          />
        </div>
      </FormGroup>
      <p>
        <Link href="/ForgetPassword">{t("Forget Password")}</Link>
      </p>
      {formError && (
        <DangerCallout id={FORM_ERROR_ID} className="login-form-error">
          {t(formError)}
        </DangerCallout>
      )}
      <Button type="submit" primary fill loading={busy} disabled={prerendered} text={t("Submit")} />
    </form>
  );
}

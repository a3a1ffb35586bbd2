// The sign-in form's fields, values and the edits it takes: plain types the login form flow
// (src/machines/loginForm.machine.ts) and the views that draw it (the React form, the drawn card)
// share, so that no view needs the machine's module.

export type LoginField = "role" | "mobile" | "password";

export interface LoginValues {
  role: string;
  mobile: string;
  password: string;
}

/** What the form sends its flow: a field's new value, or the submit. */
export type LoginFormEvent = { type: "form.changed"; field: LoginField; value: string } | { type: "form.submitted" };

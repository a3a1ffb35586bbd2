// The sign-in form's fields and the ids its markup gives them and their messages: one list for the
// React form (LoginForm.tsx, LoginPage.tsx), what the drawn card carries over (signinCarry.ts) and
// the drawn card's controller (src/signin/drawnCard.ts).
import type { FieldErrors } from "../codecs/form.ts";
import type { ActorRef, Snapshot } from "xstate";
import type { LoginField, LoginFormEvent, LoginValues } from "../codecs/login.ts";

export const LOGIN_FIELDS: readonly LoginField[] = ["role", "mobile", "password"];
export const inputId = (field: LoginField) => `login-${field}`;
export const errorId = (field: LoginField) => `login-${field}-error`;
/** The form's own message (the server's answer), a callout above Submit. */
export const FORM_ERROR_ID = "login-form-error";
/** Why the server ended the last session, a callout under the heading. */
export const NOTICE_ID = "login-notice";
/** The `<template>` beside /signin's drawn card: the card with every message and Submit busy, whose
 * parts the card's controller takes (src/views/signinPrerender.tsx, src/signin/drawnCard.ts). */
export const PARTS_ID = "login-parts";

/** The `<template>` in /signin's head holding the app part's modulepreloads (scripts/clientBuild/html.ts),
 * added by the drawn card once the person starts on the form. */
export const APP_PART_PRELOADS = "app-part-preloads";

/** What the form shows of the login form flow's state: the same for React's form and the drawn card. */
export interface LoginFormShown {
  values: LoginValues;
  fieldErrors: FieldErrors<LoginField>;
  formError: string | null;
  busy: boolean;
}

/** What the form reads of the login form flow's snapshot. */
export interface LoginFormSnapshot {
  context: { values: LoginValues; fieldErrors: FieldErrors<LoginField>; formError: string | null };
  status: string;
  hasTag(tag: "busy"): boolean;
}

/** The login form flow (the session's child) as the page drives it: its snapshot and the form's events. */
export type LoginFormFlow = ActorRef<Snapshot<unknown> & LoginFormSnapshot, LoginFormEvent>;

/** The login form flow's snapshot as the form shows it: busy while it signs in, and once signed in. */
export function loginFormShown(snap: LoginFormSnapshot): LoginFormShown {
  const { values, fieldErrors, formError } = snap.context;
  return { values, fieldErrors, formError, busy: snap.hasTag("busy") || snap.status === "done" };
}

/** After a submit, once the form is no longer busy: the first field with a message takes the focus,
 * else the form's own message ("Invalid Credentials!", a role=alert callout, decision 102), so the
 * person hears why and is where they left off rather than on the page's body. */
export function focusAfterSubmit(root: ParentNode, shown: Pick<LoginFormShown, "fieldErrors" | "formError">): void {
  const first = LOGIN_FIELDS.find((f) => shown.fieldErrors[f]);
  if (first) {
    root.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
    return;
  }
  const message = shown.formError === null ? null : root.querySelector<HTMLElement>(`#${FORM_ERROR_ID}`);
  if (!message) return;
  message.tabIndex = -1;
  message.focus({ preventScroll: true });
}

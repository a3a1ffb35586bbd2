// The sign-in form: editing -> validating -> submitting -> succeeded | failed.
// Client rules come from the LoginForm codec; server errors land where spec section 8 says:
// an unknown mobile number on the phone field, everything else under the form.
import { assign, fromPromise, setup } from "xstate";
import { isLeft } from "fp-ts/Either";
import { LoginForm, UNKNOWN_USER, ACCOUNT_OFF, INVALID_CREDENTIALS, LoginErrorCode } from "../codecs/auth.ts";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import type { Role } from "../codecs/role.ts";
import type { SessionUser } from "../codecs/session.ts";
import { editField } from "./formEdit.ts";

import type { LoginField, LoginFormEvent, LoginValues } from "../codecs/login.ts";

export type { LoginField, LoginFormEvent, LoginValues };

export interface LoginFormContext {
  values: LoginValues;
  fieldErrors: FieldErrors<LoginField>;
  /** A message shown under the form (wrong password, network, rate limit). */
  formError: string | null;
  /** The decoded form last sent to the server. */
  submitted: LoginForm | null;
  user: SessionUser | null;
}

/** Where a failed sign-in's message goes. */
export function placeFailure(error: unknown): Pick<LoginFormContext, "fieldErrors" | "formError"> {
  if (!ApiFailure.is(error)) return { fieldErrors: {}, formError: UNEXPECTED_ANSWER };
  if (error.kind === "http" && error.code === LoginErrorCode.unknownUser) return { fieldErrors: { mobile: UNKNOWN_USER }, formError: null };
  if (error.kind === "http" && error.code === LoginErrorCode.invalidCredentials) return { fieldErrors: {}, formError: INVALID_CREDENTIALS };
  if (error.kind === "http" && error.code === LoginErrorCode.accountOff) return { fieldErrors: {}, formError: ACCOUNT_OFF };
  if (error.kind === "http" && (error.field === "mobile" || error.field === "role" || error.field === "password"))
    return { fieldErrors: { [error.field]: error.message }, formError: null };
  return { fieldErrors: {}, formError: error.message };
}

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as { role: Role },
    output: {} as { user: SessionUser },
  },
  actors: {
    login: fromPromise<SessionUser, LoginForm>(() => Promise.reject(new Error("login actor not provided"))),
  },
  actions: {
    setValue: assign(({ context, event }) =>
      event.type === "form.changed" ? editField<LoginField, LoginValues>(context, event.field, event.value) : {},
    ),
    validate: assign(({ context }) => {
      const r = decodeForm(LoginForm, context.values);
      return isLeft(r)
        ? { fieldErrors: r.left as FieldErrors<LoginField>, formError: null, submitted: null }
        : { fieldErrors: {}, formError: null, submitted: r.right as LoginForm };
    }),
    placeFailure: assign(({ event }) => placeFailure("error" in event ? event.error : undefined)),
  },
  guards: {
    isValid: ({ context }) => context.submitted !== null,
  },
}).createMachine({
  id: "loginForm",
  initial: "editing",
  context: ({ input }) => ({
    values: { role: input.role, mobile: "", password: "" },
    fieldErrors: {},
    formError: null,
    submitted: null,
    user: null,
  }),
  states: {
    editing: {
      on: {
        "form.changed": { actions: "setValue" },
        "form.submitted": "validating",
      },
    },
    validating: {
      entry: "validate",
      always: [{ guard: "isValid", target: "submitting" }, { target: "editing" }],
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => context.submitted!,
        onDone: { target: "succeeded", actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: "failed", actions: "placeFailure" },
      },
    },
    failed: {
      on: {
        "form.changed": { target: "editing", actions: "setValue" },
        "form.submitted": "validating",
      },
    },
    succeeded: { type: "final" },
  },
  output: ({ context }) => ({ user: context.user! }),
});

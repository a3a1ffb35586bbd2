// Forgot password (/ForgetPassword, /forgot; docs/decisions/015-account-recovery.md):
//   request (role, mobile) -> requesting -> code (the SMS code) -> verifying -> password (typed
//   twice) -> saving -> done.
// Each step checks its fields with the shared codecs first; the server's refusal lands on the
// field it names ('Invalid OTP' on the code) or under the form. A new code can be asked for from
// the code and password steps; "Change number" goes back to the first step keeping what was typed.
// The code, the passwords and the reset token are secrets: their keys (otp, password,
// confirmPassword, resetToken) are redacted from the event log (src/store/redact.ts).
import { assign, fromPromise, setup } from "xstate";
import { isLeft } from "fp-ts/Either";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import {
  newPasswordErrors,
  OtpRequestForm,
  OtpVerifyForm,
  RecoveryErrorCode,
  type OtpRequestResponse,
  type OtpVerifyResponse,
  type PasswordResetForm,
} from "../codecs/recovery.ts";
import type { Role } from "../codecs/role.ts";
import { editField } from "./formEdit.ts";

export type ForgotField = "role" | "mobile" | "otp" | "password" | "confirmPassword";
export interface ForgotValues {
  role: string;
  mobile: string;
  otp: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotContext {
  values: ForgotValues;
  fieldErrors: FieldErrors<ForgotField>;
  /** A message under the form (network, rate limit, SMS failure, an expired reset). */
  formError: string | null;
  /** The code's lifetime as the server gave it. */
  expiresInMinutes: number | null;
  resetToken: string | null;
  /** Whether the code was sent again at the person's request (the page says so). */
  resent: boolean;
}

export type ForgotEvent =
  | { type: "form.changed"; field: ForgotField; value: string }
  | { type: "form.submitted" }
  | { type: "forgot.resend" }
  | { type: "forgot.changeNumber" };

const FIELDS_OF = {
  request: ["role", "mobile"],
  code: ["otp"],
  password: ["password", "confirmPassword"],
} as const;

/** Where a refusal's message goes: a field the step has, or under the form. */
export function placeForgotFailure(error: unknown, step: keyof typeof FIELDS_OF): Pick<ForgotContext, "fieldErrors" | "formError"> {
  if (!ApiFailure.is(error)) return { fieldErrors: {}, formError: UNEXPECTED_ANSWER };
  if (error.kind === "http" && error.field !== undefined && (FIELDS_OF[step] as readonly string[]).includes(error.field)) {
    return { fieldErrors: { [error.field]: error.message }, formError: null };
  }
  return { fieldErrors: {}, formError: error.message };
}

const errorsOf = (r: ReturnType<typeof decodeForm>): FieldErrors<ForgotField> => (isLeft(r) ? (r.left as FieldErrors<ForgotField>) : {});

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotContext,
    events: {} as ForgotEvent,
    input: {} as { role: Role; mobile: string },
  },
  actors: {
    requestCode: fromPromise<OtpRequestResponse, OtpRequestForm>(() => Promise.reject(new Error("requestCode actor not provided"))),
    verifyCode: fromPromise<OtpVerifyResponse, OtpVerifyForm>(() => Promise.reject(new Error("verifyCode actor not provided"))),
    setPassword: fromPromise<void, PasswordResetForm>(() => Promise.reject(new Error("setPassword actor not provided"))),
  },
  actions: {
    setValue: assign(({ context, event }) =>
      event.type === "form.changed" ? editField<ForgotField, ForgotValues>(context, event.field, event.value) : {},
    ),
    checkRequest: assign(({ context }) => ({ fieldErrors: errorsOf(decodeForm(OtpRequestForm, context.values)), formError: null })),
    checkCode: assign(({ context }) => ({ fieldErrors: errorsOf(decodeForm(OtpVerifyForm, context.values)), formError: null })),
    checkPassword: assign(({ context }) => ({ fieldErrors: newPasswordErrors(context.values), formError: null })),
    clearMessages: assign({ fieldErrors: {}, formError: null }),
  },
  guards: {
    noFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length === 0,
    resetExpired: ({ event }) =>
      "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.code === RecoveryErrorCode.resetExpired,
  },
}).createMachine({
  id: "forgotPassword",
  initial: "request",
  context: ({ input }) => ({
    values: { role: input.role, mobile: input.mobile, otp: "", password: "", confirmPassword: "" },
    fieldErrors: {},
    formError: null,
    expiresInMinutes: null,
    resetToken: null,
    resent: false,
  }),
  states: {
    request: {
      on: {
        "form.changed": { actions: "setValue" },
        "form.submitted": { target: "checkingRequest" },
      },
    },
    checkingRequest: {
      entry: "checkRequest",
      always: [{ guard: "noFieldErrors", target: "requesting" }, { target: "request" }],
    },
    requesting: {
      tags: ["busy"],
      invoke: {
        id: "requestCode",
        src: "requestCode",
        input: ({ context }) => ({ role: context.values.role as Role, mobile: context.values.mobile.trim() }),
        onDone: {
          target: "code",
          actions: assign(({ context, event }) => ({
            expiresInMinutes: event.output.expiresInMinutes,
            values: { ...context.values, otp: "" },
            fieldErrors: {},
            formError: null,
            resetToken: null,
          })),
        },
        onError: { target: "request", actions: assign(({ event }) => placeForgotFailure(event.error, "request")) },
      },
    },
    code: {
      on: {
        "form.changed": { actions: "setValue" },
        "form.submitted": { target: "checkingCode" },
        "forgot.resend": { target: "requesting", actions: assign({ resent: true }) },
        "forgot.changeNumber": { target: "request", actions: ["clearMessages", assign({ resent: false })] },
      },
    },
    checkingCode: {
      entry: "checkCode",
      always: [{ guard: "noFieldErrors", target: "verifying" }, { target: "code" }],
    },
    verifying: {
      tags: ["busy"],
      invoke: {
        id: "verifyCode",
        src: "verifyCode",
        input: ({ context }) => ({ role: context.values.role as Role, mobile: context.values.mobile.trim(), otp: context.values.otp.trim() }),
        onDone: { target: "password", actions: assign(({ event }) => ({ resetToken: event.output.resetToken, fieldErrors: {}, formError: null })) },
        onError: { target: "code", actions: assign(({ event }) => placeForgotFailure(event.error, "code")) },
      },
    },
    password: {
      on: {
        "form.changed": { actions: "setValue" },
        "form.submitted": { target: "checkingPassword" },
        "forgot.resend": { target: "requesting", actions: assign({ resent: true }) },
      },
    },
    checkingPassword: {
      entry: "checkPassword",
      always: [{ guard: "noFieldErrors", target: "saving" }, { target: "password" }],
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "setPassword",
        src: "setPassword",
        input: ({ context }) => ({ resetToken: context.resetToken ?? "", password: context.values.password }),
        onDone: {
          target: "done",
          actions: assign(({ context }) => ({ resetToken: null, values: { ...context.values, otp: "", password: "", confirmPassword: "" } })),
        },
        onError: [
          // the reset lived ten minutes: a new code is needed (the typed password stays)
          {
            guard: "resetExpired",
            target: "code",
            actions: [
              assign(({ event }) => placeForgotFailure(event.error, "password")),
              assign(({ context }) => ({ resetToken: null, values: { ...context.values, otp: "" } })),
            ],
          },
          { target: "password", actions: assign(({ event }) => placeForgotFailure(event.error, "password")) },
        ],
      },
    },
    done: { type: "final" },
  },
});

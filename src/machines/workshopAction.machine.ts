// An action on Workshop Details (decisions 023, 024): the person picks one of the actions
// `allowedEvents` offers them; a dialog says where it moves the workshop and asks for what the
// event carries (a reason, the payment, an optional invoice number); what is typed is checked by
// the lifecycle's own checks (`carriedProblems`: every message at once, each at its field, as every
// form of the app does) before it is sent; the transition is queued through
// the outbox (`sendTransition`, bound by src/features/workshops.ts: optimistic change of the cached
// list, idempotent, offline-safe) and waited for while online. A refusal (a 409 because the page
// was stale, a rule the server holds) keeps the dialog open with every typed value and the
// server's words; the page reloads the workshop when a transition settles (`sent`, `refused`).
// A paid amount above the workshop's own amount passes the checks but is confirmed first
// (`confirmingAmount`, decision 108): Record it, or go back to the dialog to change it.
import { and, assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import type { FieldErrors } from "../codecs/form.ts";
import { editField, placeFailure } from "./formEdit.ts";
import { decisionDialogStates } from "./decisionDialog.ts";
import {
  amountToConfirm,
  carriedProblems,
  emptyActionValues,
  eventOf,
  transitionParams,
  type ActionValues,
  type CarriedField,
  type EventCheck,
  type LifecycleEventType,
  type LifecycleFacts,
  type TransitionParams,
} from "../codecs/workshopLifecycle.ts";

/** An action as offered (an ok entry of `allowedEvents`). */
export interface ChosenAction {
  type: LifecycleEventType;
  label: string;
  to: string;
  needs: readonly EventCheck[];
}
export type ActionField = keyof ActionValues;

export interface WorkshopActionContext {
  id: number;
  /** The version and facts of the workshop as the page shows it (updated when it reloads). */
  version: number;
  facts: LifecycleFacts;
  choice: ChosenAction | null;
  values: ActionValues;
  /** Each field's message (the reason, each field of the payment). */
  fieldErrors: FieldErrors<CarriedField>;
  formError: string | null;
  /** The paid amount the person confirmed above the workshop's own (decision 115), sent with it; null: none asked. */
  confirmedAmount: number | null;
}

export type WorkshopActionEvent =
  | { type: "action.chosen"; action: ChosenAction }
  | { type: "action.changed"; field: ActionField; value: string }
  | { type: "action.confirmed" }
  | { type: "action.cancelled" }
  | { type: "action.refreshed"; version: number; facts: LifecycleFacts }
  | { type: "notice.dismissed" }
  /** The paid amount above the workshop's own is meant: record it (decision 108). */
  | { type: "action.amountConfirmed" }
  /** Not meant: back to the dialog, what was typed kept, to change it. */
  | { type: "action.amountRevised" };

export interface WorkshopActionInput {
  id: number;
  version: number;
  facts: LifecycleFacts;
}

const NOBODY = { role: null, superAdmin: false } as const;
const CARRIED_FIELDS: readonly string[] = ["reason", "paymentDate", "documentNumber", "paidAmount", "remark"] satisfies CarriedField[];
const isCarriedField = (f: string): f is CarriedField => CARRIED_FIELDS.includes(f);
const paramsOf = (c: WorkshopActionContext): TransitionParams => transitionParams(c.id, c.version, c.choice!.type, c.values, c.confirmedAmount);

/** The payment's amount and the workshop's own when the one typed is above it (decision 108), else null. */
export const paymentToConfirm = (c: WorkshopActionContext): { paid: number; amount: number } | null => {
  const payment = c.choice ? paramsOf(c).payment : undefined;
  return payment ? amountToConfirm(c.facts, payment.paidAmount) : null;
};

const dialog = decisionDialogStates(
  { prefix: "action", edit: "action.changed", editAction: "setValue" },
  "sendTransition",
  ({ context }: { context: WorkshopActionContext }) => ({ params: paramsOf(context), to: context.choice!.to }),
);

export const workshopActionMachine = setup({
  types: {
    context: {} as WorkshopActionContext,
    events: {} as WorkshopActionEvent,
    input: {} as WorkshopActionInput,
  },
  actors: {
    sendTransition: fromPromise<WriteOutcome, { params: TransitionParams; to: string }>(() =>
      Promise.reject(new Error("sendTransition actor not provided")),
    ),
  },
  actions: {
    choose: assign(({ event }) =>
      event.type === "action.chosen"
        ? { choice: event.action, values: emptyActionValues(), fieldErrors: {}, formError: null, confirmedAmount: null }
        : {},
    ),
    // the field typed in loses its message (the person is fixing it); the others and the one at the top stay
    setValue: assign(({ context, event }) =>
      event.type === "action.changed"
        ? {
            ...editField<ActionField, ActionValues>(context, event.field, event.value),
            formError: context.formError,
          }
        : {},
    ),
    refresh: assign(({ event }) => (event.type === "action.refreshed" ? { version: event.version, facts: event.facts } : {})),
    // every message at once, each at its field
    validate: assign(({ context }) => {
      const problems = carriedProblems(context.facts, eventOf(paramsOf(context), NOBODY));
      const fieldErrors: FieldErrors<CarriedField> = {};
      for (const p of problems) if (p.field) fieldErrors[p.field] ??= p.message;
      // a confirmation is of the amount asked about, once: sent again, it is asked again
      return { fieldErrors, formError: problems.find((p) => !p.field)?.message ?? null, confirmedAmount: null };
    }),
    // the person means the amount asked about: it goes with the payment, for the server (decision 115)
    confirmAmount: assign(({ context }) => ({ confirmedAmount: paymentToConfirm(context)?.paid ?? null })),
    sendFailed: assign(({ event }) => placeFailure<CarriedField>("error" in event ? event.error : undefined, isCarriedField)),
    clear: assign({ choice: null, values: emptyActionValues(), fieldErrors: {}, formError: null, confirmedAmount: null }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.fieldErrors).length === 0 && context.formError === null,
    aboveAmount: ({ context }) => paymentToConfirm(context) !== null,
    queued: (_, outcome: WriteOutcome) => outcome.status === "pending",
  },
}).createMachine({
  id: "workshopAction",
  context: ({ input }) => ({
    id: input.id,
    version: input.version,
    facts: input.facts,
    choice: null,
    values: emptyActionValues(),
    fieldErrors: {},
    formError: null,
    confirmedAmount: null,
  }),
  on: { "action.refreshed": { actions: "refresh" } },
  initial: dialog.initial,
  states: {
    ...dialog.states,
    validating: {
      entry: "validate",
      always: [{ guard: and(["isValid", "aboveAmount"]), target: "confirmingAmount" }, ...dialog.states.validating.always],
    },
    /** A paid amount above the workshop's own (decision 108): the question names both; Record it, or change it. */
    confirmingAmount: {
      on: {
        "action.amountConfirmed": { target: "sending", actions: "confirmAmount" },
        "action.amountRevised": "asking",
        "action.cancelled": { target: "idle", actions: "clear" },
      },
    },
  },
});

// An action on Workshop Details (decisions 023, 024): the person picks one of the actions
// `allowedEvents` offers them; a dialog says where it moves the workshop and asks for what the
// event carries (a reason, the payment, an optional invoice number); what is typed is checked by
// the lifecycle's own checks (`carriedRefusal`) before it is sent; the transition is queued through
// the outbox (`sendTransition`, bound by src/features/workshops.ts: optimistic change of the cached
// list, idempotent, offline-safe) and waited for while online. A refusal (a 409 because the page
// was stale, a rule the server holds) keeps the dialog open with every typed value and the
// server's words; the page reloads the workshop when a transition settles (`sent`, `refused`).
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import { placeFailure } from "./formEdit.ts";
import { decisionDialogStates } from "./decisionDialog.ts";
import {
  carriedRefusal,
  emptyActionValues,
  eventOf,
  transitionParams,
  type ActionValues,
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
  fieldErrors: Partial<Record<"reason" | "payment", string>>;
  formError: string | null;
}

export type WorkshopActionEvent =
  | { type: "action.chosen"; action: ChosenAction }
  | { type: "action.changed"; field: ActionField; value: string }
  | { type: "action.confirmed" }
  | { type: "action.cancelled" }
  | { type: "action.refreshed"; version: number; facts: LifecycleFacts }
  | { type: "notice.dismissed" };

export interface WorkshopActionInput {
  id: number;
  version: number;
  facts: LifecycleFacts;
}

const NOBODY = { role: null, superAdmin: false } as const;
const paramsOf = (c: WorkshopActionContext): TransitionParams => transitionParams(c.id, c.version, c.choice!.type, c.values);

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
      event.type === "action.chosen" ? { choice: event.action, values: emptyActionValues(), fieldErrors: {}, formError: null } : {},
    ),
    setValue: assign(({ context, event }) =>
      event.type === "action.changed"
        ? { values: { ...context.values, [event.field]: event.value }, fieldErrors: {}, formError: context.formError }
        : {},
    ),
    refresh: assign(({ event }) => (event.type === "action.refreshed" ? { version: event.version, facts: event.facts } : {})),
    validate: assign(({ context }) => {
      const bad = carriedRefusal(context.facts, eventOf(paramsOf(context), NOBODY));
      return { fieldErrors: bad ? { [bad.field]: bad.message } : {}, formError: null };
    }),
    sendFailed: assign(({ event }) => placeFailure("error" in event ? event.error : undefined, (f) => f === "reason" || f === "payment")),
    clear: assign({ choice: null, values: emptyActionValues(), fieldErrors: {}, formError: null }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.fieldErrors).length === 0,
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
  }),
  on: { "action.refreshed": { actions: "refresh" } },
  ...decisionDialogStates(
    { prefix: "action", edit: "action.changed", editAction: "setValue" },
    "sendTransition",
    ({ context }: { context: WorkshopActionContext }) => ({ params: paramsOf(context), to: context.choice!.to }),
  ),
});

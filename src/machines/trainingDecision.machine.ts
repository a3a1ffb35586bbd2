// The AMMD's decision on a training (/listTTCApprovalAMMD; decision 034): Approve or Reject on a
// row opens a dialog (a consequential step on a phone is never one tap) that says where the
// training goes and, for Reject, asks for the reason (3 to 255 characters, the table's own check,
// `trainingCarriedRefusal`, before it is queued); the move is queued through the outbox
// (`sendDecision`, bound by src/features/trainingApproval.ts: the AMMD's cached list drops the row
// at once, rolled back if refused) and waited for while online. A refusal (a 409 for a stale page,
// a 404, a rule) keeps the dialog with what was typed and the server's words; the page reloads the
// list when a decision settles.
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import { placeFailure } from "./formEdit.ts";
import { decisionDialogStates } from "./decisionDialog.ts";
import {
  trainingCarriedRefusal,
  trainingEventOf,
  trainingTransitionParams,
  type TrainingEventType,
  type TrainingTransitionParams,
} from "../codecs/trainingApproval.ts";

/** The decision asked for: the training as the page shows it and the move. */
export interface ChosenDecision {
  id: number;
  version: number;
  name: string;
  type: TrainingEventType;
  label: string;
  to: string;
}

export interface TrainingDecisionContext {
  choice: ChosenDecision | null;
  reason: string;
  fieldErrors: Partial<Record<"reason", string>>;
  formError: string | null;
  /** The last decision that went through (the notice names it). */
  done: ChosenDecision | null;
}

export type TrainingDecisionEvent =
  | { type: "decision.chosen"; decision: ChosenDecision }
  | { type: "decision.reason"; value: string }
  | { type: "decision.confirmed" }
  | { type: "decision.cancelled" }
  | { type: "notice.dismissed" };

const NOBODY = { role: null } as const;
const paramsOf = (c: TrainingDecisionContext): TrainingTransitionParams =>
  trainingTransitionParams(c.choice!.id, c.choice!.version, c.choice!.type, c.reason);

export const trainingDecisionMachine = setup({
  types: { context: {} as TrainingDecisionContext, events: {} as TrainingDecisionEvent },
  actors: {
    sendDecision: fromPromise<WriteOutcome, { params: TrainingTransitionParams; to: string }>(() =>
      Promise.reject(new Error("sendDecision actor not provided")),
    ),
  },
  actions: {
    choose: assign(({ event }) => (event.type === "decision.chosen" ? { choice: event.decision, reason: "", fieldErrors: {}, formError: null } : {})),
    setReason: assign(({ context, event }) =>
      event.type === "decision.reason" ? { reason: event.value, fieldErrors: {}, formError: context.formError } : {},
    ),
    validate: assign(({ context }) => {
      const bad = trainingCarriedRefusal(trainingEventOf(paramsOf(context), NOBODY));
      return { fieldErrors: bad ? { reason: bad } : {}, formError: null };
    }),
    sendFailed: assign(({ event }) => placeFailure("error" in event ? event.error : undefined, (f) => f === "reason")),
    settle: assign(({ context }) => ({ done: context.choice, choice: null, reason: "", fieldErrors: {}, formError: null })),
    clear: assign({ choice: null, reason: "", fieldErrors: {}, formError: null, done: null }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.fieldErrors).length === 0,
    queued: (_, outcome: WriteOutcome) => outcome.status === "pending",
  },
}).createMachine({
  id: "trainingDecision",
  context: { choice: null, reason: "", fieldErrors: {}, formError: null, done: null },
  ...decisionDialogStates(
    { prefix: "decision", edit: "decision.reason", editAction: "setReason", settle: "settle" },
    "sendDecision",
    ({ context }: { context: TrainingDecisionContext }) => ({ params: paramsOf(context), to: context.choice!.to }),
  ),
});

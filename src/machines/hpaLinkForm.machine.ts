// Adding an HPA nobody works with yet by its mobile number (/addFCPHPA; decisions 041, 043), on the
// shared form chart (./formFlow.ts): editing -> validating -> saving -> saved (a notice; "Add another" starts
// again). An empty or wrong Save puts the message at the field (the view sums it up) and keeps what
// was typed; a refusal (no free HPA with that number: 404; already the FCP's: 409) does the same.
// Leaving with a typed number asks first (leaving -> left). `linkHpa` (which queues the write in the
// outbox and waits for the server's answer while online) is provided by src/features/hpas.ts.
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import type { FieldErrors } from "../codecs/form.ts";
import { HpaLinkForm, type HpaLinkValues } from "../codecs/hpa.ts";
import { msg } from "../codecs/i18n.ts";
import { formActions, formStates, isValid, type Notice, noticeOf, savedState } from "./formFlow.ts";

export const HPA_LINKED = msg("HPA Added Successfully!!");
export const HPA_LINK_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");

type LinkKey = keyof HpaLinkValues;

export interface HpaLinkFormContext {
  values: HpaLinkValues;
  fieldErrors: FieldErrors<LinkKey>;
  formError: string | null;
  submitted: HpaLinkValues | null;
  notice: Notice | null;
}

export type HpaLinkFormEvent =
  | { type: "form.changed"; field: LinkKey; value: string }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" };

const empty = (): HpaLinkValues => ({ mobile__c: "" });
const form = formActions<LinkKey, HpaLinkValues, typeof HpaLinkForm>(HpaLinkForm, (f) => f === "mobile__c");

export const hpaLinkFormMachine = setup({
  types: { context: {} as HpaLinkFormContext, events: {} as HpaLinkFormEvent },
  actors: {
    linkHpa: fromPromise<WriteOutcome, { values: HpaLinkValues }>(() => Promise.reject(new Error("linkHpa actor not provided"))),
  },
  actions: {
    setValue: assign((a) => form.setValue(a)),
    validate: assign((a) => form.validate(a)),
    saved: assign((_, r: WriteOutcome) => ({ notice: noticeOf(r.status, HPA_LINKED, HPA_LINK_QUEUED) })),
    saveFailed: assign((a) => form.saveFailed(a)),
    reset: assign({ values: empty, fieldErrors: {}, formError: null, submitted: null, notice: null }),
  },
  guards: {
    isValid,
    /** Leaving asks first once a number is typed. */
    leave: ({ context }) => context.values.mobile__c.trim() !== "",
  },
}).createMachine({
  id: "hpaLinkForm",
  initial: "editing",
  context: { values: empty(), fieldErrors: {}, formError: null, submitted: null, notice: null },
  states: {
    ...formStates({
      save: "linkHpa",
      input: ({ context }: { context: HpaLinkFormContext }) => ({ values: context.submitted! }),
      done: "saved",
    }),
    /** Added (or kept on this device): the page says so and offers another. */
    saved: savedState,
  },
});

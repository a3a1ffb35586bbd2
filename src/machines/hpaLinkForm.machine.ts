// Adding an HPA nobody works with yet by its mobile number (/addFCPHPA; decisions 041, 043), to the
// outlet form's standard: editing -> validating -> saving -> saved (a notice; "Add another" starts
// again). An empty or wrong Save puts the message at the field (the view sums it up) and keeps what
// was typed; a refusal (no free HPA with that number: 404; already the FCP's: 409) does the same.
// Leaving with a typed number asks first (leaving -> left). `linkHpa` (which queues the write in the
// outbox and waits for the server's answer while online) is provided by src/features/hpas.ts.
import { assign, fromPromise, setup } from "xstate";
import { isLeft } from "fp-ts/Either";
import type { WriteOutcome } from "../codecs/contract.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import { HpaLinkForm, type HpaLinkValues } from "../codecs/hpa.ts";
import { editField, placeFailure } from "./formEdit.ts";

export const HPA_LINKED = "HPA Added Successfully!!";
export const HPA_LINK_QUEUED = "Saved on this device. It will be sent when the connection is back.";

type LinkKey = keyof HpaLinkValues;

export interface HpaLinkFormContext {
  values: HpaLinkValues;
  fieldErrors: FieldErrors<LinkKey>;
  formError: string | null;
  submitted: HpaLinkValues | null;
  notice: { message: string; intent: "success" | "warning" } | null;
}

export type HpaLinkFormEvent =
  | { type: "form.changed"; field: LinkKey; value: string }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" };

const empty = (): HpaLinkValues => ({ mobile__c: "" });

export const hpaLinkFormMachine = setup({
  types: { context: {} as HpaLinkFormContext, events: {} as HpaLinkFormEvent },
  actors: {
    linkHpa: fromPromise<WriteOutcome, { values: HpaLinkValues }>(() => Promise.reject(new Error("linkHpa actor not provided"))),
  },
  actions: {
    setValue: assign(({ context, event }) => (event.type === "form.changed" ? editField(context, event.field, event.value) : {})),
    validate: assign(({ context }) => {
      const r = decodeForm(HpaLinkForm, context.values);
      return isLeft(r)
        ? { fieldErrors: r.left as FieldErrors<LinkKey>, formError: null, submitted: null }
        : { fieldErrors: {}, formError: null, submitted: r.right };
    }),
    saved: assign((_, r: WriteOutcome) => ({
      notice: r.status === "pending" ? { message: HPA_LINK_QUEUED, intent: "warning" as const } : { message: HPA_LINKED, intent: "success" as const },
    })),
    saveFailed: assign(({ event }) => placeFailure<LinkKey>("error" in event ? event.error : undefined, (f) => f === "mobile__c")),
    reset: assign({ values: empty, fieldErrors: {}, formError: null, submitted: null, notice: null }),
  },
  guards: {
    isValid: ({ context }) => context.submitted !== null,
    typed: ({ context }) => context.values.mobile__c.trim() !== "",
  },
}).createMachine({
  id: "hpaLinkForm",
  initial: "editing",
  context: { values: empty(), fieldErrors: {}, formError: null, submitted: null, notice: null },
  states: {
    editing: {
      on: {
        "form.changed": { actions: "setValue" },
        "form.saved": "validating",
        "form.leave": [{ guard: "typed", target: "leaving" }, { target: "left" }],
      },
    },
    validating: {
      entry: "validate",
      always: [{ guard: "isValid", target: "saving" }, { target: "editing" }],
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "linkHpa",
        src: "linkHpa",
        input: ({ context }) => ({ values: context.submitted! }),
        onDone: { target: "saved", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: "saveFailed" },
      },
    },
    /** Added (or kept on this device): the page says so and offers another. */
    saved: {
      on: { "form.again": { target: "editing", actions: "reset" }, "form.leave": "left" },
    },
    /** "Discard this number?": what was typed stays until the person says so. */
    leaving: { on: { "leave.confirmed": "left", "leave.cancelled": "editing" } },
    left: { type: "final" },
  },
});

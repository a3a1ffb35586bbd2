// The new-HPA form (/addNewHPA; decision 041), to the outlet form's standard: editing ->
// validating -> saving -> saved (a notice; "Add another" starts a new one). An empty or wrong Save
// puts each message at its field (the view sums them up) and keeps every typed value; a refused
// save (a taken mobile: 409 at the field) does the same. Leaving with typed values asks first
// (leaving -> left). `saveHpa` (which queues the write in the outbox and waits for the server's
// answer while online) is provided by src/features/hpas.ts. What is typed is kept as a draft
// (decision 038, key `hpa:new`): opened again with a draft, the form starts from it ("Draft
// restored", with Discard back to an empty form); saving or discarding it forgets the draft.
import { assign, fromPromise, raise, setup } from "xstate";
import { isLeft } from "fp-ts/Either";
import type { WriteOutcome } from "../codecs/contract.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import { emptyHpaValues, HpaForm, type HpaFieldKey, type HpaValues } from "../codecs/hpa.ts";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent, KEEP_VALUES, restoring } from "./draft.ts";
import { editField, placeFailure } from "./formEdit.ts";

export const HPA_ADDED = "HPA Added Successfully!!";
export const HPA_QUEUED = "Saved on this device. It will be sent when the connection is back.";

export interface HpaFormContext {
  values: HpaValues;
  fieldErrors: FieldErrors<HpaFieldKey>;
  formError: string | null;
  submitted: HpaValues | null;
  /** What the last save said: added, or kept on this device. */
  notice: { message: string; intent: "success" | "warning" } | null;
  /** The draft the form was opened with (decision 038), and where it is kept. */
  draft: HpaValues | null;
  draftKey: string;
}

export interface HpaFormInput {
  draft?: HpaValues | null;
}

export type HpaFormEvent =
  | { type: "form.changed"; field: HpaFieldKey; value: string }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" }
  | DraftEvent;

const typed = (v: HpaValues) => Object.values(v).some((x) => x.trim() !== "");

export const hpaFormMachine = setup({
  types: { context: {} as HpaFormContext, events: {} as HpaFormEvent, input: {} as HpaFormInput },
  actors: {
    saveHpa: fromPromise<WriteOutcome, { values: HpaValues }>(() => Promise.reject(new Error("saveHpa actor not provided"))),
  },
  actions: {
    ...draftActionStubs,
    restoreDraft: assign(({ context }) => ({ values: context.draft ?? context.values })),
    noteDraft: raise({ type: "draft.restored" }),
    discardDraft: assign({ values: () => emptyHpaValues(), fieldErrors: {}, formError: null }),
    /** Saved (or queued) or given up: the draft goes, with its note. */
    clearDraft: raise({ type: "draft.cleared" }),
    setValue: assign(({ context, event }) => (event.type === "form.changed" ? editField(context, event.field, event.value) : {})),
    validate: assign(({ context }) => {
      const r = decodeForm(HpaForm, context.values);
      return isLeft(r)
        ? { fieldErrors: r.left as FieldErrors<HpaFieldKey>, formError: null, submitted: null }
        : { fieldErrors: {}, formError: null, submitted: r.right };
    }),
    saved: assign((_, r: WriteOutcome) => ({
      notice: r.status === "pending" ? { message: HPA_QUEUED, intent: "warning" as const } : { message: HPA_ADDED, intent: "success" as const },
    })),
    saveFailed: assign(({ event }) => placeFailure<HpaFieldKey>("error" in event ? event.error : undefined, (f) => f in emptyHpaValues())),
    reset: assign({ values: () => emptyHpaValues(), fieldErrors: {}, formError: null, submitted: null, notice: null }),
  },
  guards: {
    isValid: ({ context }) => context.submitted !== null,
    typed: ({ context }) => typed(context.values),
    hasDraft: ({ context }) => context.draft !== null && typed(context.draft) && !sameDraft(context.draft, context.values),
  },
}).createMachine({
  id: "hpaForm",
  type: "parallel",
  context: ({ input }) => ({
    values: emptyHpaValues(),
    fieldErrors: {},
    formError: null,
    submitted: null,
    notice: null,
    draft: input?.draft ?? null,
    draftKey: "hpa:new",
  }),
  states: {
    form: {
      initial: "restoring",
      states: {
        /** A kept draft with something typed comes back into the empty form. */
        restoring: restoring("editing"),
        editing: {
          on: {
            "form.changed": { actions: ["setValue", KEEP_VALUES] },
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
            id: "saveHpa",
            src: "saveHpa",
            input: ({ context }) => ({ values: context.submitted! }),
            onDone: { target: "saved", actions: [{ type: "saved", params: ({ event }) => event.output }, "forgetDraft", "clearDraft"] },
            onError: { target: "editing", actions: "saveFailed" },
          },
        },
        /** Added (or kept on this device): the page says so and offers another. */
        saved: {
          on: { "form.again": { target: "editing", actions: "reset" }, "form.leave": "left" },
        },
        /** "Discard this HPA?": the typed values stay until the person says so. */
        leaving: { on: { "leave.confirmed": { target: "left", actions: ["forgetDraft", "clearDraft"] }, "leave.cancelled": "editing" } },
        left: { type: "final" },
      },
    },
    draft: draftRegion,
  },
});

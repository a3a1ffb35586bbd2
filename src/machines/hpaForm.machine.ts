// The new-HPA form (/addNewHPA; decision 041), on the shared form chart (./formFlow.ts): editing ->
// validating -> saving -> saved (a notice; "Add another" starts a new one). An empty or wrong Save
// puts each message at its field (the view sums them up) and keeps every typed value; a refused
// save (a taken mobile: 409 at the field) does the same. Leaving with typed values asks first
// (leaving -> left). `saveHpa` (which queues the write in the outbox and waits for the server's
// answer while online) is provided by src/features/hpas.ts. What is typed is kept as a draft
// (decision 038, key `hpa:new`): opened again with a draft, the form starts from it ("Draft
// restored", with Discard back to an empty form); saving or discarding it forgets the draft.
import { assign, fromPromise, raise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import type { FieldErrors } from "../codecs/form.ts";
import { emptyHpaValues, HpaForm, type HpaFieldKey, type HpaValues } from "../codecs/hpa.ts";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent, restoring } from "./draft.ts";
import { msg } from "../codecs/i18n.ts";
import { draftingFormStates, formActions, isValid, type Notice, noticeOf, savedState } from "./formFlow.ts";

export const HPA_ADDED = msg("HPA Added Successfully!!");
export const HPA_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");

export interface HpaFormContext {
  values: HpaValues;
  fieldErrors: FieldErrors<HpaFieldKey>;
  formError: string | null;
  submitted: HpaValues | null;
  /** What the last save said: added, or kept on this device. */
  notice: Notice | null;
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
const form = formActions<HpaFieldKey, HpaValues, typeof HpaForm>(HpaForm, (f) => f in emptyHpaValues());

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
    setValue: assign((a) => form.setValue(a)),
    validate: assign((a) => form.validate(a)),
    saved: assign((_, r: WriteOutcome) => ({ notice: noticeOf(r.status, HPA_ADDED, HPA_QUEUED) })),
    saveFailed: assign((a) => form.saveFailed(a)),
    reset: assign({ values: () => emptyHpaValues(), fieldErrors: {}, formError: null, submitted: null, notice: null }),
  },
  guards: {
    isValid,
    /** Leaving asks first once something is typed. */
    leave: ({ context }) => typed(context.values),
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
        ...draftingFormStates({
          save: "saveHpa",
          input: ({ context }: { context: HpaFormContext }) => ({ values: context.submitted! }),
          done: "saved",
        }),
        /** Added (or kept on this device): the page says so and offers another. */
        saved: savedState,
      },
    },
    draft: draftRegion,
  },
});

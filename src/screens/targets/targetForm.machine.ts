// A CMDI's target form (decision 084): editing -> validating -> saving -> editing. Save checks the
// values with the shared codec (src/codecs/targets.ts: the server's own), each message at its
// field, every typed value kept; a refused save (another CMDI's FCP, a month that has ended) puts
// the server's message at its field and keeps what was typed too. Choosing an FCP or a month fills
// the form with the target already set (`target.picked`). `saveTarget` (queues targets.set and
// waits for the server's answer while online, then loads the month again) is bound by ./feature.ts.
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/language.ts";
import { TARGET_FIELDS, TargetForm, type TargetDraft, type TargetField, type TargetValues } from "../../codecs/targets.ts";
import { formActions, isValid, type Notice, noticeOf } from "../../machines/formFlow.ts";

export const TARGET_SAVED = msg("Target saved.");
export const TARGET_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");

export interface TargetFormContext {
  values: TargetDraft;
  fieldErrors: FieldErrors<TargetField>;
  formError: string | null;
  submitted: TargetValues | null;
  notice: Notice | null;
}

export type TargetFormEvent =
  | { type: "form.changed"; field: TargetField; value: string }
  | { type: "target.picked"; values: TargetDraft }
  | { type: "form.saved" };

const form = formActions<TargetField, TargetDraft, typeof TargetForm>(TargetForm, (f) => (TARGET_FIELDS as readonly string[]).includes(f));

export const targetFormMachine = setup({
  types: { context: {} as TargetFormContext, events: {} as TargetFormEvent, input: {} as { month: string } },
  actors: {
    saveTarget: fromPromise<WriteOutcome, { values: TargetValues }>(() => Promise.reject(new Error("saveTarget actor not provided"))),
  },
  actions: {
    setValue: assign((a) => ({ ...form.setValue(a), notice: null })),
    pick: assign(({ event }) => (event.type === "target.picked" ? { values: event.values, fieldErrors: {}, formError: null, notice: null } : {})),
    validate: assign((a) => form.validate(a)),
    saved: assign((_, r: WriteOutcome) => ({ notice: noticeOf(r.status, TARGET_SAVED, TARGET_QUEUED) })),
    saveFailed: assign((a) => ({ ...form.saveFailed(a), notice: null })),
  },
  guards: { isValid },
}).createMachine({
  id: "targetForm",
  initial: "editing",
  context: ({ input }) => ({
    values: { fcp: "", month: input.month, workshops: "", participants: "" },
    fieldErrors: {},
    formError: null,
    submitted: null,
    notice: null,
  }),
  states: {
    editing: {
      on: {
        "form.changed": { actions: "setValue" },
        "target.picked": { actions: "pick" },
        "form.saved": "validating",
      },
    },
    validating: {
      entry: "validate",
      always: [{ guard: "isValid", target: "saving" }, { target: "editing" }],
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saveTarget",
        src: "saveTarget",
        input: ({ context }) => ({ values: context.submitted! }),
        onDone: { target: "editing", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: "saveFailed" },
      },
    },
  },
});

// What a small form has typed, kept as a draft (decision 038): for a form whose save is another
// machine's (the lead forms send their write to leadWrite), this machine holds the values, so a
// reload, a crash or a sign-out with unsent work gives them back. `form.changed` sets a field and
// keeps the draft after a pause; `form.done` (the write was saved or queued) puts the form back to
// its start values, or to `values` when given, and forgets the draft. Opened with a draft that
// differs from the start values, the form starts from it ("Draft restored", whose Discard goes back
// to the start values). The form's key names the form and its record (`leadAdd:new`,
// `leadMove:12`); `keepDraft`/`forgetDraft` are bound in src/features/drafts.ts.
import { assign, raise, setup } from "xstate";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent, KEEP_VALUES, restoring } from "./draft.ts";

export type FormValues = Record<string, string>;

export interface DraftFormContext {
  values: FormValues;
  /** The values the form opened with (Discard and a finished write come back to them). */
  start: FormValues;
  draft: FormValues | null;
  draftKey: string;
}

export interface DraftFormInput {
  draftKey: string;
  start: FormValues;
  draft?: FormValues | null;
}

export type DraftFormEvent = { type: "form.changed"; field: string; value: string } | { type: "form.done"; values?: FormValues } | DraftEvent;

/** Whether `v` is a form's values (what a kept draft must be to come back). */
export const isFormValues = (v: unknown): v is FormValues =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");

export const draftFormMachine = setup({
  types: { context: {} as DraftFormContext, events: {} as DraftFormEvent, input: {} as DraftFormInput },
  actions: {
    ...draftActionStubs,
    restoreDraft: assign(({ context }) => ({ values: { ...context.start, ...context.draft } })),
    noteDraft: raise({ type: "draft.restored" }),
    discardDraft: assign(({ context }) => ({ values: context.start })),
    clearDraft: raise({ type: "draft.cleared" }),
    setValue: assign(({ context, event }) => (event.type === "form.changed" ? { values: { ...context.values, [event.field]: event.value } } : {})),
    finish: assign(({ context, event }) => {
      const start = event.type === "form.done" && event.values ? event.values : context.start;
      return { values: start, start };
    }),
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null && !sameDraft({ ...context.start, ...context.draft }, context.start),
  },
}).createMachine({
  id: "draftForm",
  type: "parallel",
  context: ({ input }) => ({ values: input.start, start: input.start, draft: input.draft ?? null, draftKey: input.draftKey }),
  states: {
    form: {
      initial: "restoring",
      states: {
        restoring: restoring("editing"),
        editing: {
          on: {
            "form.changed": { actions: ["setValue", KEEP_VALUES] },
            "form.done": { actions: ["finish", "forgetDraft", "clearDraft"] },
          },
        },
      },
    },
    draft: draftRegion,
  },
});

/** Whether the form differs from what it opened with (leaving it asks first). */
export const formChanged = (c: DraftFormContext): boolean => !sameDraft(c.values, c.start);

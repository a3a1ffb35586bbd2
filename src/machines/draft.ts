// A form's draft as a machine region (issue 30, decision 038). A form machine that keeps drafts:
// - takes `draft` (what the person typed last time and did not save, or null) in its input and
//   context; where its form is ready to edit it runs `restoreDraft`, which puts a draft that
//   differs from the loaded values into the form and raises `draft.restored`;
// - names its draft in `context.draftKey` (the form and its record as opened: `outlet:12`,
//   `plan:new`), runs `keepDraft` (params `{ values }`) after each edit and `forgetDraft` when the
//   form is saved or given up, raising `draft.cleared`;
// - adds `draft: draftRegion` beside its form, which says whether the "Draft restored" note shows;
//   `draft.discarded` (the note's Discard) runs the machine's `discardDraft` (back to the loaded
//   values) and `forgetDraft`.
// `keepDraft`/`forgetDraft` do nothing as defined; src/features/drafts.ts binds them
// (`...draftActions(w)`), recording the drafts kept fact.
export type DraftEvent = { type: "draft.restored" } | { type: "draft.discarded" } | { type: "draft.cleared" };

export interface DraftContext {
  draftKey: string;
}
export interface DraftParams {
  values: unknown;
}

/** The actions a drafting machine declares in `setup` (no-ops until bound). */
export const draftActionStubs = {
  keepDraft: (_: { context: DraftContext }, _params: DraftParams) => {},
  forgetDraft: (_: { context: DraftContext }) => {},
};

export const draftRegion = {
  initial: "none",
  states: {
    /** No restored draft shows (none was kept, or it is saved or discarded). */
    none: { on: { "draft.restored": "restored" } },
    /** "Draft restored" with Discard. */
    restored: {
      on: {
        "draft.discarded": { target: "none", actions: ["discardDraft", "forgetDraft"] },
        "draft.cleared": "none",
      },
    },
  },
} as const;

/** Whether two JSON-safe form values are the same. */
export const sameDraft = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** After an edit: the form's values are kept as its draft (one action for every drafting form). */
export const KEEP_VALUES = { type: "keepDraft", params: ({ context }: { context: { values: unknown } }) => ({ values: context.values }) } as const;

/** A form region's first state: a kept draft that differs comes back into the form (with its note), then `then`. */
export const restoring = <T extends string>(then: T) =>
  ({ always: [{ guard: "hasDraft", target: then, actions: ["restoreDraft", "noteDraft"] }, { target: then }] }) as const;

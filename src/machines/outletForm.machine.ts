// The outlet form (spec screen 5). With an id it loads and opens read-only (viewing); a CMDI's
// Edit turns into Save (editing -> validating -> saving -> viewing after a valid save). Without
// an id a CMDI starts editing and creates; anyone else is told only a CMDI adds outlets
// (notAllowed). An outlet the server does not have for this person is `missing` (nothing to try
// again). A refused save keeps every typed value and says why. A stored outlet that breaks a form
// rule (a seeded one without a mobile number) says so on opening (`storedProblems`) and shows the
// messages at once in Edit. Leaving while editing with changes asks first (leaving -> left).
// A notice (the 6-second success toast, or "saved on this device") shows beside the form.
// `loadOutlet` and `saveOutlet` (which queues the write and waits for the server's answer while
// online) are provided at wiring time. What a CMDI types is kept as a draft (decision 038): an
// outlet opened again with a draft that differs starts editing from it ("Draft restored"). A save
// starts from the outlet's version and values (decision 079); one refused as a conflict goes back to
// viewing the outlet as it is now, and the outlet's conflict flow asks (form.refreshed: its answer).
import { assign, fromPromise, raise, setup } from "xstate";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent } from "./draft.ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import { isLeft } from "fp-ts/Either";
import { ApiFailure, whyNotLoaded } from "../codecs/apiFailure.ts";
import { msg } from "../codecs/i18n.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import { draftingFormStates, formActions, isConflict, isValid, type Notice } from "./formFlow.ts";
import { emptyOutletValues, OutletForm, outletToValues, type Outlet, type OutletFieldKey, type OutletValues } from "../codecs/outlet.ts";

export const OUTLET_ADDED = msg("Outlet Added Successfully!!");
export const OUTLET_UPDATED = msg("Outlet Updated Successfully!!");
export const OUTLET_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");
export const NOTICE_MS = 6000;

export interface OutletFormContext {
  id: number | null;
  canEdit: boolean;
  values: OutletValues;
  /** The values as last loaded or saved (Cancel goes back to them). */
  saved: OutletValues;
  fieldErrors: FieldErrors<OutletFieldKey>;
  formError: string | null;
  submitted: OutletValues | null;
  notice: Notice | null;
  /** What the stored values break of the form's rules (said on opening; fixed in Edit). */
  storedProblems: FieldErrors<OutletFieldKey>;
  /** The draft this outlet's form was opened with (decision 038), and where it is kept. */
  draft: OutletValues | null;
  draftKey: string;
  /** The outlet's version as last loaded or saved (decision 079): a save starts from it; null when not known. */
  version: number | null;
}

export interface OutletFormInput {
  id: number | null;
  canEdit: boolean;
  cached: OutletValues | null;
  draft?: OutletValues | null;
  /** the cached row's version (absent in logs recorded before decision 079) */
  version?: number | null;
}

export type OutletFormEvent =
  | { type: "form.edit" }
  | { type: "form.changed"; field: OutletFieldKey; value: string }
  | { type: "form.saved" }
  | { type: "form.cancelled" }
  | { type: "form.retry" }
  | { type: "notice.show" }
  | { type: "notice.dismissed" }
  /** Back: leaves at once, unless changes would be lost (then it asks). */
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" }
  /** The outlet as a conflict's answer left it (decision 079). */
  | { type: "form.refreshed"; values: OutletValues; version: number }
  | DraftEvent;

/** What a save sends: a change of a stored outlet starts from its version and values (decision 079). */
export interface OutletSave {
  id: number | null;
  values: OutletValues;
  base?: { version: number; values: OutletValues };
}

/** The version an update answered (absent in answers stored before decision 079). */
const writtenVersion = (r: WriteOutcome): number | null => {
  const row = r.status === "synced" && Array.isArray(r.result) ? (r.result[0] as { version?: unknown } | undefined) : undefined;
  return typeof row?.version === "number" ? row.version : null;
};

/** The form's messages for stored values (none when they keep every rule). */
const problemsOf = (values: OutletValues): FieldErrors<OutletFieldKey> => {
  const r = decodeForm(OutletForm, values);
  return isLeft(r) ? (r.left as FieldErrors<OutletFieldKey>) : {};
};
const form = formActions<OutletFieldKey, OutletValues, typeof OutletForm>(OutletForm, () => true);
const sameValues = (a: OutletValues, b: OutletValues) => (Object.keys(a) as OutletFieldKey[]).every((k) => a[k] === b[k]);

/** The form chart every form shares (./formFlow.ts), the outlet's save. */
const chart = draftingFormStates({
  save: "saveOutlet",
  input: ({ context }: { context: OutletFormContext }): OutletSave => ({
    id: context.id,
    values: context.submitted!,
    ...(context.id !== null && context.version !== null ? { base: { version: context.version, values: context.saved } } : {}),
  }),
  done: "viewing",
  doneActions: ["showNotice"],
  editing: { "form.cancelled": { guard: "hasId", target: "viewing", actions: ["revert", "forgetDraft", "clearDraft"] } },
});

export const outletFormMachine = setup({
  types: {
    context: {} as OutletFormContext,
    events: {} as OutletFormEvent,
    input: {} as OutletFormInput,
  },
  actors: {
    loadOutlet: fromPromise<Outlet, { id: number }>(() => Promise.reject(new Error("loadOutlet actor not provided"))),
    saveOutlet: fromPromise<WriteOutcome, OutletSave>(() => Promise.reject(new Error("saveOutlet actor not provided"))),
  },
  actions: {
    ...draftActionStubs,
    setValue: assign((a) => form.setValue(a)),
    validate: assign((a) => form.validate(a)),
    loaded: assign((_, outlet: Outlet) => {
      const values = outletToValues(outlet);
      return { values, saved: values, formError: null, storedProblems: problemsOf(values), version: outlet.version ?? null };
    }),
    /** Edit shows at once what the stored values break, so the messages are never a surprise at Save. */
    showProblems: assign(({ context }) => ({ fieldErrors: context.storedProblems, formError: null })),
    loadFailed: assign({ formError: ({ event }) => whyNotLoaded("error" in event ? event.error : undefined, msg("The outlet")) }),
    saved: assign(({ context }, r: WriteOutcome) => {
      const message = r.status === "pending" ? OUTLET_QUEUED : context.id === null ? OUTLET_ADDED : OUTLET_UPDATED;
      return {
        id: r.id ?? context.id,
        values: context.submitted!,
        saved: context.submitted!,
        version: writtenVersion(r) ?? context.version,
        storedProblems: {},
        notice: { message, intent: r.status === "pending" ? "warning" : "success" },
      } as Partial<OutletFormContext>;
    }),
    saveFailed: assign((a) => form.saveFailed(a)),
    /** Refused as a conflict (decision 079): the outlet as it is now; the conflict's own flow shows the choice. */
    conflicted: assign(({ event }) => {
      const error = "error" in event ? event.error : undefined;
      if (!ApiFailure.is(error) || error.kind !== "http" || !error.conflict) return {};
      const values = { ...emptyOutletValues(), ...error.conflict.current } as OutletValues;
      return { values, saved: values, version: error.conflict.version, fieldErrors: {}, formError: null };
    }),
    refreshed: assign(({ event }) =>
      event.type === "form.refreshed"
        ? { values: event.values, saved: event.values, version: event.version, storedProblems: problemsOf(event.values) }
        : {},
    ),
    revert: assign(({ context }) => ({ values: context.saved, fieldErrors: {}, formError: null })),
    clearNotice: assign({ notice: null }),
    /** A save's notice shows beside the form (for NOTICE_MS). */
    showNotice: raise({ type: "notice.show" }),
    /** A kept draft that differs from the outlet as loaded: the form starts from it. */
    restoreDraft: assign(({ context }) => ({ values: context.draft ?? context.values, fieldErrors: {}, formError: null })),
    discardDraft: assign(({ context }) => ({ values: context.saved, fieldErrors: {}, formError: null })),
    noteDraft: raise({ type: "draft.restored" }),
    /** Saved or given up: the draft goes (with its note). */
    clearDraft: raise({ type: "draft.cleared" }),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    hasCached: ({ context }) => context.id !== null && context.saved.outletname__c !== "",
    mayEdit: ({ context }) => context.canEdit && context.id !== null,
    mayCreate: ({ context }) => context.canEdit,
    isValid,
    isConflict,
    notFound: ({ event }) => "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.status === 404,
    /** Leaving asks first when the form differs from the outlet as loaded. */
    leave: ({ context }) => !sameValues(context.values, context.saved),
    hasDraft: ({ context }) => context.canEdit && context.draft !== null && !sameDraft(context.draft, context.values),
  },
}).createMachine({
  id: "outletForm",
  type: "parallel",
  context: ({ input }) => {
    const values = input.cached ?? emptyOutletValues();
    return {
      id: input.id,
      canEdit: input.canEdit,
      values,
      saved: values,
      fieldErrors: {},
      formError: null,
      submitted: null,
      notice: null,
      storedProblems: input.cached ? problemsOf(values) : {},
      draft: input.draft ?? null,
      draftKey: `outlet:${input.id ?? "new"}`,
      version: input.version ?? null,
    };
  },
  states: {
    form: {
      initial: "opening",
      states: {
        opening: {
          always: [
            { guard: "hasId", target: "loading" },
            { guard: "hasDraft", target: "editing", actions: ["restoreDraft", "noteDraft"] },
            { guard: "mayCreate", target: "editing" },
            { target: "notAllowed" },
          ],
        },
        /** Not a CMDI, and no outlet to show: only a CMDI adds outlets. */
        notAllowed: { on: { "form.leave": "left" } },
        loading: {
          tags: ["loading"],
          invoke: {
            id: "loadOutlet",
            src: "loadOutlet",
            input: ({ context }) => ({ id: context.id! }),
            onDone: { target: "restoring", actions: { type: "loaded", params: ({ event }) => event.output } },
            onError: [
              { guard: "notFound", target: "missing", actions: "loadFailed" },
              { guard: "hasCached", target: "restoring", actions: "loadFailed" },
              { target: "failed", actions: "loadFailed" },
            ],
          },
        },
        /** Loaded (or cached): a kept draft that differs opens the form editing from it. */
        restoring: { always: [{ guard: "hasDraft", target: "editing", actions: ["restoreDraft", "noteDraft"] }, { target: "viewing" }] },
        failed: { on: { "form.retry": "loading", "form.leave": "left" } },
        /** The server has no such outlet for this person: trying again cannot help. */
        missing: { on: { "form.leave": "left" } },
        viewing: {
          on: {
            "form.edit": { guard: "mayEdit", target: "editing", actions: "showProblems" },
            "form.leave": "left",
            "form.refreshed": { actions: "refreshed" },
          },
        },
        ...chart,
        // a save refused as a conflict (decision 079): the outlet as it is now; the conflict's own flow asks
        saving: {
          ...chart.saving,
          invoke: {
            ...chart.saving.invoke,
            onError: [
              { guard: "isConflict", target: "viewing", actions: ["conflicted", "forgetDraft", "clearDraft"] },
              { target: "editing", actions: "saveFailed" },
            ],
          },
        },
      },
    },
    draft: draftRegion,
    notice: {
      initial: "hidden",
      states: {
        hidden: { on: { "notice.show": "shown" } },
        shown: {
          after: { [NOTICE_MS]: { target: "hidden", actions: "clearNotice" } },
          on: {
            "notice.dismissed": { target: "hidden", actions: "clearNotice" },
            "notice.show": { target: "shown", reenter: true },
          },
        },
      },
    },
  },
});

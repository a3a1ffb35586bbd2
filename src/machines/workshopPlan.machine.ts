// An FCP's workshop plan (/planningWorkshop; issue 15, decision 029). Without an id it starts a new
// plan; with one it loads the FCP's workshop and edits it while it is in Planning (another stage is
// `locked`, saying why). Save runs the plan's one check (`checkPlan`, which the server runs again)
// and, when it passes, queues the write through the outbox and waits for the server's answer while
// online: `saved` (the view opens the preview) or `queued` (no connection: kept on this device and
// sent later, a draft). A refused save keeps every typed value and shows the message at its field.
// The schools a plan may name load beside the form (`schools`); their failure leaves the form
// usable with what the device has cached. `loadPlan`, `savePlan` and `loadSchools` are provided at
// wiring time. What is typed is kept as a draft (decision 038): a plan opened again with a draft
// that differs starts from it ("Draft restored", with Discard back to the plan as loaded). A changed
// plan starts from the workshop's version and the plan as loaded (decision 079); one refused as a
// conflict shows the plan as it is now, and the workshop's conflict flow asks (plan.refreshed: its answer).
import { assign, fromPromise, raise, setup } from "xstate";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent, KEEP_VALUES, restoring } from "./draft.ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import { ApiFailure, whyNotLoaded } from "../codecs/apiFailure.ts";
import type { FieldErrors } from "../codecs/form.ts";
import type { ListFetched } from "../codecs/lists.ts";
import { checkPlan, emptyPlan, MAX_ARTICLE_LINES, planOfTexts, type PlanTextField, type PlanValues } from "../codecs/workshopPlan.ts";
import { placeFailure } from "./formEdit.ts";
import { isConflict, refreshedAfterSave } from "./formFlow.ts";
import { msg } from "../codecs/i18n.ts";

export const PLAN_QUEUED = msg(
  "Saved on this device as a draft. It will be sent when the connection is back; you can submit it from Workshops then.",
);

/** What loading a workshop for its plan gives: its stage and its plan as the form holds it. */
export interface LoadedPlan {
  stage: string | null;
  values: PlanValues;
  /** the workshop's version (decision 079): a changed plan names it as its base */
  version?: number;
}

/** What a save sends: a changed plan names the version and values it started from (decision 079). */
export interface PlanSave {
  id: number | null;
  values: PlanValues;
  base?: { version: number; values: PlanValues };
}

export interface WorkshopPlanContext {
  id: number | null;
  /** India's today on this device (the server checks again with its own). */
  today: string;
  values: PlanValues;
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The stage of a loaded workshop that is no longer in Planning. */
  stage: string | null;
  /** The plan as loaded (or empty): Discard goes back to it. */
  base: PlanValues;
  /** The draft this plan was opened with (decision 038), and where it is kept. */
  draft: PlanValues | null;
  draftKey: string;
  /** the version `base` is (null: a new plan) */
  version: number | null;
}

export interface WorkshopPlanInput {
  id: number | null;
  today: string;
  draft?: PlanValues | null;
}

export type WorkshopPlanEvent =
  | { type: "plan.changed"; field: PlanTextField; value: string }
  | { type: "plan.articleAdded" }
  | { type: "plan.articleChanged"; index: number; field: "article" | "quantity"; value: string }
  | { type: "plan.articleRemoved"; index: number }
  | { type: "plan.saved" }
  | { type: "plan.retry" }
  | { type: "schools.retry" }
  /** a conflict's answer was written (decision 079): the plan as it is now */
  | { type: "plan.refreshed"; values: PlanValues; version: number }
  | DraftEvent;

/** Clears the message of a field the person is fixing, and the form's. */
const clearing = (c: WorkshopPlanContext, field: string): Pick<WorkshopPlanContext, "fieldErrors" | "formError"> => {
  const fieldErrors = { ...c.fieldErrors };
  delete fieldErrors[field];
  return { fieldErrors, formError: null };
};

export const workshopPlanMachine = setup({
  types: {
    context: {} as WorkshopPlanContext,
    events: {} as WorkshopPlanEvent,
    input: {} as WorkshopPlanInput,
  },
  actors: {
    loadPlan: fromPromise<LoadedPlan, { id: number }>(() => Promise.reject(new Error("loadPlan actor not provided"))),
    savePlan: fromPromise<WriteOutcome, PlanSave>(() => Promise.reject(new Error("savePlan actor not provided"))),
    loadSchools: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadSchools actor not provided"))),
  },
  actions: {
    ...draftActionStubs,
    setValue: assign(({ context, event }) =>
      event.type === "plan.changed" ? { values: { ...context.values, [event.field]: event.value }, ...clearing(context, event.field) } : {},
    ),
    addArticle: assign(({ context }) => ({
      values: { ...context.values, articles: [...context.values.articles, { article: "", quantity: "" }] },
      ...clearing(context, "articles"),
    })),
    setArticle: assign(({ context, event }) => {
      if (event.type !== "plan.articleChanged") return {};
      const articles = context.values.articles.map((a, i) => (i === event.index ? { ...a, [event.field]: event.value } : a));
      return { values: { ...context.values, articles }, ...clearing(context, `${event.field}-${event.index}`) };
    }),
    // a removed line takes its messages with it; the lines after it move up, so their messages are checked again at Save
    removeArticle: assign(({ context, event }) =>
      event.type === "plan.articleRemoved"
        ? {
            values: { ...context.values, articles: context.values.articles.filter((_, i) => i !== event.index) },
            fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([k]) => !/^(article|quantity)-\d+$/.test(k))),
          }
        : {},
    ),
    validate: assign(({ context }) => {
      const r = checkPlan(context.values, context.today);
      return r.ok ? { fieldErrors: {}, formError: null } : { fieldErrors: r.errors, formError: null };
    }),
    loaded: assign((_, out: LoadedPlan) => ({ values: out.values, base: out.values, stage: out.stage, version: out.version ?? null })),
    /** Refused as a conflict (decision 079): the plan as it is now; the conflict's own flow shows the choice. */
    conflicted: assign(({ event }) => {
      const error = "error" in event ? event.error : undefined;
      if (!ApiFailure.is(error) || error.kind !== "http" || !error.conflict) return {};
      const values = planOfTexts(error.conflict.current);
      return { values, base: values, version: error.conflict.version, fieldErrors: {}, formError: null };
    }),
    refreshed: assign(({ event }) =>
      event.type === "plan.refreshed" ? { values: event.values, base: event.values, version: event.version, fieldErrors: {}, formError: null } : {},
    ),
    restoreDraft: assign(({ context }) => ({ values: context.draft ?? context.values })),
    noteDraft: raise({ type: "draft.restored" }),
    discardDraft: assign(({ context }) => ({ values: context.base, fieldErrors: {}, formError: null })),
    /** Saved (or queued): the draft goes, with its note. */
    clearDraft: raise({ type: "draft.cleared" }),
    loadFailed: assign({ formError: ({ event }) => whyNotLoaded("error" in event ? event.error : undefined, msg("The workshop")) }),
    savedAs: assign(({ context }, r: WriteOutcome) => ({ id: r.id ?? context.id })),
    saveFailed: assign(({ event }) => placeFailure("error" in event ? event.error : undefined)),
  },
  guards: {
    hasId: ({ context }) => context.id !== null,
    hasDraft: ({ context }) => context.draft !== null && !sameDraft(context.draft, context.values),
    inPlanning: (_, out: LoadedPlan) => out.stage === "Planning",
    notFound: ({ event }) => "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.status === 404,
    valid: ({ context }) => Object.keys(context.fieldErrors).length === 0,
    synced: (_, r: WriteOutcome) => r.status === "synced",
    isConflict,
    roomForLine: ({ context }) => context.values.articles.length < MAX_ARTICLE_LINES,
    lineExists: ({ context, event }) => "index" in event && event.index >= 0 && event.index < context.values.articles.length,
  },
}).createMachine({
  id: "workshopPlan",
  type: "parallel",
  context: ({ input }) => ({
    id: input.id,
    today: input.today,
    values: emptyPlan(),
    fieldErrors: {},
    formError: null,
    stage: null,
    base: emptyPlan(),
    draft: input.draft ?? null,
    draftKey: `plan:${input.id ?? "new"}`,
    version: null,
  }),
  states: {
    form: {
      initial: "opening",
      states: {
        opening: { always: [{ guard: "hasId", target: "loading" }, { target: "restoring" }] },
        loading: {
          tags: ["loading"],
          invoke: {
            id: "loadPlan",
            src: "loadPlan",
            input: ({ context }) => ({ id: context.id! }),
            onDone: [
              {
                guard: { type: "inPlanning", params: ({ event }) => event.output },
                target: "restoring",
                actions: { type: "loaded", params: ({ event }) => event.output },
              },
              { target: "locked", actions: { type: "loaded", params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: "notFound", target: "missing", actions: "loadFailed" },
              { target: "failed", actions: "loadFailed" },
            ],
          },
        },
        /** Ready to edit: a kept draft that differs from the plan as loaded comes back. */
        restoring: restoring("editing"),
        failed: { on: { "plan.retry": "loading" } },
        /** No such workshop of this FCP's: trying again cannot help. */
        missing: { type: "final" },
        /** The workshop has moved past Planning: its plan is no longer changed here. */
        locked: { type: "final" },
        editing: {
          on: {
            "plan.changed": { actions: ["setValue", KEEP_VALUES] },
            "plan.articleAdded": {
              guard: "roomForLine",
              actions: ["addArticle", KEEP_VALUES],
            },
            "plan.articleChanged": {
              guard: "lineExists",
              actions: ["setArticle", KEEP_VALUES],
            },
            "plan.articleRemoved": {
              guard: "lineExists",
              actions: ["removeArticle", KEEP_VALUES],
            },
            "plan.saved": "validating",
            "plan.refreshed": { actions: "refreshed" },
          },
        },
        validating: {
          entry: "validate",
          always: [{ guard: "valid", target: "saving" }, { target: "editing" }],
        },
        saving: {
          tags: ["busy"],
          invoke: {
            id: "savePlan",
            src: "savePlan",
            input: ({ context }): PlanSave => ({
              id: context.id,
              values: context.values,
              ...(context.id !== null && context.version !== null ? { base: { version: context.version, values: context.base } } : {}),
            }),
            onDone: [
              {
                guard: { type: "synced", params: ({ event }) => event.output },
                target: "saved",
                actions: [{ type: "savedAs", params: ({ event }) => event.output }, "forgetDraft", "clearDraft"],
              },
              { target: "queued", actions: [{ type: "savedAs", params: ({ event }) => event.output }, "forgetDraft", "clearDraft"] },
            ],
            onError: [
              // a save refused as a conflict (decision 079): the plan as it is now; the conflict's own flow asks
              { guard: "isConflict", target: "editing", actions: ["conflicted", "forgetDraft", "clearDraft"] },
              { target: "editing", actions: "saveFailed" },
            ],
          },
        },
        /** The server has the plan: the view opens its preview. */
        saved: { type: "final" },
        /**
         * Kept on this device as a draft (no connection): the outbox sends it later; refused then as
         * a conflict and answered (decision 079), the plan as it is now, to edit again.
         */
        queued: { on: refreshedAfterSave("plan.refreshed") },
      },
    },
    draft: draftRegion,
    schools: {
      initial: "loading",
      states: {
        loading: {
          invoke: { id: "loadSchools", src: "loadSchools", onDone: "ready", onError: "failed" },
        },
        ready: {},
        /** The list could not be refreshed: the cached one (if any) is offered, with a retry. */
        failed: { on: { "schools.retry": "loading" } },
      },
    },
  },
});

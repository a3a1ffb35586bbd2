// A workshop's execution report (decision 030): /addParticipants (the actual participant count and
// the articles used) and /addPhotos (the day-1 photos and the finalized article photo) of the FCP's
// own workshop in Execution. Two regions, `load` and the page's `work` (`report` on
// /addParticipants, `delete` on /addPhotos):
// - load: loading -> ready | stale (the refresh failed, the cached report stays) | failed (nothing
//   cached) | notFound (the server's 404: not the FCP's workshop) | wrongStage (the server's 409:
//   not in Execution, with its sentence); retry from stale and failed. `loadExecution` records the
//   rows (the report, and on /addPhotos the photos) and answers the report's form as saved, which
//   the form takes while nothing was typed.
// - report: editing (the count, a line's quantity, a line added from the active articles, a line
//   removed while another remains) -> validating (`reportErrors`, the server's own rules: a message
//   under each field) -> saving (`saveReport` queues the idempotent write in the outbox and waits
//   while online) -> saved | queued (offline: "Saved on this device ..."); a refusal returns to
//   editing with the server's sentence under its field or at the top, every typed value kept.
// - delete: closed -> confirming (the gallery's dialog about one photo) -> deleting (`deletePhoto`
//   queues the write, held for the Undo toast (decision 067); the photo leaves the gallery at once)
//   -> closed; a write that could not be queued says so until dismissed.
// - draft (decision 038): the report as typed is kept as a draft; opened again with a draft that
//   differs, the form starts from it ("Draft restored", with Discard back to the report as loaded).
// - conflict (decision 079): a save names the report's version and the report as loaded; one refused
//   as a conflict shows the report as it is now, and the report's conflict flow asks
//   (report.refreshed: its answer).
// The effects are bound by src/features/workshopExecution.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, raise, setup } from "xstate";
import { draftActionStubs, draftRegion, sameDraft, type DraftEvent } from "./draft.ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import { ApiFailure, UNEXPECTED_ANSWER, whyNotLoaded } from "../codecs/apiFailure.ts";
import {
  reportBaseOf,
  reportErrors,
  reportFormOfTexts,
  reportValuesOf,
  type ReportBaseValues,
  type ReportForm,
  type ReportValues,
} from "../codecs/workshopExecution.ts";
import { isConflict, refreshedAfterSave } from "./formFlow.ts";
import { photoDeleteRegion, type PhotoDeleteContext, type PhotoDeleteEvent } from "./deleteConfirm.ts";
import { refreshStates } from "./refresh.ts";

export interface WorkshopExecutionInput {
  id: number;
  /** The page: the report's form, or the photos (which are loaded with it). */
  page: "participants" | "photos";
  /** The report as cached on this device, if any. */
  cached: ReportForm | null;
  /** The report as typed and not saved, kept on this device (decision 038). */
  draft?: ReportForm | null;
  /** The cached report's version (decision 079; absent in reports cached before it). */
  version?: number | null;
}

/** What the load answers: the report's form as saved, and its version (decision 079). */
export interface LoadedReport {
  report: ReportForm;
  version?: number | null;
}

/** What a save sends: the report, and the version and values it started from (decision 079). */
export interface ReportSave {
  id: number;
  values: ReportValues;
  base?: { version: number; values: ReportBaseValues };
}
export interface WorkshopExecutionContext extends PhotoDeleteContext {
  id: number;
  page: "participants" | "photos";
  hasCached: boolean;
  error: string | null;
  form: ReportForm;
  /** Something was typed since the report was loaded (a reload does not overwrite it). */
  dirty: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** The report as loaded (Discard goes back to it). */
  base: ReportForm;
  draft: ReportForm | null;
  draftKey: string;
  /** the version `base` is (null: a report cached before versions) */
  version: number | null;
}

export type WorkshopExecutionEvent =
  | { type: "execution.retry" }
  | { type: "report.participants"; value: string }
  | { type: "report.quantity"; article: string; value: string }
  | { type: "report.lineAdded"; article: string; name: string }
  | { type: "report.lineRemoved"; article: string }
  | { type: "report.save" }
  | { type: "notice.dismissed" }
  /** a conflict's answer was written (decision 079): the report as it is now */
  | { type: "report.refreshed"; form: ReportForm; version: number }
  | PhotoDeleteEvent
  | DraftEvent;

const errorOf = (event: unknown) => (event as { error: unknown }).error;
const messageOf = (error: unknown) => (ApiFailure.is(error) ? error.message : error instanceof Error ? error.message : UNEXPECTED_ANSWER);
const httpStatus = (error: unknown) => (ApiFailure.is(error) && error.kind === "http" ? error.status : null);
const EMPTY: ReportForm = { participants: "", lines: [] };

/** Keeps the report as typed (a draft). */
const KEEP = { type: "keepDraft", params: ({ context }: { context: WorkshopExecutionContext }) => ({ values: context.form }) } as const;

/** An edit of the form, from any resting state of the report. */
const EDITS = {
  "report.participants": { target: "#workshopExecution.work.report.editing", actions: ["setParticipants", KEEP] },
  "report.quantity": { target: "#workshopExecution.work.report.editing", actions: ["setQuantity", KEEP] },
  "report.lineAdded": { guard: "newArticle", target: "#workshopExecution.work.report.editing", actions: ["addLine", KEEP] },
  "report.lineRemoved": { guard: "severalLines", target: "#workshopExecution.work.report.editing", actions: ["removeLine", KEEP] },
  "report.save": "#workshopExecution.work.report.validating",
} as const;

export const workshopExecutionMachine = setup({
  types: { context: {} as WorkshopExecutionContext, events: {} as WorkshopExecutionEvent, input: {} as WorkshopExecutionInput },
  actors: {
    loadExecution: fromPromise<LoadedReport, { id: number; photos: boolean }>(() => Promise.reject(new Error("loadExecution actor not provided"))),
    saveReport: fromPromise<WriteOutcome, ReportSave>(() => Promise.reject(new Error("saveReport actor not provided"))),
    deletePhoto: fromPromise<void, { id: number }>(() => Promise.reject(new Error("deletePhoto actor not provided"))),
  },
  actions: {
    ...draftActionStubs,
    fetched: assign(({ context }, { report, version }: LoadedReport) => ({
      hasCached: true,
      error: null,
      base: report,
      form: context.dirty ? context.form : report,
      version: version ?? null,
    })),
    /** Refused as a conflict (decision 079): the report as it is now (its lines named as the form named them); the conflict's own flow asks. */
    conflicted: assign(({ context, event }) => {
      const e = errorOf(event);
      if (!ApiFailure.is(e) || e.kind !== "http" || !e.conflict) return {};
      const names = new Map([...context.base.lines, ...context.form.lines].map((l) => [l.article, l.name]));
      const form = reportFormOfTexts(e.conflict.current, names);
      return { form, base: form, version: e.conflict.version, dirty: false, fieldErrors: {}, formError: null };
    }),
    refreshed: assign(({ event }) =>
      event.type === "report.refreshed"
        ? { form: event.form, base: event.form, version: event.version, dirty: false, fieldErrors: {}, formError: null }
        : {},
    ),
    keepError: assign({ error: ({ event }) => whyNotLoaded(errorOf(event), msg("The workshop")) }),
    setParticipants: assign(({ context, event }) =>
      event.type === "report.participants" ? { form: { ...context.form, participants: event.value }, dirty: true, formError: null } : {},
    ),
    setQuantity: assign(({ context, event }) =>
      event.type === "report.quantity"
        ? {
            form: { ...context.form, lines: context.form.lines.map((l) => (l.article === event.article ? { ...l, quantity: event.value } : l)) },
            dirty: true,
            formError: null,
          }
        : {},
    ),
    addLine: assign(({ context, event }) =>
      event.type === "report.lineAdded"
        ? {
            form: { ...context.form, lines: [...context.form.lines, { article: event.article, name: event.name, quantity: "" }] },
            dirty: true,
            formError: null,
          }
        : {},
    ),
    removeLine: assign(({ context, event }) =>
      event.type === "report.lineRemoved"
        ? { form: { ...context.form, lines: context.form.lines.filter((l) => l.article !== event.article) }, dirty: true, formError: null }
        : {},
    ),
    validate: assign(({ context }) => ({ fieldErrors: reportErrors(reportValuesOf(context.form)), formError: null })),
    saveFailed: assign(({ event }) => {
      const e = errorOf(event);
      return ApiFailure.is(e) && e.kind === "http" && e.field
        ? { fieldErrors: { [e.field]: e.message }, formError: null }
        : { fieldErrors: {}, formError: messageOf(e) };
    }),
    saved: assign({ dirty: false, fieldErrors: {}, formError: null }),
    restoreDraft: assign(({ context }) => ({ form: context.draft ?? context.form, dirty: true })),
    noteDraft: raise({ type: "draft.restored" }),
    discardDraft: assign(({ context }) => ({ form: context.base, dirty: false, fieldErrors: {}, formError: null })),
    clearDraft: raise({ type: "draft.cleared" }),
    ask: assign({ confirming: ({ event }) => (event.type === "photo.delete" ? { id: event.id, name: event.name } : null), deleteError: null }),
    forget: assign({ confirming: null }),
    deleteFailed: assign((_, { error }: { error: unknown }) => ({ confirming: null, deleteError: messageOf(error) })),
    dismiss: assign({ deleteError: null }),
  },
  guards: {
    isConflict,
    notFound: ({ event }) => httpStatus(errorOf(event)) === 404,
    wrongStage: ({ event }) => httpStatus(errorOf(event)) === 409,
    hasCached: ({ context }) => context.hasCached,
    photosPage: ({ context }) => context.page === "photos",
    hasDraft: ({ context }) => context.draft !== null && !sameDraft(context.draft, context.form),
    isValid: ({ context }) => Object.keys(context.fieldErrors).length === 0,
    queued: (_, outcome: WriteOutcome) => outcome.status === "pending",
    newArticle: ({ context, event }) => event.type === "report.lineAdded" && !context.form.lines.some((l) => l.article === event.article),
    severalLines: ({ context, event }) =>
      event.type === "report.lineRemoved" && context.form.lines.length > 1 && context.form.lines.some((l) => l.article === event.article),
  },
}).createMachine({
  id: "workshopExecution",
  type: "parallel",
  context: ({ input }) => ({
    id: input.id,
    page: input.page,
    hasCached: input.cached !== null,
    error: null,
    form: input.cached ?? EMPTY,
    dirty: false,
    fieldErrors: {},
    formError: null,
    confirming: null,
    deleteError: null,
    base: input.cached ?? EMPTY,
    draft: input.draft ?? null,
    draftKey: `participants:${input.id}`,
    version: input.version ?? null,
  }),
  states: {
    draft: draftRegion,
    // the refreshing load (./refresh.ts), with its two ends no retry can help
    load: refreshStates(
      "loadExecution",
      "execution.retry",
      ({ context }: { context: WorkshopExecutionContext }) => ({ id: context.id, photos: context.page === "photos" }),
      ["notFound", "wrongStage"],
    ),
    /** The page's own work: the report's form on /addParticipants, the photos' deletes on /addPhotos. */
    work: {
      initial: "choosing",
      states: {
        choosing: {
          always: [
            { guard: "photosPage", target: "delete" },
            { guard: "hasDraft", target: "report", actions: ["restoreDraft", "noteDraft"] },
            { target: "report" },
          ],
        },
        report: {
          initial: "editing",
          states: {
            editing: { on: { ...EDITS, "report.refreshed": { actions: "refreshed" } } },
            validating: {
              entry: "validate",
              always: [{ guard: "isValid", target: "saving" }, { target: "editing" }],
            },
            saving: {
              tags: ["saving"],
              invoke: {
                id: "saveReport",
                src: "saveReport",
                input: ({ context }): ReportSave => ({
                  id: context.id,
                  values: reportValuesOf(context.form),
                  ...(context.version !== null ? { base: { version: context.version, values: reportBaseOf(context.base) } } : {}),
                }),
                onDone: [
                  {
                    guard: { type: "queued", params: ({ event }) => event.output },
                    target: "queued",
                    actions: ["saved", "forgetDraft", "clearDraft"],
                  },
                  { target: "saved", actions: ["saved", "forgetDraft", "clearDraft"] },
                ],
                onError: [
                  // a save refused as a conflict (decision 079): the report as it is now; the conflict's own flow asks
                  { guard: "isConflict", target: "editing", actions: ["conflicted", "forgetDraft", "clearDraft"] },
                  { target: "editing", actions: "saveFailed" },
                ],
              },
            },
            /** The server has it. */
            saved: { on: { ...EDITS, "notice.dismissed": "editing" } },
            /** Offline: kept on this device, sent when the connection is back. */
            // a save kept here, refused later as a conflict and answered (decision 079): the report as it is now
            queued: { on: { ...EDITS, "notice.dismissed": "editing", ...refreshedAfterSave("report.refreshed") } },
          },
        },
        delete: photoDeleteRegion,
      },
    },
  },
});

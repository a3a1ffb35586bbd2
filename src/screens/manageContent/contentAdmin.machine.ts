// The super admin's content item form (/manageContent; decision 085), on the shared form chart
// (src/machines/formFlow.ts): closed until an item is opened (or a new one started), then
// editing -> validating -> saving -> saved; from editing or saved, Retire asks first
// (confirming -> acting) and Restore acts at once (acting), back to editing with what it did.
// Search and "show retired" are kept here too. `saveContent` and `actOnContent` are provided by
// ./feature.ts.
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import { ContentForm, emptyContentForm, type ContentField, CONTENT_FIELDS } from "../../codecs/contentAdmin.ts";
import { msg } from "../../codecs/i18n.ts";
import { formActions, formStates, isValid, type Notice, noticeOf } from "../../machines/formFlow.ts";
import {
  activeAfter,
  activeSaved,
  RECORD_CLOSED,
  type RecordFormContext,
  RETIRE_EDITING,
  type RetireAction,
  type RetireEvent,
  retireStates,
} from "../../machines/retireFlow.ts";

export type ContentAction = RetireAction;

export const CONTENT_NOTICES = {
  queued: msg("Saved on this device. It will be sent when the connection is back."),
  added: msg("Added: every device gets it at its next sync."),
  saved: msg("Saved: every device gets the change at its next sync."),
  retire: msg("Retired: it leaves every device's library at its next sync. Its ratings are kept."),
  restore: msg("Restored: it is back in every device's library at its next sync, with its ratings."),
} as const;

export interface ContentAdminContext extends RecordFormContext<ContentForm, ContentField> {
  query: string;
}

export type ContentAdminEvent =
  | { type: "search.changed"; query: string }
  | { type: "retired.toggled"; retired: boolean }
  | { type: "item.open"; id: number; values: ContentForm; active: boolean }
  | { type: "form.changed"; field: ContentField; value: string }
  | RetireEvent;

export interface SaveContentInput {
  id: number | null;
  values: ContentForm;
}

const form = formActions<ContentField, ContentForm, typeof ContentForm>(ContentForm, (f) => (CONTENT_FIELDS as string[]).includes(f));
const CLEAN = { fieldErrors: {}, formError: null, submitted: null, notice: null, action: null } as const;
const acted = (status: string, action: ContentAction): Notice => noticeOf(status, CONTENT_NOTICES[action], CONTENT_NOTICES.queued);

export const contentAdminMachine = setup({
  types: { context: {} as ContentAdminContext, events: {} as ContentAdminEvent },
  actors: {
    saveContent: fromPromise<WriteOutcome, SaveContentInput>(() => Promise.reject(new Error("saveContent actor not provided"))),
    actOnContent: fromPromise<WriteOutcome, { action: ContentAction; id: number }>(() =>
      Promise.reject(new Error("actOnContent actor not provided")),
    ),
  },
  actions: {
    setValue: assign((a) => form.setValue(a)),
    validate: assign((a) => form.validate(a)),
    saved: assign(({ context }, r: WriteOutcome) => ({
      notice: noticeOf(r.status, context.target === null ? CONTENT_NOTICES.added : CONTENT_NOTICES.saved, CONTENT_NOTICES.queued),
      original: context.submitted,
      // an item just added is open as itself from now on
      target: context.target ?? (r.status === "synced" && r.id !== null ? r.id : null),
      active: activeSaved(context, r),
    })),
    saveFailed: assign((a) => form.saveFailed(a)),
    reset: assign({ values: emptyContentForm(), target: null, original: null, active: null, ...CLEAN }),
    openRecord: assign(({ event }) =>
      event.type === "item.open" ? { values: event.values, original: event.values, target: event.id, active: event.active, ...CLEAN } : {},
    ),
    clearNotice: assign({ notice: null, formError: null }),
    startRestore: assign({ action: "restore" as const, notice: null, formError: null }),
    startRetire: assign({ action: "retire" as const }),
    acted: assign(({ context }, r: { status: string }) => ({
      notice: acted(r.status, context.action ?? "retire"),
      active: activeAfter(context, r),
    })),
  },
  guards: {
    isValid,
    /** Leaving asks first when something typed differs from what is stored. */
    leave: ({ context }) => JSON.stringify(context.values) !== JSON.stringify(context.original ?? emptyContentForm()),
    /** Retire and restore need a stored item. */
    stored: ({ context }) => context.target !== null,
  },
}).createMachine({
  id: "contentAdmin",
  initial: "closed",
  context: { query: "", retired: false, target: null, original: null, active: null, values: emptyContentForm(), ...CLEAN },
  on: {
    "search.changed": { actions: assign(({ event }) => ({ query: event.query })) },
    "retired.toggled": { actions: assign(({ event }) => ({ retired: event.retired })) },
  },
  states: {
    closed: RECORD_CLOSED,
    open: {
      initial: "editing",
      states: {
        ...formStates({
          save: "saveContent",
          input: ({ context }: { context: ContentAdminContext }): SaveContentInput => ({ id: context.target, values: context.submitted! }),
          done: "saved",
          editing: RETIRE_EDITING,
        }),
        ...retireStates("contentAdmin", "actOnContent"),
      },
    },
  },
});

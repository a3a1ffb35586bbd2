// The super admin's news slide form (/manageNews; decision 087), on the shared form chart
// (src/machines/formFlow.ts) and the record's Retire/Restore (src/machines/retireFlow.ts): closed
// until a slide is opened (or a new one started), then editing -> validating -> saving -> saved.
// The slide's image is a picked file (`image.picked`; the log keeps its size and type, never its
// bytes): inspected by its bytes (`inspectImage`) and judged by the upload rules of kind "news"
// (src/codecs/upload.ts: an image, under 5 MB) before it is kept; a new slide needs one. Save
// shrinks and keeps it on the device and queues news.save naming it by its hash, so the outbox
// sends the bytes first (`saveSlide`, provided by ./feature.ts with `actOnSlide` and `inspectImage`).
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import { msg } from "../../codecs/i18n.ts";
import { emptyNewsForm, NEWS_FIELDS, NEWS_MESSAGES, NewsForm, type NewsField } from "../../codecs/newsAdmin.ts";
import { refusalOf, UNREADABLE_FILE } from "../../codecs/upload.ts";
import { formActions, formStates, isValid, noticeOf } from "../../machines/formFlow.ts";
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
import type { Inspected } from "../../machines/upload.machine.ts";

export const NEWS_NOTICES = {
  queued: msg("Saved on this device. It will be sent when the connection is back."),
  added: msg("Added: every device shows the slide after its next sync."),
  saved: msg("Saved: every device gets the change at its next sync."),
  retire: msg("Retired: the slide leaves every device at its next sync."),
  restore: msg("Restored: the slide is back on every device at its next sync."),
} as const;

/** The form's fields and its image (the message at the image's field). */
export type NewsFormField = NewsField | "image";

export interface NewsAdminContext extends RecordFormContext<NewsForm, NewsFormField> {
  /** the picked image, inspected and accepted (null: none picked; an edit keeps the stored one) */
  image: Inspected | null;
}

export type NewsAdminEvent =
  | { type: "retired.toggled"; retired: boolean }
  | { type: "item.open"; id: number; values: NewsForm; active: boolean }
  | { type: "form.changed"; field: NewsField; value: string }
  /** `file`: the picked File (the effects read it). */
  | { type: "image.picked"; file: unknown }
  | RetireEvent;

export interface SaveSlideInput {
  id: number | null;
  values: NewsForm;
  /** the picked image's pick id (the effects keep the file by it); null: the stored image stays */
  pick: string | null;
}

const form = formActions<NewsField, NewsForm, typeof NewsForm>(NewsForm, (f) => (NEWS_FIELDS as string[]).includes(f));
const CLEAN = { fieldErrors: {}, formError: null, submitted: null, notice: null, action: null, image: null } as const;

export const newsAdminMachine = setup({
  types: { context: {} as NewsAdminContext, events: {} as NewsAdminEvent },
  actors: {
    saveSlide: fromPromise<WriteOutcome, SaveSlideInput>(() => Promise.reject(new Error("saveSlide actor not provided"))),
    actOnSlide: fromPromise<WriteOutcome, { action: RetireAction; id: number }>(() => Promise.reject(new Error("actOnSlide actor not provided"))),
    inspectImage: fromPromise<Inspected, { file: unknown }>(() => Promise.reject(new Error("inspectImage actor not provided"))),
  },
  actions: {
    setValue: assign((a) => form.setValue(a)),
    /** The form's codec, and a new slide's image. */
    validate: assign(({ context }) => {
      const v = form.validate({ context });
      if (context.target !== null || context.image !== null) return v;
      return { ...v, submitted: null, fieldErrors: { ...v.fieldErrors, image: NEWS_MESSAGES.image } };
    }),
    saved: assign(({ context }, r: WriteOutcome) => ({
      notice: noticeOf(r.status, context.target === null ? NEWS_NOTICES.added : NEWS_NOTICES.saved, NEWS_NOTICES.queued),
      original: context.submitted,
      image: null,
      // a slide just added is open as itself from now on
      target: context.target ?? (r.status === "synced" && r.id !== null ? r.id : null),
      active: activeSaved(context, r),
    })),
    saveFailed: assign((a) => form.saveFailed(a)),
    /** An image the upload rules take is kept; another's message goes to the image's field. */
    judged: assign(({ context }, i: Inspected) => {
      const refusal = refusalOf("news", i.size, i.type);
      const { image: _, ...others } = context.fieldErrors;
      return refusal ? { image: null, fieldErrors: { ...others, image: refusal.message } } : { image: i, fieldErrors: others };
    }),
    unreadable: assign(({ context }) => ({ image: null, fieldErrors: { ...context.fieldErrors, image: UNREADABLE_FILE } })),
    reset: assign({ values: emptyNewsForm(), target: null, original: null, active: null, ...CLEAN }),
    openRecord: assign(({ event }) =>
      event.type === "item.open" ? { values: event.values, original: event.values, target: event.id, active: event.active, ...CLEAN } : {},
    ),
    clearNotice: assign({ notice: null, formError: null }),
    startRestore: assign({ action: "restore" as const, notice: null, formError: null }),
    startRetire: assign({ action: "retire" as const }),
    acted: assign(({ context }, r: { status: string }) => ({
      notice: noticeOf(r.status, NEWS_NOTICES[context.action ?? "retire"], NEWS_NOTICES.queued),
      active: activeAfter(context, r),
    })),
  },
  guards: {
    isValid,
    /** Leaving asks first when something typed (or an image picked) differs from what is stored. */
    leave: ({ context }) => context.image !== null || JSON.stringify(context.values) !== JSON.stringify(context.original ?? emptyNewsForm()),
    /** Retire and restore need a stored slide. */
    stored: ({ context }) => context.target !== null,
  },
}).createMachine({
  id: "newsAdmin",
  initial: "closed",
  context: { retired: false, target: null, original: null, active: null, values: emptyNewsForm(), ...CLEAN },
  on: { "retired.toggled": { actions: assign(({ event }) => ({ retired: event.retired })) } },
  states: {
    closed: RECORD_CLOSED,
    open: {
      initial: "editing",
      states: {
        ...formStates({
          save: "saveSlide",
          input: ({ context }: { context: NewsAdminContext }): SaveSlideInput => ({
            id: context.target,
            values: context.submitted!,
            pick: context.image?.pick ?? null,
          }),
          done: "saved",
          editing: { ...RETIRE_EDITING, "image.picked": "inspecting" },
        }),
        /** The picked image's bytes read: what it is and how big. */
        inspecting: {
          tags: ["busy"],
          invoke: {
            id: "inspectImage",
            src: "inspectImage",
            input: ({ event }) => ({ file: event.type === "image.picked" ? event.file : null }),
            onDone: { target: "editing", actions: { type: "judged", params: ({ event }) => event.output } },
            onError: { target: "editing", actions: "unreadable" },
          },
        },
        ...retireStates("newsAdmin", "actOnSlide"),
      },
    },
  },
});

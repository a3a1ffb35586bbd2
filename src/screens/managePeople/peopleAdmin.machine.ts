// The super admin's person form (/managePeople; decision 077), on the shared form chart
// (src/machines/formFlow.ts): closed until a person is opened (or a new one started), then
// editing -> validating -> saving -> saved, and from editing an action on the person (switch off,
// switch on, send the invitation again) -> acting -> editing with what it did. Saving an FCP with
// another CMDI (a CMDI with another AMMD) moves them: the save actor edits and then moves, and the
// notice says what happened to the workshops that were waiting. Search and the role filter are
// kept here too. `savePerson` and `actOnPerson` are provided by src/features/peopleAdmin.ts.
import { assign, fromPromise, setup } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import { emptyPersonForm, PeopleAnswer, PersonForm, type PersonField, type PersonKind } from "../../codecs/peopleAdmin.ts";
import { formActions, formStates, isValid } from "../../machines/formFlow.ts";

export const PERSON_ACTIONS = ["deactivate", "reactivate", "invite"] as const;
export type PersonAction = (typeof PERSON_ACTIONS)[number];
export type KindFilter = PersonKind | "all";

/** What the page says after a save or an action: a catalogue text and its values. */
export interface PeopleNotice {
  message: string;
  values: Record<string, number>;
  intent: "success" | "warning";
}

export const NOTICES = {
  queued: msg("Saved on this device. It will be sent when the connection is back."),
  addedInvited: msg("Added. An invitation to set their password was sent by SMS."),
  added: msg("Added."),
  saved: msg("Saved."),
  moved: msg("Saved and moved: {workshops, plural, =0 {no workshops} one {# workshop} other {# workshops}} moved with them."),
  movedAwaiting: msg(
    "Saved and moved: {workshops, plural, one {# workshop} other {# workshops}} moved with them; {awaiting, plural, one {# that was waiting for a check now waits} other {# that were waiting for a check now wait}} for the new manager.",
  ),
  deactivate: msg("Switched off: they are signed out everywhere and can no longer sign in. Their records stay."),
  reactivate: msg("Switched on again: they can sign in."),
  invite: msg("The invitation was sent again by SMS."),
} as const;

export interface PeopleAdminContext {
  query: string;
  kind: KindFilter;
  /** the person open in the form; null with `open` set: a new person */
  target: { kind: PersonKind; id: number } | null;
  /** the values as stored (an edit's start: a changed CMDI or AMMD is a move) */
  original: PersonForm | null;
  values: PersonForm;
  fieldErrors: FieldErrors<PersonField>;
  formError: string | null;
  submitted: PersonForm | null;
  notice: PeopleNotice | null;
  action: PersonAction | null;
}

export type PeopleAdminEvent =
  | { type: "search.changed"; query: string }
  | { type: "kind.changed"; kind: KindFilter }
  | { type: "person.new" }
  | { type: "person.open"; kind: PersonKind; id: number; values: PersonForm }
  | { type: "person.act"; action: PersonAction }
  | { type: "form.changed"; field: PersonField; value: string }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" };

export interface SaveInput {
  target: { kind: PersonKind; id: number } | null;
  original: PersonForm | null;
  values: PersonForm;
}

const FIELDS: readonly string[] = ["kind", "name", "mobile", "fcp_type", "cmdi", "ammd"];
const form = formActions<PersonField, PersonForm, typeof PersonForm>(PersonForm, (f) => FIELDS.includes(f));
const CLEAN = { fieldErrors: {}, formError: null, submitted: null, notice: null, action: null } as const;

/** The notice of a save: added (invited or not), saved, moved (with the workshops that went along). */
export function savedNotice(r: WriteOutcome, adding: boolean): PeopleNotice {
  if (r.status === "pending") return { message: NOTICES.queued, values: {}, intent: "warning" };
  const rows = Array.isArray(r.result) ? r.result : [];
  const a = rows.map((x) => (PeopleAnswer.is(x) ? x : null)).find((x) => x !== null);
  const ok = (message: string, values: Record<string, number> = {}): PeopleNotice => ({ message, values, intent: "success" });
  if (adding) return ok(a?.invited ? NOTICES.addedInvited : NOTICES.added);
  if (a && a.awaiting_moved > 0) return ok(NOTICES.movedAwaiting, { workshops: a.workshops_moved, awaiting: a.awaiting_moved });
  if (a && rows.length > 1) return ok(NOTICES.moved, { workshops: a.workshops_moved });
  return ok(NOTICES.saved);
}

export const peopleAdminMachine = setup({
  types: { context: {} as PeopleAdminContext, events: {} as PeopleAdminEvent },
  actors: {
    savePerson: fromPromise<WriteOutcome, SaveInput>(() => Promise.reject(new Error("savePerson actor not provided"))),
    actOnPerson: fromPromise<WriteOutcome, { action: PersonAction; kind: PersonKind; id: number }>(() =>
      Promise.reject(new Error("actOnPerson actor not provided")),
    ),
  },
  actions: {
    setValue: assign((a) => form.setValue(a)),
    validate: assign((a) => form.validate(a)),
    saved: assign(({ context }, r: WriteOutcome) => ({
      notice: savedNotice(r, context.target === null),
      original: context.submitted,
      // a person just added is open as themself from now on
      target: context.target ?? (r.status === "synced" && r.id !== null ? { kind: context.values.kind, id: r.id } : null),
    })),
    saveFailed: assign((a) => form.saveFailed(a)),
    reset: assign({ values: emptyPersonForm, target: null, original: null, ...CLEAN }),
    startAct: assign(({ event }) => (event.type === "person.act" ? { action: event.action, notice: null, formError: null } : {})),
  },
  guards: {
    isValid,
    /** Leaving asks first when something typed differs from what is stored. */
    leave: ({ context }) => JSON.stringify(context.values) !== JSON.stringify(context.original ?? emptyPersonForm()),
    /** An action needs a stored person. */
    stored: ({ context }) => context.target !== null,
  },
}).createMachine({
  id: "peopleAdmin",
  initial: "closed",
  context: { query: "", kind: "all", target: null, original: null, values: emptyPersonForm(), ...CLEAN },
  on: {
    "search.changed": { actions: assign(({ event }) => ({ query: event.query })) },
    "kind.changed": { actions: assign(({ event }) => ({ kind: event.kind })) },
  },
  states: {
    closed: {
      on: {
        "person.new": { target: "open", actions: "reset" },
        "person.open": {
          target: "open",
          actions: assign(({ event }) => ({ values: event.values, original: event.values, target: { kind: event.kind, id: event.id }, ...CLEAN })),
        },
      },
    },
    open: {
      initial: "editing",
      states: {
        ...formStates({
          save: "savePerson",
          input: ({ context }: { context: PeopleAdminContext }): SaveInput => ({
            target: context.target,
            original: context.original,
            values: context.submitted!,
          }),
          done: "saved",
          editing: {
            "person.act": { guard: "stored", target: "acting", actions: "startAct" },
          },
        }),
        /** The form closed: back to the list (the chart's final state, here a step on). */
        left: { always: { target: "#peopleAdmin.closed" } },
        /** Saved (or kept on this device): the notice; the person stays open to act on or edit again. */
        saved: {
          on: {
            "form.again": { target: "editing", actions: assign({ notice: null }) },
            "form.leave": "left",
            "person.act": { guard: "stored", target: "acting", actions: "startAct" },
          },
        },
        acting: {
          tags: ["busy"],
          invoke: {
            id: "actOnPerson",
            src: "actOnPerson",
            input: ({ context }) => ({ action: context.action ?? "invite", kind: context.target?.kind ?? "FCP", id: context.target?.id ?? 0 }),
            onDone: {
              target: "editing",
              actions: assign(({ context, event }) => ({
                notice:
                  event.output.status === "pending"
                    ? { message: NOTICES.queued, values: {}, intent: "warning" as const }
                    : { message: NOTICES[context.action ?? "invite"], values: {}, intent: "success" as const },
              })),
            },
            onError: { target: "editing", actions: "saveFailed" },
          },
        },
      },
    },
  },
});

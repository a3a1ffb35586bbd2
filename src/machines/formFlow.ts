// The form chart every editing form shares (issue 44 item 2; decision 041's standard), written once:
// editing -> validating -> saving -> <done>. An empty or wrong Save puts each message at its field
// (the view sums them up) and keeps every typed value; a refused save does the same (the server's
// field, or the top of the form). Leaving with something typed or changed asks first
// (leaving -> left). A drafting form (decision 038) keeps what is typed after each edit and forgets
// its draft when it is saved or given up.
//
// A form machine declares in `setup`: its save actor (which queues the write in the outbox and
// waits for the server's answer while online; bound by its feature; named by `formStates`'s `save`),
// the actions `setValue`, `validate`, `saved` (given the save's outcome), `saveFailed` (and, drafting,
// the draft actions of ./draft.ts), the guards `isValid` and `leave` (whether leaving asks first).
// `formActions` gives the bodies that are the same in every form. Its own states (a form that loads,
// the page after a save, removing) sit beside these.
import { isLeft } from "fp-ts/Either";
import type * as t from "io-ts";
import type { WriteOutcome } from "../codecs/contract.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import { KEEP_VALUES } from "./draft.ts";
import { editField, type FormState, placeFailure } from "./formEdit.ts";
import { ApiFailure } from "../codecs/apiFailure.ts";
import { CONFLICT_CODE } from "../codecs/conflict.ts";

/** What a save answered, as the page says it (added or kept on this device). */
export interface Notice {
  message: string;
  intent: "success" | "warning";
}

/** What every form flow keeps: its values, the messages at its fields and under it, the values a valid Save sends. */
export interface FormFlowContext<K extends string, V extends Record<K, unknown>> {
  values: V;
  fieldErrors: FieldErrors<K>;
  formError: string | null;
  submitted: V | null;
}

/** What Save decided: the values to send, or each field's message. */
export function validated<K extends string, C extends t.Mixed>(
  codec: C,
  values: unknown,
): { fieldErrors: FieldErrors<K>; formError: null; submitted: t.TypeOf<C> | null } {
  const r = decodeForm(codec, values);
  return isLeft(r)
    ? { fieldErrors: r.left as FieldErrors<K>, formError: null, submitted: null }
    : { fieldErrors: {}, formError: null, submitted: r.right };
}

type Edit<F> = { type: string; field?: F; value?: string };

/**
 * The bodies of `setValue` (a `form.changed` event: that field's new text), `validate` (by the form's
 * codec) and `saveFailed` (where the refusal's message goes; `isField`: whether the form has the field
 * the server named), for each machine to wrap in its own `assign`.
 */
export function formActions<K extends string, V, C extends t.Mixed>(codec: C, isField: (field: string) => boolean) {
  return {
    setValue: ({ context, event }: { context: FormState<K, V>; event: Edit<K & keyof V> }) =>
      event.type === "form.changed" && event.field !== undefined ? editField(context, event.field, event.value ?? "") : {},
    validate: ({ context }: { context: { values: unknown } }) => validated<K, C>(codec, context.values),
    saveFailed: ({ event }: { event: object }) => placeFailure<K>("error" in event ? event.error : undefined, isField),
  };
}

/** The guard `isConflict`: a save refused as a conflict (decision 079), with the record as it is now. */
export const isConflict = ({ event }: { event: object }) => {
  const error = "error" in event ? event.error : undefined;
  return ApiFailure.is(error) && error.kind === "http" && error.code === CONFLICT_CODE && error.conflict !== undefined;
};

/** The guard `isValid`: Save's values decoded (what `validate` decided). */
export const isValid = ({ context }: { context: { submitted: unknown } }) => context.submitted !== null;

const DRAFT_GONE = ["forgetDraft", "clearDraft"] as const;
const NONE = [] as const;

interface ChartOptions<Src extends string, C, In, Done extends string, DoneActions extends readonly unknown[], E> {
  /** the save actor's name */
  save: Src;
  /** what the save actor is given from the context (its `values` are the submitted ones) */
  input: (a: { context: C }) => In;
  /** where a save goes: the form's own page after a save, or back to viewing */
  done: Done;
  /** what else a save does then */
  doneActions?: DoneActions;
  /** the form's own edits and buttons while editing (a member picked, Cancel, Remove) */
  editing?: E;
}

function chart<
  Src extends string,
  C,
  In,
  Done extends string,
  const DoneActions extends readonly unknown[],
  const E extends object,
  const Gone extends readonly unknown[],
  const Change extends readonly unknown[],
>(o: ChartOptions<Src, C, In, Done, DoneActions, E>, gone: Gone, change: Change) {
  return {
    editing: {
      on: {
        "form.changed": { actions: change },
        "form.saved": "validating",
        "form.leave": [{ guard: "leave", target: "leaving" }, { target: "left" }],
        ...(o.editing ?? ({} as E)),
      },
    },
    validating: {
      entry: "validate",
      always: [{ guard: "isValid", target: "saving" }, { target: "editing" }],
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: o.save,
        src: o.save,
        input: o.input,
        onDone: {
          target: o.done,
          actions: [{ type: "saved", params: ({ event }: { event: { output: WriteOutcome } }) => event.output }, ...gone, ...(o.doneActions ?? NONE)],
        },
        onError: { target: "editing", actions: "saveFailed" },
      },
    },
    /** "Discard ...?": the typed values stay until the person says so. */
    leaving: { on: { "leave.confirmed": { target: "left", actions: gone }, "leave.cancelled": "editing" } },
    /** The person left the form (the view navigates back). */
    left: { type: "final" },
  } as const;
}

/** A chart whose edits and endings also run `change` and `gone` (a drafting form's keep and forget). */
const chartOf =
  <const Gone extends readonly unknown[], const Change extends readonly unknown[]>(gone: Gone, change: Change) =>
  <Src extends string, C, In, Done extends string, const DoneActions extends readonly unknown[] = readonly [], const E extends object = object>(
    o: ChartOptions<Src, C, In, Done, DoneActions, E>,
  ) =>
    chart(o, gone, change);

/** The shared states of a form that keeps no draft. */
export const formStates = chartOf(NONE, ["setValue"] as const);

/** The shared states of a form that keeps drafts (decision 038): kept after each edit, forgotten when saved or given up. */
export const draftingFormStates = chartOf(DRAFT_GONE, ["setValue", KEEP_VALUES] as const);

/** An adding form's page after a save: the notice, with "Add another" (`form.again`, the machine's `reset`) or back. */
export const savedState = { on: { "form.again": { target: "editing", actions: "reset" }, "form.leave": "left" } } as const;

/**
 * A form's state after a save kept on this device (decision 079): that save, refused later as a
 * conflict and answered, shows the record as it is now: `event` (the screen's, from the conflict
 * flow's `conflict.resolved`) runs the machine's `refreshed` and goes back to editing (`target`).
 */
export const refreshedAfterSave = <const E extends string, const T extends string = "editing">(event: E, target?: T) =>
  ({ [event]: { target: target ?? "editing", actions: "refreshed" } }) as { [K in E]: { target: T; actions: "refreshed" } };

/** The notice a save's outcome gets: `added` when the server took it, `queued` when it waits on this device. */
export const noticeOf = (status: string, added: string, queued: string): Notice =>
  status === "pending" ? { message: queued, intent: "warning" } : { message: added, intent: "success" };

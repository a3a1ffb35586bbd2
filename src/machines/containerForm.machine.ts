// A container's form (/createContainer, and editing one at /viewContainer?id=; decision 043), on the
// shared form chart (./formFlow.ts): editing -> validating -> saving -> saved. An empty or wrong Save puts each
// message at its field (the view sums them up) and keeps what was typed and picked; a refusal (a
// name already used: 409 at the name; a member no longer the FCP's: 404 at members) does the same.
// Leaving with changes asks first (leaving -> left). An existing container can be removed:
// editing -> confirmingRemove -> removing -> removed. `saveContainer` and `removeContainer` (which
// queue the write in the outbox and wait for the server's answer while online) are provided by
// src/features/containers.ts. What is typed and picked is kept as a draft (decision 038, key
// `container:new` or `container:<id>`): opened again with a draft that differs, the form starts from
// it ("Draft restored", whose Discard goes back to the values as listed); saving, discarding or
// removing forgets it.
import { assign, fromPromise, raise, setup } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import { ContainerForm, emptyContainerValues, type ContainerFieldKey, type ContainerValues } from "../codecs/container.ts";
import type { FieldErrors } from "../codecs/form.ts";
import { draftActionStubs, draftRegion, type DraftEvent, KEEP_VALUES, restoring } from "./draft.ts";
import { placeFailure } from "./formEdit.ts";
import { draftingFormStates, formActions, isValid, type Notice, noticeOf, refreshedAfterSave, savedState } from "./formFlow.ts";
import { msg } from "../codecs/i18n.ts";

export const CONTAINER_SAVED = msg("Container Saved Successfully!!");
export const CONTAINER_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");

export interface ContainerFormInput {
  /** the container being edited; null: a new one */
  id: number | null;
  /** its values as listed (null for a new one) */
  cached: ContainerValues | null;
  /** what was typed last time and not saved (decision 038) */
  draft?: ContainerValues | null;
  /** the container's version as listed (decision 079; absent in lists cached before it) */
  version?: number | null;
}

/** What a save sends: an update names the version and values it started from (decision 079). */
export interface ContainerSave {
  id: number | null;
  values: ContainerValues;
  base?: { version: number; values: ContainerValues };
}

export interface ContainerFormContext {
  id: number | null;
  initial: ContainerValues;
  values: ContainerValues;
  fieldErrors: FieldErrors<ContainerFieldKey>;
  formError: string | null;
  submitted: ContainerValues | null;
  notice: Notice | null;
  draft: ContainerValues | null;
  draftKey: string;
  /** the version `initial` is (null: a new container, or one listed before versions) */
  version: number | null;
}

/** Whether the form differs from the container as listed (or an empty one). */
export const containerChanged = (c: Pick<ContainerFormContext, "values" | "initial">): boolean => !same(c.values, c.initial);

/** Where the draft of container `id` (null: a new one) is kept. */
export const containerDraftKey = (id: number | null) => `container:${id ?? "new"}`;

export type ContainerFormEvent =
  | { type: "form.changed"; field: "name" | "description"; value: string }
  | { type: "member.toggled"; id: number }
  | { type: "form.saved" }
  | { type: "form.again" }
  | { type: "form.leave" }
  | { type: "leave.confirmed" }
  | { type: "leave.cancelled" }
  | { type: "remove.asked" }
  | { type: "remove.cancelled" }
  | { type: "remove.confirmed" }
  /** a conflict's answer was written (decision 079): the container as it is now */
  | { type: "form.refreshed"; values: ContainerValues; version: number }
  | DraftEvent;

/** The version a synced update answered (decision 079), or null. */
const writtenVersion = (r: WriteOutcome): number | null => {
  const row = r.status === "synced" && Array.isArray(r.result) ? (r.result[0] as { version?: unknown } | undefined) : undefined;
  return typeof row?.version === "number" ? row.version : null;
};

const same = (a: ContainerValues, b: ContainerValues) =>
  a.name === b.name && a.description === b.description && [...a.members].sort().join() === [...b.members].sort().join();

const cleared = (errors: FieldErrors<ContainerFieldKey>, field: ContainerFieldKey) => {
  const out = { ...errors };
  delete out[field];
  return out;
};

const form = formActions<ContainerFieldKey, ContainerValues, typeof ContainerForm>(
  ContainerForm,
  (f) => f === "name" || f === "description" || f === "members",
);

export const containerFormMachine = setup({
  types: { context: {} as ContainerFormContext, events: {} as ContainerFormEvent, input: {} as ContainerFormInput },
  actors: {
    saveContainer: fromPromise<WriteOutcome, ContainerSave>(() => Promise.reject(new Error("saveContainer actor not provided"))),
    removeContainer: fromPromise<WriteOutcome, { id: number }>(() => Promise.reject(new Error("removeContainer actor not provided"))),
  },
  actions: {
    ...draftActionStubs,
    restoreDraft: assign(({ context }) => ({ values: context.draft ?? context.values })),
    noteDraft: raise({ type: "draft.restored" }),
    discardDraft: assign(({ context }) => ({ values: context.initial, fieldErrors: {}, formError: null })),
    clearDraft: raise({ type: "draft.cleared" }),
    setValue: assign((a) => form.setValue(a)),
    toggle: assign(({ context, event }) => {
      if (event.type !== "member.toggled") return {};
      const has = context.values.members.includes(event.id);
      const members = has ? context.values.members.filter((m) => m !== event.id) : [...context.values.members, event.id];
      return { values: { ...context.values, members }, fieldErrors: cleared(context.fieldErrors, "members"), formError: null };
    }),
    validate: assign((a) => form.validate(a)),
    saved: assign(({ context }, r: WriteOutcome) => ({
      initial: context.values,
      id: context.id ?? r.id,
      version: writtenVersion(r) ?? context.version,
      notice: noticeOf(r.status, CONTAINER_SAVED, CONTAINER_QUEUED),
    })),
    saveFailed: assign((a) => form.saveFailed(a)),
    refreshed: assign(({ event }) =>
      event.type === "form.refreshed"
        ? { initial: event.values, values: event.values, version: event.version, fieldErrors: {}, formError: null }
        : {},
    ),
    removeFailed: assign(({ event }) => ({ formError: placeFailure("error" in event ? event.error : undefined, () => false).formError })),
    reset: assign({
      id: null,
      initial: () => emptyContainerValues(),
      values: () => emptyContainerValues(),
      fieldErrors: {},
      formError: null,
      submitted: null,
      notice: null,
    }),
  },
  guards: {
    isValid,
    /** Leaving asks first when the form differs from the container as listed. */
    leave: ({ context }) => !same(context.values, context.initial),
    existing: ({ context }) => context.id !== null,
    hasDraft: ({ context }) => context.draft !== null && !same(context.draft, context.initial),
  },
}).createMachine({
  id: "containerForm",
  type: "parallel",
  context: ({ input }) => {
    const initial = input.cached ?? emptyContainerValues();
    return {
      id: input.id,
      initial,
      values: initial,
      fieldErrors: {},
      formError: null,
      submitted: null,
      notice: null,
      draft: input.draft ?? null,
      draftKey: containerDraftKey(input.id),
      version: input.version ?? null,
    };
  },
  states: {
    form: {
      initial: "restoring",
      states: {
        /** A kept draft that differs from the container as listed comes back into the form. */
        restoring: restoring("editing"),
        ...draftingFormStates({
          save: "saveContainer",
          input: ({ context }: { context: ContainerFormContext }): ContainerSave => ({
            id: context.id,
            values: context.submitted!,
            ...(context.id !== null && context.version !== null ? { base: { version: context.version, values: context.initial } } : {}),
          }),
          done: "saved",
          editing: {
            "member.toggled": { actions: ["toggle", KEEP_VALUES] },
            "remove.asked": { guard: "existing", target: "confirmingRemove" },
            "form.refreshed": { actions: "refreshed" },
          },
        }),
        /** Saved (or kept on this device): the page says so and offers another or the list. */
        saved: {
          on: {
            ...savedState.on,
            // a save kept on this device, refused later as a conflict and answered (decision 079): the container as it is now
            ...refreshedAfterSave("form.refreshed"),
          },
        },
        /** "Remove this container?" */
        confirmingRemove: { on: { "remove.confirmed": "removing", "remove.cancelled": "editing" } },
        removing: {
          tags: ["busy"],
          invoke: {
            id: "removeContainer",
            src: "removeContainer",
            input: ({ context }) => ({ id: context.id! }),
            onDone: { target: "removed", actions: ["forgetDraft", "clearDraft"] },
            onError: { target: "editing", actions: "removeFailed" },
          },
        },
        removed: { type: "final" },
      },
    },
    draft: draftRegion,
  },
});

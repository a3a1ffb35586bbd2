// Outlets (spec screens 4 and 5): the list with its search and delete dialog, and the form. Lists
// and rows come through the API; every write goes through the outbox (queued as an event, sent
// when online, deduplicated by the server) and changes the cached list at once.
import { fromPromise } from "xstate";
import { notFound } from "../codecs/apiFailure.ts";
import {
  OUTLET_NOT_FOUND,
  outletsDelete,
  outletsGet,
  outletsInsert,
  outletsList,
  outletsSlot,
  outletsUpdate,
  type Outlet,
  type OutletFieldKey,
  type OutletValues,
} from "../codecs/outlet.ts";
import { stateOption } from "../codecs/states.ts";
import { outletFormMachine, type OutletSave } from "../machines/outletForm.machine.ts";
import type { ResolveInput } from "../machines/conflict.machine.ts";
import { outletListMachine } from "../machines/outletList.machine.ts";
import { draftActions } from "./drafts.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { outletFormScreen } from "../screens/outletForm/index.ts";
import { outletListScreen } from "../screens/outletList/index.ts";
import { fetchList } from "./lists.ts";
import { defineMutator, insertRow, removeRow, upsertRow } from "../store/mutators.ts";
import { listOf } from "../store/state.ts";
import { queueUndoable } from "./undo.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

const NOT_FOUND = notFound(OUTLET_NOT_FOUND);

/** The row the list shows at once for a saved form (empty fields as the server keeps them: null). */
export const outletRow = (v: OutletValues): Omit<Outlet, "id"> => ({
  ...(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === "" ? null : x])) as Record<OutletFieldKey, string | null>),
  state_label: stateOption(v.state__c)?.label ?? (v.state__c || null),
});

/** The outlets' named mutators (decision 072): a saved outlet shows in the list at once, a removed one leaves it. */
export const insertOutlet = defineMutator(outletsInsert, (_s, { values }) => insertRow(outletsSlot, outletRow(values)));
/** An update keeps the version it started from on the row (decision 079): a later save from this device starts from it too. */
export const updateOutlet = defineMutator(outletsUpdate, (_s, { id, values, base }) =>
  upsertRow(outletsSlot, { ...outletRow(values), id, ...(base ? { version: base.version } : {}) }),
);
export const deleteOutlet = defineMutator(outletsDelete, (_s, { id }) => removeRow(outletsSlot, id));

/** An outlet's conflict answered (decision 079; src/features/conflicts.ts): a new update from the version the refusal named. */
export const resolveOutlet = (w: FeatureWorld, { id, version, current, values }: ResolveInput): Promise<WriteOutcome> =>
  saveAndWait(w, updateOutlet({ id, values: values as OutletValues, base: { version, values: current as OutletValues } }), { id });

export const outlets = defineFeature({
  id: "outlets",
  machines: [outletListMachine, outletFormMachine],
  lists: [outletsSlot],
  writes: [outletsInsert, outletsUpdate, outletsDelete],
  provide: (w) => [
    outletListMachine.provide({
      actors: {
        loadOutlets: fetchList(w, outletsSlot, outletsList, {}),
        // held for the toast's Undo (decision 067)
        deleteOutlet: fromPromise<void, { id: number }>(async ({ input }) => {
          const name = listOf(w.log.state(), outletsSlot).find((o) => o.id === input.id)?.outletname__c;
          const message = name ? `Removed "${name}"` : "Removed the outlet";
          queueUndoable(w, deleteOutlet({ id: input.id }), message);
        }),
      },
    }),
    outletFormMachine.provide({
      actions: draftActions(w),
      actors: {
        loadOutlet: fromPromise<Outlet, { id: number }>(async ({ input, signal }) => {
          const r = await w.api.query(outletsGet, { id: input.id }, signal);
          if (!r.ok) throw r.failure;
          if (!r.value[0]) throw NOT_FOUND;
          return r.value[0];
        }),
        saveOutlet: fromPromise<WriteOutcome, OutletSave>(({ input: { id, values, base } }) => {
          return id === null
            ? saveAndWait(w, insertOutlet({ values }))
            : saveAndWait(w, updateOutlet({ id, values, ...(base ? { base } : {}) }), { id });
        }),
      },
    }),
  ],
  screens: [outletListScreen, outletFormScreen],
});

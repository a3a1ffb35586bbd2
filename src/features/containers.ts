// Containers (issue 25; decision 043): the FCP's named groups of HPAs. /createContainer makes one;
// /viewContainer lists the FCP's (a manager's: their FCPs', read-only) and opens one by ?id= to see,
// edit or remove it. The list is cached (shown at once, offline too); every write goes through the
// outbox (once, by its key) and shows in the list at once.
import { fromPromise } from "xstate";
import {
  containersCreate,
  containersList,
  containersRemove,
  containersSlot,
  containersUpdate,
  type Container,
  type ContainerValues,
} from "../codecs/container.ts";
import { hpasSlot } from "../codecs/hpa.ts";
import { containerFormMachine } from "../machines/containerForm.machine.ts";
import { containerListMachine } from "../machines/containerList.machine.ts";
import { defineMutator, insertRow, removeRow, upsertRow } from "../store/mutators.ts";
import { listOf, type StoreState } from "../store/state.ts";
import { containerScreen } from "../screens/container/index.ts";
import { createContainerScreen } from "../screens/createContainer/index.ts";
import { draftActions } from "./drafts.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";
import { queueUndoable } from "./undo.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

/** The row the list shows at once for a saved form (as the server will list it), its members from the cached HPAs. */
export function containerRow(s: StoreState, v: ContainerValues): Omit<Container, "id"> {
  const hpas = listOf(s, hpasSlot);
  const members = v.members.flatMap((m) => {
    const h = hpas.find((x) => x.id === m);
    return h ? [{ kind: "hpa" as const, id: h.id, name: h.name, type: h.type, mobile: h.mobile__c }] : [];
  });
  return { name: v.name, description: v.description || null, fcp_name: null, members, createddate: null };
}

/** The containers' named mutators (decision 072): a saved container shows in the list at once, a removed one leaves it. */
export const createContainer = defineMutator(containersCreate, (s, { values }) => insertRow(containersSlot, containerRow(s, values)));
export const updateContainer = defineMutator(containersUpdate, (s, { id, values }) => upsertRow(containersSlot, { ...containerRow(s, values), id }));
export const deleteContainer = defineMutator(containersRemove, (_s, { id }) => removeRow(containersSlot, id));

export const containers = defineFeature({
  id: "containers",
  machines: [containerListMachine, containerFormMachine],
  lists: [containersSlot],
  writes: [containersCreate, containersUpdate, containersRemove],
  provide: (w) => [
    containerListMachine.provide({ actors: { load: fetchList(w, containersSlot, containersList, {}) } }),
    containerFormMachine.provide({
      actions: draftActions(w),
      actors: {
        saveContainer: fromPromise<WriteOutcome, { id: number | null; values: ContainerValues }>(async ({ input: { id, values } }) => {
          const r = id === null ? await saveAndWait(w, createContainer({ values })) : await saveAndWait(w, updateContainer({ id, values }), { id });
          // the server's rows (its members as stored); a failed refresh leaves the row shown at once
          if (r.status === "synced") await loadList(w, containersSlot, containersList, {}).catch(() => undefined);
          return r;
        }),
        // held for the toast's Undo (decision 067), so it answers at once, pending
        removeContainer: fromPromise<WriteOutcome, { id: number }>(async ({ input: { id } }) => {
          const name = listOf(w.log.state(), containersSlot).find((c) => c.id === id)?.name;
          const message = name === undefined ? "Removed the container" : `Removed "${name}"`;
          return queueUndoable(w, deleteContainer({ id }), message);
        }),
      },
    }),
  ],
  screens: [createContainerScreen, containerScreen],
});

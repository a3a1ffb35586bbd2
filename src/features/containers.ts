// Containers (issue 25; decision 043): the FCP's named groups of HPAs. /createContainer makes one;
// /viewContainer lists the FCP's (a manager's: their FCPs', read-only) and opens one by ?id= to see,
// edit or remove it. The list is cached (shown at once, offline too); every write goes through the
// outbox (once, by its key) and shows in the list at once.
import { fromPromise } from "xstate";
import {
  containersCreate,
  containersList,
  containersListPage,
  containersRemove,
  containersSlot,
  containersUpdate,
  membersOfText,
  type Container,
  type ContainerValues,
} from "../codecs/container.ts";
import { hpasSlot } from "../codecs/hpa.ts";
import { containerFormMachine, type ContainerSave } from "../machines/containerForm.machine.ts";
import type { ResolveInput } from "../machines/conflict.machine.ts";
import { containerListMachine } from "../machines/containerList.machine.ts";
import { defineMutator, insertRow, removeRow, upsertRow } from "../store/mutators.ts";
import { listOf, type StoreState } from "../store/state.ts";
import { containerScreen } from "../screens/container/index.ts";
import { createContainerScreen } from "../screens/createContainer/index.ts";
import { draftActions } from "./drafts.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { fetchList, fetchPage, loadList } from "./lists.ts";
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
/** An update keeps the version it started from on the row (decision 079): a later save from this device starts from it too. */
export const updateContainer = defineMutator(containersUpdate, (s, { id, values, base }) =>
  upsertRow(containersSlot, { ...containerRow(s, values), id, ...(base ? { version: base.version } : {}) }),
);

/** A conflict's texts (decision 079) as a container's values: the members' ids from their text. */
const containerValuesOf = (v: Record<string, string>): ContainerValues => ({
  name: v.name ?? "",
  description: v.description ?? "",
  members: membersOfText(v.members ?? ""),
});
export const deleteContainer = defineMutator(containersRemove, (_s, { id }) => removeRow(containersSlot, id));

/** A container's conflict answered (decision 079; src/features/conflicts.ts): a new update from the version the refusal named. */
export async function resolveContainer(w: FeatureWorld, { id, version, current, values }: ResolveInput): Promise<WriteOutcome> {
  const r = await saveAndWait(w, updateContainer({ id, values: containerValuesOf(values), base: { version, values: containerValuesOf(current) } }), {
    id,
  });
  if (r.status === "synced") await loadList(w, containersSlot, containersList, {}).catch(() => undefined);
  return r;
}

export const containers = defineFeature({
  id: "containers",
  machines: [containerListMachine, containerFormMachine],
  lists: [containersSlot],
  writes: [containersCreate, containersUpdate, containersRemove],
  provide: (w) => [
    containerListMachine.provide({ actors: { load: fetchList(w, containersSlot, containersList, {}), page: fetchPage(w, containersListPage) } }),
    containerFormMachine.provide({
      actions: draftActions(w),
      actors: {
        saveContainer: fromPromise<WriteOutcome, ContainerSave>(async ({ input: { id, values, base } }) => {
          const r =
            id === null
              ? await saveAndWait(w, createContainer({ values }))
              : await saveAndWait(w, updateContainer({ id, values, ...(base ? { base } : {}) }), { id });
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

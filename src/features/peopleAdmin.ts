// The super admin manages people (issue 46 item 1; decision 077): the list of every FCP, CMDI and
// AMMD (people.list, cached), and the person form's writes: add (with the SMS invitation), edit,
// move (a changed CMDI or AMMD on save), switch off, switch on, send the invitation again. No
// write changes the list at once (a person's row is the server's to say: scope, invitation, moved
// workshops); the list is fetched again once the server answered.
import { fromPromise } from "xstate";
import type { WriteOutcome } from "../codecs/contract.ts";
import {
  managedPeopleSlot,
  peopleAdd,
  peopleDeactivate,
  peopleEdit,
  peopleInvite,
  peopleList,
  peopleMove,
  peopleReactivate,
} from "../codecs/peopleAdmin.ts";
import { defineMutator } from "../store/mutators.ts";
import { peopleAdminMachine, type PersonAction, type SaveInput } from "../screens/managePeople/peopleAdmin.machine.ts";
import { peopleListMachine } from "../screens/managePeople/peopleList.machine.ts";
import { managePeopleScreen } from "../screens/managePeople/index.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";
import { reloadingAfter, saveAndWait } from "./writes.ts";

export const addPerson = defineMutator(peopleAdd);
export const editPerson = defineMutator(peopleEdit);
export const movePerson = defineMutator(peopleMove);
const ACTS = {
  deactivate: defineMutator(peopleDeactivate),
  reactivate: defineMutator(peopleReactivate),
  invite: defineMutator(peopleInvite),
} as const satisfies Record<PersonAction, unknown>;

/** The manager a save changes: an FCP's CMDI, a CMDI's AMMD; null when it stays. */
export function movedTo({ target, original, values }: SaveInput): string | null {
  if (!target || !original) return null;
  if (target.kind === "FCP" && values.cmdi !== original.cmdi) return values.cmdi;
  if (target.kind === "CMDI" && values.ammd !== original.ammd) return values.ammd;
  return null;
}

export const peopleAdmin = defineFeature({
  id: "peopleAdmin",
  machines: [peopleListMachine, peopleAdminMachine],
  lists: [managedPeopleSlot],
  writes: [peopleAdd, peopleEdit, peopleMove, peopleDeactivate, peopleReactivate, peopleInvite],
  provide: (w) => {
    const settled = reloadingAfter(() => loadList(w, managedPeopleSlot, peopleList, {}).catch(() => undefined));
    return [
      peopleListMachine.provide({ actors: { load: fetchList(w, managedPeopleSlot, peopleList, {}) } }),
      peopleAdminMachine.provide({
        actors: {
          savePerson: fromPromise<WriteOutcome, SaveInput>(({ input }) =>
            settled(async () => {
              const { target, values } = input;
              if (!target) return saveAndWait(w, addPerson({ values }));
              const edited = await saveAndWait(w, editPerson({ kind: target.kind, id: target.id, values }), { id: target.id });
              const to = movedTo(input);
              if (to === null) return edited;
              const moved = await saveAndWait(w, movePerson({ kind: target.kind, id: target.id, values: { to } }), { id: target.id });
              if (moved.status === "pending" || edited.status === "pending") return { status: "pending", id: null };
              // the move's answer first: what went along with the person
              return {
                ...moved,
                result: [...(Array.isArray(moved.result) ? moved.result : []), ...(Array.isArray(edited.result) ? edited.result : [])],
              };
            }),
          ),
          actOnPerson: fromPromise<WriteOutcome, { action: PersonAction; kind: "FCP" | "CMDI" | "AMMD"; id: number }>(({ input }) =>
            settled(() => saveAndWait(w, ACTS[input.action]({ kind: input.kind, id: input.id }), { id: input.id })),
          ),
        },
      }),
    ];
  },
  screens: [managePeopleScreen],
});

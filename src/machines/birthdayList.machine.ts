// Birthday Information (/birthday-Info): the cached birthdays of the month show at once while
// they refresh (./refresh.ts). `loadBirthdays` (op birthdays.list, recorded as
// `birthdays.fetched`) is bound by src/features/people.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { hasCached, failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export const birthdayListMachine = setup({
  types: { context: {} as RefreshContext, events: {} as { type: "birthdays.retry" }, input: {} as { hasCached: boolean } },
  actors: { loadBirthdays: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadBirthdays actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The birthdays"), context.hasCached) }),
  },
  guards: { hasCached },
}).createMachine({
  id: "birthdayList",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  ...refreshStates("loadBirthdays", "birthdays.retry"),
});

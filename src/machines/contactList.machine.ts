// Contact Us (/contact-us): the cached contacts (the caller's CMDI and AMMD, the helpline) show at
// once while they refresh (./refresh.ts). `loadContacts` (op contacts.mine, recorded as
// `contacts.fetched`) is bound by src/features/programme.ts.
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { hasCached, failedToLoad, refreshStates, type RefreshContext } from "./refresh.ts";

export const contactListMachine = setup({
  types: { context: {} as RefreshContext, events: {} as { type: "contacts.retry" }, input: {} as { hasCached: boolean } },
  actors: { loadContacts: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadContacts actor not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event }) => failedToLoad(event, msg("Your contacts")) }),
  },
  guards: { hasCached },
}).createMachine({
  id: "contactList",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  ...refreshStates("loadContacts", "contacts.retry"),
});

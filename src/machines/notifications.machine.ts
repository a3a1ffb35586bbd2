// The person's notifications (issue 27 item 1; docs/decisions/045-notifications.md): the cached
// list (the store's `notifications`) shows at once while it refreshes, with the states every
// refreshing list has (./refresh.ts); opening the drawer refreshes it again from `ready`. Opening
// one (`notification.read`) or "Mark all read" (`notifications.allRead`, naming the unread ones as
// the person saw them) runs `markRead`, which src/features/notifications.ts binds to one
// `notifications.read` write per notification through the outbox (each read at once on the device).
import { msg } from "../codecs/language.ts";
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { failedToLoad, hasCached, refreshStates, type RefreshContext } from "./refresh.ts";

export type NotificationsContext = RefreshContext;
export type NotificationsEvent =
  | { type: "list.retry" }
  | { type: "notifications.opened" }
  | { type: "notification.read"; id: number }
  | { type: "notifications.allRead"; ids: number[] };

const LIST = refreshStates("load", "list.retry");

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent, input: {} as { hasCached: boolean } },
  actors: { load: fromPromise<ListFetched, void>(() => Promise.reject(new Error("load actor of notifications not provided"))) },
  actions: {
    fetched: assign({ hasCached: true, error: null }),
    keepError: assign({ error: ({ event, context }) => failedToLoad(event, msg("The notifications"), context.hasCached) }),
    /** Marks these read (bound in src/features/notifications.ts). */
    markRead: (_, _params: { ids: readonly number[] }) => {},
  },
  guards: { hasCached },
}).createMachine({
  id: "notifications",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null }),
  on: {
    "notification.read": { actions: { type: "markRead", params: ({ event }) => ({ ids: [event.id] }) } },
    "notifications.allRead": { actions: { type: "markRead", params: ({ event }) => ({ ids: event.ids }) } },
  },
  initial: LIST.initial,
  states: {
    ...LIST.states,
    // the drawer opened: what came since the last refresh
    ready: { on: { "notifications.opened": "loading" } },
  },
});

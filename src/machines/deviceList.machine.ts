// The person's devices (/devices, docs/decisions/016-sessions-and-devices.md): the cached list
// shows at once while it refreshes (`list`: loading -> ready | stale | failed, retry; ./refresh.ts).
// Signing a device out is the app's one delete confirmation (`dialog`, ./deleteConfirm.ts): it
// asks first (confirming), then `signOutDevice` queues the write `devices.signOut` through the
// outbox (bound in src/features/devices.ts; the list drops the row at once); a write that could
// not be queued is said until dismissed. The answers keep this list's own event names.
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { deleteConfirmation, type Confirming } from "./deleteConfirm.ts";
import { refreshStates } from "./refresh.ts";
import { failureMessage } from "./workshopList.machine.ts";

export interface DeviceListContext {
  hasCached: boolean;
  error: string | null;
  /** The device the dialog asks about (its name is the list's). */
  confirming: Confirming | null;
}

export type DeviceListEvent =
  | { type: "devices.retry" }
  | { type: "devices.signOut"; id: number }
  | { type: "devices.confirmed" }
  | { type: "devices.cancelled" }
  | { type: "devices.dismissed" };

export const deviceListMachine = setup({
  types: {
    context: {} as DeviceListContext,
    events: {} as DeviceListEvent,
    input: {} as { hasCached: boolean },
  },
  actors: {
    loadDevices: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadDevices actor not provided"))),
    signOutDevice: fromPromise<void, { id: number }>(() => Promise.reject(new Error("signOutDevice actor not provided"))),
  },
  actions: {
    fetched: assign({ error: null, hasCached: true }),
    keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
    ask: assign({ confirming: ({ event }) => (event.type === "devices.signOut" ? { id: event.id, name: "" } : null) }),
    forget: assign({ confirming: null }),
    // a sign-out that could not be queued: said where a failed refresh is
    deleteFailed: assign(({ context }, { error }: { error: unknown }) => ({ confirming: null, error: failureMessage(error, context.hasCached) })),
    dismiss: assign({ error: null }),
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
  },
}).createMachine({
  id: "deviceList",
  type: "parallel",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null, confirming: null }),
  states: {
    list: refreshStates("loadDevices", "devices.retry"),
    dialog: deleteConfirmation("devices.signOut", "signOutDevice", {
      cancelled: "devices.cancelled",
      confirmed: "devices.confirmed",
      dismissed: "devices.dismissed",
    }),
  },
});

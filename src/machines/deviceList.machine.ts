// The person's devices (/devices, docs/decisions/016-sessions-and-devices.md): the cached list
// shows at once while it refreshes (loading -> ready | stale | failed, retry). Signing a device
// out asks first (confirming), then queues the write `devices.signOut` through the outbox (the
// named action `signOutDevice`, bound in src/features/devices.ts; the list drops the row at once).
import { assign, fromPromise, setup } from "xstate";
import type { ListFetched } from "../codecs/lists.ts";
import { refreshStates } from "./refresh.ts";
import { failureMessage } from "./workshopList.machine.ts";

export interface DeviceListContext {
  hasCached: boolean;
  error: string | null;
  confirming: number | null;
}

export type DeviceListEvent =
  | { type: "devices.retry" }
  | { type: "devices.signOut"; id: number }
  | { type: "devices.confirmed" }
  | { type: "devices.cancelled" };

export const deviceListMachine = setup({
  types: {
    context: {} as DeviceListContext,
    events: {} as DeviceListEvent,
    input: {} as { hasCached: boolean },
  },
  actors: {
    loadDevices: fromPromise<ListFetched, void>(() => Promise.reject(new Error("loadDevices actor not provided"))),
  },
  actions: {
    fetched: assign({ error: null, hasCached: true }),
    keepError: assign({ error: ({ event, context }) => failureMessage("error" in event ? event.error : undefined, context.hasCached) }),
    ask: assign({ confirming: ({ context, event }) => (event.type === "devices.signOut" ? event.id : context.confirming) }),
    forget: assign({ confirming: null }),
    signOutDevice: (_, _params: { id: number }) => {},
  },
  guards: {
    hasCached: ({ context }) => context.hasCached,
    asking: ({ context }) => context.confirming !== null,
  },
}).createMachine({
  id: "deviceList",
  context: ({ input }) => ({ hasCached: input.hasCached, error: null, confirming: null }),
  on: {
    "devices.signOut": { actions: "ask" },
    "devices.cancelled": { actions: "forget" },
    "devices.confirmed": {
      guard: "asking",
      actions: [{ type: "signOutDevice", params: ({ context }) => ({ id: context.confirming! }) }, "forget"],
    },
  },
  ...refreshStates("loadDevices", "devices.retry"),
});

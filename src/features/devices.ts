// The person's devices (issue 14; docs/decisions/016-sessions-and-devices.md): the list, and
// signing one out through the outbox (the row leaves the cached list at once).
import { devicesMine, devicesSignOut, devicesSlot } from "../codecs/devices.ts";
import { deviceListMachine } from "../machines/deviceList.machine.ts";
import { fromPromise } from "xstate";
import { defineFeature } from "./feature.ts";
import { devicesScreen } from "../screens/devices/index.ts";
import { fetchList } from "./lists.ts";
import { defineMutator, removeRow } from "../store/mutators.ts";
import { queueWrite } from "./writes.ts";

/** Signing a device out, a named mutator (decision 072): its row leaves the cached list at once. */
export const signOutDevice = defineMutator(devicesSignOut, (_s, { id }) => removeRow(devicesSlot, id));

export const devices = defineFeature({
  id: "devices",
  machines: [deviceListMachine],
  lists: [devicesSlot],
  writes: [devicesSignOut],
  provide: (w) => [
    deviceListMachine.provide({
      actors: {
        loadDevices: fetchList(w, devicesSlot, devicesMine, {}),
        signOutDevice: fromPromise<void, { id: number }>(async ({ input: { id } }) => {
          queueWrite(w, signOutDevice({ id }));
        }),
      },
    }),
  ],
  screens: [devicesScreen],
});

// The person's devices (issue 14; docs/decisions/016-sessions-and-devices.md): the list, and
// signing one out through the outbox (the row leaves the cached list at once).
import { devicesMine, devicesSignOut, devicesSlot } from "../codecs/devices.ts";
import { deviceListMachine } from "../machines/deviceList.machine.ts";
import { fromPromise } from "xstate";
import { defineFeature } from "./feature.ts";
import { devicesScreen } from "../screens/devices/index.ts";
import { fetchList } from "./lists.ts";

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
          w.outbox.write(devicesSignOut, { id }, { list: devicesSlot.name, remove: id });
        }),
      },
    }),
  ],
  screens: [devicesScreen],
});

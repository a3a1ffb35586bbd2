// Field devices (decision 078): its screen, its list (op fieldDevices.list, cached) and the list's loader.
import { fieldDevicesSlot, fieldDevicesList } from "../../codecs/fieldDevices.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchList } from "../../features/lists.ts";
import { fieldDevicesListMachine } from "./fieldDevicesList.machine.ts";
import { fieldDevicesScreen } from "./index.ts";

export const feature = defineFeature({
  id: "fieldDevices",
  machines: [fieldDevicesListMachine],
  lists: [fieldDevicesSlot],
  provide: (w) => [fieldDevicesListMachine.provide({ actors: { load: fetchList(w, fieldDevicesSlot, fieldDevicesList, {}) } })],
  screens: [fieldDevicesScreen],
});

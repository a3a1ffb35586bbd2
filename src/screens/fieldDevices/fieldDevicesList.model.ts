// The model of the field devices list's loader (test/unit/machines/model.test.ts reads it).
import { cachedListModel } from "../../machines/cachedListModel.ts";
import { fieldDevicesListMachine } from "./fieldDevicesList.machine.ts";

export const model = cachedListModel(fieldDevicesListMachine);

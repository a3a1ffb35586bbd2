// Field devices (/fieldDevices; decision 078): the cached list's loader (src/machines/cachedList.ts),
// fetched again on every opening (the devices report all day).
import { cachedListMachine } from "../../machines/cachedList.ts";

export const fieldDevicesListMachine = cachedListMachine("fieldDevicesList");

// Search across records (decision 082): its screen, and the flow that asks the server for what the
// device does not hold (the device's own lists are loaded and kept by their own features' flows).
import { recordSearchSlot, searchRecordsRead } from "../../codecs/recordSearch.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchListFor } from "../../features/lists.ts";
import { searchScreen } from "./index.ts";
import { recordSearchMachine } from "./recordSearch.machine.ts";

export const feature = defineFeature({
  id: "search",
  machines: [recordSearchMachine],
  lists: [recordSearchSlot],
  provide: (w) => [
    recordSearchMachine.provide({
      actors: { searchServer: fetchListFor<{ q: string }>(w, (params) => ({ slot: recordSearchSlot, contract: searchRecordsRead, params })) },
    }),
  ],
  screens: [searchScreen],
});

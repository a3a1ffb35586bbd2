// Search across records (decision 082): its screen only. It starts no machine of its own: it reads
// the lists the device holds (loaded and kept by their own features' flows) and searches them.
import { defineFeature } from "../../features/feature.ts";
import { searchScreen } from "./index.ts";

export const feature = defineFeature({ id: "search", machines: [], screens: [searchScreen] });

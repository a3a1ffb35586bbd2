// Today (decision 076): its screen only. It starts no machine of its own: its parts run the loader
// flows of the lists it reads (registered and bound by their features: workshops, leads, uploads,
// trainings, training approval) and derive the items from the store.
import { defineFeature } from "../../features/feature.ts";
import { todayScreen } from "./index.ts";

export const feature = defineFeature({ id: "today", machines: [], screens: [todayScreen] });

// The CMDI's cached trainings (trainings.list, recorded as `trainings.fetched`), loaded by
// /listTraining and /training (see cachedList.ts); `load` is bound by src/features/trainings.ts.
import { cachedListMachine } from "./cachedList.ts";

export const trainingListMachine = cachedListMachine("trainingList");

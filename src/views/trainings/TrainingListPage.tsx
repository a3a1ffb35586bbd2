// The CMDI's cached trainings and their loader flow, as /training (TrainingPage) still reads them;
// /listTraining itself is hosted (src/screens/trainingList/). This goes when /training moves too.
import { trainingsSlot } from "../../codecs/training.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
import { useCachedList } from "../cachedList.ts";

/** The CMDI's cached trainings and their loader flow (`key` names the flow in the log); the list page fetches them on every opening (their AMMD moves them: decision 034). */
export const useTrainings = (key: string, refreshOnOpen = false) => useCachedList(trainingsSlot, trainingListMachine, key, { refreshOnOpen });

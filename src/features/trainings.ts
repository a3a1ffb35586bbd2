// The CMDI's trainings (spec 2.7; decision 017): /listTraining (tabs by status, groups by type) and
// /training (one training, read-only), both from one cached list.
import { trainingsList, trainingsSlot } from "../codecs/training.ts";
import { trainingListMachine } from "../machines/trainingList.machine.ts";
import { defineFeature } from "./feature.ts";
import { fetchList } from "./lists.ts";

export const trainings = defineFeature({
  id: "trainings",
  machines: [trainingListMachine],
  lists: [trainingsSlot],
  startFresh: [trainingListMachine],
  provide: (w) => [trainingListMachine.provide({ actors: { load: fetchList(w, trainingsSlot, trainingsList, {}) } })],
  screens: {
    "/listTraining": () => import("../views/trainings/TrainingListPage.tsx"),
    "/training": () => import("../views/trainings/TrainingPage.tsx"),
  },
});

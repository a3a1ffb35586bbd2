// The CMDI's trainings past those on the device (decision 092): /listTraining's "More from the
// server" asks for the tab's status (./listPage.ts; the page op trainings.list.page, bound by
// src/features/trainings.ts).
import type { Training } from "../codecs/training.ts";
import { listPageMachine } from "./listPage.ts";

export const trainingListPageMachine = listPageMachine<Training>("trainingListPage");

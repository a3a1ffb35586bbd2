// /listTraining (spec 2.7): the CMDI's trainings by status tab (?tab=), grouped by type.
import { trainingListLink } from "../../codecs/navParams.ts";
import { CMDI, screen } from "../../views/routes.ts";

export const trainingListScreen = screen(trainingListLink, { access: CMDI, title: "Trainings", view: () => import("./screen.tsx") });

// /training (spec 2.7): one of the CMDI's trainings, read-only, from the cached trainings.
import { trainingLink } from "../../codecs/navParams.ts";
import { CMDI, screen } from "../../views/routes.ts";

export const trainingScreen = screen(trainingLink, { access: CMDI, title: "Training", view: () => import("./screen.tsx") });

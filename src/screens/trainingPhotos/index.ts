// /addTrainingPhotos (decision 028): one of the CMDI's trainings' photo gallery, with adding on.
import { trainingPhotosLink } from "../../codecs/navParams.ts";
import { CMDI, screen } from "../../views/routes.ts";

export const trainingPhotosScreen = screen(trainingPhotosLink, { access: CMDI, title: "Training Photos", view: () => import("./screen.tsx") });

// /addPhotos (decision 030): the FCP's photos of their workshop in Execution.
import { evidencePhotosLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const evidencePhotosScreen = screen(evidencePhotosLink, { access: FCP, view: () => import("./screen.tsx") });

// /assignedHPA?id= (decision 041): one HPA of the FCP.
import { assignedHpaLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const hpaScreen = screen(assignedHpaLink, { access: FCP, title: "Assigned HPA", view: () => import("./screen.tsx") });

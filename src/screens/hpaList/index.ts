// /listHPA (decision 041): the FCP's HPAs, searched and filtered by type; a row opens the HPA.
import { FCP, screen } from "../../views/routes.ts";

export const hpaListScreen = screen("/listHPA", { access: FCP, title: "List HPA", view: () => import("./screen.tsx") });

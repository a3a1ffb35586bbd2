// /addFCPHPA (decision 043): an HPA nobody works with yet, added by its mobile number.
import { FCP, screen } from "../../views/routes.ts";

export const hpaLinkScreen = screen("/addFCPHPA", { access: FCP, title: "Add FCP HPA", view: () => import("./screen.tsx") });

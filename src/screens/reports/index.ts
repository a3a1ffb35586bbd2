// /reportsAMMD: the AMMD's reports of a financial year (its chart code is loaded with this screen only).
import { AMMD, screen } from "../../views/routes.ts";

export const reportsScreen = screen("/reportsAMMD", { access: AMMD, title: "Reports", view: () => import("./screen.tsx") });

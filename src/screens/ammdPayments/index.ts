// /listPaymentsAMMD: the payments of the workshops assigned to the AMMD this financial year.
import { AMMD, screen } from "../../views/routes.ts";

export const ammdPaymentsScreen = screen("/listPaymentsAMMD", { access: AMMD, title: "Payments", view: () => import("./screen.tsx") });

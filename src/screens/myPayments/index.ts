// /listPayments (spec 2.14, "Payment details (FCP)"): the FCP's own payments of this financial year.
import { FCP, screen } from "../../views/routes.ts";

export const myPaymentsScreen = screen("/listPayments", { access: FCP, title: "Payment Details", view: () => import("./screen.tsx") });

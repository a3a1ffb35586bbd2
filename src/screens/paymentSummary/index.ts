// /payment-Summary (spec 2.13): the FCP's own payments of this financial year, a card each.
import { FCP, screen } from "../../views/routes.ts";

export const paymentSummaryScreen = screen("/payment-Summary", { access: FCP, title: "Payment Summary", view: () => import("./screen.tsx") });

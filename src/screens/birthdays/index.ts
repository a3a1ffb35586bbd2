// /birthday-Info (spec 2.15) for a CMDI and an AMMD: their FCPs born in this month.
import { MANAGERS, screen } from "../../views/routes.ts";

export const birthdaysScreen = screen("/birthday-Info", { access: MANAGERS, title: "Birthday Information", view: () => import("./screen.tsx") });

// /listMyFCP for a CMDI and an AMMD: the FCPs they oversee (the cached lists all, active, inactive).
import { MANAGERS, screen } from "../../views/routes.ts";

export const fcpListScreen = screen("/listMyFCP", { access: MANAGERS, title: "My FCPs", view: () => import("./screen.tsx") });

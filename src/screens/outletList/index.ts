// /listOutlet (spec screen 4): the CMDI's outlets, searched by name or code, each opening its form.
import { CMDI, screen } from "../../views/routes.ts";

export const outletListScreen = screen("/listOutlet", { access: CMDI, title: "Outlets", view: () => import("./screen.tsx") });

// /Workshoplist (spec 2.11): the workshops of the person the super admin opened.
import { superWorkshopListLink } from "../../codecs/navParams.ts";
import { screen, SUPER } from "../../views/routes.ts";

export const superWorkshopListScreen = screen(superWorkshopListLink, { access: SUPER, title: "Workshop List", view: () => import("./screen.tsx") });

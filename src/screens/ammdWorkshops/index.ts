// /listWorkshopsAMMD (spec 2.6): the AMMD's approval list, its tab and filters carried back from
// /workshop in the address.
import { ammdWorkshopsLink } from "../../codecs/navParams.ts";
import { AMMD, screen } from "../../views/routes.ts";

export const ammdWorkshopsScreen = screen(ammdWorkshopsLink, { access: AMMD, title: "Workshops for approval", view: () => import("./screen.tsx") });

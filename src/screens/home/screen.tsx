// A role home hosted: no flow of its own; the person's role (their shortcuts), their Today
// (../today/today.tsx, decision 076) and the news carousel (./carousel.tsx), each hosted with its
// own flows, as the View's props. Its heading says it is the person's home: "Home" for every
// role (the CMDI's and the AMMD's menu entry keeps the spec's "Workshops", which /listWorkshopCMDI
// and the AMMD's workshop lists are titled too; decision 112).
import type { ScreenProps } from "../../views/routes.ts";
import { msg } from "../../codecs/i18n.ts";
import { hosted } from "../host.tsx";
import { NewsCarousel } from "./carousel.tsx";
import { HomeView } from "./HomeView.tsx";
import { todayOf } from "../today/today.tsx";

/** A home's heading, whatever its menu entry is called. */
export const HOME_HEADING = msg("Home");

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: HOME_HEADING, role: s.user?.role ?? null, Carousel: NewsCarousel, Today: todayOf(s.user?.role) }),
  View: HomeView,
});

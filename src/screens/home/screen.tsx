// A role home hosted: no flow of its own; the person's role (their shortcuts), their Today
// (../today/today.tsx, decision 076) and the news carousel (./carousel.tsx), each hosted with its
// own flows, as the View's props.
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { NewsCarousel } from "./carousel.tsx";
import { HomeView } from "./HomeView.tsx";
import { todayOf } from "../today/today.tsx";

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: s.props.title, role: s.user?.role ?? null, Carousel: NewsCarousel, Today: todayOf(s.user?.role) }),
  View: HomeView,
});

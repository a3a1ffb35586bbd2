// A role home hosted: no flow of its own; the person's role (their shortcuts) and the news carousel
// (./carousel.tsx, hosted with its own flows) as the View's props.
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { NewsCarousel } from "./carousel.tsx";
import { HomeView } from "./HomeView.tsx";

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: s.props.title, role: s.user?.role ?? null, Carousel: NewsCarousel }),
  View: HomeView,
});

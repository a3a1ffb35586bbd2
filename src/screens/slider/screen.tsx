// /slider hosted: no flow of its own; the news carousel (../home/carousel.tsx, hosted with its own
// flows: the same news list and states as the home's) as the View's prop.
import type { ScreenProps } from "../../views/routes.ts";
import { NewsCarousel } from "../home/carousel.tsx";
import { hosted } from "../host.tsx";
import { SliderView } from "./SliderView.tsx";

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: s.props.title, Carousel: NewsCarousel }),
  View: SliderView,
});

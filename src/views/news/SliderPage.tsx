// /slider: the home carousel's news as a full-page slideshow (decision 040): the same cached list,
// news flow and states (loading, "No news yet", failed, saved news offline) as the home's carousel.
import { Card, H1 } from "@blueprintjs/core";
import type { ScreenProps } from "../routes.ts";
import { HomeCarousel } from "../Carousel.tsx";
import "../page.css";

export default function SliderPage({ title }: ScreenProps) {
  return (
    <div className="page-card">
      <Card>
        <H1>{title}</H1>
        <HomeCarousel variant="page" />
      </Card>
    </div>
  );
}

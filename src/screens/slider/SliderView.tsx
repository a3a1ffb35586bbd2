// /slider, presentational (its screen: ./screen.tsx): the home carousel's news as a full-page
// slideshow (decision 040): the same cached list, news flow and states (loading, "No news yet",
// failed, saved news offline) as the home's carousel (the hosted part its screen gives).
import type { ComponentType } from "react";
import { Card, H1 } from "@blueprintjs/core";
import type { CarouselVariant } from "../home/CarouselView.tsx";
import { useT } from "../../views/i18n.tsx";
import "../../views/page.css";

export interface SliderViewProps {
  title: string;
  /** The news carousel, with its own flows. */
  Carousel: ComponentType<{ variant?: CarouselVariant }>;
}

export function SliderView({ title, Carousel }: SliderViewProps) {
  const t = useT();
  return (
    <div className="page-card">
      <Card>
        <H1>{t(title)}</H1>
        <Carousel variant="page" />
      </Card>
    </div>
  );
}

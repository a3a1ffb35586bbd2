// A role home (/newHomeFCP, /homeCMDI, /homeAMMD): the page title and the news carousel.
import { H1 } from "@blueprintjs/core";
import { HomeCarousel } from "./Carousel.tsx";
import type { ScreenProps } from "./routes.ts";

export default function HomePage({ title }: ScreenProps) {
  return (
    <div style={{ maxWidth: 960, margin: "0 auto", padding: "16px" }}>
      <H1 style={{ fontSize: 24 }}>{title}</H1>
      <HomeCarousel />
    </div>
  );
}

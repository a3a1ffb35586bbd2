// The news carousel's flows, hosted (decision 070): the news list's ('shellNews': the cached items
// at once, then the refresh) and, once there are slides to show, the carousel's own
// ('shellCarousel', or 'shellCarousel:page' for /slider's slideshow: auto-play, hover and focus
// pauses, the reduced-motion preference). The home and /slider give NewsCarousel to their View.
import { newsSlot, type NewsItem } from "../../codecs/news.ts";
import { shellCarouselMachine } from "../../machines/shellCarousel.machine.ts";
import { shellNewsMachine } from "../../machines/shellNews.machine.ts";
import { kept } from "../../views/kept.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../views/shell/screen.ts";
import { flow, hosted, watching, type Selection } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { CarouselView, NewsCarouselView, type CarouselVariant, type NewsState } from "./CarouselView.tsx";

interface SlidesProps {
  items: readonly NewsItem[];
  variant: CarouselVariant;
  /** The reduced-motion preference now (the slideshow always waits for Play). */
  reducedMotion: boolean;
}

const slideFlows = {
  carousel: flow({
    machine: shellCarouselMachine,
    key: (h) => (h.props.variant === "page" ? "shellCarousel:page" : "shellCarousel"),
    input: (h: { props: SlidesProps }) => ({ count: h.props.items.length, reducedMotion: h.props.reducedMotion }),
  }),
};
type S = Selection<SlidesProps, typeof slideFlows>;

/** The preference each carousel flow last saw (by its send): a change is told to it, its start is not. */
const motionSeen = new WeakMap<object, boolean>();

const HostedSlides = hosted<SlidesProps>()({
  flows: slideFlows,
  select: (s) => {
    const { snap, send } = s.flows.carousel;
    return {
      variant: s.props.variant,
      items: s.props.items,
      index: snap.context.index,
      playing: snap.hasTag("playing"),
      autoplay: snap.context.autoplay,
      ...kept(send, "controls", () => ({
        onPrev: () => send({ type: "carousel.prev" }),
        onNext: () => send({ type: "carousel.next" }),
        onToggleAutoplay: () => send({ type: "carousel.toggleAutoplay" }),
        onHover: (on: boolean) => send({ type: "carousel.hover", on }),
        onFocus: (on: boolean) => send({ type: "carousel.focus", on }),
      })),
    };
  },
  View: CarouselView,
  watch: [
    // the number of slides: told at first, and whenever it changes
    watching(
      (s: S) => s.props.items.length,
      (count, s) => s.flows.carousel.send({ type: "carousel.count", count }),
    ),
    // the reduced-motion preference: told when it changes (the flow started with it)
    watching(
      (s: S) => s.props.reducedMotion,
      (reduced, s) => {
        const { send } = s.flows.carousel;
        const seen = motionSeen.get(send);
        motionSeen.set(send, reduced);
        if (seen !== undefined && seen !== reduced) send({ type: "carousel.motion", reduced });
      },
    ),
  ],
});

/** The slides with the reduced-motion preference (followed when it changes); the slideshow waits for Play. */
function Slides({ items, variant }: { items: readonly NewsItem[]; variant: CarouselVariant }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) || variant === "page";
  return <HostedSlides items={items} variant={variant} reducedMotion={reducedMotion} />;
}

const bySequence = (rows: readonly NewsItem[]) => kept(rows, "bySequence", () => [...rows].sort((a, b) => a.sequence - b.sequence));

/** The news carousel (the home's, or /slider's slideshow with variant "page"). */
export const NewsCarousel = hosted<{ variant?: CarouselVariant }>()({
  flows: {
    news: flow({ machine: shellNewsMachine, key: "shellNews", input: (h) => ({ hasCached: rowsOf(h, newsSlot).length > 0 }) }),
  },
  select: (s) => {
    const items = bySequence(rowsOf(s, newsSlot));
    const { snap, send } = s.flows.news;
    const state: NewsState =
      snap.hasTag("loading") && items.length === 0
        ? "loading"
        : snap.matches("ready") && items.length === 0
          ? "empty"
          : snap.matches("failed")
            ? "failed"
            : snap.matches("stale")
              ? "stale"
              : "ready";
    return {
      state,
      items,
      error: snap.context.error,
      onRetry: kept(send, "retry", () => () => send({ type: "news.retry" })),
      variant: s.props.variant ?? "home",
      Slides,
    };
  },
  View: NewsCarouselView,
});

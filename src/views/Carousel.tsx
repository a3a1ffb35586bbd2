// The home carousel (spec section 2, screen 3): news images, auto-play every 3000 ms in an
// endless loop, no thumbnails; pauses on hover and focus; labelled controls; no auto-play
// under reduced motion (followed when the preference changes). A news image is shown whole
// (the records are 3:1 banners with the headline drawn in), and its name is read once: the
// image's alt text, with the visible caption hidden from assistive technology.
// /slider shows the same news, flows and states as a full-page slideshow (the "page" variant,
// decision 040): larger, its position shown ("2 of 8"), the arrow keys step it, no auto-play at first.
import { useEffect, useMemo, useRef } from "react";
import { Button } from "@blueprintjs/core";
import { TitledCallout, TitledState } from "./shell/PageStates.tsx";
import { newsSlot, type NewsItem } from "../codecs/news.ts";
import { shellCarouselMachine } from "../machines/shellCarousel.machine.ts";
import { shellNewsMachine } from "../machines/shellNews.machine.ts";
import { useFlow, useList } from "./flows.ts";
import { LoadingImage } from "./LoadingImage.tsx";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "./shell/screen.ts";
import "./Carousel.css";

export interface CarouselViewProps {
  items: readonly NewsItem[];
  index: number;
  playing: boolean;
  autoplay: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToggleAutoplay: () => void;
  onHover: (on: boolean) => void;
  onFocus: (on: boolean) => void;
  /** "page": /slider's full-page slideshow (large, the position shown); the home's carousel otherwise. */
  variant?: CarouselVariant;
}

export type CarouselVariant = "home" | "page";

/**
 * Focus the keyboard put there pauses the carousel; a tap or a click focuses the button too, but
 * must not stop it for good (the pointer's own hover pause covers a mouse, and a finger has none).
 */
function keyboardFocus(el: Element): boolean {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true;
  }
}

export function CarouselView(p: CarouselViewProps) {
  const item = p.items[p.index];
  const page = p.variant === "page";
  const position = `${p.index + 1} of ${p.items.length}`;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="News"
      className={page ? "carousel carousel-page" : "carousel"}
      onPointerEnter={(e) => {
        if (e.pointerType === "mouse") p.onHover(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === "mouse") p.onHover(false);
      }}
      onFocus={(e) => {
        if (keyboardFocus(e.target)) p.onFocus(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) p.onFocus(false);
      }}
    >
      <div aria-live={p.playing ? "off" : "polite"} aria-atomic="true">
        {item && (
          // a div: a <figure> may not take the role "group" that APG's slide has (axe's aria-allowed-role)
          <div role="group" aria-roledescription="slide" aria-label={position} className="carousel-slide">
            <img src={item.url} alt={item.name} className="carousel-image" />
            <div aria-hidden="true" className="carousel-caption">
              {item.name}
            </div>
            {page && <p className="carousel-position">{position}</p>}
          </div>
        )}
      </div>
      <div className="carousel-controls">
        <Button icon="chevron-left" aria-label="Previous slide" title="Previous slide" onClick={p.onPrev} />
        <Button
          icon={p.autoplay ? "pause" : "play"}
          aria-label={p.autoplay ? "Pause" : "Play"}
          title={p.autoplay ? "Pause" : "Play"}
          onClick={p.onToggleAutoplay}
        />
        <Button icon="chevron-right" aria-label="Next slide" title="Next slide" onClick={p.onNext} />
      </div>
    </section>
  );
}

/** Whether a key press belongs to a field or a control of its own (the header's search, a menu). */
function ownKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, [role='menu'], [role='listbox']") !== null)
  );
}

function Slides({ items, variant = "home" }: { items: readonly NewsItem[]; variant?: CarouselVariant }) {
  const page = variant === "page";
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY) || page; // the slideshow waits for Play
  const [snap, send] = useFlow(page ? "shellCarousel:page" : "shellCarousel", shellCarouselMachine, { count: items.length, reducedMotion });
  useEffect(() => send({ type: "carousel.count", count: items.length }), [items.length, send]);
  const motionSeen = useRef(reducedMotion);
  useEffect(() => {
    if (motionSeen.current === reducedMotion) return;
    motionSeen.current = reducedMotion;
    send({ type: "carousel.motion", reduced: reducedMotion });
  }, [reducedMotion, send]);
  useEffect(() => {
    if (!page) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || ownKeys(e.target)) return;
      // the key toward the Previous button: the left one, or the right one in right-to-left
      const back = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
      const ahead = back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
      if (e.key === back) send({ type: "carousel.prev" });
      else if (e.key === ahead) send({ type: "carousel.next" });
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [page, send]);
  return (
    <CarouselView
      variant={variant}
      items={items}
      index={snap.context.index}
      playing={snap.hasTag("playing")}
      autoplay={snap.context.autoplay}
      onPrev={() => send({ type: "carousel.prev" })}
      onNext={() => send({ type: "carousel.next" })}
      onToggleAutoplay={() => send({ type: "carousel.toggleAutoplay" })}
      onHover={(on) => send({ type: "carousel.hover", on })}
      onFocus={(on) => send({ type: "carousel.focus", on })}
    />
  );
}

/** The news carousel: the cached items at once, then the refresh; loading, empty and failed states. */
export function HomeCarousel({ variant = "home" }: { variant?: CarouselVariant }) {
  const rows = useList(newsSlot);
  const items = useMemo(() => [...rows].sort((a, b) => a.sequence - b.sequence), [rows]);
  const [news, send] = useFlow("shellNews", shellNewsMachine, { hasCached: rows.length > 0 });
  if (news.hasTag("loading") && items.length === 0) return <LoadingImage />;
  if (news.matches("ready") && items.length === 0)
    return <TitledState icon="media" title="No news yet" description="News from the programme will show here." />;
  if (news.matches("failed")) {
    return (
      <TitledCallout intent="warning" title="The news could not be loaded">
        <p>{news.context.error}</p>
        <Button text="Try again" onClick={() => send({ type: "news.retry" })} />
      </TitledCallout>
    );
  }
  return (
    <>
      {news.matches("stale") && (
        <TitledCallout intent="warning" title="Showing saved news" className="carousel-stale">
          <p>{news.context.error}</p>
          <Button text="Try again" onClick={() => send({ type: "news.retry" })} />
        </TitledCallout>
      )}
      <Slides items={items} variant={variant} />
    </>
  );
}

// The news carousel, presentational (spec section 2, screen 3; its flows: ./carousel.tsx): news
// images, auto-play every 3000 ms in an endless loop, no thumbnails; pauses on hover and focus;
// labelled controls; no auto-play under reduced motion (followed when the preference changes). A
// news image is shown whole (the records are 3:1 banners with the headline drawn in), and its name
// is read once: the image's alt text, with the visible caption hidden from assistive technology.
// /slider shows the same news, flows and states as a full-page slideshow (the "page" variant,
// decision 040): larger, its position shown ("2 of 8"), the arrow keys step it, no auto-play at first.
import { useEffect, useRef, type ComponentType } from "react";
import { Button } from "@blueprintjs/core";
import type { NewsItem } from "../../codecs/news.ts";
import { LoadingImage } from "../../views/LoadingImage.tsx";
import { useFileUrl } from "../../views/uploads/useFileUrl.ts";
import { TitledCallout, TitledState } from "../../views/shell/PageStates.tsx";
import { useT } from "../../views/i18n.tsx";
import "./Carousel.css";

/** Whether a key press belongs to a field or a control of its own (the header's search, a menu). */
function ownKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, [role='menu'], [role='listbox']") !== null)
  );
}

/** A slide's image: the super admin's upload fetched with the session (decision 087), a demo image as it is. */
function NewsImage({ url, alt }: { url: string; alt: string }) {
  const { src } = useFileUrl(url);
  return src ? <img src={src} alt={alt} className="carousel-image" /> : <LoadingImage />;
}

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
  const t = useT();
  const item = p.items[p.index];
  const page = p.variant === "page";
  // the slideshow's arrow keys step it (the latest callbacks, one listener while it shows)
  const step = useRef({ prev: p.onPrev, next: p.onNext });
  step.current = { prev: p.onPrev, next: p.onNext };
  useEffect(() => {
    if (!page) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || ownKeys(e.target)) return;
      // the key toward the Previous button: the left one, or the right one in right-to-left
      const back = document.documentElement.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
      const ahead = back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
      if (e.key === back) step.current.prev();
      else if (e.key === ahead) step.current.next();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [page]);
  const position = t("{n} of {total}", { n: p.index + 1, total: p.items.length });
  return (
    <section
      aria-roledescription={t("carousel")}
      aria-label={t("News")}
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
          <div role="group" aria-roledescription={t("slide")} aria-label={position} className="carousel-slide">
            <NewsImage url={item.url} alt={item.name} />
            <div aria-hidden="true" className="carousel-caption">
              {item.name}
            </div>
            {item.text ? <p className="carousel-text">{item.text}</p> : null}
            {page && <p className="carousel-position">{position}</p>}
          </div>
        )}
      </div>
      <div className="carousel-controls">
        <Button icon="chevron-left" aria-label={t("Previous slide")} title={t("Previous slide")} onClick={p.onPrev} />
        <Button
          icon={p.autoplay ? "pause" : "play"}
          aria-label={p.autoplay ? t("Pause") : t("Play")}
          title={p.autoplay ? t("Pause") : t("Play")}
          onClick={p.onToggleAutoplay}
        />
        <Button icon="chevron-right" aria-label={t("Next slide")} title={t("Next slide")} onClick={p.onNext} />
      </div>
    </section>
  );
}

/** What the news list's flow is doing, as the carousel draws it. */
export type NewsState = "loading" | "empty" | "failed" | "stale" | "ready";

export interface NewsCarouselViewProps {
  state: NewsState;
  /** The news by their sequence (the cached ones at once). */
  items: readonly NewsItem[];
  /** Why the news could not be loaded (failed, or stale over the saved news). */
  error: string | null;
  onRetry: () => void;
  variant: CarouselVariant;
  /** The slides with their own flow (./carousel.tsx). */
  Slides: ComponentType<{ items: readonly NewsItem[]; variant: CarouselVariant }>;
}

/** The news carousel: the cached items at once, then the refresh; loading, empty and failed states. */
export function NewsCarouselView({ state, items, error, onRetry, variant, Slides }: NewsCarouselViewProps) {
  const t = useT();
  if (state === "loading") return <LoadingImage />;
  if (state === "empty") return <TitledState icon="media" title={t("No news yet")} description={t("News from the programme will show here.")} />;
  if (state === "failed") {
    return (
      <TitledCallout intent="warning" title={t("The news could not be loaded")}>
        <p>{error && t(error)}</p>
        <Button text={t("Try again")} onClick={onRetry} />
      </TitledCallout>
    );
  }
  return (
    <>
      {state === "stale" && (
        <TitledCallout intent="warning" title={t("Showing saved news")} className="carousel-stale">
          <p>{error && t(error)}</p>
          <Button text={t("Try again")} onClick={onRetry} />
        </TitledCallout>
      )}
      <Slides items={items} variant={variant} />
    </>
  );
}

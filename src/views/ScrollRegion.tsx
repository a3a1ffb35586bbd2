// A wide table's box that scrolls sideways on a phone instead of widening the page (decision 106):
// a named region that takes the focus, so a keyboard can scroll it too (axe's
// scrollable-region-focusable). When the table is wider than the box, a line above it says so
// ("Scroll sideways for more columns", the region's description) and a shadow on the side that has
// more shows where: a phone user sees there is more before the column they look for is missed.
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "@blueprintjs/core";
import "./page.css";
import { useT } from "./i18n.tsx";

/** Whether a box has more to see before its start and after its end (the reading direction's). */
export interface SidewaysMore {
  start: boolean;
  end: boolean;
}

const NONE: SidewaysMore = { start: false, end: false };

type Measures = Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">;

/**
 * What a sideways scroller hides, from its measures. `scrollLeft` is negative in a right-to-left
 * box (Chromium, Firefox, Safari): its distance from the start is its size either way. A pixel's
 * rounding is not "more".
 */
export function sidewaysMore({ scrollLeft, scrollWidth, clientWidth }: Measures): SidewaysMore {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return NONE;
  const fromStart = Math.abs(scrollLeft);
  return { start: fromStart > 1, end: fromStart < hidden - 1 };
}

/**
 * Keeps `sidewaysMore` of the box up to date as it scrolls and as it or its content resizes. A
 * scroll fires many events a frame: the box is measured once in the frame after them (a pending
 * frame is cancelled on unmount). The content watched for its size is the box's child of the
 * moment: a table drawn in place of another (or of its empty state) is watched in its turn.
 */
function useSidewaysMore() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(NONE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = sidewaysMore(el);
      setMore((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    let frame: number | null = null;
    const measureNextFrame = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        measure();
      });
    };
    measure();
    el.addEventListener("scroll", measureNextFrame, { passive: true });
    // called once a frame at most, after layout: measures at once
    const sizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    sizes?.observe(el);
    let child: Element | null = null;
    const watchChild = () => {
      const now = el.firstElementChild;
      if (now === child) return;
      if (child) sizes?.unobserve(child);
      if (now) sizes?.observe(now);
      child = now;
    };
    watchChild();
    const children =
      typeof MutationObserver === "undefined"
        ? null
        : new MutationObserver(() => {
            watchChild();
            measureNextFrame();
          });
    children?.observe(el, { childList: true });
    return () => {
      el.removeEventListener("scroll", measureNextFrame);
      sizes?.disconnect();
      children?.disconnect();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, []);
  return { ref, more };
}

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const hintId = useId();
  const { ref, more } = useSidewaysMore();
  const hidden = more.start || more.end;
  return (
    <>
      {hidden && (
        <p className="page-scroll-hint" id={hintId}>
          <Icon icon="arrow-right" className="page-scroll-hint-icon" aria-hidden />
          {t("Scroll sideways for more columns")}
        </p>
      )}
      <div className="page-scroll-frame" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <div ref={ref} className="page-scroll" role="region" aria-label={label} aria-describedby={hidden ? hintId : undefined} tabIndex={0}>
          {children}
        </div>
      </div>
    </>
  );
}

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

/** Keeps `sidewaysMore` of the box up to date as it scrolls and as it or its content resizes. */
function useSidewaysMore() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(NONE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = sidewaysMore(el);
      setMore((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
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

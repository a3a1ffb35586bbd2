// A wide table's box that scrolls sideways on a phone instead of widening the page: a named region
// that takes the focus, so a keyboard can scroll it too (axe's scrollable-region-focusable).
import type { ReactNode } from "react";
import "./page.css";

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="page-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

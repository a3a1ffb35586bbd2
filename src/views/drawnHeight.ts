// A fixed box's drawn height as a CSS variable on the document, kept while the box is drawn (a
// ResizeObserver: it follows the box as its words wrap): what sits at the bottom of the screen says
// how much room it takes, so a notice above it and the room kept at the page's end follow it
// (decision 109: the toast's --notice-height, the bottom note's --bottom-note-height).
import { useCallback } from "react";

/** A ref for the box: `name` holds its height in px while it is drawn, and is removed after. */
export function useDrawnHeight(name: `--${string}`) {
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      const root = document.documentElement;
      const set = () => root.style.setProperty(name, `${Math.ceil(el.getBoundingClientRect().height)}px`);
      set();
      const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(set);
      observer?.observe(el);
      return () => {
        observer?.disconnect();
        root.style.removeProperty(name);
      };
    },
    [name],
  );
}

// Where the keyboard focus goes after a page change or an action (decision 102), for every page at
// once rather than each screen on its own:
// - a page change (not the first load, nor a redirect before the person has touched the page) hands
//   the focus to the new page's h1 (or its main while the h1 is not drawn yet), so a screen reader
//   reads where the person is; unless the focus is deliberately elsewhere: a field (the search box,
//   a field the page or the person focused) or a dialog (waited for while it closes);
// - an element that drops the focus while it is still the person's (a busy button turned disabled,
//   a button or link removed by its own action) gets it back once enabled, or hands it to the result
//   message (role=status/alert) drawn since, else the page's h1, else its main.
// The keeper only ever moves a focus that has fallen to the body (or sits on the main, or on the
// link or button that led to the page): it never takes it from where the person has put it.

const FIELD = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
const DIALOG = "[role=dialog], [role=alertdialog], [aria-modal=true]";
const MESSAGE = "[role=status], [role=alert]";

export interface FocusKeeper {
  /** The path changed (call it after the render, with the focus where the change left it). */
  navigated(): void;
  stop(): void;
}

/** Whether the person has used the page (a redirect on the first load is not a page change of theirs). */
function personActed(acted: boolean): boolean {
  const ua = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return acted || ua?.hasBeenActive === true;
}

function isDisabled(el: Element): boolean {
  return (el as HTMLButtonElement).disabled === true || el.getAttribute("aria-disabled") === "true";
}

function nowhere(el: Element | null): boolean {
  return !el || el === document.body || el === document.documentElement;
}

/** The page's heading: the h1 in its main (outside dialogs), else any h1 outside dialogs. */
export function pageHeading(): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>("main h1"), ...document.querySelectorAll<HTMLElement>("h1")];
  return all.find((h) => !h.closest(DIALOG)) ?? null;
}

function pageMain(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main");
}

/** Focuses an element that is not a stop of the keyboard (tabIndex -1) without scrolling to it. */
export function focusQuietly(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

export function startFocusKeeper(): FocusKeeper {
  let acted = false;
  /** The element the focus was last on, and whether the person moved it away themselves since (a
   * press, or Tab, which may leave the document for the browser's own bar). */
  let last: HTMLElement | null = null;
  let moved = false;
  /** Result messages drawn since the focus was last placed, newest last. */
  let messages: HTMLElement[] = [];
  /** A page change waiting for its heading. */
  let route = false;

  const routeStep = () => {
    if (!route) return;
    const active = document.activeElement;
    if (active?.closest(DIALOG)) return; // a drawer or dialog still closing: wait for its focus to come back
    if (active?.matches(FIELD)) {
      route = false; // the search box, or a field the page or the person focused
      return;
    }
    const main = pageMain();
    // the body (what had it was removed), the main, or outside it (the menu button, a sidebar link)
    if (!(nowhere(active) || active === main || !main?.contains(active))) {
      route = false; // the new page put the focus somewhere itself
      return;
    }
    const heading = pageHeading();
    if (heading) {
      route = false;
      focusQuietly(heading);
    } else if (main && active !== main) focusQuietly(main);
  };

  const dropStep = () => {
    if (route || !last || moved || !nowhere(document.activeElement) || !document.hasFocus()) return;
    if (last.isConnected) {
      if (!isDisabled(last)) focusQuietly(last); // its action ended: the button keeps the focus
      return; // still busy: wait for it
    }
    if (last.tagName === "H1") {
      // a heading it was given gone (a page drawn again once loaded): the page's new one takes it
      last = null;
      route = true;
      return routeStep();
    }
    const message = messages.filter((m) => m.isConnected && m.textContent?.trim() && !m.closest(DIALOG)).pop();
    const target = message ?? pageHeading() ?? pageMain();
    last = null;
    if (target) focusQuietly(target);
  };

  const step = () => {
    routeStep();
    dropStep();
  };

  const onFocusIn = (e: FocusEvent) => {
    const target = e.target as HTMLElement;
    if (nowhere(target)) return;
    last = target;
    moved = false;
    messages = [];
  };
  const onPointerDown = () => {
    acted = true;
    moved = true; // a press outside anything focusable moves the focus to the body on purpose
    route = false;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    acted = true;
    if (e.key === "Tab") moved = true;
    route = false;
  };
  const onFocusOut = () => queueMicrotask(step);

  const observer = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof HTMLElement) {
          if (n.matches(MESSAGE)) messages.push(n);
          messages.push(...n.querySelectorAll<HTMLElement>(MESSAGE));
        }
    step();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "aria-disabled"] });
  document.addEventListener("focusin", onFocusIn, true);
  document.addEventListener("focusout", onFocusOut, true);
  document.addEventListener("pointerdown", onPointerDown, true);
  document.addEventListener("keydown", onKeyDown, true);

  return {
    navigated() {
      if (!personActed(acted)) return;
      route = true;
      step();
    },
    stop() {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn, true);
      document.removeEventListener("focusout", onFocusOut, true);
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown, true);
    },
  };
}

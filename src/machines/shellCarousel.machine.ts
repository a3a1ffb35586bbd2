// The home carousel (spec section 2, screen 3): auto-plays every 3000 ms, loops endlessly,
// pauses while hovered or while the keyboard focus is in it, and never auto-plays under reduced
// motion: a change of the preference (carousel.motion) stops auto-play, or starts it again when
// motion is allowed. Pressing Play is the person's choice: it plays even where focus is.
import { assign, setup } from "xstate";

export const CAROUSEL_INTERVAL_MS = 3000;

export interface CarouselContext {
  count: number;
  index: number;
  /** Auto-play wanted: off under reduced motion, toggled by the Pause/Play control. */
  autoplay: boolean;
  hovered: boolean;
  /** Keyboard focus is inside the carousel (a tap's focus does not pause it). */
  focused: boolean;
}

export type CarouselEvent =
  | { type: "carousel.next" }
  | { type: "carousel.prev" }
  | { type: "carousel.toggleAutoplay" }
  | { type: "carousel.hover"; on: boolean }
  | { type: "carousel.focus"; on: boolean }
  | { type: "carousel.count"; count: number }
  | { type: "carousel.motion"; reduced: boolean };

const step = (c: CarouselContext, by: number) => (c.count === 0 ? 0 : (c.index + by + c.count) % c.count);

export const shellCarouselMachine = setup({
  types: { context: {} as CarouselContext, events: {} as CarouselEvent, input: {} as { count: number; reducedMotion: boolean } },
  delays: { interval: CAROUSEL_INTERVAL_MS },
  guards: { canPlay: ({ context: c }) => c.count > 1 && c.autoplay && !c.hovered && !c.focused },
}).createMachine({
  id: "shellCarousel",
  context: ({ input }) => ({ count: input.count, index: 0, autoplay: !input.reducedMotion, hovered: false, focused: false }),
  initial: "deciding",
  on: {
    "carousel.next": { target: ".deciding", actions: assign({ index: ({ context }) => step(context, 1) }) },
    "carousel.prev": { target: ".deciding", actions: assign({ index: ({ context }) => step(context, -1) }) },
    "carousel.toggleAutoplay": {
      target: ".deciding",
      // Play is an explicit choice: it overrides the pause that focus on its own button would cause
      actions: assign(({ context }) => (context.autoplay ? { autoplay: false } : { autoplay: true, focused: false })),
    },
    "carousel.hover": { target: ".deciding", actions: assign({ hovered: ({ event }) => event.on }) },
    "carousel.focus": { target: ".deciding", actions: assign({ focused: ({ event }) => event.on }) },
    "carousel.motion": { target: ".deciding", actions: assign({ autoplay: ({ event }) => !event.reduced }) },
    "carousel.count": {
      target: ".deciding",
      actions: assign(({ context, event }) => ({ count: event.count, index: event.count === 0 ? 0 : Math.min(context.index, event.count - 1) })),
    },
  },
  states: {
    deciding: { always: [{ guard: "canPlay", target: "playing" }, { target: "still" }] },
    playing: {
      tags: ["playing"],
      after: { interval: { target: "deciding", reenter: true, actions: assign({ index: ({ context }) => step(context, 1) }) } },
    },
    still: {},
  },
});

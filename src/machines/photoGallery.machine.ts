// The photo gallery widget's lightbox (spec 2.18; section 4: the lightbox is open or closed): a
// click on an item opens it there; next and previous go round the items; close (Escape, the close
// button) shuts it. `gallery.items` follows the gallery's items as they change (the uploads issue
// adds and deletes them): the index stays on an item, and the lightbox closes when none is left.
import { assign, setup } from "xstate";

export interface PhotoGalleryContext {
  count: number;
  index: number;
}

export type PhotoGalleryEvent =
  | { type: "gallery.open"; index: number }
  | { type: "gallery.next" }
  | { type: "gallery.previous" }
  | { type: "gallery.close" }
  | { type: "gallery.items"; count: number };

export const photoGalleryMachine = setup({
  types: {
    context: {} as PhotoGalleryContext,
    events: {} as PhotoGalleryEvent,
    input: {} as { count: number },
  },
  actions: {
    show: assign({ index: ({ event }) => (event.type === "gallery.open" ? event.index : 0) }),
    next: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    previous: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    recount: assign(({ context, event }) => {
      const count = event.type === "gallery.items" ? event.count : context.count;
      return { count, index: Math.max(0, Math.min(context.index, count - 1)) };
    }),
  },
  guards: {
    anItem: ({ context, event }) => event.type === "gallery.open" && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    several: ({ context }) => context.count > 1,
    noneLeft: ({ event }) => event.type === "gallery.items" && event.count === 0,
  },
}).createMachine({
  id: "photoGallery",
  initial: "closed",
  context: ({ input }) => ({ count: input.count, index: 0 }),
  on: { "gallery.items": { actions: "recount" } },
  states: {
    closed: { on: { "gallery.open": { guard: "anItem", target: "open", actions: "show" } } },
    open: {
      on: {
        "gallery.next": { guard: "several", actions: "next" },
        "gallery.previous": { guard: "several", actions: "previous" },
        "gallery.close": "closed",
        "gallery.items": [{ guard: "noneLeft", target: "closed", actions: "recount" }, { actions: "recount" }],
      },
    },
  },
});

// The filters of a content list (spec 2.8, section 5): the seven filters' chosen values and the
// name search, and whether the phone's filter dropdown is open. `scope` says whether anything
// narrows the list (all | narrowed), so the view offers "Remove all filters" only then. The
// values start from the page's address (src/codecs/navParams.ts: contentQueryOf) and the page
// writes them back to it, so they survive going to an item's details and back, and a reload.
// Pure: no effects.
import { assign, setup } from "xstate";
import { CONTENT_FILTER_KEYS, type ContentFilterKey, type ContentFilters } from "../codecs/content.ts";

export interface ContentFilterContext {
  filters: ContentFilters;
  q: string;
}
export type ContentFilterInput = ContentFilterContext;

export type ContentFilterEvent =
  | { type: "filter.chosen"; key: ContentFilterKey; value: string }
  /** 'Remove Filter' of one dropdown. */
  | { type: "filter.removed"; key: ContentFilterKey }
  /** Every filter and the search, at once (the empty result's way out). */
  | { type: "filters.cleared" }
  | { type: "search.changed"; q: string }
  | { type: "panel.toggled" };

const isKey = (k: unknown): k is ContentFilterKey => (CONTENT_FILTER_KEYS as readonly unknown[]).includes(k);

/** The context after an event (the machine's actions; also the reference of the model test). */
export function applyFilterEvent(c: ContentFilterContext, e: ContentFilterEvent): ContentFilterContext {
  switch (e.type) {
    case "filter.chosen": {
      const value = e.value.trim();
      return isKey(e.key) && value !== "" ? { ...c, filters: { ...c.filters, [e.key]: value } } : c;
    }
    case "filter.removed": {
      if (!(e.key in c.filters)) return c;
      const filters = { ...c.filters };
      delete filters[e.key];
      return { ...c, filters };
    }
    case "filters.cleared":
      return { filters: {}, q: "" };
    case "search.changed":
      return { ...c, q: e.q };
    default:
      return c;
  }
}

/** Whether anything narrows the list. */
export const narrows = (c: ContentFilterContext) => Object.values(c.filters).some((v) => v) || c.q.trim() !== "";

export const contentFilterMachine = setup({
  types: { context: {} as ContentFilterContext, events: {} as ContentFilterEvent, input: {} as ContentFilterInput },
  actions: {
    apply: assign(({ context, event }) => applyFilterEvent(context, event)),
  },
  guards: {
    narrowed: ({ context }) => narrows(context),
    /** The event leaves something narrowing the list. */
    keepsNarrowing: ({ context, event }) => narrows(applyFilterEvent(context, event)),
    /** A value of a known filter (an empty choice is no choice). */
    isChoice: ({ event }) => event.type === "filter.chosen" && isKey(event.key) && event.value.trim() !== "",
  },
}).createMachine({
  id: "contentFilter",
  type: "parallel",
  context: ({ input }) => ({ filters: { ...input.filters }, q: input.q }),
  states: {
    scope: {
      initial: "opening",
      states: {
        opening: { always: [{ guard: "narrowed", target: "narrowed" }, { target: "all" }] },
        all: {
          on: {
            "filter.chosen": { guard: "isChoice", target: "narrowed", actions: "apply" },
            "search.changed": [{ guard: "keepsNarrowing", target: "narrowed", actions: "apply" }, { actions: "apply" }],
            // a blank search is kept as typed; clearing empties it too
            "filters.cleared": { actions: "apply" },
          },
        },
        narrowed: {
          on: {
            "filter.chosen": { guard: "isChoice", actions: "apply" },
            "filter.removed": [
              { guard: "keepsNarrowing", actions: "apply" },
              { target: "all", actions: "apply" },
            ],
            "search.changed": [
              { guard: "keepsNarrowing", actions: "apply" },
              { target: "all", actions: "apply" },
            ],
            "filters.cleared": { target: "all", actions: "apply" },
          },
        },
      },
    },
    panel: {
      initial: "closed",
      states: {
        closed: { on: { "panel.toggled": "open" } },
        open: { on: { "panel.toggled": "closed" } },
      },
    },
  },
});

// The content filter state, model-based: random sequences of a person's filter events drive the
// machine and a plain model of the rules (spec section 5: a choice sets a filter, 'Remove Filter'
// clears it, "Remove all filters" clears every filter and the search; an empty choice changes
// nothing); after every event the machine holds what the model holds, says "narrowed" exactly
// when something narrows the list, and its address (src/codecs/navParams.ts) read back starts a
// machine that holds the same (the filters survive a reload and the way back from the details).
import { test } from "uvu";
import * as assert from "uvu/assert";
import * as fc from "fast-check";
import { assign, createActor } from "xstate";
import { CONTENT_FILTER_KEYS, type ContentFilterKey } from "../../../src/codecs/content.ts";
import { APP } from "../../../src/features/index.ts";
import { contentListHref, contentQueryOf } from "../../../src/codecs/navParams.ts";
import { applyFilterEvent, contentFilterMachine, type ContentFilterEvent } from "../../../src/machines/contentFilter.machine.ts";

const key = fc.constantFrom(...CONTENT_FILTER_KEYS);
const value = fc.constantFrom("Fevicryl Mouldit", "2024", " Warli ", "", "   ", "a&b=c");
const text = fc.constantFrom("", "diya", "  ", "Gond art");
const event: fc.Arbitrary<ContentFilterEvent> = fc.oneof(
  fc.record({ type: fc.constant("filter.chosen" as const), key, value }),
  fc.record({ type: fc.constant("filter.removed" as const), key }),
  fc.constant({ type: "filters.cleared" as const }),
  fc.record({ type: fc.constant("search.changed" as const), q: text }),
  fc.constant({ type: "panel.toggled" as const }),
);

/** The rules, written plainly. */
class Model {
  filters = new Map<ContentFilterKey, string>();
  q = "";
  open = false;
  apply(e: ContentFilterEvent) {
    if (e.type === "filter.chosen" && e.value.trim()) this.filters.set(e.key, e.value.trim());
    if (e.type === "filter.removed") this.filters.delete(e.key);
    if (e.type === "filters.cleared") {
      this.filters.clear();
      this.q = "";
    }
    if (e.type === "search.changed") this.q = e.q;
    if (e.type === "panel.toggled") this.open = !this.open;
  }
  get narrowed() {
    return this.filters.size > 0 || this.q.trim() !== "";
  }
  get record() {
    return Object.fromEntries(this.filters);
  }
}

const path = fc.constantFrom("/fevicryl-Content", "/content", "/glass-colours");
const start = fc.record({ filters: fc.dictionary(key, fc.constantFrom("2023", "Diwali")), q: text });

/** The property, for a machine (the real one, or a broken one that must fail it). */
const follows = (machine: typeof contentFilterMachine) =>
  fc.property(path, start, fc.array(event, { maxLength: 25 }), (p, input, events) => {
    const actor = createActor(machine, { input }).start();
    const model = new Model();
    for (const [k, v] of Object.entries(input.filters)) model.filters.set(k as ContentFilterKey, v);
    model.q = input.q;
    for (const e of events) {
      actor.send(e);
      model.apply(e);
      const s = actor.getSnapshot();
      assert.equal(s.context.filters, model.record);
      assert.is(s.context.q, model.q);
      assert.is(s.matches({ scope: "narrowed" }), model.narrowed, `${e.type}: narrowed`);
      assert.is(s.matches({ panel: "open" }), model.open);
    }
    // the address, read back as a reload or the way back reads it
    const [at, search = ""] = contentListHref(p, { filters: model.record, q: model.q }).split("?");
    const decoded = APP.routes.decode(at!, search);
    assert.ok(decoded.ok);
    const again = createActor(contentFilterMachine, { input: contentQueryOf(decoded.params) })
      .start()
      .getSnapshot();
    assert.equal(again.context.filters, model.record);
    assert.is(again.context.q, model.q.trim());
    assert.is(again.matches({ scope: "narrowed" }), model.narrowed);
    actor.stop();
  });

test("the machine follows the model over random sequences; its address restores the same filters", () => {
  fc.assert(follows(contentFilterMachine), { numRuns: 300 });
});

test("the check can fail: a machine whose 'Remove Filter' keeps the filter is caught", () => {
  const keepOnRemove = contentFilterMachine.provide({
    actions: { apply: assign(({ context, event }) => (event.type === "filter.removed" ? context : applyFilterEvent(context, event))) },
  });
  let failed = false;
  try {
    fc.assert(follows(keepOnRemove), { numRuns: 300 });
  } catch {
    failed = true;
  }
  assert.ok(failed, "the broken machine passed the model test");
});

test.run();

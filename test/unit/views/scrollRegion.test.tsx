// The wide table's box (src/views/ScrollRegion.tsx, decision 106): what it hides from its measures
// (either side, right to left too, a pixel's rounding not counted); drawn, a table wider than the
// box gets the line saying so (the region's description, in Hindi in the Hindi app) and its frame
// the side that is shaded, updated as it scrolls (measured once a frame however many scroll events
// come, a pending frame cancelled on unmount) and as the table in it resizes (the table drawn now,
// not the one there first); a table that fits gets neither. The region is named and takes the
// focus either way.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { translator } from "../../../src/codecs/translate.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { TranslateProvider } from "../../../src/views/i18n.tsx";
import { ScrollRegion, sidewaysMore } from "../../../src/views/ScrollRegion.tsx";

const HINT = "Scroll sideways for more columns";

/** happy-dom lays nothing out: the box's measures are given here (its content `scrollWidth` wide in a `clientWidth` box). */
let measures = { scrollWidth: 0, clientWidth: 0, scrollLeft: 0 };
/** How many times the box's width was read (a read is a layout in a browser). */
let reads = 0;
const proto = HTMLElement.prototype;
const saved = (["scrollWidth", "clientWidth", "scrollLeft"] as const).map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);

/** Animation frames run when the test says (`runFrames`), not on a timer. */
let frames = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
const runFrames = () =>
  act(() => {
    const due = [...frames.values()];
    frames = new Map();
    for (const f of due) f(0);
  });

/** A ResizeObserver that reports what the test resizes (`resized(el)`), to whoever observes it. */
const resizeObservers = new Set<{ targets: Set<Element>; report: () => void }>();
class FakeResizeObserver {
  targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    resizeObservers.add(this);
  }
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
    resizeObservers.delete(this);
  }
}
const resized = (el: Element) =>
  act(() => {
    for (const o of resizeObservers) if (o.targets.has(el)) o.report();
  });

const globals = { requestAnimationFrame, cancelAnimationFrame, ResizeObserver };
test.before.each(() => {
  for (const k of ["scrollWidth", "clientWidth", "scrollLeft"] as const)
    Object.defineProperty(proto, k, {
      configurable: true,
      get: () => {
        if (k === "scrollWidth") reads++;
        return measures[k];
      },
      set: (v: number) => (measures[k] = v),
    });
  reads = 0;
  frames = new Map();
  globalThis.requestAnimationFrame = (f) => {
    frames.set(++lastFrame, f);
    return lastFrame;
  };
  globalThis.cancelAnimationFrame = (id) => void frames.delete(id);
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
  for (const [k, d] of saved)
    if (d) Object.defineProperty(proto, k, d);
    else delete (proto as unknown as Record<string, unknown>)[k];
  Object.assign(globalThis, globals);
  resizeObservers.clear();
});

const table = (
  <table>
    <tbody>
      <tr>
        <td>Toran Workshop</td>
        <td>PAYMENT PENDING</td>
      </tr>
    </tbody>
  </table>
);
const frame = () => screen.getByRole("region").parentElement!;
const shaded = () => ({ start: frame().hasAttribute("data-more-start"), end: frame().hasAttribute("data-more-end") });

test("sidewaysMore: nothing when it fits (or is a pixel over), the end before scrolling, both between, the start at the end", () => {
  assert.equal(sidewaysMore({ scrollWidth: 300, clientWidth: 300, scrollLeft: 0 }), { start: false, end: false });
  assert.equal(sidewaysMore({ scrollWidth: 301, clientWidth: 300, scrollLeft: 0 }), { start: false, end: false });
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: 0 }), { start: false, end: true });
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: 200 }), { start: true, end: true });
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: 500 }), { start: true, end: false });
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: 499.5 }), { start: true, end: false }, "a rounding pixel");
});

test("sidewaysMore, right to left: scrollLeft runs negative from the start", () => {
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: -200 }), { start: true, end: true });
  assert.equal(sidewaysMore({ scrollWidth: 800, clientWidth: 300, scrollLeft: -500 }), { start: true, end: false });
});

test("a table that fits: a named region that takes the focus, no line, no shade", () => {
  measures = { scrollWidth: 300, clientWidth: 300, scrollLeft: 0 };
  render(<ScrollRegion label="Payments">{table}</ScrollRegion>);
  const region = screen.getByRole("region", { name: "Payments" });
  assert.is(region.tabIndex, 0);
  assert.is(screen.queryByText(HINT), null);
  assert.is(region.getAttribute("aria-describedby"), null);
  assert.equal(shaded(), { start: false, end: false });
});

test("a wider table: the line says so and describes the region; the end is shaded, then both, then the start as it scrolls", () => {
  measures = { scrollWidth: 876, clientWidth: 328, scrollLeft: 0 };
  render(<ScrollRegion label="Payments">{table}</ScrollRegion>);
  const region = screen.getByRole("region", { name: "Payments" });
  assert.is(region.tabIndex, 0);
  const hint = screen.getByText(HINT);
  assert.is(region.getAttribute("aria-describedby"), hint.id);
  assert.equal(shaded(), { start: false, end: true });
  measures.scrollLeft = 200;
  fireEvent.scroll(region);
  runFrames();
  assert.equal(shaded(), { start: true, end: true });
  measures.scrollLeft = 548;
  fireEvent.scroll(region);
  runFrames();
  assert.equal(shaded(), { start: true, end: false });
  assert.ok(screen.getByText(HINT), "the line stays while anything is hidden");
});

test("scrolling: many scroll events in a frame, the box measured once, in the frame after them", () => {
  measures = { scrollWidth: 876, clientWidth: 328, scrollLeft: 0 };
  render(<ScrollRegion label="Payments">{table}</ScrollRegion>);
  const region = screen.getByRole("region", { name: "Payments" });
  const before = reads;
  for (const left of [40, 120, 260, 548]) {
    measures.scrollLeft = left;
    fireEvent.scroll(region);
  }
  assert.is(reads, before, "nothing measured at a scroll event");
  assert.is(frames.size, 1, "one frame asked for");
  assert.equal(shaded(), { start: false, end: true });
  runFrames();
  assert.is(reads, before + 1, "measured once");
  assert.equal(shaded(), { start: true, end: false }, "where the scrolling ended");
});

test("unmounted while a frame is pending: the frame is cancelled, nothing measured after", () => {
  measures = { scrollWidth: 876, clientWidth: 328, scrollLeft: 0 };
  const { unmount } = render(<ScrollRegion label="Payments">{table}</ScrollRegion>);
  measures.scrollLeft = 200;
  fireEvent.scroll(screen.getByRole("region"));
  assert.is(frames.size, 1);
  unmount();
  assert.is(frames.size, 0, "the pending frame cancelled");
});

test("a table drawn in place of another is the one watched: it grows past the box, the line and the shade come", async () => {
  measures = { scrollWidth: 300, clientWidth: 300, scrollLeft: 0 };
  const empty = <p>No payments yet</p>;
  const { rerender } = render(<ScrollRegion label="Payments">{empty}</ScrollRegion>);
  const first = screen.getByText("No payments yet");
  rerender(<ScrollRegion label="Payments">{table}</ScrollRegion>);
  await act(async () => {}); // the region hears of its new child (a mutation record, delivered in a microtask)
  runFrames();
  const drawn = screen.getByRole("table");
  assert.equal(shaded(), { start: false, end: false }, "it fits at first");
  const watched = [...resizeObservers].flatMap((o) => [...o.targets]);
  assert.ok(watched.includes(drawn), "the table drawn now is watched");
  assert.not.ok(watched.includes(first), "the one it replaced is not");
  measures.scrollWidth = 876; // its pictures loaded: wider than the box
  resized(drawn);
  assert.ok(screen.getByText(HINT));
  assert.equal(shaded(), { start: false, end: true });
});

test("the line in Hindi", () => {
  measures = { scrollWidth: 876, clientWidth: 328, scrollLeft: 0 };
  const inHindi = (node: ReactNode) => render(<TranslateProvider value={translator("hi", hi)}>{node}</TranslateProvider>);
  inHindi(<ScrollRegion label="भुगतान">{table}</ScrollRegion>);
  assert.ok(screen.getByText("और कॉलम देखने के लिए बगल में स्क्रॉल करें"));
});

test.run();

// The wide table's box (src/views/ScrollRegion.tsx, decision 106): what it hides from its measures
// (either side, right to left too, a pixel's rounding not counted); drawn, a table wider than the
// box gets the line saying so (the region's description, in Hindi in the Hindi app) and its frame
// the side that is shaded, updated as it scrolls; a table that fits gets neither. The region is
// named and takes the focus either way.
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
const proto = HTMLElement.prototype;
const saved = (["scrollWidth", "clientWidth", "scrollLeft"] as const).map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
test.before.each(() => {
  for (const k of ["scrollWidth", "clientWidth", "scrollLeft"] as const)
    Object.defineProperty(proto, k, { configurable: true, get: () => measures[k], set: (v: number) => (measures[k] = v) });
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
  for (const [k, d] of saved)
    if (d) Object.defineProperty(proto, k, d);
    else delete (proto as unknown as Record<string, unknown>)[k];
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
  act(() => {
    measures.scrollLeft = 200;
    fireEvent.scroll(region);
  });
  assert.equal(shaded(), { start: true, end: true });
  act(() => {
    measures.scrollLeft = 548;
    fireEvent.scroll(region);
  });
  assert.equal(shaded(), { start: true, end: false });
  assert.ok(screen.getByText(HINT), "the line stays while anything is hidden");
});

test("the line in Hindi", () => {
  measures = { scrollWidth: 876, clientWidth: 328, scrollLeft: 0 };
  const inHindi = (node: ReactNode) => render(<TranslateProvider value={translator("hi", hi)}>{node}</TranslateProvider>);
  inHindi(<ScrollRegion label="भुगतान">{table}</ScrollRegion>);
  assert.ok(screen.getByText("और कॉलम देखने के लिए बगल में स्क्रॉल करें"));
});

test.run();

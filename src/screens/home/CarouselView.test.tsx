// The news carousel's Views: the loading image, "No news yet", a failure with Try again, the saved
// news with a note and Try again over the slides; a slide read once by its image's name, the
// labelled controls; /slider's slideshow with its position and the arrow keys.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { renderView } from "../../../test/unit/renderView.tsx";
import type { NewsItem } from "../../codecs/news.ts";
import { CarouselView, type CarouselViewProps, NewsCarouselView, type NewsCarouselViewProps } from "./CarouselView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ITEMS: NewsItem[] = [1, 2, 3].map((i) => ({ id: i, name: `News ${i}`, url: `/n${i}.png`, sequence: i, systemmodstamp: "2026-11-28T10:00:00" }));
const wrap = (ui: React.ReactNode) => renderView(ui).ui;

function news(over: Partial<NewsCarouselViewProps> = {}) {
  let retried = 0;
  const ui = wrap(
    <NewsCarouselView
      state="ready"
      items={ITEMS}
      error={null}
      onRetry={() => retried++}
      variant="home"
      Slides={({ items }) => <p>{items.length} slides</p>}
      {...over}
    />,
  );
  return { ui, retried: () => retried };
}

test("the news: loading, none yet, failed with Try again, saved news with a note over the slides", () => {
  let { ui, retried } = news({ state: "loading", items: [] });
  assert.ok(ui.getByAltText("Loading..."));
  cleanup();
  ({ ui } = news({ state: "empty", items: [] }));
  assert.ok(ui.getByRole("heading", { name: "No news yet" }));
  cleanup();
  ({ ui, retried } = news({ state: "failed", items: [], error: "Could not reach the server." }));
  assert.ok(ui.getByText("The news could not be loaded"));
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.is(retried(), 1);
  cleanup();
  ({ ui } = news({ state: "stale", error: "Could not reach the server." }));
  assert.ok(ui.getByText("Showing saved news"));
  assert.ok(ui.getByText("3 slides"));
  cleanup();
  ({ ui } = news());
  assert.is(ui.queryByText("Showing saved news"), null);
  assert.ok(ui.getByText("3 slides"));
});

function slides(over: Partial<CarouselViewProps> = {}) {
  const calls: string[] = [];
  const ui = wrap(
    <CarouselView
      items={ITEMS}
      index={1}
      playing
      autoplay
      onPrev={() => calls.push("prev")}
      onNext={() => calls.push("next")}
      onToggleAutoplay={() => calls.push("toggle")}
      onHover={(on) => calls.push(`hover:${on}`)}
      onFocus={(on) => calls.push(`focus:${on}`)}
      {...over}
    />,
  );
  return { ui, calls };
}

test("a slide: its image named once, the labelled controls; the home's carousel ignores the arrow keys", () => {
  const { ui, calls } = slides();
  const region = ui.getByRole("region", { name: "News" });
  assert.is(within(region).getByRole("img").getAttribute("alt"), "News 2");
  assert.ok(within(region).getByRole("group", { name: "2 of 3" }));
  assert.is(region.querySelector(".carousel-position"), null);
  fireEvent.click(ui.getByRole("button", { name: "Previous slide" }));
  fireEvent.click(ui.getByRole("button", { name: "Pause" }));
  fireEvent.click(ui.getByRole("button", { name: "Next slide" }));
  fireEvent.keyDown(window, { key: "ArrowRight" });
  fireEvent.pointerEnter(region, { pointerType: "mouse" });
  assert.equal(calls, ["prev", "toggle", "next", "hover:true"]);
});

test("a slide's text is drawn under its title when the super admin wrote one, and read by screen readers", () => {
  const { ui } = slides({ items: ITEMS.map((n, i) => (i === 1 ? { ...n, text: "Book your Diwali workshop now" } : n)) });
  const text = ui.getByText("Book your Diwali workshop now");
  assert.is(text.closest("[aria-hidden]"), null);
  assert.ok(within(ui.getByRole("group", { name: "2 of 3" })).getByText("Book your Diwali workshop now"));
  cleanup();
  slides();
  assert.is(document.querySelector(".carousel-text"), null, "no text, no empty paragraph");
});

test("the slideshow: its position shown; the arrow keys step it, not a field's", () => {
  const { ui, calls } = slides({ variant: "page", autoplay: false, playing: false });
  assert.is(ui.getByText("2 of 3").className, "carousel-position");
  assert.ok(ui.getByRole("button", { name: "Play" }));
  fireEvent.keyDown(window, { key: "ArrowRight" });
  fireEvent.keyDown(window, { key: "ArrowLeft" });
  const input = document.body.appendChild(document.createElement("input"));
  fireEvent.keyDown(input, { key: "ArrowLeft" });
  assert.equal(calls, ["next", "prev"]);
});

test.run();

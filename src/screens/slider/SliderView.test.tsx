// /slider as a person reads it: the page's title in a card over the news slideshow the screen gives
// (the carousel's "page" variant).
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { SliderView } from "./SliderView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("the title over the slideshow", () => {
  const ui = within(
    render(
      <BlueprintProvider>
        <SliderView title="News" Carousel={({ variant }) => <p>the news as {variant}</p>} />
      </BlueprintProvider>,
    ).container,
  );
  assert.ok(ui.getByRole("heading", { level: 1, name: "News" }));
  assert.ok(ui.getByText("the news as page"));
});

test.run();

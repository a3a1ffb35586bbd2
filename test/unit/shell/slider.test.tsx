// /slider: the home carousel's news as a full-page slideshow (decision 040): its title, one slide
// at a time with its position, Previous / Next and the arrow keys, no auto-play until Play; the
// carousel's empty and failed states. /viewWorkshopDetails: the workshop details page's other address.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, within } from "@testing-library/react";
import { news, renderShell, stubMedia } from "./harness.tsx";
import { userOf } from "../fixtures.ts";
import { workshops } from "../../../src/features/workshops.ts";

const asha = userOf();
const ravi = userOf({ id: 2, firstName: "Ravi", role: "CMDI" });

test.before.each(() => {
  stubMedia();
});
test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
  document.documentElement.dir = "";
});

test("/slider: the news one slide at a time, its position and caption, Previous / Next and the arrow keys", async () => {
  const app = renderShell("/slider", ravi, { news: news(3) });
  await app.ui.findByRole("heading", { level: 1, name: "News" }, { timeout: 8000 }); // the first test also imports (and transpiles) the shell
  const region = await app.ui.findByRole("region", { name: "News" });
  const current = () => within(region).getByRole("img").getAttribute("alt");
  assert.is(region.querySelectorAll("img").length, 1, "one slide at a time");
  assert.is(current(), "News 3", "sorted by sequence, as the home's");
  assert.ok(within(region).getByText("1 of 3"));
  assert.is(region.querySelector(".carousel-caption")?.textContent, "News 3", "the caption shown");
  app.tick(9000);
  assert.is(current(), "News 3", "no auto-play until Play");
  fireEvent.click(within(region).getByRole("button", { name: "Next slide" }));
  assert.is(current(), "News 2");
  assert.ok(within(region).getByText("2 of 3"));
  fireEvent.click(within(region).getByRole("button", { name: "Previous slide" }));
  fireEvent.click(within(region).getByRole("button", { name: "Previous slide" }));
  assert.is(current(), "News 1", "it loops");
  assert.ok(within(region).getByText("3 of 3"));
  fireEvent.keyDown(window, { key: "ArrowRight" });
  assert.is(current(), "News 3");
  fireEvent.keyDown(window, { key: "ArrowLeft" });
  assert.is(current(), "News 1");
  document.documentElement.dir = "rtl";
  fireEvent.keyDown(window, { key: "ArrowRight" });
  assert.is(current(), "News 2", "right-to-left: Right goes back, toward Previous");
  fireEvent.keyDown(window, { key: "ArrowLeft" });
  assert.is(current(), "News 1");
  document.documentElement.dir = "ltr";
  fireEvent.click(within(region).getByRole("button", { name: "Play" }));
  app.tick(3000);
  assert.is(current(), "News 3", "Play starts it");
});

test("/slider: the arrow keys of a field stay the field's", async () => {
  const app = renderShell("/slider", asha, { news: news(3) });
  const region = await app.ui.findByRole("region", { name: "News" });
  const field = document.createElement("input");
  document.body.append(field);
  fireEvent.keyDown(field, { key: "ArrowRight" });
  assert.is(within(region).getByRole("img").getAttribute("alt"), "News 3");
  assert.ok(within(region).getByText("1 of 3"));
});

test("/slider: 'No news yet' and the failed state, as the carousel's", async () => {
  const empty = renderShell("/slider", asha, { news: [] });
  assert.ok(await empty.ui.findByRole("heading", { name: "No news yet" }));
  assert.ok(empty.ui.getByRole("heading", { level: 1, name: "News" }));
  cleanup();
  const failed = renderShell("/slider", ravi, { news: "fail" });
  assert.ok(await failed.ui.findByText("The news could not be loaded: the server had a problem. Please try again in a moment."));
  fireEvent.click(failed.ui.getByRole("button", { name: "Try again" }));
  assert.ok(failed.ui.getByAltText("Loading..."));
});

test("/viewWorkshopDetails: the workshop details page under its other address, same query, same access", () => {
  const at = (path: string) => workshops.screens!.find((s) => s.path === path)!;
  const alias = at("/viewWorkshopDetails"),
    details = at("/workshop");
  assert.is(alias.params, details.params);
  assert.is(alias.view, details.view);
  assert.is(alias.access, "signedIn");
  assert.is(alias.title, details.title);
});

test.run();

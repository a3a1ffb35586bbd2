// /fevicryl-Details hosted with the real wiring and a fake server: a rating refused as a conflict
// (decision 079: the FCP's other phone rated meanwhile, to other stars) shows the shared conflict
// panel, their stars beside the stored ones; choosing one is a new rating from the stored stars.
// An item the device's window of the library lacks (decision 092) is asked of the server by its id.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, waitFor, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeFetch, memoryKeyValue, type FakeRequest } from "../../effects/fakes.ts";
import { ActorsProvider } from "../actors.tsx";
import { createAppActors } from "../../wiring.ts";
import { userOf } from "../../../test/unit/fixtures.ts";
import { item } from "../../../test/unit/content/fixtures.ts";
import ContentDetailsScreen from "./screen.tsx";
import type { ContentItem } from "../../codecs/content.ts";
import { windowedServer } from "../../../test/unit/windowedServer.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The item (rated 3 by this FCP on this phone); the first rating is refused: stored now, 2 stars. */
function open() {
  const sent: unknown[] = [];
  // the FCP's stars as the server stores them
  let stored = 2;
  const fetch = fakeFetch({
    "POST /api/query": (req: FakeRequest) => {
      const { op, params } = req.body as { op: string; params: { rating: number } };
      if (op === "content.list")
        return { status: 200, body: { rows: [item(7, { my_rating: sent.length === 0 ? 3 : stored, rating_average: 3, rating_count: 1 })] } };
      sent.push(params);
      if (sent.length === 1)
        return {
          status: 409,
          body: {
            error: "conflict",
            message: "Someone else changed this since you started. Choose which values to keep.",
            conflict: { version: 0, current: { rating: "2" }, fields: ["rating"] },
          },
        };
      stored = params.rating;
      return { status: 200, body: { rows: [{ id: 99, inserted: false, rating: params.rating }] } };
    },
  });
  const user = userOf();
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch, storage, navigate: () => {}, now: () => 1000 });
  actors.outbox.start();
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/fevicryl-Details?id=7" }).hook}>
        <ActorsProvider value={actors}>
          <ContentDetailsScreen title="Fevicryl Details" params={{ id: 7 }} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), sent };
}

test("a rating refused as a conflict: the panel shows mine beside the stored stars; choosing the stored ones writes them from their base", async () => {
  const { ui, sent } = open();
  fireEvent.click(await ui.findByRole("button", { name: "Rate 5 stars" }));
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  assert.equal(sent[0], { content: 7, rating: 5, base: { rating: 3 } }, "the rating names the stars the page showed");
  assert.ok(panel.getByRole("group", { name: "Your rating" }));
  assert.ok(panel.getByLabelText("Yours: 5"));
  fireEvent.click(panel.getByLabelText("Current: 2"));
  assert.is(ui.queryByRole("alert"), null, "no error under the stars: the panel asks");
  fireEvent.click(panel.getByRole("button", { name: "Save my choices" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  assert.equal(sent[1], { content: 7, rating: 2, base: { rating: 2 } });
});

test("keep mine: the new rating of my stars from the stored ones", async () => {
  const { ui, sent } = open();
  fireEvent.click(await ui.findByRole("button", { name: "Rate 5 stars" }));
  const panel = within(await ui.findByRole("form", { name: "Changed by someone else" }));
  fireEvent.click(panel.getByRole("button", { name: "Keep mine for all" }));
  assert.ok(await ui.findByText("Your choice was saved."));
  assert.equal(sent[1], { content: 7, rating: 5, base: { rating: 2 } });
  // the stars show the rating as stored now
  await waitFor(() => assert.is(ui.getByRole("button", { name: "Rate 5 stars" }).getAttribute("aria-pressed"), "true"));
});

/** Item `id` opened while the device holds a window of the library (items 1 to 3 of 10); the page op answers `page`. */
function openWindowed(id: number, page: ContentItem[]) {
  const user = userOf();
  const server = windowedServer(user, { op: "content.list", held: [item(1), item(2), item(3)], total: 10, page, pageTotal: page.length });
  const storage = memoryKeyValue({ token: "tok", authData: JSON.stringify(user), role: user.role });
  const actors = createAppActors({ fetch: server.fetch, storage, navigate: () => {}, now: () => 1000 });
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: `/fevicryl-Details?id=${id}` }).hook}>
        <ActorsProvider value={actors}>
          <ContentDetailsScreen title="Fevicryl Details" params={{ id }} />
        </ActorsProvider>
      </Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), server };
}

test("an item not in the device's window (decision 092): asked of the server by its id, and shown", async () => {
  const { ui, server } = openWindowed(9, [item(9, { name: "Diya from the server" })]);
  assert.ok(await ui.findByRole("heading", { name: "Diya from the server" }));
  assert.equal(server.pages, [{ offset: 0, limit: 1, filters: { id: "9" } }]);
});

test("an item not in the window, offline: it opens when online; Try again asks again", async () => {
  const { ui, server } = openWindowed(9, [item(9, { name: "Diya" })]);
  server.online = false;
  assert.ok(await ui.findByText("This item is not on this phone. It opens when you are online."));
  server.online = true;
  fireEvent.click(ui.getByRole("button", { name: "Try again" }));
  assert.ok(await ui.findByRole("heading", { name: "Diya" }));
});

test("an item on the device is not asked of the server; one the server lacks is not found", async () => {
  const { ui, server } = openWindowed(2, []);
  await waitFor(() => assert.ok(ui.getByRole("button", { name: "Rate 5 stars" })));
  assert.equal(server.pages, []);
  cleanup();
  const gone = openWindowed(99, []);
  await waitFor(() => assert.is(gone.server.pages.length, 1));
  await waitFor(() => assert.is(gone.ui.queryByText("Loading content"), null));
  assert.is(gone.ui.queryByRole("button", { name: "Rate 5 stars" }), null);
});

test.run();
